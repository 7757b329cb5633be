import { serviceCards, services } from '@/content/services';
import { servicesPage } from '@/content/story';
import { pageMetadata } from '@/lib/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { serviceJsonLd } from '@/components/seo/structured-data';
import { EnquirySection } from '@/components/sections/enquiry-section';
import { InstantEstimate } from '@/components/sections/instant-estimate';
import { PriceTable } from '@/components/sections/price-table';
import { ServiceTabs } from '@/components/interactive/service-tabs';
import { CardGrid } from '@/components/ui/cards';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

export const metadata = pageMetadata({
  title: servicesPage.title,
  description: servicesPage.metaDescription,
  path: '/services/',
});

export default function ServicesPage() {
  return (
    <>
      <PageHero title={servicesPage.heading} intro={servicesPage.intro} />
      <Section id="all-services" title="Our 14 services" eyebrow="Choose a service">
        <ServiceTabs services={services} label="Our services" />
      </Section>
      <Section id="included" title="Included with every service" eyebrow="What you get" tone="sand">
        <div className="hover-cards">
          <CardGrid items={serviceCards} />
        </div>
      </Section>
      <Section id="charges" title="Estimated charges" eyebrow="Indicative prices">
        <PriceTable />
        <InstantEstimate />
        <JsonLd
          data={serviceJsonLd({
            name: 'Local house shifting',
            serviceType: 'House Shifting',
            description: servicesPage.metaDescription,
            path: '/services/',
            withPrices: true,
          })}
        />
      </Section>
      <EnquirySection />
    </>
  );
}
