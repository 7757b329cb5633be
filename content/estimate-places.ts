import { z } from 'zod';
import { cityNames, citySlugs, type CitySlug } from './city-names';
import { parseContent, text } from './parse';

/**
 * Where the instant estimate measures distances from (docs/estimate.md#distances): each city with
 * a page, and a few large cities without one that many moves go to. The coordinates
 * are well-known approximate centres of each city; the estimate multiplies the straight-line
 * distance between two centres by a road factor (content/estimate-rates.ts), so every distance it
 * shows is labelled approximate.
 */

/** Latitude and longitude of a city centre, in degrees (approximate). */
const latLng = z.tuple([
  /** Latitude, north positive; India lies between about 6 and 36. */
  z.number().min(6).max(37),
  /** Longitude, east positive; India lies between about 68 and 98. */
  z.number().min(68).max(98),
]);

/** Centres of the cities with a page of their own, by slug. */
const cityCentres: Record<CitySlug, [number, number]> = {
  agra: [27.18, 78.01],
  ankleshwar: [21.63, 73.0],
  bhiwandi: [19.3, 73.06],
  calicut: [11.26, 75.78],
  cuttack: [20.46, 85.88],
  gandhidham: [23.08, 70.13],
  guwahati: [26.14, 91.74],
  hyderabad: [17.39, 78.49],
  jamshedpur: [22.8, 86.2],
  kolhapur: [16.7, 74.24],
  lucknow: [26.85, 80.95],
  meerut: [28.98, 77.71],
  ahmedabad: [23.02, 72.57],
  aurangabad: [19.88, 75.34],
  bhopal: [23.26, 77.41],
  chandigarh: [30.73, 76.78],
  dehradun: [30.32, 78.03],
  ghaziabad: [28.67, 77.45],
  gwalior: [26.22, 78.18],
  indore: [22.72, 75.86],
  jamnagar: [22.47, 70.06],
  kolkata: [22.57, 88.36],
  ludhiana: [30.9, 75.86],
  mumbai: [19.08, 72.88],
  allahabad: [25.44, 81.85],
  alwar: [27.55, 76.63],
  ambala: [30.38, 76.78],
  vadodara: [22.31, 73.18],
  bikaner: [28.02, 73.31],
  bhubaneswar: [20.3, 85.82],
  chennai: [13.08, 80.27],
  kochi: [9.93, 76.27],
  delhi: [28.61, 77.21],
  dwarka: [28.59, 77.05],
  faridabad: [28.41, 77.32],
  goa: [15.5, 73.83],
  greaternoida: [28.47, 77.5],
  gurgaon: [28.46, 77.03],
  hubli: [15.36, 75.12],
  jammu: [32.73, 74.86],
  kanpur: [26.45, 80.33],
  kottayam: [9.59, 76.52],
  mangalore: [12.91, 74.86],
  nashik: [20.0, 73.79],
  noida: [28.54, 77.39],
  patna: [25.59, 85.14],
  pune: [18.52, 73.86],
  surat: [21.17, 72.83],
  navimumbai: [19.04, 73.02],
  thane: [19.2, 72.97],
  bengaluru: [12.97, 77.59],
  jaipur: [26.91, 75.79],
  nagpur: [21.15, 79.09],
};

/** Large cities without a page of their own that many moves go to, by key, with their centres. */
const moreCities: Record<string, { name: string; centre: [number, number] }> = {
  coimbatore: { name: 'Coimbatore', centre: [11.02, 76.96] },
  mysuru: { name: 'Mysuru', centre: [12.3, 76.64] },
  raipur: { name: 'Raipur', centre: [21.25, 81.63] },
  ranchi: { name: 'Ranchi', centre: [23.34, 85.31] },
  thiruvananthapuram: { name: 'Thiruvananthapuram', centre: [8.52, 76.94] },
  varanasi: { name: 'Varanasi', centre: [25.32, 82.97] },
  vijayawada: { name: 'Vijayawada', centre: [16.51, 80.65] },
  visakhapatnam: { name: 'Visakhapatnam', centre: [17.69, 83.22] },
};

const placeSchema = z.object({
  /** Key in the estimate's address (`from=pune`): a city page's slug, or a key of its own. */
  id: z.string().regex(/^[a-z]+$/),
  /** What a visitor reads. */
  name: text,
  /** Approximate centre. */
  centre: latLng,
  /** Whether the city has a page of its own on the site. */
  hasPage: z.boolean(),
});

export type EstimatePlace = z.infer<typeof placeSchema>;

/** Every place the estimator lists: the cities with a page in the site's order, then the others A to Z. */
export const estimatePlaces: EstimatePlace[] = parseContent(
  'content/estimate-places.ts',
  z.array(placeSchema).superRefine((places, ctx) => {
    const ids = places.map((p) => p.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'two places share a key' });
    if (ids.includes('other')) ctx.addIssue({ code: 'custom', message: '"other" is the key for "another town"' });
  }),
  [
    ...citySlugs.map((slug) => ({ id: slug, name: cityNames[slug], centre: cityCentres[slug], hasPage: true })),
    ...Object.entries(moreCities).map(([id, city]) => ({ id, name: city.name, centre: city.centre, hasPage: false })),
  ],
);
