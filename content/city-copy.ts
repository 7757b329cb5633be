import { z } from 'zod';
import type { CityArea } from './city-areas';
import { company } from './company';
import { counters } from './counters';
import { internalHref, parseContent, text } from './parse';
import { support, tracking } from './claims';

/**
 * Shared copy of the 48 city pages (/city/{slug}/, docs/product.md#city-pages). Text that names the
 * city is a function of its display name (and, where given, its localities from
 * content/city-areas.ts), so each page reads as written for that city rather than as one template
 * with a name swapped in.
 */

const FILE = 'content/city-copy.ts';

/** The seven service blocks of a city page, in the order of docs/product.md#city-pages. */
export const cityServiceIds = [
  'local-moves',
  'domestic-moves',
  'international-moves',
  'vehicle-transport',
  'storage',
  'packing',
  'corporate-relocation',
] as const;

/** One service block on a city page. */
export const cityServiceSchema = z.object({
  /** Stable id, usable as an anchor, e.g. "local-moves". */
  id: z.enum(cityServiceIds),
  /** Block heading. */
  title: text,
  /** One to three sentences that mention the city. */
  description: text,
  /** The site page that covers this service in full. */
  href: internalHref,
});

export type CityService = z.infer<typeof cityServiceSchema>;

/** A titled point: a reason to choose us, a process step or a cost factor. */
export const cityPointSchema = z.object({
  /** Short heading of the point. */
  title: text,
  /** One short, plain sentence explaining it. */
  description: text,
});

export type CityPoint = z.infer<typeof cityPointSchema>;

const cityServicesSchema = z
  .array(cityServiceSchema)
  .length(cityServiceIds.length)
  .refine((blocks) => blocks.every((block, i) => block.id === cityServiceIds[i]), {
    message: `blocks must be in this order: ${cityServiceIds.join(', ')}`,
  });

/** Checks a city's display name, e.g. "Pune", naming this file if it is empty. */
function cityName(city: string): string {
  return parseContent(FILE, text, city);
}

/** Checks an offer as cities carry it, e.g. "15%". */
function offerText(offer: string): string {
  return parseContent(FILE, z.string().regex(/^\d{1,2}%$/, 'must be a percentage such as "15%"'), offer);
}

/** Joins names as English prose: "A", "A and B", "A, B and C". */
function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const citiesCounter = counters.find((counter) => counter.label === 'Cities');
if (!citiesCounter) throw new Error(`${FILE}: content/counters.ts has no "Cities" counter to quote`);
/** "180+ cities", from the Awards & Certifications counter. */
const citiesServed = `${citiesCounter.value}${citiesCounter.suffix} cities`;

/**
 * Opening paragraphs of a city page. With `offer` (e.g. "15%") the first paragraph mentions it;
 * with `areas` a paragraph names the city's localities and nearby towns.
 */
export function cityIntro(city: string, offer?: string, areas?: CityArea): string[] {
  const name = cityName(city);
  const first = [
    `Looking for packers and movers in ${name}? ${company.name} packs and moves homes, offices and vehicles to anywhere in India and abroad.`,
  ];
  if (offer !== undefined)
    first.push(`Moves booked in ${name} currently get ${offerText(offer)} off; ask for it when you book.`);

  const paragraphs = [first.join(' ')];
  if (areas) {
    const { localities, nearby } = areas;
    paragraphs.push(
      `We work across ${name}, from ${localities[0]} to ${localities[localities.length - 1]}, and move goods to and from nearby ${listOf(nearby)}.`,
    );
  }
  paragraphs.push(
    `Tell us what you are moving and when. We call back within ${company.promises.callbackMinutes} minutes and send a quote within ${company.promises.quoteMinutes} minutes, confirmed after a quick survey of your goods.`,
  );
  return parseContent(FILE, z.array(text).min(2).max(3), paragraphs);
}

/** The seven service blocks of a city page; pass the city's `areas` to name its localities and nearby towns. */
export function cityServices(city: string, areas?: CityArea): CityService[] {
  const name = cityName(city);
  const local = areas
    ? `Shifting within ${name}, say from ${areas.localities[1]} to ${areas.localities[2]}? Most local moves are packed, moved and unloaded in a single day, planned around your building's lift and parking rules.`
    : `Shifting to another part of ${name}? Most local moves are packed, moved and unloaded in a single day, planned around your building's lift and parking rules.`;
  const domesticReach = areas
    ? `from ${name} to nearby ${listOf(areas.nearby.slice(0, 2))} or to the other end of the country`
    : `from ${name} to any of the ${citiesServed} we reach across India`;

  return parseContent(FILE, cityServicesSchema, [
    {
      id: 'local-moves',
      title: 'Local Moves',
      description: local,
      href: '/home-shifting/',
    },
    {
      id: 'domestic-moves',
      title: 'Domestic Moves',
      description: `We move homes ${domesticReach}. Intercity moves usually take 2 to 5 days, depending on the distance.`,
      href: '/home-shifting/',
    },
    {
      id: 'international-moves',
      title: 'International Moves',
      description: `Relocating abroad? We pack your ${name} home for export, prepare the customs documents with you and ship by sea or air.`,
      href: '/international-moves/',
    },
    {
      id: 'vehicle-transport',
      title: 'Car and Bike Transport',
      description: `Your car or bike can travel to or from ${name} on a carrier. Its condition is recorded at pickup and checked with you at delivery.`,
      href: '/car-bike-transport/',
    },
    {
      id: 'storage',
      title: 'Storage',
      description: `Between homes in ${name}, or moving before your new place is ready? We pick up your goods and keep them in storage until you need them.`,
      href: '/home-storage/',
    },
    {
      id: 'packing',
      title: 'Packing',
      description: `Good packing prevents most damage in transit. For moves in ${name}, we wrap fragile items piece by piece, crate what needs it and label every carton by room.`,
      href: '/safety-standard/',
    },
    {
      id: 'corporate-relocation',
      title: 'Corporate Relocation',
      description: `Businesses in ${name} can move an office floor by floor or relocate employees' households, with one point of contact and a GST invoice.`,
      href: '/office-relocation/',
    },
  ]);
}

/** Reasons to choose us, as shown on a city page. */
export function cityWhyChoose(city: string): CityPoint[] {
  const name = cityName(city);
  return parseContent(FILE, z.array(cityPointSchema).min(5).max(6), [
    {
      title: 'Quick Response',
      description: `Enquire from ${name} and we call back within ${company.promises.callbackMinutes} minutes, with a quote within ${company.promises.quoteMinutes} minutes.`,
    },
    {
      title: 'Priced After a Survey',
      description: `We see your goods before fixing the price, so your ${name} quote matches what you are actually moving.`,
    },
    {
      title: 'Trained Crew',
      description: 'Packers trained to wrap, lift and load safely handle every move, local or intercity.',
    },
    {
      title: tracking.title,
      description: tracking.sentence,
    },
    {
      title: 'Pan-India Reach',
      description: `From ${name}, we move goods to ${citiesServed} across India.`,
    },
    {
      title: support.title,
      description: support.sentence,
    },
  ]);
}

/** The four-step process of a city page (docs/product.md#city-pages). */
export const cityProcess: CityPoint[] = parseContent(FILE, z.array(cityPointSchema).length(4), [
  {
    title: 'Share Your Requirement',
    description: 'Tell us what you are moving, from where, to where and when, by phone, chat or the quote form.',
  },
  {
    title: 'Get a Quote',
    description: 'We survey your goods in person or on a video call and send a written quote with every charge listed.',
  },
  {
    title: 'Confirm with a Small Token Amount',
    description: 'Pay a small token amount to lock your date; it is adjusted in your final bill.',
  },
  {
    title: 'Relax',
    description: tracking.live
      ? 'Our crew packs, moves and delivers your goods while you follow them live.'
      : 'Our crew packs, moves and delivers your goods, and keeps you posted on the way.',
  },
]);

/** The ten cost factors of a city page (docs/product.md#city-pages). */
export const cityCostFactors: CityPoint[] = parseContent(FILE, z.array(cityPointSchema).length(10), [
  {
    title: 'Distance',
    description: 'Intercity moves cost more than local ones because of fuel, tolls and driver days.',
  },
  {
    title: 'Volume of Goods',
    description: 'More goods need more packing material, labour and vehicle space.',
  },
  {
    title: 'Floor and Lift Access',
    description: 'Upper floors without a lift, or a long carry to the vehicle, need more labour.',
  },
  {
    title: 'Packing Material',
    description: 'Fragile items may need extra layers, foam or wooden crates.',
  },
  {
    title: 'Vehicle Type',
    description: 'A vehicle booked only for you costs more than sharing space on a part-load.',
  },
  {
    title: 'Labour',
    description: 'Heavy or bulky items such as almirahs and pianos need extra hands.',
  },
  {
    title: 'Season and Date',
    description: 'Month-end, weekend and festival dates are in high demand, so book them early.',
  },
  {
    title: 'Insurance',
    description: 'Transit insurance is priced on the declared value of your goods.',
  },
  {
    title: 'Storage Days',
    description: 'If your goods wait in storage before delivery, the storage days are charged.',
  },
  {
    title: 'Add-on Services',
    description: 'AC and TV installation, furniture reassembly and unpacking are charged separately.',
  },
]);

/** The note under a city's rate chart: the rates are approximate. */
export function ratePriceNote(city: string): string {
  const name = cityName(city);
  return `The rates shown are approximate for moves in and from ${name}. Your final price depends on the survey, distance, volume of goods and services chosen; taxes, tolls and parking are extra.`;
}

/** The promotional line of a city page (docs/product.md#city-pages), e.g. "Get 15% OFF on Your Next Move". */
export function cityOfferLine(offer: string): string {
  return `Get ${offerText(offer)} OFF on Your Next Move`;
}
