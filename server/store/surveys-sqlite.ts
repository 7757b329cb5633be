import type { DatabaseSync } from 'node:sqlite';
import { immediately } from './lead-writer.mjs';
import { numbered, statement } from './queries';
import {
  type BookingRow,
  bookingSql,
  claimedSince,
  hasRoom,
  insertValues,
  latestByLead,
  toBooking,
  toCapacity,
  toTaken,
} from './survey-rows';
import type { Surveys } from './survey-types';

type Places = { band_n: number; day_n: number };

/**
 * Survey bookings (survey-types.ts) on the SQLite store's main connection. A booking counts the
 * places and inserts in one `BEGIN IMMEDIATE` transaction: one writer at a time, so two visitors
 * can never both take the last place.
 */
export function sqliteSurveys(db: DatabaseSync): Surveys {
  const q = Object.fromEntries(
    Object.entries(bookingSql).map(([name, sql]) => [name, statement<unknown>(db, numbered(sql))]),
  ) as Record<keyof typeof bookingSql, ReturnType<typeof statement<unknown>>>;
  const row = (name: 'byKey' | 'byId' | 'byToken', value: string) => q[name].get(value) as BookingRow | undefined;
  const places = (date: string, band: string, at: Date, except = '') =>
    q.places.get(date, band, claimedSince(at), except) as Places | undefined;
  const day = 86_400_000;
  return {
    capacity: async () => toCapacity((q.capacity.get() as { settings: string } | undefined)?.settings),
    async setCapacity(capacity, by, at) {
      q.setCapacity.run(JSON.stringify(capacity), by, at.toISOString());
    },
    taken: async (from, to, at) =>
      toTaken(q.taken.all(from, to, claimedSince(at)) as { date: string; band: string; n: number }[]),
    async book(booking, limits, at) {
      return immediately(db, () => {
        const known = row('byKey', booking.key);
        if (known) return { ok: true, booking: toBooking(known), created: false } as const;
        q.dropUnclaimed.run(new Date(at.getTime() - day).toISOString());
        if (!hasRoom(places(booking.date, booking.band, at), limits)) return { ok: false, reason: 'full' } as const;
        q.insert.run(...insertValues(booking));
        return { ok: true, booking: toBooking(row('byId', booking.id)!), created: true } as const;
      });
    },
    async attach(id, leadId) {
      q.attach.run(id, leadId);
    },
    async release(id) {
      q.release.run(id);
    },
    async byToken(token) {
      const found = row('byToken', token);
      return found ? toBooking(found) : null;
    },
    async forLeads(ids) {
      if (ids.length === 0) return new Map();
      const rows = db
        .prepare('SELECT * FROM survey_bookings WHERE lead_id IN (SELECT value FROM json_each(?)) ORDER BY created_at')
        .all(JSON.stringify(ids)) as unknown as BookingRow[];
      return latestByLead(rows);
    },
    async move(id, date, band, limits, at) {
      return immediately(db, () => {
        const known = row('byId', id);
        if (!known) return { ok: false, reason: 'not_found' } as const;
        if (known.status !== 'booked') return { ok: false, reason: 'cancelled' } as const;
        if (!hasRoom(places(date, band, at, id), limits)) return { ok: false, reason: 'full' } as const;
        q.move.run(id, date, band, at.toISOString());
        return { ok: true, booking: toBooking(row('byId', id)!) } as const;
      });
    },
    cancel: async (id, at) => Number(q.cancel.run(id, at.toISOString()).changes) > 0,
    between: async (from, to) => (q.between.all(from, to) as BookingRow[]).map(toBooking),
  };
}
