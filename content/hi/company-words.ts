import { company } from '../company';

/**
 * The company's own settings (content/company.ts) in the words a Hindi page shows. The settings
 * are written in English for the English pages; these helpers turn the few that Hindi copy quotes
 * into Hindi, and throw when a setting takes a form they do not know, so a changed setting stops
 * the build instead of putting an English phrase on a Hindi page (docs/conventions.md).
 */

/** Hindi names of the cities the company's offices may be in; add one when an office opens elsewhere. */
const officeCities: Record<string, string> = {
  'Navi Mumbai': 'नवी मुंबई',
  Mumbai: 'मुंबई',
  Thane: 'ठाणे',
  Pune: 'पुणे',
  Delhi: 'दिल्ली',
  'New Delhi': 'नई दिल्ली',
  Noida: 'नोएडा',
  Gurgaon: 'गुड़गाँव',
  Gurugram: 'गुरुग्राम',
  Bengaluru: 'बेंगलुरु',
  Hyderabad: 'हैदराबाद',
  Chennai: 'चेन्नई',
  Kolkata: 'कोलकाता',
  Ahmedabad: 'अहमदाबाद',
  Jaipur: 'जयपुर',
  Lucknow: 'लखनऊ',
};

/** The Hindi name of an office city, e.g. "Navi Mumbai" → "नवी मुंबई". */
export function officeCityHi(city: string): string {
  const hi = officeCities[city];
  if (!hi) throw new Error(`content/hi/company-words.ts: no Hindi name for the office city "${city}"; add it`);
  return hi;
}

/** A years-of-experience claim in Hindi, e.g. "18+ years" → "18+ साल". */
export function yearsHi(claim: string): string {
  const match = /^(\d+\+?)\s+years?$/.exec(claim.trim());
  if (!match) throw new Error(`content/hi/company-words.ts: cannot say the experience claim "${claim}" in Hindi`);
  return `${match[1]} साल`;
}

const days: Record<string, string> = {
  Mon: 'सोमवार',
  Tue: 'मंगलवार',
  Wed: 'बुधवार',
  Thu: 'गुरुवार',
  Fri: 'शुक्रवार',
  Sat: 'शनिवार',
  Sun: 'रविवार',
};

/** A clock time as a Hindi speaker says it: "8:00 PM" → "रात 8 बजे", "9:30 AM" → "सुबह 9:30 बजे". */
export function clockHi(hour: number, minute: string, half: string): string {
  if (hour < 1 || hour > 12) throw new Error(`content/hi/company-words.ts: "${hour}" is not a 12-hour clock hour`);
  const h24 = (hour % 12) + (half === 'PM' ? 12 : 0);
  const part = h24 < 4 ? 'रात' : h24 < 12 ? 'सुबह' : h24 < 16 ? 'दोपहर' : h24 < 19 ? 'शाम' : 'रात';
  return `${part} ${hour}${minute === '00' ? '' : `:${minute}`} बजे`;
}

/**
 * Opening hours in Hindi, e.g. "Mon - Sun: 8:00 AM - 8:00 PM" →
 * "सोमवार से रविवार, सुबह 8 बजे से रात 8 बजे तक" (it reads after "हमारा ऑफ़िस … खुला रहता है").
 */
export function hoursHi(hours: string): string {
  const day = '(Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
  const time = '(\\d{1,2}):(\\d{2})\\s*(AM|PM)';
  const match = new RegExp(`^${day}\\s*[-–]\\s*${day}\\s*:?\\s*${time}\\s*[-–]\\s*${time}$`, 'i').exec(hours.trim());
  if (!match) throw new Error(`content/hi/company-words.ts: cannot say the hours "${hours}" in Hindi`);
  const [, from, to, h1, m1, p1, h2, m2, p2] = match as unknown as string[];
  const dayHi = (d: string) => days[d.slice(0, 1).toUpperCase() + d.slice(1).toLowerCase()]!;
  return `${dayHi(from!)} से ${dayHi(to!)}, ${clockHi(Number(h1), m1!, p1!.toUpperCase())} से ${clockHi(Number(h2), m2!, p2!.toUpperCase())} तक`;
}

/** content/claims.ts `network.sentence` in Hindi: the head office, and the branches when there are any. */
export const networkSentence: string =
  company.branches.length > 0
    ? `${officeCityHi(company.address.city)} में हमारा हेड ऑफ़िस और ${company.branches.map((b) => officeCityHi(b.city)).join(', ')} में हमारी ब्रांच भारत के ज़्यादातर शहरों के बीच शिफ्टिंग प्लान करती हैं।`
    : `${officeCityHi(company.address.city)} में हमारी टीम भारत के ज़्यादातर शहरों के बीच शिफ्टिंग प्लान करती है और पूरी करवाती है।`;

/** Hindi names of the countries the head office may be in. */
const countries: Record<string, string> = { India: 'भारत' };

/** The head office's country in Hindi, e.g. "India" → "भारत". */
export function countryHi(country: string): string {
  const hi = countries[country];
  if (!hi) throw new Error(`content/hi/company-words.ts: no Hindi name for the country "${country}"; add it`);
  return hi;
}
