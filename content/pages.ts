import { z } from 'zod';
import { cities, cityPath } from './cities';
import { contactLinks } from './company';
import { internalHref, parseContent } from './parse';
import { thankYouPages } from './thank-you';
import { type Locale, localePath } from '@/lib/shared/i18n';

/**
 * The one registry of the site's pages (docs/i18n.md#the-pages-registry): which pages exist, their
 * English paths, the footer column each is listed in and which have a Hindi twin. The sitemap,
 * hreflang, the language switch, the header, the footer, the preview images and the tests read it.
 * A page's link text is in the dictionary, by its path (content/ui-words.ts `pages`).
 */

/** A fixed page of the site (docs/product.md#pages); city pages live in content/cities.ts. */
export const pageSchema = z.object({
  /** Root-relative path with a trailing slash, e.g. `/about/`. */
  path: internalHref,
  /** Footer column the page is listed in. */
  group: z.enum(['company', 'services', 'help', 'legal']),
  /** Whether the page has a Hindi twin under /hi/ (docs/i18n.md#adding-a-hindi-page). */
  hindi: z.boolean(),
});

export type Page = z.infer<typeof pageSchema>;

/** The 28 fixed routes (docs/product.md#pages), in the order listed there. */
export const pages: Page[] = parseContent('content/pages.ts', z.array(pageSchema).length(28), [
  { path: '/', group: 'company', hindi: true },
  { path: '/about/', group: 'company', hindi: true },
  { path: '/review/', group: 'company', hindi: true },
  { path: '/faqs/', group: 'help', hindi: true },
  { path: '/services/', group: 'services', hindi: true },
  { path: '/contact-us/', group: 'help', hindi: true },
  { path: '/who-we-are/', group: 'company', hindi: false },
  { path: contactLinks.whyRoute, group: 'company', hindi: true },
  { path: '/our-team/', group: 'company', hindi: false },
  { path: '/vission-mission/', group: 'company', hindi: false },
  { path: '/terms-and-conditions/', group: 'legal', hindi: false },
  { path: '/privacy-and-policy/', group: 'legal', hindi: false },
  { path: '/bill-claim/', group: 'legal', hindi: false },
  { path: '/moving-guide/', group: 'help', hindi: false },
  { path: '/photo-gallery/', group: 'company', hindi: false },
  { path: '/customer-support/', group: 'help', hindi: false },
  { path: '/home-shifting/', group: 'services', hindi: true },
  { path: '/pet-relocation/', group: 'services', hindi: true },
  { path: '/office-relocation/', group: 'services', hindi: true },
  { path: '/car-bike-transport/', group: 'services', hindi: true },
  { path: '/commercial-shifting/', group: 'services', hindi: true },
  { path: '/international-moves/', group: 'services', hindi: true },
  { path: '/warehouse/', group: 'services', hindi: true },
  { path: '/home-storage/', group: 'services', hindi: true },
  { path: '/safety-standard/', group: 'help', hindi: false },
  { path: '/video-gallery/', group: 'company', hindi: false },
  { path: '/book-survey/', group: 'help', hindi: true },
  { path: '/verify/', group: 'help', hindi: true },
]);

/** Header navigation (docs/product.md#pages): home, about, review, FAQs, contact, services. */
export const mainNav: Page[] = ['/', '/about/', '/review/', '/faqs/', '/contact-us/', '/services/'].map((path) => {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`content/pages.ts: mainNav names ${path}, which is not in pages`);
  return page;
});

/**
 * Every English page of the site, root-relative with a trailing slash: the 28 fixed routes and
 * the city pages. The sitemap, the footer and the tests all read this one list.
 */
export const allRoutes: string[] = [...pages.map((p) => p.path), ...cities.map(cityPath)];

/**
 * The fixed pages (English paths) that have a Hindi twin under /hi/: those flagged `hindi` above.
 * Every city page has one.
 */
export const hindiTwinPages: readonly string[] = pages.filter((page) => page.hindi).map((page) => page.path);

/** Whether an English page has a Hindi twin. */
export const hasHindiTwin = (path: string): boolean => path.startsWith('/city/') || hindiTwinPages.includes(path);

/** Every Hindi page, as its /hi/ address. */
export const hindiRoutes: string[] = allRoutes.filter(hasHindiTwin).map((path) => localePath('hi', path));

/** Where a link to an English page goes on a page in `locale`: its twin there, else the English page. */
export const localPageHref = (locale: Locale, path: string): string =>
  locale !== 'en' && hasHindiTwin(path) ? localePath(locale, path) : path;

/**
 * Pages that exist but are no destination of their own, so neither the sitemap nor search engines
 * list them: where a browser lands after posting a form itself (app/(en)/thank-you/[kind]/, and
 * app/(hi)/hi/thank-you/[kind]/ for a Hindi page's form).
 */
export const thankYouRoutes: string[] = (['en', 'hi'] as const).flatMap((locale) =>
  Object.keys(thankYouPages).map((kind) => localePath(locale, `/thank-you/${kind}/`)),
);

/**
 * Every English page with a Hindi twin, the city pages spelt out, and the thank-you pages: what
 * the language switch checks an address against, so a mistyped city address (a 404) is not taken
 * for a city page, and a thank-you page switches to the other language's thank-you page.
 */
export const twinPages: readonly string[] = [
  ...hindiTwinPages,
  ...cities.map(cityPath),
  ...thankYouRoutes.filter((route) => !route.startsWith('/hi/')),
];
