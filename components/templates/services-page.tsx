import { serviceCards, services, servicesPage, serviceTag } from '@/content/localized/services';
import { uiWords } from '@/content/localized/ui';
import { serviceTabsWordsEn } from '@/content/ui-words';
import { fill, type Locale, localePath } from '@/lib/shared/i18n';
import { copyMetadata } from '@/lib/server/metadata';
import { localPageHref } from '@/content/pages';
import { JsonLd } from '@/components/seo/json-ld';
import { localServiceJsonLd, priceOffers } from '@/components/seo/structured-data';
import { EnquirySection } from '@/components/sections/enquiry-section';
import { InstantEstimate } from '@/components/sections/instant-estimate';
import { PriceTable } from '@/components/sections/price-table';
import { ServiceTabs } from '@/components/interactive/service-tabs';
import { CardGrid } from '@/components/ui/cards';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

/** The services page's title and description in `locale`. */
export const servicesMetadata = (locale: Locale) => copyMetadata(servicesPage(locale), '/services/', locale);

/**
 * The tiles in the page's language: each tag said in it, each "read more" link to the service's
 * page in it. A service page without a twin in the language stops the build, rather than send a
 * reader to another language unannounced.
 */
function tiles(locale: Locale) {
  return services(locale).map((service) => {
    const href = service.href ? localPageHref(locale, service.href) : undefined;
    if (service.href && href !== localePath(locale, service.href)) {
      throw new Error(`components/templates/services-page.tsx: ${service.href} has no twin in ${locale} to link to`);
    }
    return { ...service, tag: serviceTag(locale)(service.tag), href };
  });
}

/**
 * The tiles' words, passed to the island only where they are not its English defaults, so the
 * English page's HTML and scripts stay as they were (docs/i18n.md#the-dictionary).
 */
function tabsWords(locale: Locale) {
  const { readMore } = uiWords[locale].servicePages;
  return readMore === serviceTabsWordsEn.readMore ? undefined : { readMore };
}

/**
 * /services/ and /hi/services/ (docs/i18n.md#the-hindi-services-service-and-storage-pages): the
 * tiles, what every service includes, the charges table with the instant estimate, and the enquiry.
 */
export function ServicesPageView({ locale = 'en' }: { locale?: Locale }) {
  const page = servicesPage(locale);
  const w = uiWords[locale].servicePages;
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <Section
        id="all-services"
        title={fill(w.servicesTitle, { count: services(locale).length })}
        eyebrow={w.servicesEyebrow}
      >
        <ServiceTabs services={tiles(locale)} label={w.tabsLabel} words={tabsWords(locale)} />
      </Section>
      <Section id="included" title={w.includedTitle} eyebrow={w.includedEyebrow} tone="sand">
        <div className="hover-cards">
          <CardGrid items={serviceCards(locale)} />
        </div>
      </Section>
      <Section id="charges" title={w.chargesTitle} eyebrow={w.chargesEyebrow}>
        <PriceTable locale={locale} />
        <InstantEstimate locale={locale} />
        <JsonLd
          data={localServiceJsonLd(
            {
              name: w.pricesService,
              serviceType: w.pricesServiceType,
              description: page.metaDescription,
              path: localePath(locale, '/services/'),
              offers: priceOffers(locale),
            },
            locale,
          )}
        />
      </Section>
      <EnquirySection locale={locale} />
    </>
  );
}
