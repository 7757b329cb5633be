import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { pathToFileURL } from 'node:url';
import { immediately } from './lead-writer.mjs';
import { type Row, selectLead, statement, toLead } from './queries';
import type { AttemptDetails, Claim } from './types';

/**
 * The delivery worker's side of the store: claiming due leads one at a time under an owner token,
 * and recording what the CRM did with them (docs/lead-flow.md#duplicates).
 *
 * It runs on a connection of its own, on the event loop, with a short busy timeout: while another
 * process (the leads command, a backup) holds the write lock, a claim or a mark fails within
 * milliseconds and the worker tries again later, instead of holding every page request up for the
 * store's full busy timeout. That connection may also grow the file a little past the size cap
 * that new leads stop at, so leads already stored can still be claimed and marked delivered when
 * the store is full.
 */

/** Longest wait for another connection's write lock, on the event loop; the worker retries later. */
export const deliveryBusyTimeoutMs = 20;

/** Pages past the size cap the delivery writes may use: 2% of the cap, at least 256 (1 MiB of 4 KiB pages). */
export const headroomPages = (maxPageCount: number) => Math.max(256, Math.ceil(maxPageCount / 50));

/** True for SQLite's "database or disk is full" (the size cap, or the disk itself). */
export const isFull = (error: unknown) => (error as { code?: unknown } | null)?.code === 'SQLITE_FULL';

/**
 * Opens the delivery connection to `file` with the pragmas of the service's other connections and
 * a cap of `maxPageCount` pages (the lead cap plus its headroom).
 */
export function openDeliveryConnection(file: string, busyTimeoutMs: number, maxPageCount: number): DatabaseSync {
  // mode=rw: a database file gone by now is an error, never a new empty file (docs/lead-flow.md#the-store).
  const url = pathToFileURL(file);
  url.searchParams.set('mode', 'rw');
  const db = new DatabaseSync(url, { timeout: Math.min(busyTimeoutMs, deliveryBusyTimeoutMs) });
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA secure_delete = ON');
  db.exec(`PRAGMA max_page_count = ${maxPageCount}`);
  return db;
}

/** A record's claim is free for `token`: it holds it, or nobody's lease is running (no token: always). */
const claimFree = `(? IS NULL OR claim_owner = ? OR claimed_until IS NULL OR claimed_until <= ?)`;

/** The claim and mark statements on `db` (the delivery connection). */
export function deliveryQueue(db: DatabaseSync) {
  const q = {
    first: statement<Row>(
      db,
      `${selectLead} WHERE d.status IN ('pending', 'failed') AND d.next_attempt_at <= ?
       AND d.quarantine IS NULL AND (d.claimed_until IS NULL OR d.claimed_until <= ?)
       AND l.id NOT IN (SELECT value FROM json_each(?))
       ORDER BY d.next_attempt_at, l.created_at LIMIT 1`,
    ),
    claim: statement(db, 'UPDATE deliveries SET claimed_until = ?, claim_owner = ? WHERE lead_id = ?'),
    failed: statement(
      db,
      `UPDATE deliveries SET status = 'failed', attempts = attempts + 1, last_error = ?, next_attempt_at = ?,
       rejections = rejections + ?, claimed_until = NULL, claim_owner = NULL
       WHERE lead_id = ? AND status IN ('pending', 'failed') AND ${claimFree}`,
    ),
    delivered: statement(
      db,
      `UPDATE deliveries SET status = 'delivered', attempts = attempts + 1, delivered_at = ?, next_attempt_at = NULL,
       claimed_until = NULL, claim_owner = NULL WHERE lead_id = ? AND status IN ('pending', 'failed') AND ${claimFree}`,
    ),
    answered: statement(
      db,
      'UPDATE deliveries SET answer_status = ?, answer_excerpt = ?, answered_at = ? WHERE lead_id = ?',
    ),
    release: statement(
      db,
      'UPDATE deliveries SET claimed_until = NULL, claim_owner = NULL WHERE lead_id = ? AND claim_owner = ?',
    ),
  };
  /** The lead due first at `now` with no live claim, leaving out `exclude`. */
  const firstDue = (now: Date, exclude: readonly string[]) => {
    const at = now.toISOString();
    return q.first.get(at, at, JSON.stringify(exclude));
  };
  const claimFreeParams = (token: string | undefined) => {
    const t = token ?? null;
    return [t, t, new Date().toISOString()] as const;
  };

  return {
    /**
     * The lead due first, leased for `leaseMs` under a new token. If the lease cannot be written
     * because the file or the disk is full, the lead is handed out anyway (`inMemory`): this
     * process keeps the claim, and the caller must not hand it out twice.
     */
    claimNext: (now: Date, leaseMs: number, exclude: readonly string[]): Claim | undefined => {
      const token = randomUUID();
      try {
        const row = immediately(db, () => {
          const first = firstDue(now, exclude);
          if (first) q.claim.run(new Date(now.getTime() + leaseMs).toISOString(), token, first.id);
          return first;
        });
        return row && { lead: toLead(row), token, inMemory: false };
      } catch (error) {
        if (!isFull(error)) throw error;
        const row = firstDue(now, exclude);
        return row && { lead: toLead(row), token, inMemory: true };
      }
    },

    /** A failed attempt; one without an answer (a timeout, a network error) keeps the last answer the CRM gave. */
    markFailed: (
      id: string,
      error: string,
      nextAttemptAt: Date | null,
      details: AttemptDetails = {},
      token?: string,
    ): boolean =>
      immediately(db, () => {
        const { answer, rejected = false } = details;
        const { changes } = q.failed.run(
          error,
          nextAttemptAt?.toISOString() ?? null,
          rejected ? 1 : 0,
          id,
          ...claimFreeParams(token),
        );
        if (answer && changes > 0) q.answered.run(answer.status, answer.excerpt, new Date().toISOString(), id);
        return changes > 0;
      }),

    markDelivered: (id: string, at: Date, answer?: { status: number; excerpt: string }, token?: string): boolean =>
      immediately(db, () => {
        const { changes } = q.delivered.run(at.toISOString(), id, ...claimFreeParams(token));
        if (answer && changes > 0) q.answered.run(answer.status, answer.excerpt, at.toISOString(), id);
        return changes > 0;
      }),

    release: (id: string, token: string): boolean => Number(q.release.run(id, token).changes) > 0,
  };
}
