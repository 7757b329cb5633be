import { type City, defaultCityBanner } from '@/content/cities';
import { cityGuidesHi } from '@/content/hi/city-guides';
import { cityNamesHi } from '@/content/hi/city-names';
import { cityPageWordsHi as w, cityProcessHi, cityServiceLinksHi } from '@/content/hi/city-copy';
import { placeNamesHi } from '@/content/hi/place-names';
import { uiWords } from '@/content/localized/ui';
import type { CitySlug } from '@/content/city-names';
import { cityMoveOffers, cityMoves, rowAssumptions, rowSizes, sizeLabel } from '@/lib/city-moves';
import { hasHindiTwin, localPageHref } from '@/content/pages';
import { encodeEstimateQuery } from '@/lib/estimate/query';
import { CityReasons } from '@/components/sections/city-reasons';
import { InstantEstimate } from '@/components/sections/instant-estimate';
import { ReviewList } from '@/components/sections/review-list';
import { formatCount, formatRupees } from '@/lib/format';
import { fill, hrefLang } from '@/lib/i18n';
import { pageMetadata } from '@/lib/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { faqPageJsonLd, serviceJsonLd } from '@/components/seo/structured-data';
import { EnquirySection } from '@/components/sections/enquiry-section';
import { FraudNotice } from '@/components/sections/fraud-notice';
import { PricePromise } from '@/components/sections/price-promise';
import { Steps } from '@/components/ui/cards';
import { DataTable } from '@/components/ui/data-table';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

/**
 * The Hindi city page, /hi/city/{slug}/ (docs/i18n.md#the-hindi-city-pages): the city's Hindi
 * guide in the English page's order, with Hindi city and place names, the common moves priced by
 * the same function, and the enquiry form in Hindi (its leads carry `lang: 'hi'`).
 */

const ui = uiWords.hi;

/** The Hindi guide of a city; the build stops if one is missing. */
function guideOf(slug: CitySlug) {
  const guide = cityGuidesHi[slug];
  if (!guide) throw new Error(`content/hi/city-guides: no Hindi guide for ${slug}`);
  return guide;
}

/** A place's name in Hindi (a city or another estimate place); the build stops if one is missing. */
function placeName(id: string): string {
  const name = (cityNamesHi as Record<string, string>)[id] ?? placeNamesHi[id];
  if (!name) throw new Error(`content/hi/place-names.ts: no Hindi name for the place "${id}"`);
  return name;
}

const offerText = (offer: string) => offer;

/**
 * This page's estimator with a query filled in (docs/estimate.md#the-estimate-is-a-link): once it
 * has started it fills itself in place; before, the link opens the page with that estimate.
 */
const estimatorHref = (slug: string, query: string) => `/hi/city/${slug}/?${query}#estimate`;

/** The Hindi page's title and description, with the alternates of both languages. */
export function cityMetadataHi(city: City) {
  const name = cityNamesHi[city.slug];
  const to = placeName(guideOf(city.slug).commonMoves[0]!.to);
  const offer = city.offer ? fill(w.metaOffer, { offer: offerText(city.offer) }) : w.metaNoOffer;
  return pageMetadata({
    title: fill(city.offer ? w.metaTitleOffer : w.metaTitle, { city: name, offer: city.offer ?? '' }),
    description: fill(w.metaDescription, { city: name, to, offer }),
    path: `/city/${city.slug}/`,
    locale: 'hi',
  });
}

/** "₹10,500 – ₹14,460", breaking only between the two amounts on a narrow phone. */
const band = (b: { low: number; high: number }) => (
  <>
    <span className="nowrap">{formatRupees(b.low)}</span> – <span className="nowrap">{formatRupees(b.high)}</span>
  </>
);

export function CityPageHi({ city }: { city: City }) {
  const name = cityNamesHi[city.slug];
  const guide = guideOf(city.slug);
  const path = `/hi/city/${city.slug}/`;
  const moves = cityMoves(city.slug, guide.commonMoves).map((move) => ({
    ...move,
    name: move.to === city.slug ? fill(w.within, { city: name }) : placeName(move.to),
    href: move.href ? `/hi${move.href}` : undefined,
    transit: move.to === city.slug ? w.sameDay : move.transit,
  }));
  return (
    <>
      <PageHero
        title={fill(w.title, { city: name })}
        image={{ src: city.img ?? defaultCityBanner, width: 1280, height: 400 }}
        breadcrumbLabel={ui.breadcrumbs.label}
        breadcrumbs={[
          // The home page in Hindi once it exists (content/pages.ts), the English one until then.
          { label: ui.breadcrumbs.home, href: localPageHref('hi', '/') },
          { label: fill(w.breadcrumb, { city: name }), href: path },
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
                <Link href={`/hi/city/${slug}/`}>{cityNamesHi[slug]}</Link>
              </span>
            ))}
            ।
          </p>
        ) : null}
      </Section>
      <Section id="common-moves" title={fill(w.commonMoves, { city: name })}>
        <DataTable
          caption={fill(w.tableCaption, { city: name })}
          columns={[w.tableTo, ...rowSizes.map(sizeLabel)]}
          rows={moves.map((move) => ({
            key: move.to,
            cells: [
              <>
                {move.href ? <Link href={move.href}>{move.name}</Link> : move.name}
                <span className="route-meta">
                  {move.km === 0 ? w.localMove : fill(w.aboutKm, { km: formatCount(move.km) })}, {move.transit}
                </span>
              </>,
              ...rowSizes.map((size) => band(move.bands[size])),
            ],
          }))}
        />
        <p className="table-note">
          {w.tableNote}{' '}
          <Link href={estimatorHref(city.slug, encodeEstimateQuery({ ...rowAssumptions, from: city.slug }))}>
            {fill(w.ownMove, { city: name })}
          </Link>
          ।
        </p>
        <PricePromise locale="hi" />
        <ul className="route-notes">
          {moves
            .filter((move) => move.note)
            .map((move) => (
              <li key={move.to}>
                <h3>{fill(w.routeHeading, { city: name, to: move.name })}</h3>
                <p>
                  {move.note}{' '}
                  <Link href={estimatorHref(city.slug, move.query)}>
                    {fill(w.routeEstimate, { city: name, to: move.name })}
                  </Link>
                </p>
              </li>
            ))}
        </ul>
        <JsonLd
          data={serviceJsonLd({
            name: fill(w.serviceName, { city: name }),
            serviceType: 'Packing and moving',
            description: String(cityMetadataHi(city).description),
            path,
            city: name,
            // The table's routes as offers, named in Hindi: the same figures as the English page's.
            offers: cityMoveOffers(name, moves).map((offer, i) => ({
              ...offer,
              name: fill(moves[i]!.km === 0 ? w.offerWithin : w.offerRoute, { city: name, to: moves[i]!.name }),
              priceSpecification: rowSizes.map((size) => ({
                '@type': 'PriceSpecification' as const,
                name: fill(w.offerSize, { size: sizeLabel(size) }),
                minPrice: moves[i]!.bands[size].low,
                maxPrice: moves[i]!.bands[size].high,
                priceCurrency: 'INR',
              })),
            })),
          })}
        />
      </Section>
      <Section id="your-estimate" title={fill(w.estimateTitle, { city: name })} tone="sand">
        <InstantEstimate
          locale="hi"
          preset={{ from: city.slug }}
          intro={fill(w.estimateIntro, { city: name })}
          noScript={fill(w.estimateNoScript, { city: name })}
        />
      </Section>
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
            'hi',
          )}
        />
      </Section>
      <CityReasons locale="hi" slug={city.slug} name={name} guide={guide} moves={moves} />
      <Section id="services" title={fill(w.services, { city: name })} eyebrow={w.servicesEyebrow}>
        <ul className="chips chips--links">
          {cityServiceLinksHi.map((service) => {
            // The service's Hindi page where it has one; else the English page, saying so.
            const english = !hasHindiTwin(service.href);
            return (
              <li key={service.id}>
                <Link href={localPageHref('hi', service.href)} hrefLang={english ? hrefLang.en : undefined}>
                  {service.title}
                  {english ? ` ${ui.footer.inEnglish}` : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section id="process" title={w.process} tone="sand">
        <Steps steps={cityProcessHi} />
        {/* The third step asks for money: the official ways to pay, in Hindi. */}
        <FraudNotice id="process-fraud" locale="hi" />
      </Section>
      <EnquirySection
        locale="hi"
        title={fill(w.enquiryTitle, { city: name })}
        source="city"
        chatAbout={fill(w.whatsappAbout, { city: name })}
        offer={city.offer}
      />
      <ReviewList limit={3} about={name} locale="hi" />
    </>
  );
}
