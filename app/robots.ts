import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/server/metadata';

export const dynamic = 'force-static';

/** Every page may be crawled; the lead API (POST only, served beside the site) is not content. */
export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: '*', allow: '/', disallow: '/api/' }, sitemap: absoluteUrl('/sitemap.xml') };
}
