import { OpenEnquiryButton } from '@/components/forms/open-enquiry-button';
import { Ticker } from '@/components/interactive/ticker';
import { aboutPage } from '@/content/localized/story';
import { presence as presenceOf, transportPartners } from '@/content/localized/sections';
import { picturesAreIllustrations } from '@/content/media';
import { uiWords } from '@/content/localized/ui';
import { copyMetadata } from '@/lib/server/metadata';
import { fill, islandWords, type Locale } from '@/lib/shared/i18n';
import { localPageHref } from '@/content/pages';
import { Brands } from '@/components/sections/brands';
import { ComparisonTable } from '@/components/sections/comparison-table';
import { EnquirySection } from '@/components/sections/enquiry-section';
import { LogoTiles } from '@/components/sections/logo-tiles';
import { RegistrationDetails } from '@/components/sections/registration-details';
import { ServiceGrid } from '@/components/sections/service-grid';
import { CardGrid } from '@/components/ui/cards';
import { Img } from '@/components/ui/img';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

/** The about page's title, description and alternates in `locale`. */
export const aboutMetadata = (locale: Locale) => copyMetadata(aboutPage(locale), '/about/', locale);

/** The about page (/about/ and /hi/about/): the company, its services, how it compares, where it moves. */
export function AboutPageView({ locale = 'en' }: { locale?: Locale }) {
  const page = aboutPage(locale);
  const presence = presenceOf(locale);
  const partners = transportPartners(locale);
  const ui = uiWords[locale];
  const w = ui.companyPages.about;
  const tickerWords = islandWords(locale, ui.sections.ticker);
  return (
    <>
      <PageHero title={page.heading} image={{ src: '/images/hero/slide-2.webp', width: 1280, height: 560 }}>
        <OpenEnquiryButton className="btn" href={`${localPageHref(locale, '/contact-us/')}#enquiry`}>
          {w.enquiryNow}
        </OpenEnquiryButton>
      </PageHero>
      <Section id="company" title={w.companyTitle} eyebrow={w.companyEyebrow}>
        <div className="split">
          <div>
            {page.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <RegistrationDetails locale={locale} />
          </div>
          <Img
            className="rounded"
            src="/images/about/team-packing.webp"
            alt={picturesAreIllustrations ? w.teamDrawingAlt : w.teamPhotoAlt}
            width={960}
            height={640}
          />
        </div>
      </Section>
      <Section id="services" title={w.servicesTitle} eyebrow={w.servicesEyebrow} tone="sand">
        <ServiceGrid columns={5} locale={locale} />
      </Section>
      <Section id="compare" title={w.compareTitle} eyebrow={w.compareEyebrow}>
        <ComparisonTable locale={locale} />
      </Section>
      <Section id="partners" title={w.partnersTitle} eyebrow={w.partnersEyebrow} intro={w.partnersIntro} tone="sand">
        <LogoTiles tiles={partners} />
      </Section>
      <Section
        id="presence"
        title={w.presenceTitle}
        eyebrow={w.presenceEyebrow}
        intro={fill(w.presenceIntro, {
          national: presence.national.length,
          international: presence.international.length,
        })}
      >
        <h3>{w.national}</h3>
        <Ticker label={w.nationalLabel} items={presence.national} {...tickerWords} />
        <h3 className="space-top">{w.abroad}</h3>
        <Ticker label={w.abroadLabel} items={presence.international} {...tickerWords} />
      </Section>
      <Section id="why-choose" title={w.whyTitle} eyebrow={w.whyEyebrow} tone="sand">
        <CardGrid items={page.whyChoose} />
      </Section>
      <Brands locale={locale} />
      <EnquirySection source="about" locale={locale} />
    </>
  );
}
