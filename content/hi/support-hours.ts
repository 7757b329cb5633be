import { isRoundTheClock } from '../claims';

/**
 * Support hours in Hindi, read from the English setting in content/company.ts (e.g. "Mon - Sun:
 * 8:00 AM - 8:00 PM" becomes "सोमवार से रविवार, सुबह 8:00 से रात 8:00 बजे तक"), so the Hindi
 * pages state the same hours as the English ones. A setting in another shape is returned as it is:
 * better a Latin line than a wrong time.
 */
const days: Record<string, string> = {
  mon: 'सोमवार',
  tue: 'मंगलवार',
  wed: 'बुधवार',
  thu: 'गुरुवार',
  fri: 'शुक्रवार',
  sat: 'शनिवार',
  sun: 'रविवार',
};

/** "8:00 PM" → "रात 8:00": the part of the day a Hindi speaker names before a clock time. */
function clock(hour: number, minutes: string, half: string): string {
  const pm = half.toUpperCase() === 'PM';
  const h24 = (hour % 12) + (pm ? 12 : 0);
  const part = h24 < 4 ? 'रात' : h24 < 12 ? 'सुबह' : h24 < 16 ? 'दोपहर' : h24 < 19 ? 'शाम' : 'रात';
  return `${part} ${hour}:${minutes}`;
}

const shape =
  /^(mon|tue|wed|thu|fri|sat|sun)[a-z]*\s*[-–]\s*(mon|tue|wed|thu|fri|sat|sun)[a-z]*\s*:?\s*(\d{1,2}):(\d{2})\s*(am|pm)\s*[-–]\s*(\d{1,2}):(\d{2})\s*(am|pm)$/i;

/** The hours of a support channel as a Hindi phrase, e.g. "सोमवार से रविवार, सुबह 8:00 से रात 8:00 बजे तक". */
export function supportHoursHi(hours: string): string {
  if (isRoundTheClock(hours)) return 'चौबीसों घंटे, हफ़्ते के सातों दिन';
  const m = shape.exec(hours.trim());
  if (!m) return hours;
  const [, from, to, h1, m1, half1, h2, m2, half2] = m as unknown as string[];
  const dayFrom = days[from!.toLowerCase()]!;
  const dayTo = days[to!.toLowerCase()]!;
  return `${dayFrom} से ${dayTo}, ${clock(Number(h1), m1!, half1!)} से ${clock(Number(h2), m2!, half2!)} बजे तक`;
}
