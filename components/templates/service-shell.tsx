import type { ReactNode } from 'react';
import { IntroSplit } from '@/components/sections/intro-split';
import { PageClosing } from '@/components/sections/page-closing';
import { JsonLd } from '@/components/seo/json-ld';
import { serviceJsonLd } from '@/components/seo/structured-data';
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
 * The frame of every service-type page (the six service pages, warehouse and home storage):
 * banner with breadcrumbs, the intro beside its picture, the page's own sections, the shared
 * closing sections and the Service structured data.
 */
export function ServiceShell({ page, aside, children }: { page: ServiceLike; aside: ReactNode; children: ReactNode }) {
  const [lead, ...rest] = page.intro;
  const path = `/${page.slug}/`;
  return (
    <>
      <PageHero
        title={page.title}
        intro={lead}
        breadcrumbs={[
          { label: 'Home', href: '/' },
          { label: 'Services', href: '/services/' },
          { label: page.navLabel, href: path },
        ]}
      />
      <IntroSplit paragraphs={rest} image={page.image} imageAlt={page.imageAlt}>
        {aside}
      </IntroSplit>
      {children}
      <PageClosing chatAbout={`${page.navLabel.toLowerCase()} services`} />
      <JsonLd
        data={serviceJsonLd({ name: page.title, serviceType: page.navLabel, description: page.metaDescription, path })}
      />
    </>
  );
}
