import type pg from 'pg';
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
} from '../survey-rows';
import type { Surveys } from '../survey-types';
import { transaction } from './pool';

/** An arbitrary fixed key beside each date's hash: bookings of one day take turns, across instances. */
const bookingLock = 7_201_448;

type Places = { band_n: string; day_n: string };

const one = async (client: pg.ClientBase, sql: string, value: string) =>
  (await client.query<BookingRow>(sql, [value])).rows[0];
const lockDay = (client: pg.ClientBase, date: string) =>
  client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [bookingLock, date]);
const room = async (client: pg.ClientBase, date: string, band: string, at: Date, except: string) =>
  (await client.query<Places>(bookingSql.places, [date, band, claimedSince(at), except])).rows[0];
const day = 86_400_000;

/**
 * Survey bookings (survey-types.ts) on PostgreSQL. A booking or a move takes a transaction-scoped
 * advisory lock on its date before it counts the places, so two instances booking the last place of
 * a day take turns and the second finds it gone. Every call waits for the schema (`ready`).
 */
export function pgSurveys(pool: pg.Pool, ready: () => Promise<void>): Surveys {
  return {
    async capacity() {
      await ready();
      return toCapacity((await pool.query<{ settings: string }>(bookingSql.capacity)).rows[0]?.settings);
    },
    async setCapacity(capacity, by, at) {
      await ready();
      await pool.query(bookingSql.setCapacity, [JSON.stringify(capacity), by, at.toISOString()]);
    },
    async taken(from, to, at) {
      await ready();
      return toTaken((await pool.query(bookingSql.taken, [from, to, claimedSince(at)])).rows);
    },
    async book(booking, limits, at) {
      await ready();
      return transaction(pool, async (client) => {
        await lockDay(client, booking.date);
        const known = await one(client, bookingSql.byKey, booking.key);
        if (known) return { ok: true, booking: toBooking(known), created: false } as const;
        await client.query(bookingSql.dropUnclaimed, [new Date(at.getTime() - day).toISOString()]);
        if (!hasRoom(await room(client, booking.date, booking.band, at, ''), limits))
          return { ok: false, reason: 'full' } as const;
        const inserted = await client.query(`${bookingSql.insert} ON CONFLICT (idempotency_key) DO NOTHING`, [
          ...insertValues(booking),
        ]);
        // The same key from another day's booking, stored meanwhile: that one is the booking.
        const stored = await one(client, bookingSql.byKey, booking.key);
        return { ok: true, booking: toBooking(stored!), created: (inserted.rowCount ?? 0) > 0 } as const;
      });
    },
    async attach(id, leadId) {
      await ready();
      await pool.query(bookingSql.attach, [id, leadId]);
    },
    async release(id) {
      await ready();
      await pool.query(bookingSql.release, [id]);
    },
    async byToken(token) {
      await ready();
      const found = (await pool.query<BookingRow>(bookingSql.byToken, [token])).rows[0];
      return found ? toBooking(found) : null;
    },
    async forLeads(ids) {
      await ready();
      if (ids.length === 0) return new Map();
      const { rows } = await pool.query<BookingRow>(
        'SELECT * FROM survey_bookings WHERE lead_id = ANY($1::text[]) ORDER BY created_at',
        [ids],
      );
      return latestByLead(rows);
    },
    async move(id, date, band, limits, at) {
      await ready();
      return transaction(pool, async (client) => {
        await lockDay(client, date);
        const known = await one(client, `${bookingSql.byId} FOR UPDATE`, id);
        if (!known) return { ok: false, reason: 'not_found' } as const;
        if (known.status !== 'booked') return { ok: false, reason: 'cancelled' } as const;
        if (!hasRoom(await room(client, date, band, at, id), limits)) return { ok: false, reason: 'full' } as const;
        await client.query(bookingSql.move, [id, date, band, at.toISOString()]);
        return { ok: true, booking: toBooking((await one(client, bookingSql.byId, id))!) } as const;
      });
    },
    async cancel(id, at) {
      await ready();
      return ((await pool.query(bookingSql.cancel, [id, at.toISOString()])).rowCount ?? 0) > 0;
    },
    async between(from, to) {
      await ready();
      return (await pool.query<BookingRow>(bookingSql.between, [from, to])).rows.map(toBooking);
    },
  };
}
