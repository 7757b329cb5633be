import { cityGuides } from './city-guides';
import { estimatePlaces } from './estimate-places';
import { estimateRates } from './estimate-rates';

/**
 * Road distances the estimate knows better than the map (docs/estimate.md#distances): the routes of
 * the city pages' common moves whose guide gives the distance by road (content/city-guides/,
 * `commonMoves[].km`). Keyed `from|to`; a route known one way is used the other way too, unless
 * the other way has its own figure. Everything else is priced on the distance between the city
 * centres times the road factor. Both are approximate, and the estimate says so.
 */
function knownRoads(): Record<string, number> {
  const roads: Record<string, number> = {};
  for (const [from, guide] of Object.entries(cityGuides)) {
    for (const move of guide?.commonMoves ?? []) if (move.km) roads[`${from}|${move.to}`] = move.km;
  }
  for (const [key, km] of Object.entries(roads)) {
    const [from, to] = key.split('|');
    roads[`${to}|${from}`] ??= km;
  }
  return roads;
}

export const estimateRoads: Readonly<Record<string, number>> = knownRoads();

/** Everything the pricing reads, as the site and the intake use it: rates, places and known roads. */
export const estimateData = { rates: estimateRates, places: estimatePlaces, roads: estimateRoads };
