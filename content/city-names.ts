/**
 * The original 48 cities (docs/product.md#city-pages), in their order: each slug (the page's
 * address, /city/{slug}/) with the name a visitor reads. Their slugs, titles and offers stay as
 * docs/product.md gives them.
 */
export const specCityNames = {
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
} as const;

/**
 * Cities added later (docs/city-pages.md#the-cities): the head office's city and the
 * places the estimator prices most moves to. They have no offer.
 */
export const addedCityNames = {
  navimumbai: 'Navi Mumbai',
  thane: 'Thane',
  bengaluru: 'Bengaluru',
  jaipur: 'Jaipur',
  nagpur: 'Nagpur',
} as const;

/**
 * Every city with a page of its own, in the order the site lists them (the original 48, then the
 * added ones). This is the one list of them; everything else keyed by city (content/cities.ts,
 * content/city-guides/, content/estimate-places.ts) is checked against it.
 */
export const cityNames = { ...specCityNames, ...addedCityNames } as const;

export type CitySlug = keyof typeof cityNames;

/** The slugs, in the site's order. */
export const citySlugs = Object.keys(cityNames) as [CitySlug, ...CitySlug[]];

/** The original 48 slugs, in their order. */
export const specCitySlugs = Object.keys(specCityNames) as [CitySlug, ...CitySlug[]];
