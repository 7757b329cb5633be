import type { City } from '@/content/cities';
import { cityMoveOffers, type CityMove, rowAssumptions, rowSizes, sizeLabel } from '@/lib/city-moves';
import { encodeEstimateQuery } from '@/lib/estimate/query';
import { formatCount, formatRupees } from '@/lib/format';
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
const estimatorHref = (slug: string, query: string) => `/city/${slug}/?${query}#estimate`;

/** "₹10,500 – ₹14,460", breaking only between the two amounts on a narrow phone. */
const band = (b: { low: number; high: number }) => (
  <>
    <span className="nowrap">{formatRupees(b.low)}</span> – <span className="nowrap">{formatRupees(b.high)}</span>
  </>
);

/**
 * "Common moves from <city>" (docs/city-pages.md#common-moves): a move within the city and the
 * guide's destinations, each with its approximate distance, usual transit and price bands for a
 * 1 BHK and a 2 BHK, and the service's structured data with those bands as its offers.
 */
export function CommonMoves({ city, moves, description }: { city: City; moves: CityMove[]; description: string }) {
  const routes = moves.filter((move) => move.note);
  return (
    <Section id="common-moves" title={`Common moves from ${city.city}`}>
      <DataTable
        caption={`Approximate road distance, usual transit time and price from ${city.city}`}
        columns={['To', ...rowSizes.map(sizeLabel)]}
        rows={moves.map((move) => ({
          key: move.to,
          cells: [
            <>
              {move.href ? <Link href={move.href}>{move.name}</Link> : move.name}
              <span className="route-meta">
                {move.km === 0 ? 'local move' : `about ${formatCount(move.km)} km`}, {move.transit}
              </span>
            </>,
            ...rowSizes.map((size) => band(move.bands[size])),
          ],
        }))}
      />
      <p className="table-note">
        Approximate: distances are by road where we know the route, otherwise between city centres; prices are totals
        with GST for {rowAssumptions.packing} packing, the ground floor or a lift at both ends, and no car, storage or
        insurance.{' '}
        <Link href={estimatorHref(city.slug, encodeEstimateQuery({ ...rowAssumptions, from: city.slug }))}>
          Work out your own move from {city.city}
        </Link>
        .
      </p>
      <PricePromise />
      {routes.length ? (
        <ul className="route-notes">
          {routes.map((move) => (
            <li key={move.to}>
              <h3>
                {city.city} to {move.name}
              </h3>
              <p>
                {move.note}{' '}
                <Link href={estimatorHref(city.slug, move.query)}>
                  Estimate a move from {city.city} to {move.name}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <JsonLd
        data={serviceJsonLd({
          name: `Packers and movers in ${city.city}`,
          serviceType: 'Packing and moving',
          description,
          path: `/city/${city.slug}/`,
          city: city.city,
          offers: cityMoveOffers(city.city, moves),
        })}
      />
    </Section>
  );
}
