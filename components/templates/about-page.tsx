import { OpenEnquiryButton } from '@/components/forms/open-enquiry-button';
import { Ticker } from '@/components/interactive/ticker';
import { aboutPage as aboutPageEn } from '@/content/story';
import { aboutPage as aboutPageHi } from '@/content/hi/story';
import { presence as presenceEn } from '@/content/presence';
import { presence as presenceHi } from '@/content/hi/presence';
import { transportPartners as transportPartnersEn } from '@/content/partners';
import { transportPartners as transportPartnersHi } from '@/content/hi/partners';
import { picturesAreIllustrations } from '@/content/media';
import { uiWords } from '@/content/ui';
import { fill, type Locale } from '@/lib/i18n';
import { localPageHref } from '@/lib/site-routes';
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

/** The about page's copy and lists in a language (content/story.ts and its Hindi twin). */
const contentOf = (locale: Locale) =>
  locale === 'hi'
    ? { page: aboutPageHi, presence: presenceHi, partners: transportPartnersHi }
    : { page: aboutPageEn, presence: presenceEn, partners: transportPartnersEn };

/** The about page (/about/ and /hi/about/): the company, its services, how it compares, where it moves. */
export function AboutPageView({ locale = 'en' }: { locale?: Locale }) {
  const { page, presence, partners } = contentOf(locale);
  const ui = uiWords[locale];
  const w = ui.companyPages.about;
  // An island gets only its words, and none on an English page (its English words are its own).
  const tickerWords = locale === 'en' ? {} : { words: ui.sections.ticker };
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
