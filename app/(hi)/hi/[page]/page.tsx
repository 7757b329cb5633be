import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { servicePages } from '@/content/hi/service-pages';
import { storagePages } from '@/content/hi/storage-pages';
import { pageMetadata } from '@/lib/metadata';
import { ServicePageView } from '@/components/templates/service-page';
import { StoragePageView } from '@/components/templates/storage-page';

/**
 * The Hindi twins of the top-level pages that share a template and come from data
 * (docs/i18n.md#adding-a-hindi-page), as app/(en)/[page]/page.tsx has them in English. Each
 * entry is one page: its Hindi title and description, and how it renders; a page joins with one
 * entry here and its English path in `hindiTwinPages` (content/pages.ts).
 */
type HindiPage = {
  title: string;
  description: string;
  /** The title already names the company (no " | company" after it). */
  absoluteTitle?: boolean;
  render: () => ReactNode;
};

const hindiPages: Record<string, HindiPage> = {
  ...Object.fromEntries(
    servicePages.map((page) => [
      page.slug,
      {
        title: page.title,
        description: page.metaDescription,
        render: () => <ServicePageView page={page} locale="hi" />,
      },
    ]),
  ),
  ...Object.fromEntries(
    storagePages.map((page) => [
      page.slug,
      {
        title: page.title,
        description: page.metaDescription,
        render: () => <StoragePageView page={page} locale="hi" />,
      },
    ]),
  ),
};

export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(hindiPages).map((page) => ({ page }));
}

type Props = { params: Promise<{ page: string }> };

const pageOf = async ({ params }: Props): Promise<HindiPage> => hindiPages[(await params).page] ?? notFound();

export async function generateMetadata(props: Props) {
  const { title, description, absoluteTitle } = await pageOf(props);
  return pageMetadata({ title, description, absoluteTitle, path: `/${(await props.params).page}/`, locale: 'hi' });
}

export default async function TemplatePageHindi(props: Props) {
  return (await pageOf(props)).render();
}
