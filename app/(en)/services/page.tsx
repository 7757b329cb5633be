import { serviceCards, services } from '@/content/services';
import { servicesPage } from '@/content/story';
import { uiWords } from '@/content/localized/ui';
import { fill } from '@/lib/i18n';
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

const w = uiWords.en.servicePages;

export default function ServicesPage() {
  return (
    <>
      <PageHero title={servicesPage.heading} intro={servicesPage.intro} />
      <Section id="all-services" title={fill(w.servicesTitle, { count: services.length })} eyebrow={w.servicesEyebrow}>
        <ServiceTabs services={services} label={w.tabsLabel} />
      </Section>
      <Section id="included" title={w.includedTitle} eyebrow={w.includedEyebrow} tone="sand">
        <div className="hover-cards">
          <CardGrid items={serviceCards} />
        </div>
      </Section>
      <Section id="charges" title={w.chargesTitle} eyebrow={w.chargesEyebrow}>
        <PriceTable />
        <InstantEstimate />
        <JsonLd
          data={serviceJsonLd({
            name: w.pricesService,
            serviceType: w.pricesServiceType,
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
