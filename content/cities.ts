import { z } from 'zod';
import { company } from './company';
import { type CitySlug, cityNames, citySlugs } from './city-names';
import { imagePath, parseContent, text } from './parse';

/**
 * Search-engine text a city page may carry instead of the template's (docs/product.md#content-data;
 * only bhiwandi has it).
 */
export const metaDetailsSchema = z.object({
  /** Page title, without the company-name suffix the layout adds. */
  title: text,
  /** Meta description, 120-160 characters. */
  description: z.string().min(120).max(160),
  /** Comma-separated search keywords. */
  keywords: text,
  /** Description for Open Graph (chat-app previews). */
  ogDescription: text,
  /** Description for Twitter cards. */
  twitterDescription: text,
});

/** One city page, /city/{slug}/ (docs/product.md#content-data). */
export const citySchema = z.object({
  /** URL segment, lower case, as listed in docs/product.md#city-pages. */
  slug: z.enum(citySlugs),
  /** Display name. */
  city: text,
  /** Banner image; cities without one use the default banner. */
  img: imagePath.optional(),
  /** Discount offered in the city, e.g. "15%"; absent where docs/product.md#prices-and-offers gives none. */
  offer: z.enum(['10%', '15%', '20%']).optional(),
  /** Own search-engine text (bhiwandi only); others use the template. */
  metaDetails: metaDetailsSchema.optional(),
});

export type City = z.infer<typeof citySchema>;

/** Banner for cities that have no image of their own. */
export const defaultCityBanner = '/images/cities/default.webp';

/**
 * City offers (docs/product.md#prices-and-offers); a city in none of these lists has no offer and
 * no banner of its own.
 */
const offers: Record<'10%' | '15%' | '20%', CitySlug[]> = {
  '10%': ['kolhapur', 'lucknow', 'meerut', 'ahmedabad', 'aurangabad', 'bhopal'],
  '15%': [
    'agra',
    'ankleshwar',
    'bhiwandi',
    'calicut',
    'cuttack',
    'gandhidham',
    'guwahati',
    'hyderabad',
    'jamshedpur',
    'chandigarh',
    'dehradun',
    'ghaziabad',
    'gwalior',
    'indore',
    'jamnagar',
    'kolkata',
    'ludhiana',
    'mumbai',
    'allahabad',
    'alwar',
    'ambala',
  ],
  '20%': ['vadodara', 'bikaner', 'bhubaneswar', 'chennai', 'kochi'],
};

const bhiwandiMeta = {
  title: 'Packers and Movers in Bhiwandi - Warehouse, Home & Office Shifting',
  description:
    'Trusted packers and movers in Bhiwandi for house, office and godown shifting. Free survey, GST invoice and 15% off your next move.',
  keywords:
    'packers and movers in Bhiwandi, movers Bhiwandi, godown shifting Bhiwandi, warehouse Bhiwandi, house shifting Bhiwandi, transport Bhiwandi',
  ogDescription: `${company.name} in Bhiwandi: careful packing, GST invoices and warehouse space near the Mumbai-Nashik highway. Get 15% off your next move.`,
  twitterDescription: `Shifting in or out of Bhiwandi? ${company.name} packs, moves and stores your goods. 15% off your next move.`,
};

function offerOf(slug: CitySlug) {
  return (Object.keys(offers) as (keyof typeof offers)[]).find((o) => offers[o].includes(slug));
}

/**
 * The city pages (docs/product.md#city-pages): the original 48, then the cities added later
 * (docs/city-pages.md#the-cities), with the offers (docs/product.md#prices-and-offers). An added
 * city has no offer: the owner's offers cover the original 48 only, and the offer terms (content/company.ts)
 * cover a city only where its page shows one.
 */
export const cities: City[] = parseContent(
  'content/cities.ts',
  z.array(citySchema).length(citySlugs.length),
  citySlugs.map((slug) => {
    const offer = offerOf(slug);
    return {
      slug,
      city: cityNames[slug],
      offer,
      img: offer ? `/images/cities/${slug}.webp` : undefined,
      metaDetails: slug === 'bhiwandi' ? bhiwandiMeta : undefined,
    };
  }),
);

/** Path of a city's page. */
export function cityPath(city: Pick<City, 'slug'>): string {
  return `/city/${city.slug}/`;
}

/** Looks a city up by slug; throws for an unknown slug so a bad link fails the build. */
export function cityBySlug(slug: string): City {
  const city = cities.find((c) => c.slug === slug);
  if (!city) throw new Error(`content/cities.ts: no city with slug "${slug}"`);
  return city;
}
