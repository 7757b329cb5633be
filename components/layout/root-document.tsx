import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { company } from '@/content/company';
import { env } from '@/lib/server/env';
import { headScript } from '@/components/layout/head-script';
import { SiteShell } from '@/components/layout/site-shell';
import { JsonLd } from '@/components/seo/json-ld';
import { siteJsonLd } from '@/components/seo/structured-data';
import { htmlLang, type Locale } from '@/lib/shared/i18n';
import { sans } from '@/app/fonts';

/**
 * What the two root layouts share (docs/i18n.md#structure): English pages (app/(en)/layout.tsx)
 * and Hindi ones (app/(hi)/layout.tsx) differ only in their language, which a layout of a static
 * export cannot read from the address, so each group has its own.
 */
export const rootMetadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: { default: company.name, template: `%s | ${company.name}` },
  applicationName: company.name,
  formatDetection: { telephone: false },
};

export const rootViewport: Viewport = {
  themeColor: '#0b2545',
  width: 'device-width',
  initialScale: 1,
};

/** The whole document of a page in `locale`. */
export function RootDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={htmlLang[locale]} className={sans.variable} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the root layouts' document, rendered only by app/(en)/layout.tsx, app/(hi)/layout.tsx and app/global-not-found.tsx */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
        <JsonLd data={siteJsonLd(locale)} />
      </head>
      <body>
        <SiteShell locale={locale}>{children}</SiteShell>
      </body>
    </html>
  );
}
