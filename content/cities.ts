import { z } from 'zod';
import { company } from './company';
import { imagePath, parseContent, text } from './parse';

/** Search-engine text a city page may carry instead of the template's (SPEC §3; only bhiwandi has it). */
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

/** One city page, /city/{slug}/ (SPEC §3 "City page entry"). */
export const citySchema = z.object({
  /** URL segment, lower case, as SPEC §2 lists it. */
  slug: z.string().regex(/^[a-z]+$/),
  /** Display name. */
  city: text,
  /** Banner image; cities without one use the default banner. */
  img: imagePath.optional(),
  /** Discount offered in the city, e.g. "15%"; absent where SPEC §9 gives none. */
  offer: z.enum(['10%', '15%', '20%']).optional(),
  /** Own search-engine text (bhiwandi only); others use the template. */
  metaDetails: metaDetailsSchema.optional(),
});

export type City = z.infer<typeof citySchema>;

/** Banner for cities that have no image of their own. */
export const defaultCityBanner = '/images/cities/default.webp';

const names: Record<string, string> = {
  agra: 'Agra',
  ankleshwar: 'Ankleshwar',
  bhiwandi: 'Bhiwandi',
  calicut: 'Calicut',
  cuttack: 'Cuttack',
  gandhidham: 'Gandhidham',
  guwahati: 'Guwahati',
  hyderabad: 'Hyderabad',
  jamshedpur: 'Jamshedpur',
  kolhapur: 'Kolhapur',
  lucknow: 'Lucknow',
  meerut: 'Meerut',
  ahmedabad: 'Ahmedabad',
  aurangabad: 'Aurangabad',
  bhopal: 'Bhopal',
  chandigarh: 'Chandigarh',
  dehradun: 'Dehradun',
  ghaziabad: 'Ghaziabad',
  gwalior: 'Gwalior',
  indore: 'Indore',
  jamnagar: 'Jamnagar',
  kolkata: 'Kolkata',
  ludhiana: 'Ludhiana',
  mumbai: 'Mumbai',
  allahabad: 'Allahabad (Prayagraj)',
  alwar: 'Alwar',
  ambala: 'Ambala',
  vadodara: 'Vadodara',
  bikaner: 'Bikaner',
  bhubaneswar: 'Bhubaneswar',
  chennai: 'Chennai',
  kochi: 'Kochi',
  delhi: 'Delhi',
  dwarka: 'Dwarka',
  faridabad: 'Faridabad',
  goa: 'Goa',
  greaternoida: 'Greater Noida',
  gurgaon: 'Gurgaon',
  hubli: 'Hubli',
  jammu: 'Jammu',
  kanpur: 'Kanpur',
  kottayam: 'Kottayam',
  mangalore: 'Mangalore',
  nashik: 'Nashik',
  noida: 'Noida',
  patna: 'Patna',
  pune: 'Pune',
  surat: 'Surat',
};

/** City offers of SPEC §9; a city in none of these lists has no offer and no banner of its own. */
const offers: Record<'10%' | '15%' | '20%', string[]> = {
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

/** The 48 slugs in SPEC §2's order. */
const slugs = [
  'agra',
  'ankleshwar',
  'bhiwandi',
  'calicut',
  'cuttack',
  'gandhidham',
  'guwahati',
  'hyderabad',
  'jamshedpur',
  'kolhapur',
  'lucknow',
  'meerut',
  'ahmedabad',
  'aurangabad',
  'bhopal',
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
  'vadodara',
  'bikaner',
  'bhubaneswar',
  'chennai',
  'kochi',
  'delhi',
  'dwarka',
  'faridabad',
  'goa',
  'greaternoida',
  'gurgaon',
  'hubli',
  'jammu',
  'kanpur',
  'kottayam',
  'mangalore',
  'nashik',
  'noida',
  'patna',
  'pune',
  'surat',
];

const bhiwandiMeta = {
  title: 'Packers and Movers in Bhiwandi - Warehouse, Home & Office Shifting',
  description:
    'Trusted packers and movers in Bhiwandi for house, office and godown shifting. Free survey, GST invoice and 15% off your next move.',
  keywords:
    'packers and movers in Bhiwandi, movers Bhiwandi, godown shifting Bhiwandi, warehouse Bhiwandi, house shifting Bhiwandi, transport Bhiwandi',
  ogDescription: `${company.name} in Bhiwandi: careful packing, GST invoices and warehouse space near the Mumbai-Nashik highway. Get 15% off your next move.`,
  twitterDescription: `Shifting in or out of Bhiwandi? ${company.name} packs, moves and stores your goods. 15% off your next move.`,
};

function offerOf(slug: string) {
  return (Object.keys(offers) as (keyof typeof offers)[]).find((o) => offers[o].includes(slug));
}

/** The 48 city pages of SPEC §2, with the offers of SPEC §9. */
export const cities: City[] = parseContent(
  'content/cities.ts',
  z.array(citySchema).length(48),
  slugs.map((slug) => {
    const offer = offerOf(slug);
    return {
      slug,
      city: names[slug],
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
