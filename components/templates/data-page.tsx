import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { contactLinks } from '@/content/company';
import { servicePages, storagePages } from '@/content/localized/service-pages';
import { whyChoosePage } from '@/content/story';
import type { Locale } from '@/lib/shared/i18n';
import { pageMetadata } from '@/lib/server/metadata';
import { ServicePageView } from '@/components/templates/service-page';
import { StoragePageView } from '@/components/templates/storage-page';
import { WhyChoosePageView } from '@/components/templates/why-choose-page';

/**
 * The top-level pages that share a template and come from data, served by one route per language
 * (app/(en)/[page]/, app/(hi)/hi/[page]/): the service pages, the storage pages and the why-choose
 * page, whose path carries the company's short name. Each entry is one page: its title and
 * description in the language, and how it renders; each language lists the pages it has, so a
 * route's static params are exactly its language's pages.
 */
type DataPage = {
  slug: string;
  title: string;
  description: string;
  /** The title already names the company (no " | company" after it). */
  absoluteTitle?: boolean;
  render: () => ReactNode;
};

/**
 * The why-choose page, routed by `[page]` in English only: the Hindi one has a folder of its own,
 * app/(hi)/hi/why-sugam/, which Next prefers to any `[page]` beside it (docs/i18n.md#the-company-pages).
 */
const whyChoose = {
  locales: ['en'] as readonly Locale[],
  entry: {
    slug: contactLinks.whyRoute.replaceAll('/', ''),
    title: whyChoosePage.title,
    description: whyChoosePage.metaDescription,
    absoluteTitle: true,
    render: () => <WhyChoosePageView />,
  } satisfies DataPage,
};

/** The pages of `[page]` in a language: the why-choose page where it is routed here, then the service and storage pages. */
const dataPages = (locale: Locale): DataPage[] => [
  ...(whyChoose.locales.includes(locale) ? [whyChoose.entry] : []),
  ...servicePages(locale).map((page) => ({
    slug: page.slug,
    title: page.title,
    description: page.metaDescription,
    render: () => <ServicePageView page={page} locale={locale} />,
  })),
  ...storagePages(locale).map((page) => ({
    slug: page.slug,
    title: page.title,
    description: page.metaDescription,
    render: () => <StoragePageView page={page} locale={locale} />,
  })),
];

/** The static params of `[page]` in a language: exactly the pages it has. */
export const dataPageParams = (locale: Locale) => dataPages(locale).map((page) => ({ page: page.slug }));

const pageOf = (locale: Locale, slug: string): DataPage =>
  dataPages(locale).find((page) => page.slug === slug) ?? notFound();

/** A data page's title and description in its language. */
export function dataPageMetadata(locale: Locale, slug: string) {
  const { title, description, absoluteTitle } = pageOf(locale, slug);
  return pageMetadata({ title, description, absoluteTitle, path: `/${slug}/`, locale });
}

/** A data page in its language, by its slug. */
export function DataPageView({ locale, slug }: { locale: Locale; slug: string }) {
  return pageOf(locale, slug).render();
}
