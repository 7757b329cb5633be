import type pg from 'pg';
import type { FloodSummary, HeldFilter, HoldReason, LeadKind, LeadStore, NotifyChannel } from '../types';
import { type Client, transaction } from './pool';
import { conditions, Params } from './reads';
import { deleteLeads, releaseLeads } from './release';

/** Held leads reviewed in bulk, and the flood summaries, on PostgreSQL (as held-queries.ts). */
export type HeldMethods = Pick<
  LeadStore,
  'heldSources' | 'releaseHeld' | 'discardHeld' | 'queueSummary' | 'floodSummary'
>;

/** The ids of held leads (with `spam`, the spam trap's catches too) matching `filter`, oldest first. */
async function matching(client: Client, filter: HeldFilter, spam: boolean): Promise<string[]> {
  const params = new Params();
  const parts = [
    spam ? `(d.quarantine IS NOT NULL OR d.status = 'spam')` : 'd.quarantine IS NOT NULL',
    ...conditions({ since: filter.since, until: filter.until }, params),
  ];
  if (filter.from !== undefined) parts.push(`d.held_from = ${params.add(filter.from)}`);
  const { rows } = await client.query<{ id: string }>(
    `SELECT l.id FROM leads l JOIN deliveries d ON d.lead_id = l.id WHERE ${parts.join(' AND ')}
     ORDER BY l.created_at, l.seq FOR UPDATE OF d`,
    params.values,
  );
  return rows.map((row) => row.id);
}

/** Only one summary is written per window, whichever instance asks first: they queue on this lock. */
const summaryLock = 7_201_448;

/** Writes a summary on each channel unless one was written in the window (see `LeadStore.queueSummary`). */
async function queueSummary(client: Client, channels: readonly NotifyChannel[], now: Date, windowMs: number) {
  await client.query('SELECT pg_advisory_xact_lock($1)', [summaryLock]);
  const since = new Date(now.getTime() - windowMs).toISOString();
  const written = await client.query(
    `SELECT 1 FROM notifications WHERE event = 'summary' AND created_at > $1 LIMIT 1`,
    [since],
  );
  if ((written.rowCount ?? 0) > 0) return false;
  // The lead a summary hangs on: the newest held or summarised one in the window.
  const { rows } = await client.query<{ id: string }>(
    `SELECT l.id FROM leads l JOIN deliveries d ON d.lead_id = l.id WHERE l.created_at > $1
     AND (d.quarantine IS NOT NULL OR EXISTS (SELECT 1 FROM notifications n WHERE n.lead_id = l.id AND n.status = 'summarised'))
     ORDER BY l.created_at DESC, l.seq DESC LIMIT 1`,
    [since],
  );
  const lead = rows[0];
  if (!lead) return false;
  await client.query(
    `INSERT INTO notifications (lead_id, channel, event, status, next_attempt_at, created_at)
     SELECT $1, c, 'summary', 'pending', $3, $3 FROM unnest($2::text[]) AS c`,
    [lead.id, channels, now.toISOString()],
  );
  return true;
}

async function floodSummary(pool: pg.Pool, since: Date, until: Date): Promise<FloodSummary> {
  const range = [since.toISOString(), until.toISOString()];
  const heldIn = await pool.query<{ kind: LeadKind; n: number }>(
    `SELECT l.kind, COUNT(*) AS n FROM leads l JOIN deliveries d ON d.lead_id = l.id
     WHERE d.quarantine IS NOT NULL AND l.created_at >= $1 AND l.created_at < $2 GROUP BY l.kind`,
    range,
  );
  const addresses = await pool.query<{ n: number }>(
    `SELECT COUNT(DISTINCT d.held_from) AS n FROM leads l JOIN deliveries d ON d.lead_id = l.id
     WHERE d.quarantine IS NOT NULL AND l.created_at >= $1 AND l.created_at < $2`,
    range,
  );
  const summarised = await pool.query<{ n: number }>(
    `SELECT COUNT(DISTINCT lead_id) AS n FROM notifications
     WHERE status = 'summarised' AND created_at >= $1 AND created_at < $2`,
    range,
  );
  const held: Record<LeadKind, number> = { enquiry: 0, review: 0 };
  for (const row of heldIn.rows) held[row.kind] = row.n;
  return { held, addresses: addresses.rows[0]?.n ?? 0, summarised: summarised.rows[0]?.n ?? 0 };
}

export function pgHeld(pool: pg.Pool): HeldMethods {
  return {
    async heldSources() {
      const { rows } = await pool.query<{
        held_from: string | null;
        n: number;
        reasons: string[];
        first: string;
        last: string;
      }>(
        `SELECT d.held_from, COUNT(*) AS n, array_agg(DISTINCT d.quarantine) AS reasons,
           MIN(l.created_at) AS first, MAX(l.created_at) AS last
         FROM deliveries d JOIN leads l ON l.id = d.lead_id WHERE d.quarantine IS NOT NULL
         GROUP BY d.held_from ORDER BY last DESC`,
      );
      return rows.map((row) => ({
        from: row.held_from ?? 'unknown',
        count: row.n,
        reasons: row.reasons as HoldReason[],
        first: row.first,
        last: row.last,
      }));
    },
    releaseHeld: (filter, now = new Date()) =>
      transaction(pool, async (client) => releaseLeads(client, await matching(client, filter, false), now)),
    discardHeld: (filter, { spam = false, dryRun = false } = {}) =>
      transaction(pool, async (client) => {
        const ids = await matching(client, filter, spam);
        if (!dryRun) await deleteLeads(client, ids);
        return ids;
      }),
    queueSummary: (channels, now, windowMs) =>
      channels.length === 0
        ? Promise.resolve(false)
        : transaction(pool, (client) => queueSummary(client, channels, now, windowMs)),
    floodSummary: (since, until) => floodSummary(pool, since, until),
  };
}
