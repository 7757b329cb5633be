import { Link } from '@/components/ui/link';
import { cities, cityPath } from '@/content/cities';
import { cityNames } from '@/content/localized/city';
import { whyChoosePage } from '@/content/localized/story';
import { contactLinks } from '@/content/company';
import { copyMetadata } from '@/lib/server/metadata';
import { uiWords } from '@/content/localized/ui';
import { fill, type Locale } from '@/lib/shared/i18n';
import { localPageHref } from '@/content/pages';
import { EnquirySection } from '@/components/sections/enquiry-section';
import { CardGrid } from '@/components/ui/cards';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

/** The why-choose page's title (which names the company), description and alternates in `locale`. */
export const whyChooseMetadata = (locale: Locale) =>
  copyMetadata(whyChoosePage(locale), contactLinks.whyRoute, locale, { absoluteTitle: true });

/**
 * The why-choose page (/why-{shortName}/ and its Hindi twin): long text, the cities we serve and
 * our five strengths. A Hindi page links each city's Hindi page, by its Hindi name.
 */
export function WhyChoosePageView({ locale = 'en' }: { locale?: Locale }) {
  const page = whyChoosePage(locale);
  const w = uiWords[locale].companyPages.why;
  const [lead, ...rest] = page.paragraphs;
  return (
    <>
      <PageHero
        title={page.heading}
        intro={lead}
        image={{ src: '/images/hero/slide-1.webp', width: 1280, height: 560 }}
      />
      <div className="section">
        <div className="wrap prose">
          {rest.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </div>
      <Section id="strengths" title={w.strengthsTitle} tone="sand">
        <CardGrid items={page.strengths} />
      </Section>
      <Section id="cities" title={w.citiesTitle} intro={w.citiesIntro}>
        <ul className="chips">
          {cities.map((city) => (
            <li key={city.slug}>
              <Link href={localPageHref(locale, cityPath(city))}>
                {fill(w.cityLink, { city: cityNames(locale)[city.slug] })}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <EnquirySection locale={locale} />
    </>
  );
}
