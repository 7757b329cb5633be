import type { StoragePage } from '@/content/storage-pages';
import { IntroSplit } from '@/components/sections/intro-split';
import { JsonLd } from '@/components/seo/json-ld';
import { serviceJsonLd } from '@/components/seo/structured-data';
import { PageClosing } from '@/components/sections/page-closing';
import { CardGrid, Steps, TickList } from '@/components/ui/cards';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

/** Template of the warehouse and home-storage pages. */
export function StoragePageView({ page }: { page: StoragePage }) {
  const [lead, ...rest] = page.intro;
  return (
    <>
      <PageHero
        title={page.title}
        intro={lead}
        breadcrumbs={[
          { label: 'Home', href: '/' },
          { label: 'Services', href: '/services/' },
          { label: page.navLabel, href: `/${page.slug}/` },
        ]}
      />
      <IntroSplit paragraphs={rest} image={page.image} imageAlt={page.imageAlt}>
        <TickList items={page.features} />
      </IntroSplit>
      <Section id="process" title="How storage works" eyebrow="Six steps" tone="sand">
        <Steps steps={page.steps} />
      </Section>
      <Section id="stored" title="What you can store">
        <CardGrid items={page.itemsStored} />
      </Section>
      <Section id="cost" title="What decides the storage cost" tone="sand">
        <CardGrid items={page.costFactors} />
      </Section>
      <PageClosing />
      <JsonLd
        data={serviceJsonLd({
          name: page.title,
          serviceType: page.navLabel,
          description: page.metaDescription,
          path: `/${page.slug}/`,
        })}
      />
    </>
  );
}
