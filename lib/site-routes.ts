import { cities, cityPath } from '@/content/cities';
import { pages } from '@/content/routes';

/**
 * Every page of the site, root-relative with a trailing slash: the 26 fixed routes and the 48
 * city pages. The sitemap, the footer and the tests all read this one list.
 */
export const allRoutes: string[] = [...pages.map((p) => p.path), ...cities.map(cityPath)];
