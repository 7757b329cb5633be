import { uiWords } from '@/content/localized/ui';
import { NotFoundPage } from '@/components/templates/not-found-page';
import { RootDocument, rootMetadata, rootViewport } from '@/components/layout/root-document';
import './globals.css';

/**
 * The 404 page for any address no page answers (docs/i18n.md#structure): with two root layouts
 * there is no single layout to put a not-found page in, so this one is a whole English document.
 * Addresses under /hi/ get the Hindi one (app/(hi)/hi/404/) from the intake service.
 */
export const metadata = { ...rootMetadata, title: uiWords.en.notFound.title, robots: { index: false } };
export const viewport = rootViewport;

export default function NotFound() {
  return (
    <RootDocument locale="en">
      <NotFoundPage locale="en" />
    </RootDocument>
  );
}
