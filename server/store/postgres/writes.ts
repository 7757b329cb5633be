import type pg from 'pg';
import { channelsFor, notificationStart } from '../lead-writer.mjs';
import type { PreparedLead } from '../lead-writer.mjs';
import { contactKeys } from '../rows';
import type { NotifyChannel, SaveResult } from '../types';
import { type Client, transaction } from './pool';

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

async function storedUnder(client: Client, keys: string[]): Promise<Map<string, Stored>> {
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

/** Inserts the leads no other transaction stored first; answers the keys it stored. */
async function insertLeads(client: Client, leads: PreparedLead[]): Promise<Set<string>> {
  const { rows } = await client.query<{ idempotency_key: string }>(
    `INSERT INTO leads (id, kind, payload, idempotency_key, spam, created_at, page, contact_email, contact_phone, contact_name)
     SELECT * FROM unnest($1::text[], $2::text[], $3::json[], $4::text[], $5::smallint[], $6::timestamptz[],
       $7::text[], $8::text[], $9::text[], $10::text[])
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING idempotency_key`,
    leadColumns(leads),
  );
  return new Set(rows.map((row) => row.idempotency_key));
}

/** Each new lead's delivery record and its notification rows (lead-writer.mjs decides their start). */
async function insertRecords(client: Client, leads: PreparedLead[], channels: readonly NotifyChannel[]) {
  if (leads.length === 0) return;
  const held = (l: PreparedLead) => l.spam || (l.hold ?? null) !== null;
  await client.query(
    `INSERT INTO deliveries (lead_id, status, next_attempt_at, quarantine, held_from)
     SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::text[], $5::text[])`,
    [
      leads.map((l) => l.id),
      leads.map((l) => (l.spam ? 'spam' : 'pending')),
      leads.map((l) => (held(l) ? null : l.at)),
      leads.map((l) => (l.spam ? null : (l.hold ?? null))),
      leads.map((l) => (held(l) ? (l.heldFrom ?? null) : null)),
    ],
  );
  const rows = leads.flatMap((lead) =>
    channelsFor(lead.kind, channels).map((channel) => {
      const [status, reason] = notificationStart(channel, held(lead), lead.notify);
      return { id: lead.id, channel, status, due: status === 'pending' ? lead.at : null, reason, at: lead.at };
    }),
  );
  if (rows.length === 0) return;
  await client.query(
    `INSERT INTO notifications (lead_id, channel, event, status, next_attempt_at, last_error, created_at)
     SELECT l, c, 'lead', s, d, r, a FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::text[],
       $6::timestamptz[]) AS t (l, c, s, d, r, a)`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.channel),
      rows.map((r) => r.status),
      rows.map((r) => r.due),
      rows.map((r) => r.reason),
      rows.map((r) => r.at),
    ],
  );
}

/**
 * Writes one group of new leads in one transaction, as the SQLite store's lead-writer.mjs does: a
 * key seen before, in the database or earlier in the group, stores nothing and answers the first
 * lead's id (`conflict` when the content differs). A key another instance stores at the same
 * moment makes this insert wait for that transaction and then skip it, and is answered as known.
 */
export function groupWriter(pool: pg.Pool, channels: readonly NotifyChannel[]) {
  return (leads: PreparedLead[]): Promise<SaveResult[]> =>
    transaction(pool, async (client) => {
      const firstOfKey = new Map<string, PreparedLead>();
      for (const lead of leads) if (!firstOfKey.has(lead.key)) firstOfKey.set(lead.key, lead);
      const before = await storedUnder(client, [...firstOfKey.keys()]);
      const fresh = [...firstOfKey.values()].filter((lead) => !before.has(lead.key));
      const inserted = fresh.length ? await insertLeads(client, fresh) : new Set<string>();
      const created = fresh.filter((lead) => inserted.has(lead.key));
      await insertRecords(client, created, channels);
      const raced = fresh.filter((lead) => !inserted.has(lead.key)).map((lead) => lead.key);
      const stored = new Map([...before, ...(await storedUnder(client, raced))]);
      return leads.map((lead): SaveResult => {
        const first = firstOfKey.get(lead.key)!;
        if (inserted.has(lead.key)) {
          if (first === lead) return { id: lead.id, created: true };
          return known(
            {
              id: first.id,
              kind: first.kind,
              payload: first.payload,
              spam: first.spam ? 1 : 0,
              idempotency_key: first.key,
            },
            lead,
          );
        }
        return known(stored.get(lead.key)!, lead);
      });
    });
}
