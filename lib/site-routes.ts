import { cities, cityPath } from '@/content/cities';
import { pages } from '@/content/routes';
import { thankYouPages } from '@/content/thank-you';

/**
 * Every page of the site, root-relative with a trailing slash: the 26 fixed routes and the 48
 * city pages. The sitemap, the footer and the tests all read this one list.
 */
export const allRoutes: string[] = [...pages.map((p) => p.path), ...cities.map(cityPath)];

/**
 * Pages that exist but are no destination of their own, so neither the sitemap nor search engines
 * list them: where a browser lands after posting a form itself (app/thank-you/[kind]/).
 */
export const thankYouRoutes: string[] = Object.keys(thankYouPages).map((kind) => `/thank-you/${kind}/`);
