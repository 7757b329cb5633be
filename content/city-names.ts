/**
 * The 48 cities with a page of their own, in the order the site lists them: each slug (the
 * page's address, /city/{slug}/) with the name a visitor reads. This is the one list of them;
 * everything else keyed by city (content/cities.ts, content/city-guides/, content/estimate-places.ts) is checked against it.
 */
export const cityNames = {
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

export type CitySlug = keyof typeof cityNames;

/** The slugs, in the site's order. */
export const citySlugs = Object.keys(cityNames) as [CitySlug, ...CitySlug[]];
