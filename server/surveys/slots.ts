import { company } from '../../content/company';
import { bandOf, type Slot, type SlotDay, surveyDaysAhead } from '../../lib/shared/survey';
import type { SurveyCapacity, TakenPlaces } from '../store/survey-types';

/**
 * The office's open survey slots (docs/surveys.md#capacity): from tomorrow, `surveyDaysAhead` days,
 * each open day's bands with whether a place is left. Days and hours are India's.
 */

const istMs = 330 * 60_000;
const dayMs = 86_400_000;

/** The office's capacity, or the company's defaults while it has set none. */
export const capacityOf = (stored: SurveyCapacity | null): SurveyCapacity => stored ?? company.surveys;

/** The Indian date of `at`: `2026-12-07`. */
export const istDate = (at: Date) => new Date(at.getTime() + istMs).toISOString().slice(0, 10);

/** The date `days` after `date`. */
export const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** 0 for Sunday … 6 for Saturday. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The first and last date a survey can be booked on, seen at `now`. */
export function bookingWindow(now: Date): { from: string; to: string } {
  const today = istDate(now);
  return { from: plusDays(today, 1), to: plusDays(today, surveyDaysAhead) };
}

/** When a slot starts and ends, as instants. */
export function slotTimes(date: string, band: string): { start: Date; end: Date } {
  const b = bandOf(band)!;
  return {
    start: new Date(`${date}T${b.start}:00+05:30`),
    end: new Date(`${date}T${b.end === '24:00' ? '23:59' : b.end}:00+05:30`),
  };
}

/** Whether the office takes surveys on `date`. */
const openOn = (capacity: SurveyCapacity, date: string) =>
  !capacity.closedWeekdays.includes(weekdayOf(date)) && !capacity.holidays.includes(date);

/** Whether `slot` is one the office offers at all, seen at `now` (a date in the window, an open day, a band it has). */
export function offered(capacity: SurveyCapacity, slot: Slot, now: Date): boolean {
  const { from, to } = bookingWindow(now);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(slot.date) &&
    slot.date >= from &&
    slot.date <= to &&
    openOn(capacity, slot.date) &&
    capacity.bands.includes(slot.band)
  );
}

/** Every open day of the window with its bands and whether each has a place left. */
export function slotDays(capacity: SurveyCapacity, taken: TakenPlaces, now: Date): SlotDay[] {
  const { from } = bookingWindow(now);
  const days: SlotDay[] = [];
  for (let i = 0; i < surveyDaysAhead; i++) {
    const date = plusDays(from, i);
    if (!openOn(capacity, date)) continue;
    const places = taken.get(date) ?? new Map<string, number>();
    const dayTotal = [...places.values()].reduce((sum, n) => sum + n, 0);
    days.push({
      date,
      bands: capacity.bands.map((id) => ({
        ...bandOf(id)!,
        free: dayTotal < capacity.perDay && (places.get(id) ?? 0) < capacity.perBand,
      })),
    });
  }
  return days;
}

/** The free slots nearest in time to `wanted`, nearest first (at most `count`). */
export function nearestFree(days: SlotDay[], wanted: Slot, count = 3): Slot[] {
  const aim =
    Date.parse(`${wanted.date}T00:00:00Z`) + (bandOf(wanted.band) ? Number(wanted.band.split('-')[0]) : 12) * 3_600_000;
  return days
    .flatMap((day) =>
      day.bands
        .filter((band) => band.free)
        .map((band) => ({ date: day.date, band: band.id, at: Date.parse(`${day.date}T${band.start}:00Z`) })),
    )
    .sort((a, b) => Math.abs(a.at - aim) - Math.abs(b.at - aim) || a.at - b.at)
    .slice(0, count)
    .map(({ date, band }) => ({ date, band }));
}

/** Free slots as days with their bands, in time order: the nearest free times as the form offers them. */
export function freeDays(slots: Slot[]): SlotDay[] {
  const hour = (band: string) => Number(band.split('-')[0]);
  const dates = [...new Set(slots.map((slot) => slot.date))].sort();
  return dates.map((date) => ({
    date,
    bands: slots
      .filter((slot) => slot.date === date)
      .sort((a, b) => hour(a.band) - hour(b.band))
      .map((slot) => ({ ...bandOf(slot.band)!, free: true })),
  }));
}
