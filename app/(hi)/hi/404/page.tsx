import type { Metadata } from 'next';
import { uiWords } from '@/content/localized/ui';
import { NotFoundPage } from '@/components/templates/not-found-page';

/** Not a destination: the intake service answers a missing address under /hi/ with it, as a 404. */
export const metadata: Metadata = { title: uiWords.hi.notFound.title, robots: { index: false, follow: true } };

/** The 404 page in Hindi (server/http/not-found.ts). */
export default function NotFoundPageHindi() {
  return <NotFoundPage locale="hi" />;
}
