import { company } from '@/content/company';
import { type City, defaultCityBanner } from '@/content/cities';
import { cityAreas } from '@/content/city-areas';
import {
  cityCostFactors,
  cityIntro,
  cityOfferLine,
  cityProcess,
  cityServices,
  cityWhyChoose,
  ratePriceNote,
} from '@/content/city-copy';
import { pageMetadata } from '@/lib/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { serviceJsonLd } from '@/components/seo/structured-data';
import { EnquirySection } from '@/components/sections/enquiry-section';
import { PriceTable } from '@/components/sections/price-table';
import { ReviewList } from '@/components/sections/review-list';
import { CardGrid, Steps } from '@/components/ui/cards';
import { Img } from '@/components/ui/img';
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
  // One template for the other 47: the city's name, its nearest served town and its offer.
  const nearby = cityAreas[city.slug]?.nearby[0];
  const reach = nearby ? `within the city, to ${nearby} or anywhere in India` : 'within the city or anywhere in India';
  const offer = city.offer ? `Get ${city.offer} off your move.` : 'Free survey and written quote.';
  return pageMetadata({
    title: `Packers and Movers in ${city.city}${city.offer ? ` | ${city.offer} Off` : ''}`,
    description: `Packers and movers in ${city.city}: house, office, car and bike shifting ${reach}. ${offer}`,
    path,
  });
}

/** Template of the 48 city pages (docs/product.md#city-pages). */
export function CityPageView({ city }: { city: City }) {
  const areas = cityAreas[city.slug];
  const [lead, ...rest] = cityIntro(city.city, city.offer, areas);
  return (
    <>
      <PageHero
        title={`Packers and Movers in ${city.city}`}
        intro={lead}
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
      {rest.length ? (
        <div className="section flush-bottom">
          <div className="wrap prose">
            {rest.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      ) : null}
      <Section id="services" title={`Our services in ${city.city}`} eyebrow="What we move">
        <CardGrid items={cityServices(city.city, areas)} />
      </Section>
      <Section id="why-us" title={`Why choose ${company.name} in ${city.city}`} tone="sand">
        <CardGrid items={cityWhyChoose(city.city)} />
      </Section>
      <Section id="process" title="Book your move in four steps">
        <Steps steps={cityProcess} />
      </Section>
      <Section
        id="cost"
        title={`What decides the cost of shifting in ${city.city}`}
        eyebrow="Ten cost factors"
        tone="sand"
      >
        <CardGrid items={cityCostFactors} />
      </Section>
      <Section id="rates" title={`Rate chart for ${city.city}`} eyebrow="Approximate prices">
        <div className="split">
          <Img
            className="rounded"
            src="/images/rate-chart.webp"
            alt="Rate chart of estimated shifting charges: the same figures as the table beside it"
            width={960}
            height={540}
          />
          <div>
            <PriceTable caption={`Estimated shifting charges in ${city.city}`} />
            <p>{ratePriceNote(city.city)}</p>
            <JsonLd
              data={serviceJsonLd({
                name: `Packers and movers in ${city.city}`,
                serviceType: 'Packing and moving',
                description: String(cityMetadata(city).description),
                path: `/city/${city.slug}/`,
                city: city.city,
                withPrices: true,
              })}
            />
          </div>
        </div>
      </Section>
      {areas ? (
        <Section id="areas" title={`Areas we cover in and around ${city.city}`} tone="sand">
          <h3>Localities in {city.city}</h3>
          <ul className="chips">
            {areas.localities.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
          <h3 className="space-top">Nearby towns and cities</h3>
          <ul className="chips">
            {areas.nearby.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      <EnquirySection
        title={`Get a free moving quote in ${city.city}`}
        source="city"
        chatAbout={`a move from ${city.city}`}
        offer={city.offer}
      />
      <ReviewList limit={3} />
    </>
  );
}
