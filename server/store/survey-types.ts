/**
 * Free surveys booked on the site (docs/surveys.md): each booking takes one place in a day's time
 * band, never more than the office's capacity, however many visitors book at once. A booking is
 * written first, then its lead; a booking whose lead never came (the save failed) stops counting
 * after {@link unclaimedMinutes}. Both engines keep them in `survey_bookings`, deleted with their
 * lead, and the office's capacity in `survey_capacity`.
 */
import type { SurveyKind } from '../../lib/shared/survey';

/** Minutes a booking without its lead still holds its place: the lead's save takes well under a second. */
export const unclaimedMinutes = 10;

/** One booking. Times ISO 8601 UTC; `date` the Indian date, `band` its hours (`11-13`). */
export interface SurveyBooking {
  id: string;
  /** The submission key of the form: the same booking sent twice takes one place. */
  key: string;
  /** The enquiry it is (null for a moment, until its lead is stored). */
  leadId: string | null;
  kind: SurveyKind;
  date: string;
  band: string;
  status: 'booked' | 'cancelled';
  /** The secret of its own page's address (reschedule, cancel, calendar file). */
  token: string;
  createdAt: string;
  /** Last moved or cancelled; null when never. */
  changedAt: string | null;
}

/** The office's capacity (content/company.ts `surveys` until the office sets its own). */
export interface SurveyCapacity {
  bands: string[];
  perBand: number;
  perDay: number;
  closedWeekdays: number[];
  holidays: string[];
}

/** Places taken, by date and band. */
export type TakenPlaces = Map<string, Map<string, number>>;

export type BookResult =
  | { ok: true; booking: SurveyBooking; created: boolean }
  /** The band, or the day, has no place left (or the key was used for another slot). */
  | { ok: false; reason: 'full' };

export type MoveResult =
  { ok: true; booking: SurveyBooking } | { ok: false; reason: 'full' | 'not_found' | 'cancelled' };

/** The surveys of the store (types.ts `LeadStore.surveys`). */
export interface Surveys {
  /** The office's capacity, or null while it has not set one. */
  capacity(): Promise<SurveyCapacity | null>;
  setCapacity(capacity: SurveyCapacity, by: string, at: Date): Promise<void>;
  /** Places taken on the dates from `from` to `to` (inclusive) as of `at`. */
  taken(from: string, to: string, at: Date): Promise<TakenPlaces>;
  /**
   * Takes a place: in one transaction, only while the band has fewer than `perBand` and the day
   * fewer than `perDay` bookings. The same key again answers its booking (`created` false).
   */
  book(
    booking: Omit<SurveyBooking, 'leadId' | 'status' | 'changedAt'>,
    limits: { perBand: number; perDay: number },
    at: Date,
  ): Promise<BookResult>;
  /** Ties a booking to its stored lead. */
  attach(id: string, leadId: string): Promise<void>;
  /** Gives back the place of a booking whose lead could not be stored. */
  release(id: string): Promise<void>;
  /** The booking whose page has this secret. */
  byToken(token: string): Promise<SurveyBooking | null>;
  /** The latest booking of each of these leads. */
  forLeads(leadIds: readonly string[]): Promise<Map<string, SurveyBooking>>;
  /** Moves a booking to another slot, on the same terms as `book`. */
  move(
    id: string,
    date: string,
    band: string,
    limits: { perBand: number; perDay: number },
    at: Date,
  ): Promise<MoveResult>;
  cancel(id: string, at: Date): Promise<boolean>;
  /** The bookings (with their lead) on the dates from `from` to `to`, in time order. */
  between(from: string, to: string): Promise<SurveyBooking[]>;
}
