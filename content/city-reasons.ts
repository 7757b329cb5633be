import { z } from 'zod';
import { parseContent, text } from './parse';

/**
 * The why-choose points and the ten cost factors of a city page (docs/city-pages.md#why-choose-and-the-ten-cost-factors),
 * worded for the city: each point and factor is a line with the city's own names and figures
 * filled in (`{city}`, `{to}`, `{km}`, a rupee band…), so the pages share the headings, not the text.
 * The Hindi words are content/hi/city-reasons.ts, the same schema.
 */

const FILE = 'content/city-reasons.ts';

/** What the worked examples of the cost factors change, one at a time, from a 2 BHK (lib/server/city-price-factors.ts). */
export const factorExamples = {
  /** A walk-up floor at pickup, no lift: the words say "third". */
  pickupFloor: 3,
  /** Days in storage before delivery: the words say "30 days". */
  storageDays: 30,
  /** Declared value of the goods in rupees: the words say "₹5,00,000". */
  declaredValue: 5_00_000,
} as const;

/** A titled line: a reason to choose us or a cost factor. */
const point = z.strictObject({ title: text, text });

/** The ten cost factors of docs/product.md#city-pages, in order. */
export const costFactorIds = [
  'distance',
  'volume',
  'floors',
  'packing',
  'vehicle',
  'labour',
  'season',
  'insurance',
  'storage',
  'addOns',
] as const;

export const cityReasonsWordsSchema = z.strictObject({
  /** Heading of the why-choose points, with `{city}`. */
  whyTitle: text,
  /** The survey plans for the city's own conditions: `{city}`, `{list}` (its "Moving in" headings). */
  planned: point,
  /** The routes people from the city take: `{city}`, `{list}` (the first common moves). */
  routes: point,
  /** Packed for the longest of them: `{far}`, `{km}`, `{transit}`. */
  packed: point,
  /** Joins the last two names of a list: " and " (spaces kept). */
  and: z.string().min(1),
  /** Quotes a heading named in a sentence: `“{heading}”`. */
  quoted: text,
  /** Heading of the cost factors, with `{city}`. */
  factorsTitle: text,
  /** Line under it: the move the figures price, `{city}` and `{to}`. */
  factorsIntro: text,
  /** The ten factors, by id; `{to}` and the figures are filled in. */
  factors: z.strictObject(
    Object.fromEntries(costFactorIds.map((id) => [id, point])) as Record<(typeof costFactorIds)[number], typeof point>,
  ),
});

export type CityReasonsWords = z.infer<typeof cityReasonsWordsSchema>;

export const cityReasonsWords: CityReasonsWords = parseContent(FILE, cityReasonsWordsSchema, {
  whyTitle: 'Why move with us from {city}',
  planned: {
    title: 'Planned for {city}',
    text: 'Our survey in {city} plans for {list}.',
  },
  routes: {
    title: 'The moves people make from {city}',
    text: '{list}: each is a row of the {city} table above.',
  },
  packed: {
    title: 'Packed for the road to {far}',
    text: 'About {km} km and {transit} from {city}: every carton is packed to travel that far.',
  },
  and: ' and ',
  quoted: '“{heading}”',
  factorsTitle: 'Ten things that set the price of a move from {city}',
  factorsIntro: 'Figures for a 2 BHK from {city} to {to}, GST included.',
  factors: {
    distance: { title: 'Distance', text: '{near}, about {nearKm} km: {nearBand}; {far}, about {farKm} km: {farBand}.' },
    volume: { title: 'Volume of goods', text: '1 BHK {one}, 2 BHK {two}, 3 BHK {three} to {to}.' },
    floors: { title: 'Floor and lift access', text: 'A walk-up third floor in {city} adds {floors}.' },
    packing: { title: 'Packing material', text: 'For this {city} move, premium packing adds {premium}.' },
    vehicle: { title: 'Vehicle type', text: 'From {city}, a car on a carrier adds {car}; a bike, {bike}.' },
    labour: {
      title: 'Labour',
      text: 'Heavy almirahs or pianos need extra hands in {city}.',
    },
    season: { title: 'Season and date', text: 'Month-end, weekend and festival dates in {city} go first.' },
    insurance: { title: 'Insurance', text: 'Insuring {city} goods worth ₹5,00,000 adds {insurance}.' },
    storage: { title: 'Storage days', text: 'Storing {city} goods 30 days before delivery adds {storage}.' },
    addOns: {
      title: 'Add-on services',
      text: 'After a {city} move, AC, TV and furniture fitting are charged separately.',
    },
  },
});
