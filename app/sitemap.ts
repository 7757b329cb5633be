import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/metadata';
import { allRoutes } from '@/lib/site-routes';

export const dynamic = 'force-static';

/**
 * Every page of the site (lib/site-routes.ts: the same content arrays that generateStaticParams
 * and the footer read), as absolute URLs on SITE_URL.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return allRoutes.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : path.startsWith('/city/') ? 0.8 : 0.6,
  }));
}
