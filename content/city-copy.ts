import { z } from 'zod';
import { internalHref, parseContent, text } from './parse';
import { tracking } from './claims';

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
  return `Get ${offerText(offer)} OFF on Your Next Move`;
}
