/**
 * When the office calls back (docs/product.md#after-a-form-is-sent): the company's office hours
 * (content/company.ts `hours`, e.g. `Mon - Sun: 8:00 AM - 8:00 PM`) read once at build time, and
 * the moment a lead arrives, in India's time (Asia/Kolkata, UTC+5:30 all year: India keeps no
 * summer time, so a fixed offset is exact and the browser needs no time-zone data).
 */

/** Office hours as numbers: the days open (0 = Sunday) and the minutes after midnight it opens and closes. */
export type OfficeHours = { days: number[]; open: number; close: number };

/** India's offset from UTC in minutes (Asia/Kolkata). */
const indiaOffsetMinutes = 330;

const dayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** `8:00 PM` → minutes after midnight. */
const minutesOf = (hour: string, minute: string, half: string) =>
  ((Number(hour) % 12) + (half.toUpperCase() === 'PM' ? 12 : 0)) * 60 + Number(minute);

/**
 * Reads office hours written as `Mon - Sun: 8:00 AM - 8:00 PM` (the form content/company.ts uses;
 * content/hi/company-words.ts `hoursHi` says these numbers in Hindi); throws on any other, so a changed setting stops
 * the build rather than promising a wrong time.
 */
export function parseOfficeHours(hours: string): OfficeHours {
  const day = '(Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
  const time = '(\\d{1,2}):(\\d{2})\\s*(AM|PM)';
  const match = new RegExp(`^${day}\\s*[-–]\\s*${day}\\s*:?\\s*${time}\\s*[-–]\\s*${time}$`, 'i').exec(hours.trim());
  if (!match) throw new Error(`lib/shared/office-hours.ts: cannot read the office hours "${hours}"`);
  const [, from, to, h1, m1, p1, h2, m2, p2] = match as unknown as string[];
  const index = (d: string) => dayNames.findIndex((name) => name.toLowerCase() === d.toLowerCase());
  const days: number[] = [];
  for (let d = index(from!); ; d = (d + 1) % 7) {
    days.push(d);
    if (d === index(to!)) break;
  }
  const open = minutesOf(h1!, m1!, p1!);
  const close = minutesOf(h2!, m2!, p2!);
  if (close <= open) throw new Error(`lib/shared/office-hours.ts: the office hours "${hours}" close before they open`);
  return { days, open, close };
}

/** Minutes after midnight as a 12-hour clock: 495 → `8:15 AM`. */
export function clockTime(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  return `${hour % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * When a lead that arrives at `now` is called back: `soon` (within `callbackMinutes`, when the
 * promise fits before closing), else by opening time plus `callbackMinutes` `today`, `tomorrow` or
 * `on` another `day` (0 = Sunday), with the reason: the office `opens` later today, is `closing`
 * within the promise, or is `closed`.
 */
export type CallbackTime =
  { when: 'soon' } | { when: 'today' | 'tomorrow' | 'on'; day: number; reason: 'opens' | 'closing' | 'closed' };

export function callbackTime(hours: OfficeHours, callbackMinutes: number, now: Date): CallbackTime {
  const india = new Date(now.getTime() + indiaOffsetMinutes * 60_000);
  const today = india.getUTCDay();
  const minute = india.getUTCHours() * 60 + india.getUTCMinutes();
  const openToday = hours.days.includes(today);
  if (openToday && minute < hours.open) return { when: 'today', day: today, reason: 'opens' };
  if (openToday && minute + callbackMinutes <= hours.close) return { when: 'soon' };
  const reason = openToday && minute < hours.close ? 'closing' : 'closed';
  for (let ahead = 1; ahead < 7; ahead++) {
    const day = (today + ahead) % 7;
    if (hours.days.includes(day)) return { when: ahead === 1 ? 'tomorrow' : 'on', day, reason };
  }
  // Only today's weekday is open (the hours always name a day): a week from today.
  return { when: 'on', day: today, reason };
}

const dayMs = 86_400_000;

/** Midnight in India of the day `at` falls on, as an instant. */
function indiaMidnight(at: Date): number {
  const local = at.getTime() + indiaOffsetMinutes * 60_000;
  return local - (local % dayMs) - indiaOffsetMinutes * 60_000;
}

/**
 * The moment the call-back promised to a lead that arrives at `at` falls due: `callbackMinutes`
 * later when the office is open long enough, else that long after the next opening, exactly as
 * `callbackTime` tells the visitor (a lead at 22:59 is due at 8:15 the next morning with the
 * office opening at 8:00). The office inbox orders its queue by it.
 */
export function callbackDue(hours: OfficeHours, callbackMinutes: number, at: Date): Date {
  const time = callbackTime(hours, callbackMinutes, at);
  if (time.when === 'soon') return new Date(at.getTime() + callbackMinutes * 60_000);
  const midnight = indiaMidnight(at);
  const today = new Date(midnight + indiaOffsetMinutes * 60_000).getUTCDay();
  const ahead = time.when === 'today' ? 0 : (time.day - today + 7) % 7 || 7;
  return new Date(midnight + ahead * dayMs + (hours.open + callbackMinutes) * 60_000);
}

/**
 * Minutes the office was open between `from` and `to` (0 when `to` is not later): the time a
 * lead waited for its first call as the office counts it, nights and closed days left out.
 */
export function officeMinutesBetween(hours: OfficeHours, from: Date, to: Date): number {
  let open = 0;
  // A year at most: a lead older than that waited "a long time" either way.
  for (let day = indiaMidnight(from); day < to.getTime() && day - from.getTime() < 366 * dayMs; day += dayMs) {
    if (!hours.days.includes(new Date(day + indiaOffsetMinutes * 60_000).getUTCDay())) continue;
    const start = Math.max(day + hours.open * 60_000, from.getTime());
    const end = Math.min(day + hours.close * 60_000, to.getTime());
    if (end > start) open += end - start;
  }
  return open / 60_000;
}

/**
 * When the office next opens after `at`: its opening later today or on its next open day, or,
 * while it is open, the opening after today's closing (a reminder "when the office next opens").
 */
export function nextOpening(hours: OfficeHours, at: Date): Date {
  const closing = indiaMidnight(at) + hours.close * 60_000;
  const openNow = callbackTime(hours, 0, at).when === 'soon';
  return callbackDue(hours, 0, openNow ? new Date(closing + 60_000) : at);
}
