import { type City, defaultCityBanner } from '@/content/cities';
import type { LocalCityGuide } from '@/content/city-guides';
import {
  cityGuide,
  cityMetaDetails,
  cityNames,
  cityPageWords,
  cityProcess,
  cityServiceLinks,
} from '@/content/localized/city';
import { uiWords } from '@/content/localized/ui';
import { type CityMove, cityDestinations, cityMoves } from '@/lib/server/city-moves';
import { fill, hrefLang, type Locale, localePath } from '@/lib/shared/i18n';
import { surveyPagePath } from '@/lib/shared/survey-page';
import { pageMetadata } from '@/lib/server/metadata';
import { localPageHref } from '@/content/pages';
import { JsonLd } from '@/components/seo/json-ld';
import { faqPageJsonLd } from '@/components/seo/structured-data';
import { CommonMoves } from '@/components/sections/city-moves';
import { CityReasons } from '@/components/sections/city-reasons';
import { EnquirySection } from '@/components/sections/enquiry-section';
import { FraudNotice } from '@/components/sections/fraud-notice';
import { InstantEstimate } from '@/components/sections/instant-estimate';
import { ReviewList } from '@/components/sections/review-list';
import { Steps } from '@/components/ui/cards';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { Link } from '@/components/ui/link';

/**
 * Metadata of a city page in `locale`: the city's own metaDetails where it has them (bhiwandi, in
 * English), else the template, which names the city, its offer and where its moves most often go.
 */
export function cityMetadata(city: City, locale: Locale = 'en') {
  const path = `/city/${city.slug}/`;
  const details = cityMetaDetails(locale)(city);
  if (details) {
    const { title, description, keywords, ogDescription, twitterDescription } = details;
    return pageMetadata({ title, description, keywords, ogDescription, twitterDescription, path, locale });
  }
  const w = cityPageWords(locale);
  const name = cityNames(locale)[city.slug];
  const offer = city.offer ? fill(w.metaOffer, { offer: city.offer }) : w.metaNoOffer;
  return pageMetadata({
    title: fill(city.offer ? w.metaTitleOffer : w.metaTitle, { city: name, offer: city.offer ?? '' }),
    description: fill(w.metaDescription, { city: name, to: cityDestinations(city.slug, locale)[0]!, offer }),
    path,
    locale,
  });
}

/** The page's description, for its structured data. */
const cityDescription = (city: City, locale: Locale) => String(cityMetadata(city, locale).description);

type PageProps = { city: City; locale: Locale };
type GuideProps = PageProps & { name: string; guide: LocalCityGuide };

/** The banner: the page's heading, breadcrumbs, the offer line where the city has one, and the quote button. */
function CityHero({ city, locale, name }: PageProps & { name: string }) {
  const w = cityPageWords(locale);
  const ui = uiWords[locale];
  return (
    <PageHero
      title={fill(w.title, { city: name })}
      image={{ src: city.img ?? defaultCityBanner, width: 1280, height: 400 }}
      breadcrumbLabel={ui.breadcrumbs.label}
      breadcrumbs={[
        { label: ui.breadcrumbs.home, href: localPageHref(locale, '/') },
        { label: fill(w.breadcrumb, { city: name }), href: localePath(locale, `/city/${city.slug}/`) },
      ]}
    >
      {city.offer ? (
        <Link className="offer-line" href="#offer">
          {fill(w.offerLine, { offer: city.offer })}
        </Link>
      ) : null}
      <Link className="btn" href="#enquiry">
        {fill(w.quoteButton, { city: name })}
      </Link>
    </PageHero>
  );
}

/** The guide's opening and where we move in and around the city, with the nearby city pages. */
function CityAreas({ locale, name, guide }: Omit<GuideProps, 'city'>) {
  const w = cityPageWords(locale);
  return (
    <>
      <div className="section flush-bottom">
        <div className="wrap prose">
          <p className="lead">{guide.intro}</p>
        </div>
      </div>
      <Section id="areas" title={fill(w.areas, { city: name })} tone="sand">
        <div className="area-groups">
          {guide.areas.map((area) => (
            <div key={area.group}>
              <h3>{area.group}</h3>
              <ul className="chips">
                {area.places.map((place) => (
                  <li key={place}>{place}</li>
                ))}
              </ul>
              {area.note ? <p className="area-note">{area.note}</p> : null}
            </div>
          ))}
        </div>
        {guide.neighbours.length ? (
          <p className="space-top">
            {w.nearby}{' '}
            {guide.neighbours.map((slug, i) => (
              <span key={slug}>
                {i > 0 ? ', ' : null}
                <Link href={localePath(locale, `/city/${slug}/`)}>{cityNames(locale)[slug]}</Link>
              </span>
            ))}
            {w.fullStop}
          </p>
        ) : null}
      </Section>
    </>
  );
}

/** What differs when moving in the city, and the questions its people ask (with their structured data). */
function CityAdvice({ locale, name, guide }: Omit<GuideProps, 'city'>) {
  const w = cityPageWords(locale);
  return (
    <>
      <Section id="moving-here" title={fill(w.movingHere, { city: name })} tone="sand">
        <div className="guide-grid">
          {guide.movingHere.map((part) => (
            <div key={part.heading}>
              <h3>{part.heading}</h3>
              <p>{part.body}</p>
            </div>
          ))}
        </div>
      </Section>
      <Section id="questions" title={fill(w.questions, { city: name })}>
        <div className="guide-grid">
          {guide.faqs.map((faq) => (
            <div key={faq.q}>
              <h3>{faq.q}</h3>
              <p>{faq.a}</p>
            </div>
          ))}
        </div>
        <JsonLd
          data={faqPageJsonLd(
            guide.faqs.map((faq) => ({ question: faq.q, answer: faq.a })),
            locale,
          )}
        />
      </Section>
    </>
  );
}

/**
 * The city's own text (docs/city-pages.md): where we move, common moves, your estimate with the
 * link to book the survey that confirms it (docs/surveys.md#the-booking-page), moving here, questions.
 */
function CityGuideSections({ city, locale, name, guide, moves }: GuideProps & { moves: CityMove[] }) {
  const w = cityPageWords(locale);
  const { survey } = uiWords[locale];
  return (
    <>
      <CityAreas locale={locale} name={name} guide={guide} />
      <CommonMoves city={city} moves={moves} description={cityDescription(city, locale)} locale={locale} />
      <Section id="your-estimate" title={fill(w.estimateTitle, { city: name })} tone="sand">
        <InstantEstimate
          locale={locale}
          preset={{ from: city.slug }}
          intro={fill(w.estimateIntro, { city: name })}
          noScript={fill(w.estimateNoScript, { city: name })}
        />
        {/* The link alone: a sentence around it, the same on 53 pages, would make them read alike. */}
        <p className="space-top">
          <Link href={localPageHref(locale, surveyPagePath)}>{survey.link}</Link>
        </p>
      </Section>
      <CityAdvice locale={locale} name={name} guide={guide} />
    </>
  );
}

/**
 * The services a city page links to: each service's page in the page's language where it has
 * one, else the English page, saying so and marked with its language (packing, for now).
 */
function CityServices({ locale, name }: { locale: Locale; name: string }) {
  const w = cityPageWords(locale);
  const inEnglish = uiWords[locale].footer.inEnglish;
  return (
    <Section id="services" title={fill(w.services, { city: name })} eyebrow={w.servicesEyebrow}>
      <ul className="chips chips--links">
        {cityServiceLinks(locale).map((service) => {
          const href = localPageHref(locale, service.href);
          // The page's own language has no twin of this page: the link leads to the English one.
          const english = href !== localePath(locale, service.href);
          return (
            <li key={service.id}>
              <Link href={href} hrefLang={english ? hrefLang.en : undefined}>
                {service.title}
                {english ? ` ${inEnglish}` : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/**
 * Template of the city pages in both languages (docs/city-pages.md#the-page,
 * docs/i18n.md#the-hindi-city-pages): the city's guide, its why-choose points and ten cost
 * factors, its services and the four steps, then the enquiry form and three sample reviews.
 */
export function CityPageView({ city, locale = 'en' }: { city: City; locale?: Locale }) {
  const w = cityPageWords(locale);
  const name = cityNames(locale)[city.slug];
  const guide = cityGuide(locale)(city.slug);
  // Priced once: the common-moves table and the cost factors quote the same rows.
  const moves = cityMoves(city.slug, guide.commonMoves, locale);
  return (
    <>
      <CityHero city={city} locale={locale} name={name} />
      <CityGuideSections city={city} locale={locale} name={name} guide={guide} moves={moves} />
      <CityReasons locale={locale} slug={city.slug} name={name} guide={guide} moves={moves} />
      <CityServices locale={locale} name={name} />
      <Section id="process" title={w.process} tone="sand">
        <Steps steps={cityProcess(locale)} />
        {/* The third step asks for money: the official ways to pay. */}
        <FraudNotice id="process-fraud" locale={locale} />
      </Section>
      <EnquirySection
        locale={locale}
        title={fill(w.enquiryTitle, { city: name })}
        source="city"
        chatAbout={fill(w.whatsappAbout, { city: name })}
        offer={city.offer}
      />
      <ReviewList limit={3} about={name} locale={locale} />
    </>
  );
}
