import { serviceCards, services, serviceTagsHi } from '@/content/hi/services';
import { servicesPage } from '@/content/hi/story';
import { uiWords } from '@/content/localized/ui';
import { fill } from '@/lib/i18n';
import { pageMetadata } from '@/lib/metadata';
import { hasHindiTwin, localPageHref } from '@/content/pages';
import { JsonLd } from '@/components/seo/json-ld';
import { localServiceJsonLd, priceOffers } from '@/components/seo/structured-data';
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
  locale: 'hi',
});

const w = uiWords.hi.servicePages;

/**
 * The tiles in Hindi: each tag said in Hindi, each "read more" link to the service's Hindi page.
 * A service page without a Hindi twin stops the build, rather than send a Hindi reader to English unannounced.
 */
const tabs = services.map((service) => {
  if (service.href && !hasHindiTwin(service.href)) {
    throw new Error(`app/(hi)/hi/services/page.tsx: ${service.href} has no Hindi twin to link to`);
  }
  return {
    ...service,
    tag: serviceTagsHi[service.tag],
    href: service.href ? localPageHref('hi', service.href) : undefined,
  };
});

/** /hi/services/, the services page in Hindi (docs/i18n.md#adding-a-hindi-page). */
export default function ServicesPageHindi() {
  return (
    <>
      <PageHero title={servicesPage.heading} intro={servicesPage.intro} />
      <Section id="all-services" title={fill(w.servicesTitle, { count: services.length })} eyebrow={w.servicesEyebrow}>
        <ServiceTabs services={tabs} label={w.tabsLabel} words={{ readMore: w.readMore }} />
      </Section>
      <Section id="included" title={w.includedTitle} eyebrow={w.includedEyebrow} tone="sand">
        <div className="hover-cards">
          <CardGrid items={serviceCards} />
        </div>
      </Section>
      <Section id="charges" title={w.chargesTitle} eyebrow={w.chargesEyebrow}>
        <PriceTable locale="hi" />
        <InstantEstimate locale="hi" />
        <JsonLd
          data={localServiceJsonLd(
            {
              name: w.pricesService,
              serviceType: w.pricesServiceType,
              description: servicesPage.metaDescription,
              path: '/hi/services/',
              offers: priceOffers('hi'),
            },
            'hi',
          )}
        />
      </Section>
      <EnquirySection locale="hi" />
    </>
  );
}
