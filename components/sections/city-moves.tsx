import type { City } from '@/content/cities';
import { cityNames, cityPageWords } from '@/content/localized/city';
import { cityMoveOffers, type CityMove, rowAssumptions, rowSizes, sizeLabel } from '@/lib/server/city-moves';
import { encodeEstimateQuery } from '@/lib/shared/estimate/query';
import { formatCount, formatRupees } from '@/lib/shared/format';
import { fill, type Locale, localePath } from '@/lib/shared/i18n';
import { JsonLd } from '@/components/seo/json-ld';
import { serviceJsonLd } from '@/components/seo/structured-data';
import { DataTable } from '@/components/ui/data-table';
import { Link } from '@/components/ui/link';
import { Section } from '@/components/ui/section';
import { PricePromise } from '@/components/sections/price-promise';

/**
 * The estimator on this city's page with a query filled in (docs/estimate.md#the-estimate-is-a-link):
 * once the estimator has started it fills itself in place; before, the link opens the page with
 * that estimate in its address.
 */
const estimatorHref = (locale: Locale, slug: string, query: string) =>
  `${localePath(locale, `/city/${slug}/`)}?${query}#estimate`;

/** "₹10,500 – ₹14,460", breaking only between the two amounts on a narrow phone. */
const band = (b: { low: number; high: number }) => (
  <>
    <span className="nowrap">{formatRupees(b.low)}</span> – <span className="nowrap">{formatRupees(b.high)}</span>
  </>
);

type Props = {
  city: City;
  /** The table's rows, named in the page's language (`cityMoves(slug, guide.commonMoves, locale)`). */
  moves: CityMove[];
  /** The page's description, for its structured data. */
  description: string;
  locale?: Locale;
};

/** The table of moves: each destination with its distance, transit and a band per home size. */
function MovesTable({ city, moves, locale }: Omit<Props, 'description'> & { locale: Locale }) {
  const w = cityPageWords(locale);
  const name = cityNames(locale)[city.slug];
  return (
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
  );
}

/** The note under each route, with a link to estimate it. */
function RouteNotes({ city, moves, locale }: Omit<Props, 'description'> & { locale: Locale }) {
  const w = cityPageWords(locale);
  const name = cityNames(locale)[city.slug];
  const routes = moves.filter((move) => move.note);
  if (!routes.length) return null;
  return (
    <ul className="route-notes">
      {routes.map((move) => (
        <li key={move.to}>
          <h3>{fill(w.routeHeading, { city: name, to: move.name })}</h3>
          <p>
            {move.note}{' '}
            <Link href={estimatorHref(locale, city.slug, move.query)}>
              {fill(w.routeEstimate, { city: name, to: move.name })}
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Common moves from <city>" (docs/city-pages.md#common-moves), in the page's language: a move
 * within the city and the guide's destinations, each with its approximate distance, usual transit
 * and price bands for a 1 BHK and a 2 BHK, and the service's structured data with those bands as
 * its offers, named in the page's language.
 */
export function CommonMoves({ city, moves, description, locale = 'en' }: Props) {
  const w = cityPageWords(locale);
  const name = cityNames(locale)[city.slug];
  return (
    <Section id="common-moves" title={fill(w.commonMoves, { city: name })}>
      <MovesTable city={city} moves={moves} locale={locale} />
      <p className="table-note">
        {fill(w.tableNote, { packing: rowAssumptions.packing })}{' '}
        <Link href={estimatorHref(locale, city.slug, encodeEstimateQuery({ ...rowAssumptions, from: city.slug }))}>
          {fill(w.ownMove, { city: name })}
        </Link>
        {w.fullStop}
      </p>
      <PricePromise locale={locale} />
      <RouteNotes city={city} moves={moves} locale={locale} />
      <JsonLd
        data={serviceJsonLd({
          name: fill(w.serviceName, { city: name }),
          serviceType: 'Packing and moving',
          description,
          path: localePath(locale, `/city/${city.slug}/`),
          city: name,
          offers: cityMoveOffers(name, moves, locale),
        })}
      />
    </Section>
  );
}
