import { type City, defaultCityBanner } from '@/content/cities';
import { type CityGuide, cityGuide } from '@/content/city-guides';
import { cityNames } from '@/content/city-names';
import { cityOfferLine, cityProcess, cityServiceLinks } from '@/content/city-copy';
import { type CityMove, cityDestinations, cityMoves } from '@/lib/city-moves';
import { pageMetadata } from '@/lib/metadata';
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

/** Metadata of a city page: the city's own metaDetails where it has them (bhiwandi), else the template. */
export function cityMetadata(city: City) {
  const path = `/city/${city.slug}/`;
  if (city.metaDetails) {
    const m = city.metaDetails;
    return pageMetadata({
      title: m.title,
      description: m.description,
      keywords: m.keywords,
      ogDescription: m.ogDescription,
      twitterDescription: m.twitterDescription,
      path,
    });
  }
  // The title and description name the city, its offer and where its moves most often go.
  const to = `within the city, to ${cityDestinations(city.slug)[0]} or anywhere in India`;
  const offer = city.offer ? `Get ${city.offer} off your move.` : 'Free survey and written quote.';
  return pageMetadata({
    title: `Packers and Movers in ${city.city}${city.offer ? ` | ${city.offer} Off` : ''}`,
    description: `Packers and movers in ${city.city}: house, office, car and bike shifting ${to}. ${offer}`,
    path,
  });
}

/** The page's description, for its structured data. */
const cityDescription = (city: City) => String(cityMetadata(city).description);

/** The city's own text (docs/city-pages.md): where we move, common moves, moving here, questions. */
function Guide({ city, guide, moves }: { city: City; guide: CityGuide; moves: CityMove[] }) {
  return (
    <>
      <div className="section flush-bottom">
        <div className="wrap prose">
          <p className="lead">{guide.intro}</p>
        </div>
      </div>
      <Section id="areas" title={`Where we move in and around ${city.city}`} tone="sand">
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
            Nearby city pages:{' '}
            {guide.neighbours.map((slug, i) => (
              <span key={slug}>
                {i > 0 ? ', ' : null}
                <Link href={`/city/${slug}/`}>{cityNames[slug]}</Link>
              </span>
            ))}
            .
          </p>
        ) : null}
      </Section>
      <CommonMoves city={city} moves={moves} description={cityDescription(city)} />
      <Section id="your-estimate" title={`Price your own move from ${city.city}`} tone="sand">
        <InstantEstimate
          preset={{ from: city.slug }}
          intro={`From ${city.city}: choose where to and your home, and see the band at once.`}
          noScript={`The estimate needs JavaScript; the table above gives the usual moves from ${city.city}.`}
        />
      </Section>
      <Section id="moving-here" title={`Moving in ${city.city}`} tone="sand">
        <div className="guide-grid">
          {guide.movingHere.map((part) => (
            <div key={part.heading}>
              <h3>{part.heading}</h3>
              <p>{part.body}</p>
            </div>
          ))}
        </div>
      </Section>
      <Section id="questions" title={`Questions people in ${city.city} ask`}>
        <div className="guide-grid">
          {guide.faqs.map((faq) => (
            <div key={faq.q}>
              <h3>{faq.q}</h3>
              <p>{faq.a}</p>
            </div>
          ))}
        </div>
        <JsonLd data={faqPageJsonLd(guide.faqs.map((faq) => ({ question: faq.q, answer: faq.a })))} />
      </Section>
    </>
  );
}

/**
 * Template of the city pages (docs/city-pages.md#the-page): the city's guide, its why-choose points
 * and ten cost factors, then the shared sections.
 */
export function CityPageView({ city }: { city: City }) {
  // Priced once: the common-moves table and the cost factors quote the same rows.
  const guide = cityGuide(city.slug);
  const moves = cityMoves(city.slug, guide.commonMoves);
  return (
    <>
      <PageHero
        title={`Packers and Movers in ${city.city}`}
        image={{ src: city.img ?? defaultCityBanner, width: 1280, height: 400 }}
        breadcrumbs={[
          { label: 'Home', href: '/' },
          { label: `Packers and movers in ${city.city}`, href: `/city/${city.slug}/` },
        ]}
      >
        {city.offer ? (
          <Link className="offer-line" href="#offer">
            {cityOfferLine(city.offer)}
          </Link>
        ) : null}
        <Link className="btn" href="#enquiry">
          Get a free quote in {city.city}
        </Link>
      </PageHero>
      <Guide city={city} guide={guide} moves={moves} />
      <CityReasons slug={city.slug} name={city.city} guide={guide} moves={moves} />
      <Section id="services" title={`Services in ${city.city}`} eyebrow="What we move">
        <ul className="chips chips--links">
          {cityServiceLinks.map((service) => (
            <li key={service.id}>
              <Link href={service.href}>{service.title}</Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="process" title="Book your move in four steps" tone="sand">
        <Steps steps={cityProcess} />
        {/* The third step asks for money: the official ways to pay. */}
        <FraudNotice id="process-fraud" />
      </Section>
      <EnquirySection
        title={`Get a free moving quote in ${city.city}`}
        source="city"
        chatAbout={`a move from ${city.city}`}
        offer={city.offer}
      />
      <ReviewList limit={3} about={city.city} />
    </>
  );
}
