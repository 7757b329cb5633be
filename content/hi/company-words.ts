import { company } from '../company';
import { parseOfficeHours } from '@/lib/shared/office-hours';

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

/** The days of the week in Hindi, Sunday first (lib/shared/office-hours.ts numbers them so). */
const days = ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'];

/** Minutes after midnight as a Hindi speaker says the time: 1200 → "रात 8 बजे", 570 → "सुबह 9:30 बजे". */
export function clockHi(minutes: number): string {
  const h24 = Math.floor(minutes / 60) % 24;
  const minute = minutes % 60;
  const part = h24 < 4 ? 'रात' : h24 < 12 ? 'सुबह' : h24 < 16 ? 'दोपहर' : h24 < 19 ? 'शाम' : 'रात';
  return `${part} ${h24 % 12 || 12}${minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`} बजे`;
}

/**
 * Opening hours in Hindi, read by lib/shared/office-hours.ts (which stops the build on a form it does not
 * know), e.g. "Mon - Sun: 8:00 AM - 8:00 PM" → "सोमवार से रविवार, सुबह 8 बजे से रात 8 बजे तक" (it reads
 * after "हमारा ऑफ़िस … खुला रहता है").
 */
export function hoursHi(hours: string): string {
  const { days: open, open: opens, close } = parseOfficeHours(hours);
  return `${days[open[0]!]} से ${days[open.at(-1)!]}, ${clockHi(opens)} से ${clockHi(close)} तक`;
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
