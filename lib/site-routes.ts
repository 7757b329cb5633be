import { cities, cityPath } from '@/content/cities';
import { contactLinks } from '@/content/company';
import { pages } from '@/content/routes';
import { thankYouPages } from '@/content/thank-you';
import { type Locale, localePath } from './i18n';

/**
 * Every English page of the site, root-relative with a trailing slash: the 26 fixed routes and
 * the city pages. The sitemap, the footer and the tests all read this one list.
 */
export const allRoutes: string[] = [...pages.map((p) => p.path), ...cities.map(cityPath)];

/**
 * The fixed pages (English paths) that have a Hindi twin under /hi/ (docs/i18n.md#adding-a-hindi-page):
 * a page is added here with its route under app/(hi)/hi/ once its Hindi text exists. Every city
 * page has one.
 */
export const hindiTwinPages: readonly string[] = [
  '/',
  '/faqs/',
  '/services/',
  '/home-shifting/',
  '/pet-relocation/',
  '/office-relocation/',
  '/car-bike-transport/',
  '/commercial-shifting/',
  '/international-moves/',
  '/warehouse/',
  '/home-storage/',
  '/contact-us/',
  '/review/',
  '/about/',
  contactLinks.whyRoute,
];

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
