/**
 * A free survey booked from the site (docs/surveys.md): the names and shapes the booking page's
 * island, its form without JavaScript and the intake share. No zod and no content here, so the
 * island stays small; the intake validates (server/surveys/).
 */

/** A home visit by a surveyor, or a video call in which the customer walks through the home. */
export const surveyKinds = ['home', 'video'] as const;
export type SurveyKind = (typeof surveyKinds)[number];

/** Days ahead a survey can be booked, tomorrow being the first. */
export const surveyDaysAhead = 14;

/**
 * A time band of a day, in India's time: its id is its start and end hour (`11-13` is 11:00 to
 * 13:00), so an id alone says when it is.
 */
export type SurveyBand = { id: string; start: string; end: string };

/** `11-13` → `{ id, start: '11:00', end: '13:00' }`; undefined when it is no band. */
export function bandOf(id: string): SurveyBand | undefined {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(id);
  if (!match) return undefined;
  const [start, end] = [Number(match[1]), Number(match[2])];
  if (start < 0 || end > 24 || start >= end) return undefined;
  const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return { id, start: hh(start), end: hh(end) };
}

/** One day's bands as `GET /api/surveys/slots` answers them: each band and whether it is free. */
export type SlotDay = { date: string; bands: (SurveyBand & { free: boolean })[] };

/** The answer of `GET /api/surveys/slots`. */
export type SlotsAnswer = { days: SlotDay[] };

/** A slot: a day and a band. */
export type Slot = { date: string; band: string };

/**
 * The fields of a booking, as the form posts them and the JSON carries them. `estimate` is the
 * instant estimate's query string when the booking comes from an estimate; `floor` 0 is the ground
 * floor; `lift` is `yes` or `no`.
 */
export const surveyFields = [
  'kind',
  'date',
  'band',
  'name',
  'phone',
  'email',
  'locality',
  'floor',
  'lift',
  'estimate',
  'lang',
  'page',
  'idempotencyKey',
  'website',
] as const;

export type SurveyField = (typeof surveyFields)[number];

/**
 * What `POST /api/surveys` answers a script: 201 with the booking; 409 `slot_taken` with the
 * nearest free slots; 400 `invalid` with a message per field, in the form's language; 429/503 as
 * the other forms.
 */
export type BookingAnswer =
  | {
      status: 'booked';
      /** The lead's short reference (lib/shared/lead-reference.ts). */
      reference: string;
      kind: SurveyKind;
      date: string;
      band: SurveyBand;
      /** The booking's own page (reschedule, cancel, calendar file), on the intake: a path. */
      manage: string;
      /** The calendar file, a path. */
      calendar: string;
      /** The quote's reference when the booking carried an estimate. */
      quote?: string;
    }
  | { error: 'slot_taken'; nearest: { date: string; band: SurveyBand }[] }
  | { error: 'invalid'; fields: Partial<Record<SurveyField, string>> };
