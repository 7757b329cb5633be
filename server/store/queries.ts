import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import { immediately, withSqliteCode } from './lead-writer.mjs';
import { contactMatchKeys, countByStatus, emailKey, nameKey, phoneKey, type Row, selectLead, toLead } from './rows';
import type {
  ContactMatch,
  DeliveryStatus,
  HoldReason,
  PurgeResult,
  QuarantinedLead,
  ReleaseResult,
  RetryResult,
} from './types';

/** A prepared statement whose rows have a known shape; errors carry SQLite's code name. */
/** SQL written with PostgreSQL's `$1` (shared with that store) as SQLite numbers its parameters: `?1`. */
export const numbered = (sql: string) => sql.replace(/\$(\d+)/g, '?$1');

export function statement<R>(db: DatabaseSync, sql: string) {
  const prepared: StatementSync = db.prepare(sql);
  const guard = <T>(work: () => T): T => {
    try {
      return work();
    } catch (error) {
      throw withSqliteCode(error);
    }
  };
  return {
    get: (...params: SQLInputValue[]) => guard(() => prepared.get(...params) as R | undefined),
    all: (...params: SQLInputValue[]) => guard(() => prepared.all(...params) as R[]),
    run: (...params: SQLInputValue[]) => guard(() => prepared.run(...params)),
  };
}

/** Every statement the store runs on its main connection, besides the writes of new leads. */
function prepareStatements(db: DatabaseSync) {
  db.function('lead_email', { deterministic: true }, emailKey);
  db.function('lead_phone', { deterministic: true }, phoneKey);
  db.function('lead_name', { deterministic: true }, nameKey);
  return {
    byId: statement<Row>(db, `${selectLead} WHERE l.id = ?`),
    byKey: statement<Row>(db, `${selectLead} WHERE l.idempotency_key = ?`),
    all: statement<Row>(db, `${selectLead} ORDER BY l.created_at DESC, l.rowid DESC`),
    status: statement<{ status: DeliveryStatus; quarantine: HoldReason | null }>(
      db,
      'SELECT status, quarantine FROM deliveries WHERE lead_id = ?',
    ),
    // A quarantined lead let go (past a rate limit, or the spam trap's catch taken for genuine):
    // due now, as if it had just arrived.
    release: statement(
      db,
      `UPDATE deliveries SET quarantine = NULL, held_from = NULL, status = CASE WHEN status = 'spam' THEN 'pending' ELSE status END,
       next_attempt_at = ? WHERE lead_id = ? AND (quarantine IS NOT NULL OR status = 'spam')`,
    ),
    // …and its notifications with it.
    releaseNotifications: statement(
      db,
      `UPDATE notifications SET status = 'pending', next_attempt_at = ? WHERE lead_id = ? AND status = 'held'`,
    ),
    held: statement<{ lead_id: string }>(
      db,
      'SELECT lead_id FROM deliveries WHERE quarantine IS NOT NULL ORDER BY lead_id',
    ),
    allHeld: statement<Row>(
      db,
      `${selectLead} WHERE d.quarantine IS NOT NULL OR d.status = 'spam' ORDER BY l.created_at DESC, l.rowid DESC`,
    ),
    // A person's retry: also of a lead whose last send may have reached the CRM (they checked).
    dueNow: statement(
      db,
      'UPDATE deliveries SET next_attempt_at = ?, rejections = 0, unknown_at = NULL WHERE lead_id = ?',
    ),
    // A lead taken for delivered by mistake: pending again, as if never sent (its attempts and last answer stay).
    undeliver: statement(
      db,
      `UPDATE deliveries SET status = 'pending', delivered_at = NULL, next_attempt_at = ?, rejections = 0,
       claimed_until = NULL, claim_owner = NULL, sending_since = NULL WHERE lead_id = ? AND status = 'delivered'`,
    ),
    counts: statement<{ status: DeliveryStatus | 'quarantined'; n: number }>(
      db,
      `SELECT CASE WHEN quarantine IS NULL THEN status ELSE 'quarantined' END AS status, COUNT(*) AS n
       FROM deliveries GROUP BY 1`,
    ),
    since: statement<Row>(db, `${selectLead} WHERE l.created_at >= ? ORDER BY l.created_at DESC, l.rowid DESC`),
    // The one rule for privacy requests: see `ofContact`.
    byContact: statement<Row>(
      db,
      `${selectLead} WHERE lead_email(json_extract(l.payload, '$.email')) = ?
       OR lead_phone(json_extract(l.payload, '$.phone')) = ?
       OR lead_name(json_extract(l.payload, '$.name')) = ? OR l.id = ? ORDER BY l.id`,
    ),
    // Deleting a lead deletes its delivery record too (ON DELETE CASCADE).
    deleteLead: statement(db, 'DELETE FROM leads WHERE id = ?'),
    countOld: statement<{ status: DeliveryStatus; n: number }>(
      db,
      `SELECT d.status, COUNT(*) AS n FROM leads l JOIN deliveries d ON d.lead_id = l.id
       WHERE l.created_at < ? GROUP BY d.status`,
    ),
    deleteOld: statement(
      db,
      `DELETE FROM leads WHERE created_at < ?
       AND id IN (SELECT lead_id FROM deliveries WHERE status IN ('delivered', 'spam'))`,
    ),
    deleteAllOld: statement(db, 'DELETE FROM leads WHERE created_at < ?'),
  };
}

type Statements = ReturnType<typeof prepareStatements>;

/**
 * The leads of one person, oldest first: the single matching rule of a data-access request
 * (`findByContact`) and a deletion (`forget`), so both always cover the same leads.
 */
function ofContact(q: Statements, match: ContactMatch): Row[] {
  const { email, phone, name, id } = contactMatchKeys(match);
  return q.byContact.all(email, phone, name, id);
}

/**
 * After deleting personal data: copy the WAL into the file and empty it, so no old copy of the
 * deleted rows stays in the WAL (secure_delete has already overwritten them in the pages). Each
 * try waits for readers up to the busy timeout; a reader still open elsewhere after a few tries
 * leaves old frames until the next automatic checkpoint overwrites them.
 */
function checkpoint(db: DatabaseSync): void {
  for (let tries = 0; tries < 5; tries++) {
    try {
      const row = db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get();
      if (row?.busy === 0) return;
    } catch {
      // Locked by another writer: try again.
    }
  }
}

/**
 * What the store asks of its main connection apart from saving new leads: reading leads, the
 * delivery queue, and privacy requests and retention. Synchronous; the store wraps them.
 */
export function leadQueries(db: DatabaseSync) {
  const q = prepareStatements(db);

  return {
    byKey: (key: string) => {
      const row = q.byKey.get(key);
      return row && toLead(row);
    },
    byId: (id: string) => {
      const row = q.byId.get(id);
      return row && toLead(row);
    },
    list: (since?: Date) => (since ? q.since.all(since.toISOString()) : q.all.all()).map(toLead),
    stats: () => countByStatus(q.counts.all()),
    byContact: (match: ContactMatch) => ofContact(q, match).reverse().map(toLead),

    /** Makes a pending or failed lead due now; with `force`, a delivered one too. */
    retry: (id: string, now: Date, force: boolean): RetryResult =>
      immediately(db, () => {
        const row = q.status.get(id);
        if (!row) return 'not_found';
        if (row.status === 'spam') return row.status;
        if (row.quarantine) return 'quarantined';
        if (row.status === 'delivered') {
          if (!force) return row.status;
          q.undeliver.run(now.toISOString(), id);
        } else q.dueNow.run(now.toISOString(), id);
        return 'scheduled';
      }),

    /** Lets a quarantined lead go (a spam-trap catch too): due now, its held notifications with it. */
    release: (id: string, now: Date): ReleaseResult =>
      immediately(db, () => {
        if (!q.status.get(id)) return 'not_found';
        if (q.release.run(now.toISOString(), id).changes === 0) return 'not_quarantined';
        q.releaseNotifications.run(now.toISOString(), id);
        return 'released';
      }),
    /** Lets every lead of `ids` go at once, as `release` does each, in one transaction. */
    releaseAll: (ids: readonly string[], now: Date): void =>
      immediately(db, () => {
        for (const id of ids) {
          q.release.run(now.toISOString(), id);
          q.releaseNotifications.run(now.toISOString(), id);
        }
      }),
    /** Deletes every lead of `ids` with its records, in one transaction, leaving no copy in the WAL. */
    deleteAll: (ids: readonly string[]): void => {
      immediately(db, () => {
        for (const id of ids) q.deleteLead.run(id);
      });
      if (ids.length > 0) checkpoint(db);
    },
    quarantined: () => q.held.all().map((row) => row.lead_id),
    /** Every quarantined lead, newest first, with why it is held. */
    quarantinedLeads: (): QuarantinedLead[] =>
      q.allHeld.all().map((row) => ({ lead: toLead(row), reason: row.quarantine ?? 'honeypot' })),

    /** Deletes (unless a dry run) every lead of one person; answers their ids. */
    forget: (match: ContactMatch, dryRun: boolean): string[] => {
      const ids = immediately(db, () => {
        const found = ofContact(q, match).map((row) => row.id);
        if (!dryRun) for (const id of found) q.deleteLead.run(id);
        return found;
      });
      if (ids.length > 0 && !dryRun) checkpoint(db);
      return ids;
    },
    /** Deletes (unless a dry run) leads created before `before`: delivered and spam ones, or all. */
    purge: (before: Date, includeUndelivered: boolean, dryRun: boolean): PurgeResult => {
      const result = immediately(db, (): PurgeResult => {
        const at = before.toISOString();
        const old = countByStatus(q.countOld.all(at));
        const undelivered = old.pending + old.failed;
        const done = old.delivered + old.spam;
        if (!dryRun) (includeUndelivered ? q.deleteAllOld : q.deleteOld).run(at);
        return includeUndelivered
          ? { purged: done + undelivered, undeliveredKept: 0 }
          : { purged: done, undeliveredKept: undelivered };
      });
      if (result.purged > 0 && !dryRun) checkpoint(db);
      return result;
    },
  };
}
