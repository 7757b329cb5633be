/**
 * The figures behind a city page's ten cost factors (docs/city-pages.md#why-choose-and-the-ten-cost-factors):
 * what each factor does to the price of a move from the city, worked out at build time by the
 * instant estimate's one pricing function, so the factors, the common-moves table and the
 * estimator agree for the same move.
 */
import type { CitySlug } from '@/content/city-names';
import { estimateData } from '@/content/estimate-roads';
import { type Band, type EstimateInput, priceEstimate } from '@/lib/shared/estimate/price';
import { rowAssumptions, type CityMove } from '@/lib/server/city-moves';
import { factorExamples } from '@/content/city-reasons';
import { problemsInEnglish } from '@/lib/shared/estimate/wording';

/** The figures a city's cost factors quote. */
export type CityPriceFactors = {
  /** The move the examples price: the city's first common move to another town (not a local one). */
  to: CityMove;
  /** The city's moves to other towns (its table without the move within the city). */
  routes: CityMove[];
  /** The nearest and the farthest of the city's common moves. */
  near: CityMove;
  far: CityMove;
  /** Totals to `to` by home size, GST included. */
  sizes: Record<'1bhk' | '2bhk' | '3bhk', Band>;
  /** What each change adds to the 2 BHK total to `to`, GST included. */
  adds: Record<'floors' | 'premium' | 'car' | 'bike' | 'storage' | 'insurance', Band>;
};

function total(input: EstimateInput): Band {
  const result = priceEstimate(input, estimateData);
  if (!result.ok)
    throw new Error(
      `lib/server/city-price-factors.ts: cannot price: ${problemsInEnglish(result.problems, estimateData)}`,
    );
  return result.total;
}

const minus = (a: Band, b: Band): Band => ({ low: a.low - b.low, high: a.high - b.high });

/**
 * The figures for a city's cost factors, from the rows of its common-moves table (lib/server/city-moves.ts):
 * the same route and the same blank choices, then one change at a time.
 */
export function cityPriceFactors(from: CitySlug, moves: readonly CityMove[]): CityPriceFactors {
  const routes = moves.filter((move) => move.to !== from);
  const intercity = routes.filter((move) => move.km > estimateData.rates.localMaxKm);
  const to = intercity[0] ?? routes[0];
  if (!to) throw new Error(`lib/server/city-price-factors.ts: ${from} has no common move to another town`);
  const byKm = [...routes].sort((a, b) => a.km - b.km);
  const base: EstimateInput = { ...rowAssumptions, from, to: to.to, size: '2bhk' };
  // The table's row already priced the 1 BHK and 2 BHK moves to `to` with these choices.
  const two = to.bands['2bhk'];
  const add = (change: Partial<EstimateInput>) => minus(total({ ...base, ...change }), two);
  return {
    to,
    routes,
    near: byKm[0]!,
    far: byKm[byKm.length - 1]!,
    sizes: { '1bhk': to.bands['1bhk'], '2bhk': two, '3bhk': total({ ...base, size: '3bhk' }) },
    adds: {
      floors: add({ pickupFloor: factorExamples.pickupFloor }),
      premium: add({ packing: 'premium' }),
      car: add({ cars: 1 }),
      bike: add({ bikes: 1 }),
      storage: add({ storageDays: factorExamples.storageDays }),
      insurance: add({ declaredValue: factorExamples.declaredValue }),
    },
  };
}
