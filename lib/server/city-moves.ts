/**
 * The "Common moves" table of a city page (docs/city-pages.md#common-moves), worked out at build
 * time with the instant estimate's one pricing function and rates, so the page and the estimator
 * on /services/ give the same figures for the same move.
 */
import type { Offer } from 'schema-dts';
import { cityGuide, type LocalCityGuide } from '@/content/city-guides';
import type { CitySlug } from '@/content/city-names';
import { estimateData } from '@/content/estimate-roads';
import { cityNames, cityPageWords, placeName } from '@/content/localized/city';
import { fill, type Locale, localePath } from '@/lib/shared/i18n';
import { type Band, type Estimate, priceEstimate } from '@/lib/shared/estimate/price';
import { blankEstimateInput } from '@/lib/shared/estimate/query';
import { problemsInEnglish } from '@/lib/shared/estimate/wording';

/** The estimator's place with this key (a guide names only such keys: content/city-guides/schema.ts). */
const place = (id: string) => estimateData.places.find((p) => p.id === id)!;

/** The sizes every row prices, as the estimator names them. */
export const rowSizes = ['1bhk', '2bhk'] as const;

/**
 * What a row assumes beyond the route and the home size: the estimator's blank choices (ground
 * floor at both ends, standard packing, no car or bike, no storage, no insurance). Said on the page.
 */
export const rowAssumptions = blankEstimateInput;

/** "1 BHK", as the estimator names the size. */
export const sizeLabel = (size: (typeof rowSizes)[number]) =>
  estimateData.rates.homeSizes.find((s) => s.id === size)!.label;

/** One row: a destination with its distance, transit and price bands. */
export type CityMove = {
  /** Estimator key of the destination (the city's own key for a move within it). */
  to: string;
  /** The destination as a visitor reads it, in the page's language. */
  name: string;
  /** Its page on the site in the page's language, when it has one. */
  href?: string;
  /** Road distance in km (approximate: the guide's road figure, else from the centres); 0 within the city. */
  km: number;
  /** Usual door-to-door transit, as the guide gives it, in the page's language. */
  transit: string;
  /** The guide's note on the route; none for a move within the city. */
  note?: string;
  /** Totals with GST, by home size. */
  bands: Record<(typeof rowSizes)[number], Band>;
  /** The estimator's query for a 2 BHK on this route, for a visitor to refine. */
  query: string;
};

function priced(from: CitySlug, to: string, size: string): Estimate {
  const result = priceEstimate({ ...rowAssumptions, from, to, size }, estimateData);
  if (!result.ok) {
    throw new Error(
      `content/city-guides: a move from ${from} to ${to} cannot be priced: ${problemsInEnglish(result.problems, estimateData)}`,
    );
  }
  return result;
}

/**
 * The rows of a city's table in `locale`: a move within the city first (the charges table's figures
 * with GST, the same day: the site's FAQ gives a local move a day), then the guide's common moves
 * in its order, each destination named in the language and linked to its page in it.
 */
export function cityMoves(
  from: CitySlug,
  commonMoves: LocalCityGuide['commonMoves'],
  locale: Locale = 'en',
): CityMove[] {
  const w = cityPageWords(locale);
  const row = (to: string, transit: string, note?: string): CityMove => {
    const [one, two] = rowSizes.map((size) => priced(from, to, size)) as [Estimate, Estimate];
    return {
      to,
      name: to === from ? fill(w.within, { city: cityNames(locale)[from] }) : placeName(locale)(to),
      href: to !== from && place(to).hasPage ? localePath(locale, `/city/${to}/`) : undefined,
      km: two.km,
      transit,
      note,
      bands: { '1bhk': one.total, '2bhk': two.total },
      query: two.query,
    };
  };
  return [row(from, w.sameDay), ...commonMoves.map((move) => row(move.to, move.transit, move.note))];
}

/** The rows as schema.org offers, named in `locale`: one per route, with the 1 BHK and 2 BHK totals it shows. */
export function cityMoveOffers(fromName: string, moves: readonly CityMove[], locale: Locale = 'en'): Offer[] {
  const w = cityPageWords(locale);
  return moves.map((move) => ({
    '@type': 'Offer',
    name: fill(move.km === 0 ? w.offerWithin : w.offerRoute, { city: fromName, to: move.name }),
    priceCurrency: 'INR',
    priceSpecification: rowSizes.map((size) => ({
      '@type': 'PriceSpecification',
      name: fill(w.offerSize, { size: sizeLabel(size) }),
      minPrice: move.bands[size].low,
      maxPrice: move.bands[size].high,
      priceCurrency: 'INR',
    })),
  }));
}

/** Where a city's moves most often go, as its guide lists them, named in `locale`: for its description and preview. */
export function cityDestinations(slug: CitySlug, locale: Locale = 'en'): string[] {
  return cityGuide(slug).commonMoves.map((move) => placeName(locale)(move.to));
}
