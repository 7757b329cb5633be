import { z } from 'zod';
import { internalHref, parseContent, text } from './parse';
import { tracking } from './claims';
import { company } from './company';
import { fill } from '../lib/shared/i18n';

/**
 * What the 48 city pages share (/city/{slug}/, docs/city-pages.md#the-page): the service links,
 * the four steps and the offer line. Kept short on purpose: each page's own text is its city's
 * guide (content/city-guides/), and shared copy with the city's name swapped in is what made the
 * pages alike.
 */

const FILE = 'content/city-copy.ts';

/** The seven services a city page links to, in the order of docs/product.md#city-pages. */
export const cityServiceIds = [
  'local-moves',
  'domestic-moves',
  'international-moves',
  'vehicle-transport',
  'storage',
  'packing',
  'corporate-relocation',
] as const;

/** One service a city page links to. */
export const cityServiceLinkSchema = z.object({
  /** Stable id, e.g. "local-moves". */
  id: z.enum(cityServiceIds),
  /** The link's text. */
  title: text,
  /** The site page that covers this service in full. */
  href: internalHref,
});

export type CityServiceLink = z.infer<typeof cityServiceLinkSchema>;

/**
 * The seven services of a city page, as links to the pages that cover them: the same on every
 * city page, so short (the city's own text says what differs there).
 */
export const cityServiceLinks: CityServiceLink[] = parseContent(
  FILE,
  z
    .array(cityServiceLinkSchema)
    .length(cityServiceIds.length)
    .refine((links) => links.every((link, i) => link.id === cityServiceIds[i]), {
      message: `links must be in this order: ${cityServiceIds.join(', ')}`,
    }),
  [
    { id: 'local-moves', title: 'Local moves', href: '/home-shifting/' },
    { id: 'domestic-moves', title: 'Moves to other cities', href: '/home-shifting/' },
    { id: 'international-moves', title: 'International moves', href: '/international-moves/' },
    { id: 'vehicle-transport', title: 'Car and bike transport', href: '/car-bike-transport/' },
    { id: 'storage', title: 'Storage', href: '/home-storage/' },
    { id: 'packing', title: 'Packing', href: '/safety-standard/' },
    { id: 'corporate-relocation', title: 'Office and corporate relocation', href: '/office-relocation/' },
  ],
);

/**
 * The four steps of booking, as a city page lists them (docs/product.md#city-pages): titles only,
 * the same on every city page; the service pages explain each step.
 */
export const cityProcess: { title: string }[] = parseContent(
  FILE,
  z.array(z.object({ /** The step, in a few words. */ title: text })).length(4),
  [
    { title: 'Share your requirement' },
    { title: 'Get a quote after a survey' },
    { title: 'Confirm with a small token amount' },
    { title: tracking.live ? 'Relax and follow your goods live' : 'Relax: we pack, move and deliver' },
  ],
);

/** Checks an offer as cities carry it, e.g. "15%". */
function offerText(offer: string): string {
  return parseContent(FILE, z.string().regex(/^\d{1,2}%$/, 'must be a percentage such as "15%"'), offer);
}

/** The promotional line of a city page (docs/product.md#city-pages), e.g. "Get 15% OFF on Your Next Move". */
export function cityOfferLine(offer: string): string {
  return fill(cityPageWords.offerLine, { offer: offerText(offer) });
}

/**
 * The fixed lines of a city page around its guide, in one language (the Hindi twin is in
 * content/hi/city-copy.ts); `{city}`, `{to}`, `{km}`, `{offer}`, `{size}`, `{days}` are filled in.
 */
export const cityPageWordsSchema = z.strictObject({
  /** The page's heading. */
  title: text,
  /** Its title without an offer, and with one. */
  metaTitle: text,
  metaTitleOffer: text,
  /** Its description: `{to}` the commonest destination, `{offer}` metaOffer or metaNoOffer. */
  metaDescription: text,
  metaOffer: text,
  metaNoOffer: text,
  /** The page's breadcrumb. */
  breadcrumb: text,
  /** The hero's offer line, e.g. "Get 15% OFF on Your Next Move". */
  offerLine: text,
  /** The hero's button. */
  quoteButton: text,
  /** Headings of the areas, the common moves, the estimate, the "Moving in" and the questions sections. */
  areas: text,
  nearby: text,
  commonMoves: text,
  /** The common-moves table: its caption, first column, a move within the city, distance and transit. */
  tableCaption: text,
  tableTo: text,
  within: text,
  localMove: text,
  aboutKm: text,
  sameDay: text,
  /** What the table's figures assume (`{packing}`: the packing it prices). */
  tableNote: text,
  ownMove: text,
  routeEstimate: text,
  estimateTitle: text,
  estimateIntro: text,
  estimateNoScript: text,
  routeHeading: text,
  movingHere: text,
  questions: text,
  services: text,
  servicesEyebrow: text,
  process: text,
  enquiryTitle: text,
  /** The offer's terms, beside the enquiry form. */
  offerTerms: text,
  whatsappAbout: text,
  /** The structured data's service and its offers. */
  serviceName: text,
  offerWithin: text,
  offerRoute: text,
  offerSize: text,
  /** The end of a sentence that closes with a list of links. */
  fullStop: text,
  /** A transit time of one day, and of more or a range (`{days}`: "2" or "2–3"). */
  transitDay: text,
  transitDays: text,
});

export type CityPageWords = z.infer<typeof cityPageWordsSchema>;

/** The English city page's own lines. */
export const cityPageWords: CityPageWords = parseContent(FILE, cityPageWordsSchema, {
  title: 'Packers and Movers in {city}',
  metaTitle: 'Packers and Movers in {city}',
  metaTitleOffer: 'Packers and Movers in {city} | {offer} Off',
  metaDescription:
    'Packers and movers in {city}: house, office, car and bike shifting within the city, to {to} or anywhere in India. {offer}',
  metaOffer: 'Get {offer} off your move.',
  metaNoOffer: 'Free survey and written quote.',
  breadcrumb: 'Packers and movers in {city}',
  offerLine: 'Get {offer} OFF on Your Next Move',
  quoteButton: 'Get a free quote in {city}',
  areas: 'Where we move in and around {city}',
  nearby: 'Nearby city pages:',
  commonMoves: 'Common moves from {city}',
  tableCaption: 'Approximate road distance, usual transit time and price from {city}',
  tableTo: 'To',
  within: 'Within {city}',
  localMove: 'local move',
  aboutKm: 'about {km} km',
  sameDay: 'same day',
  tableNote:
    'Approximate: distances are by road where we know the route, otherwise between city centres; prices are totals with GST for {packing} packing, the ground floor or a lift at both ends, and no car, storage or insurance.',
  ownMove: 'Work out your own move from {city}',
  routeEstimate: 'Estimate a move from {city} to {to}',
  estimateTitle: 'Price your own move from {city}',
  estimateIntro: 'From {city}: choose where to and your home, and see the band at once.',
  estimateNoScript: 'The estimate needs JavaScript; the table above gives the usual moves from {city}.',
  routeHeading: '{city} to {to}',
  movingHere: 'Moving in {city}',
  questions: 'Questions people in {city} ask',
  services: 'Services in {city}',
  servicesEyebrow: 'What we move',
  process: 'Book your move in four steps',
  enquiryTitle: 'Get a free moving quote in {city}',
  offerTerms: company.offerTerms,
  whatsappAbout: 'a move from {city}',
  serviceName: 'Packers and movers in {city}',
  offerWithin: 'Household move within {city}',
  offerRoute: 'Household move from {city} to {to}',
  offerSize: '{size}, GST included',
  fullStop: '.',
  transitDay: '{days} day',
  transitDays: '{days} days',
});
