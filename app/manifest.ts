import type { MetadataRoute } from 'next';
import { company } from '@/content/company';
import { homePage } from '@/content/story';
import { appIcons } from '@/lib/server/metadata';

export const dynamic = 'force-static';

/** The web app manifest: name, colours and icons when a visitor adds the site to their home screen. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: company.name,
    // Home screens show about 12 characters under an icon.
    short_name: company.shortName.charAt(0).toUpperCase() + company.shortName.slice(1),
    description: homePage.metaDescription,
    lang: 'en-IN',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b2545',
    icons: appIcons.map((icon) => ({
      src: icon.src,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
