import { type SurveyBooking, type SurveyCapacity, type TakenPlaces, unclaimedMinutes } from './survey-types';

/**
 * What both store engines share about survey bookings (survey-types.ts): the rows and the SQL,
 * written with PostgreSQL's `$1` (the SQLite store numbers them `?1`).
 */

export interface BookingRow {
  id: string;
  idempotency_key: string;
  lead_id: string | null;
  kind: SurveyBooking['kind'];
  date: string;
  band: string;
  status: SurveyBooking['status'];
  token: string;
  created_at: string;
  changed_at: string | null;
}

export const toBooking = (row: BookingRow): SurveyBooking => ({
  id: row.id,
  key: row.idempotency_key,
  leadId: row.lead_id,
  kind: row.kind,
  date: row.date,
  band: row.band,
  status: row.status,
  token: row.token,
  createdAt: row.created_at,
  changedAt: row.changed_at,
});

/** The time before which a booking without its lead no longer holds its place. */
export const claimedSince = (at: Date) => new Date(at.getTime() - unclaimedMinutes * 60_000).toISOString();

/** A booking that holds a place: booked, and with its lead or still waiting for it. */
const holds = `status = 'booked' AND (lead_id IS NOT NULL OR created_at > $3)`;

export const bookingSql = {
  byKey: 'SELECT * FROM survey_bookings WHERE idempotency_key = $1',
  byId: 'SELECT * FROM survey_bookings WHERE id = $1',
  byToken: 'SELECT * FROM survey_bookings WHERE token = $1',
  /** Places taken in one band and in its whole day, leaving out booking `$4` (the one being moved). */
  places: `SELECT
      COUNT(*) FILTER (WHERE band = $2) AS band_n,
      COUNT(*) AS day_n
    FROM survey_bookings WHERE date = $1 AND ${holds} AND id <> $4`,
  taken: `SELECT date, band, COUNT(*) AS n FROM survey_bookings
    WHERE date >= $1 AND date <= $2 AND ${holds} GROUP BY date, band`,
  insert: `INSERT INTO survey_bookings (id, idempotency_key, lead_id, kind, date, band, status, token, created_at, changed_at)
    VALUES ($1, $2, NULL, $3, $4, $5, 'booked', $6, $7, NULL)`,
  attach: 'UPDATE survey_bookings SET lead_id = $2 WHERE id = $1',
  release: 'DELETE FROM survey_bookings WHERE id = $1 AND lead_id IS NULL',
  /** Bookings whose lead never came, a day on: nothing to keep them for. */
  dropUnclaimed: 'DELETE FROM survey_bookings WHERE lead_id IS NULL AND created_at < $1',
  move: `UPDATE survey_bookings SET date = $2, band = $3, changed_at = $4 WHERE id = $1`,
  cancel: `UPDATE survey_bookings SET status = 'cancelled', changed_at = $2 WHERE id = $1 AND status = 'booked'`,
  between: `SELECT * FROM survey_bookings WHERE date >= $1 AND date <= $2 AND lead_id IS NOT NULL
    ORDER BY date, band, created_at`,
  capacity: 'SELECT settings FROM survey_capacity WHERE id = 1',
  setCapacity: `INSERT INTO survey_capacity (id, settings, set_by, set_at) VALUES (1, $1, $2, $3)
    ON CONFLICT (id) DO UPDATE SET settings = excluded.settings, set_by = excluded.set_by, set_at = excluded.set_at`,
} as const;

/** The values of `insert`, in order. */
export const insertValues = (b: Omit<SurveyBooking, 'leadId' | 'status' | 'changedAt'>) =>
  [b.id, b.key, b.kind, b.date, b.band, b.token, b.createdAt] as const;

/** Whether a band and its day have room, by the counts of `places`. */
export const hasRoom = (
  counts: { band_n: number | string; day_n: number | string } | undefined,
  limits: { perBand: number; perDay: number },
) => Number(counts?.band_n ?? 0) < limits.perBand && Number(counts?.day_n ?? 0) < limits.perDay;

/** The rows of `taken` as places by date and band. */
export function toTaken(rows: { date: string; band: string; n: number | string }[]): TakenPlaces {
  const taken: TakenPlaces = new Map();
  for (const row of rows) {
    const day = taken.get(row.date) ?? new Map<string, number>();
    day.set(row.band, Number(row.n));
    taken.set(row.date, day);
  }
  return taken;
}

export const toCapacity = (settings: string | undefined): SurveyCapacity | null =>
  settings ? (JSON.parse(settings) as SurveyCapacity) : null;

/** The latest booking of each lead, from rows oldest first. */
export function latestByLead(rows: BookingRow[]): Map<string, SurveyBooking> {
  const found = new Map<string, SurveyBooking>();
  for (const row of rows) if (row.lead_id) found.set(row.lead_id, toBooking(row));
  return found;
}
