import type pg from 'pg';
import { channelsFor, notificationStart } from '../lead-writer.mjs';
import type { PreparedLead } from '../lead-writer.mjs';
import { contactKeys } from '../rows';
import type { NotifyChannel, SaveResult } from '../types';
import type { Client } from './pool';

/** A lead already stored under a key of the group. */
interface Stored {
  id: string;
  kind: string;
  payload: string;
  spam: number;
  idempotency_key: string;
}

const sameContent = (stored: Stored, lead: PreparedLead) =>
  stored.kind === lead.kind && stored.payload === lead.payload && stored.spam === (lead.spam ? 1 : 0);

/** What a save of `lead` answers when `stored` already holds its key. */
const known = (stored: Stored, lead: PreparedLead): SaveResult =>
  sameContent(stored, lead) ? { id: stored.id, created: false } : { id: stored.id, created: false, conflict: true };

async function storedUnder(client: pg.Pool | Client, keys: string[]): Promise<Map<string, Stored>> {
  if (keys.length === 0) return new Map();
  const { rows } = await client.query<Stored>(
    'SELECT id, kind, payload, spam, idempotency_key FROM leads WHERE idempotency_key = ANY($1::text[])',
    [keys],
  );
  return new Map(rows.map((row) => [row.idempotency_key, row]));
}

/** The lead rows of `leads`, column by column, for one INSERT … SELECT FROM unnest(…). */
function leadColumns(leads: PreparedLead[]) {
  const parsed = leads.map((lead) => JSON.parse(lead.payload) as Record<string, unknown>);
  const contacts = parsed.map(contactKeys);
  return [
    leads.map((l) => l.id),
    leads.map((l) => l.kind),
    leads.map((l) => l.payload),
    leads.map((l) => l.key),
    leads.map((l) => (l.spam ? 1 : 0)),
    leads.map((l) => l.at),
    parsed.map((p) => (p.page === undefined || p.page === null ? null : String(p.page))),
    contacts.map((c) => c.email),
    contacts.map((c) => c.phone),
    contacts.map((c) => c.name),
  ];
}

/** Each lead's delivery record and notification rows, column by column (lead-writer.mjs decides their start). */
function recordColumns(leads: PreparedLead[], channels: readonly NotifyChannel[]) {
  const held = (l: PreparedLead) => l.spam || (l.hold ?? null) !== null;
  const rows = leads.flatMap((lead) =>
    channelsFor(lead.kind, channels).map((channel) => {
      const [status, reason] = notificationStart(channel, held(lead), lead.notify);
      return { id: lead.id, channel, status, due: status === 'pending' ? lead.at : null, reason, at: lead.at };
    }),
  );
  return [
    leads.map((l) => l.id),
    leads.map((l) => (l.spam ? 'spam' : 'pending')),
    leads.map((l) => (held(l) ? null : l.at)),
    leads.map((l) => (l.spam ? null : (l.hold ?? null))),
    leads.map((l) => (held(l) ? (l.heldFrom ?? null) : null)),
    rows.map((r) => r.id),
    rows.map((r) => r.channel),
    rows.map((r) => r.status),
    rows.map((r) => r.due),
    rows.map((r) => r.reason),
    rows.map((r) => r.at),
  ];
}

/**
 * The leads, their delivery records and their notification rows in one statement (one round trip,
 * one commit): a lead whose key is already stored, by this instance or another at the same moment,
 * is skipped with its records (the insert waits for the other transaction, then skips it).
 * Answers the keys it stored.
 */
const insertGroup = `WITH new_leads AS (
    INSERT INTO leads (id, kind, payload, idempotency_key, spam, created_at, page, contact_email, contact_phone, contact_name)
    SELECT * FROM unnest($1::text[], $2::text[], $3::json[], $4::text[], $5::smallint[], $6::timestamptz[],
      $7::text[], $8::text[], $9::text[], $10::text[])
    ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, idempotency_key
  ), new_deliveries AS (
    INSERT INTO deliveries (lead_id, status, next_attempt_at, quarantine, held_from)
    SELECT t.* FROM unnest($11::text[], $12::text[], $13::timestamptz[], $14::text[], $15::text[])
      AS t (lead_id, status, due, quarantine, held_from)
    WHERE t.lead_id IN (SELECT id FROM new_leads)
  ), new_notifications AS (
    INSERT INTO notifications (lead_id, channel, event, status, next_attempt_at, last_error, created_at)
    SELECT l, c, 'lead', s, d, r, a FROM unnest($16::text[], $17::text[], $18::text[], $19::timestamptz[], $20::text[],
      $21::timestamptz[]) AS t (l, c, s, d, r, a)
    WHERE t.l IN (SELECT id FROM new_leads)
  )
  SELECT idempotency_key FROM new_leads`;

/**
 * Writes one group of new leads in one statement, as the SQLite store's lead-writer.mjs does in one
 * transaction: a key seen before, in the database or earlier in the group, stores nothing and
 * answers the first lead's id (`conflict` when the content differs), whichever instance stored it.
 */
export function groupWriter(pool: pg.Pool, channels: readonly NotifyChannel[]) {
  return async (leads: PreparedLead[]): Promise<SaveResult[]> => {
    const firstOfKey = new Map<string, PreparedLead>();
    for (const lead of leads) if (!firstOfKey.has(lead.key)) firstOfKey.set(lead.key, lead);
    const firsts = [...firstOfKey.values()];
    const { rows } = await pool.query<{ idempotency_key: string }>(insertGroup, [
      ...leadColumns(firsts),
      ...recordColumns(firsts, channels),
    ]);
    const inserted = new Set(rows.map((row) => row.idempotency_key));
    const stored = await storedUnder(
      pool,
      firsts.filter((lead) => !inserted.has(lead.key)).map((lead) => lead.key),
    );
    return leads.map((lead): SaveResult => {
      const first = firstOfKey.get(lead.key)!;
      if (!inserted.has(lead.key)) return known(stored.get(lead.key)!, lead);
      if (first === lead) return { id: lead.id, created: true };
      const firstStored = {
        id: first.id,
        kind: first.kind,
        payload: first.payload,
        spam: first.spam ? 1 : 0,
        idempotency_key: first.key,
      };
      return known(firstStored, lead);
    });
  };
}
