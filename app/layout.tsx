import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { company } from '@/content/company';
import { env } from '@/lib/env';
import { FloatingBar } from '@/components/layout/floating-bar';
import { headScript } from '@/components/layout/head-script';
import { OfflineSupport } from '@/components/layout/offline-support';
import { Preloader } from '@/components/layout/preloader';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { EnquiryDialog } from '@/components/forms/enquiry-dialog';
import { JsonLd } from '@/components/seo/json-ld';
import { siteJsonLd } from '@/components/seo/structured-data';
import { sans } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: { default: company.name, template: `%s | ${company.name}` },
  applicationName: company.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#0b2545',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={sans.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
        <JsonLd data={siteJsonLd()} />
      </head>
      <body>
        <Preloader />
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main">{children}</main>
        <FloatingBar />
        <EnquiryDialog callbackMinutes={company.promises.callbackMinutes} retentionDays={company.leadRetentionDays} />
        <SiteFooter />
        <OfflineSupport />
      </body>
    </html>
  );
}
