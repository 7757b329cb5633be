import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { immediately } from './lead-writer.mjs';
import { conditions } from './lead-reads';
import { type leadQueries, statement } from './queries';
import type { FloodSummary, HeldFilter, HeldSource, HoldReason, LeadKind, LeadStore, NotifyChannel } from './types';

/**
 * The store's side of floods (docs/lead-flow.md#floods): leads held past a limit reviewed in bulk
 * (by the address they came from, by time), and the summaries that keep the office told.
 */

/** The WHERE clause of a bulk review: held past a limit (or, with `spam`, caught by the trap too). */
function heldWhere(filter: HeldFilter, spam: boolean): { sql: string; params: SQLInputValue[] } {
  const { sql, params } = conditions({ since: filter.since, until: filter.until });
  const parts = [spam ? `(d.quarantine IS NOT NULL OR d.status = 'spam')` : 'd.quarantine IS NOT NULL', ...sql];
  if (filter.from !== undefined) {
    parts.push('d.held_from = ?');
    params.push(filter.from);
  }
  return { sql: parts.join(' AND '), params };
}

/** The statements of bulk review and summaries. */
function prepareHeld(db: DatabaseSync) {
  const sources = statement<{ held_from: string | null; n: number; reasons: string; first: string; last: string }>(
    db,
    `SELECT d.held_from, COUNT(*) AS n, GROUP_CONCAT(DISTINCT d.quarantine) AS reasons,
       MIN(l.created_at) AS first, MAX(l.created_at) AS last
     FROM deliveries d JOIN leads l ON l.id = d.lead_id WHERE d.quarantine IS NOT NULL
     GROUP BY d.held_from ORDER BY last DESC`,
  );
  const matching = (filter: HeldFilter, spam: boolean) => {
    const where = heldWhere(filter, spam);
    return statement<{ id: string }>(
      db,
      `SELECT l.id FROM leads l JOIN deliveries d ON d.lead_id = l.id WHERE ${where.sql} ORDER BY l.created_at, l.id`,
    )
      .all(...where.params)
      .map((row) => row.id);
  };
  return {
    sources,
    matching,
    summaryWithin: statement<{ n: number }>(
      db,
      `SELECT COUNT(*) AS n FROM notifications WHERE event = 'summary' AND created_at > ?`,
    ),
    // The lead a summary hangs on: the newest held or summarised one in the window.
    newestToTell: statement<{ id: string }>(
      db,
      `SELECT l.id FROM leads l JOIN deliveries d ON d.lead_id = l.id WHERE l.created_at > ?
       AND (d.quarantine IS NOT NULL OR EXISTS (SELECT 1 FROM notifications n WHERE n.lead_id = l.id AND n.status = 'summarised'))
     ORDER BY l.created_at DESC LIMIT 1`,
    ),
    insertSummary: statement(
      db,
      `INSERT INTO notifications (lead_id, channel, event, status, next_attempt_at, created_at)
     VALUES (?, ?, 'summary', 'pending', ?, ?)`,
    ),
    heldIn: statement<{ kind: LeadKind; n: number }>(
      db,
      `SELECT l.kind, COUNT(*) AS n FROM leads l
     JOIN deliveries d ON d.lead_id = l.id WHERE d.quarantine IS NOT NULL AND l.created_at >= ? AND l.created_at < ?
     GROUP BY l.kind`,
    ),
    addressesIn: statement<{ n: number }>(
      db,
      `SELECT COUNT(DISTINCT d.held_from) AS n FROM leads l JOIN deliveries d ON d.lead_id = l.id
     WHERE d.quarantine IS NOT NULL AND l.created_at >= ? AND l.created_at < ?`,
    ),
    summarisedIn: statement<{ n: number }>(
      db,
      `SELECT COUNT(DISTINCT lead_id) AS n FROM notifications
     WHERE status = 'summarised' AND created_at >= ? AND created_at < ?`,
    ),
  };
}

/** Bulk review of held leads, and the summaries, on the store's main connection: the store's methods. */
export function heldStore(
  db: DatabaseSync,
  leads: Pick<ReturnType<typeof leadQueries>, 'releaseAll' | 'deleteAll'>,
): Pick<LeadStore, 'heldSources' | 'releaseHeld' | 'discardHeld' | 'queueSummary' | 'floodSummary'> {
  const q = prepareHeld(db);
  return {
    heldSources: async (): Promise<HeldSource[]> =>
      q.sources.all().map((row) => ({
        from: row.held_from ?? 'unknown',
        count: row.n,
        reasons: row.reasons.split(',') as HoldReason[],
        first: row.first,
        last: row.last,
      })),
    releaseHeld: async (filter: HeldFilter, now = new Date()) => {
      const ids = q.matching(filter, false);
      leads.releaseAll(ids, now);
      return ids;
    },
    discardHeld: async (filter: HeldFilter, { spam = false, dryRun = false } = {}) => {
      const ids = q.matching(filter, spam);
      if (!dryRun) leads.deleteAll(ids);
      return ids;
    },
    queueSummary: async (channels: readonly NotifyChannel[], now: Date, windowMs: number) => {
      if (channels.length === 0) return false;
      const since = new Date(now.getTime() - windowMs).toISOString();
      return immediately(db, () => {
        if ((q.summaryWithin.get(since)?.n ?? 0) > 0) return false;
        const lead = q.newestToTell.get(since);
        if (!lead) return false;
        for (const channel of channels) q.insertSummary.run(lead.id, channel, now.toISOString(), now.toISOString());
        return true;
      });
    },
    floodSummary: async (since: Date, until: Date): Promise<FloodSummary> => {
      const range = [since.toISOString(), until.toISOString()] as const;
      const held: Record<LeadKind, number> = { enquiry: 0, review: 0 };
      for (const row of q.heldIn.all(...range)) held[row.kind] = row.n;
      return {
        held,
        addresses: q.addressesIn.get(...range)?.n ?? 0,
        summarised: q.summarisedIn.get(...range)?.n ?? 0,
      };
    },
  };
}
