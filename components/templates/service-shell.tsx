import type { ReactNode } from 'react';
import { uiWords } from '@/content/localized/ui';
import { fill, type Locale, localePath } from '@/lib/shared/i18n';
import { localPageHref } from '@/content/pages';
import { IntroSplit } from '@/components/sections/intro-split';
import { PageClosing } from '@/components/sections/page-closing';
import { JsonLd } from '@/components/seo/json-ld';
import { localServiceJsonLd } from '@/components/seo/structured-data';
import { PageHero } from '@/components/ui/page-hero';

/** What the service and storage pages have in common. */
type ServiceLike = {
  slug: string;
  title: string;
  navLabel: string;
  metaDescription: string;
  intro: string[];
  image: string;
  imageAlt: string;
};

/**
 * The frame of every service-type page (the six service pages, warehouse and home storage), in
 * either language: banner with breadcrumbs, the intro beside its picture, the page's own sections,
 * the shared closing sections and the Service structured data.
 */
export function ServiceShell({
  page,
  aside,
  children,
  locale = 'en',
}: {
  page: ServiceLike;
  aside: ReactNode;
  children: ReactNode;
  locale?: Locale;
}) {
  const ui = uiWords[locale];
  const [lead, ...rest] = page.intro;
  const path = localePath(locale, `/${page.slug}/`);
  const chatAbout = fill(ui.servicePages.chatAbout, { service: page.navLabel.toLowerCase() });
  return (
    <>
      <PageHero
        title={page.title}
        intro={lead}
        breadcrumbLabel={ui.breadcrumbs.label}
        breadcrumbs={[
          { label: ui.breadcrumbs.home, href: localPageHref(locale, '/') },
          { label: ui.pages['/services/']!, href: localPageHref(locale, '/services/') },
          { label: page.navLabel, href: path },
        ]}
      />
      <IntroSplit paragraphs={rest} image={page.image} imageAlt={page.imageAlt}>
        {aside}
      </IntroSplit>
      {children}
      <PageClosing chatAbout={chatAbout} locale={locale} />
      <JsonLd
        data={localServiceJsonLd(
          { name: page.title, serviceType: page.navLabel, description: page.metaDescription, path },
          locale,
        )}
      />
    </>
  );
}
