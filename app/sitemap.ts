import type { MetadataRoute } from 'next';
import { hrefLang, localePath } from '@/lib/shared/i18n';
import { absoluteUrl } from '@/lib/server/metadata';
import { allRoutes, hasHindiTwin } from '@/content/pages';

export const dynamic = 'force-static';

/** Both languages of a page that has a twin, as the sitemap's `xhtml:link` alternates (docs/i18n.md#discovery). */
const alternates = (path: string) =>
  hasHindiTwin(path)
    ? {
        alternates: {
          languages: {
            [hrefLang.en]: absoluteUrl(path),
            [hrefLang.hi]: absoluteUrl(localePath('hi', path)),
            'x-default': absoluteUrl(path),
          },
        },
      }
    : {};

/**
 * Every page of the site (content/pages.ts: the same content arrays that generateStaticParams
 * and the footer read), as absolute URLs on SITE_URL, then the Hindi twins under /hi/.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const priority = (path: string) => (path === '/' ? 1 : path.startsWith('/city/') ? 0.8 : 0.6);
  return [
    ...allRoutes.map((path) => ({
      url: absoluteUrl(path),
      changeFrequency: 'monthly' as const,
      priority: priority(path),
      ...alternates(path),
    })),
    ...allRoutes.filter(hasHindiTwin).map((path) => ({
      url: absoluteUrl(localePath('hi', path)),
      changeFrequency: 'monthly' as const,
      priority: priority(path),
      ...alternates(path),
    })),
  ];
}
