import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { pathToFileURL } from 'node:url';
import { immediately } from './lead-writer.mjs';
import { statement } from './queries';
import { type Row, selectLead, toLead } from './rows';
import type { AttemptDetails, Claim, NotifyChannel } from './types';

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
const deliveryBusyTimeoutMs = 20;

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
export const claimFree = `(? IS NULL OR claim_owner = ? OR claimed_until IS NULL OR claimed_until <= ?)`;

/** The parameters of `claimFree` for `token`. */
export const claimFreeParams = (token: string | undefined) => {
  const t = token ?? null;
  return [t, t, new Date().toISOString()] as const;
};

/**
 * The lease and success statements of a queue table (`deliveries` by `lead_id`, `notifications` by
 * `id`): take a claim, which also records when the attempt goes out (`sending_since`), give it up,
 * and mark the record delivered while the claim is free for the token (`claimFree`), which ends
 * the claim. Every result clears `sending_since`; a claim that ends without one leaves it, and the
 * next claimer learns of the interrupted attempt (docs/lead-flow.md#delivery-promises).
 */
export function leaseStatements(db: DatabaseSync, table: 'deliveries' | 'notifications', key: 'lead_id' | 'id') {
  return {
    claim: statement(db, `UPDATE ${table} SET claimed_until = ?, claim_owner = ?, sending_since = ? WHERE ${key} = ?`),
    release: statement(
      db,
      `UPDATE ${table} SET claimed_until = NULL, claim_owner = NULL, sending_since = NULL
       WHERE ${key} = ? AND claim_owner = ?`,
    ),
    // A late "yes" from the claimer whose attempt was taken for unknown is still good news.
    delivered: statement(
      db,
      `UPDATE ${table} SET status = 'delivered', attempts = attempts + 1, delivered_at = ?, next_attempt_at = NULL,
       claimed_until = NULL, claim_owner = NULL, sending_since = NULL, unknown_at = NULL
       WHERE ${key} = ? AND status IN ('pending', 'failed') AND ${claimFree}`,
    ),
  };
}

/**
 * Claims the record `find` answers first under a new token, leased until `until`: `lease` writes
 * the lease (and when the attempt goes out) in the same transaction. If it cannot be written because the file or the disk is full,
 * the record is handed out anyway (`inMemory`): this process keeps the claim, and the caller must
 * not hand it out twice. Shared by the CRM's queue and the notifications' (notify-queue.ts).
 */
export function claimOne<R>(
  db: DatabaseSync,
  find: () => R | undefined,
  lease: (row: R, until: string, token: string) => void,
  until: Date,
): { row: R; token: string; inMemory: boolean } | undefined {
  const token = randomUUID();
  try {
    const row = immediately(db, () => {
      const first = find();
      if (first) lease(first, until.toISOString(), token);
      return first;
    });
    return row && { row, token, inMemory: false };
  } catch (error) {
    if (!isFull(error)) throw error;
    const row = find();
    return row && { row, token, inMemory: true };
  }
}

/** The statements of the CRM's queue on `db` (the delivery connection). */
function deliveryStatements(db: DatabaseSync) {
  return {
    first: statement<Row>(
      db,
      `${selectLead} WHERE d.status IN ('pending', 'failed') AND d.next_attempt_at <= ?
       AND d.quarantine IS NULL AND (d.claimed_until IS NULL OR d.claimed_until <= ?)
       AND l.id NOT IN (SELECT value FROM json_each(?))
       ORDER BY d.next_attempt_at, l.created_at LIMIT 1`,
    ),
    ...leaseStatements(db, 'deliveries', 'lead_id'),
    failed: statement(
      db,
      `UPDATE deliveries SET status = 'failed', attempts = attempts + 1, last_error = ?, next_attempt_at = ?,
       rejections = rejections + ?, claimed_until = NULL, claim_owner = NULL, sending_since = NULL, unknown_at = NULL
       WHERE lead_id = ? AND status IN ('pending', 'failed') AND ${claimFree}`,
    ),
    unknown: statement(
      db,
      `UPDATE deliveries SET status = 'failed', attempts = attempts + 1, last_error = ?, next_attempt_at = NULL,
       unknown_at = ?, claimed_until = NULL, claim_owner = NULL, sending_since = NULL
       WHERE lead_id = ? AND status IN ('pending', 'failed') AND ${claimFree}`,
    ),
    answered: statement(
      db,
      'UPDATE deliveries SET answer_status = ?, answer_excerpt = ?, answered_at = ? WHERE lead_id = ?',
    ),
    // One alert per channel per stop: the episode is the attempt count at which the CRM stopped it.
    alert: statement(
      db,
      `INSERT OR IGNORE INTO notifications (lead_id, channel, event, episode, status, next_attempt_at, created_at)
       SELECT lead_id, ?, 'crm_failed', attempts, 'pending', ?, ? FROM deliveries WHERE lead_id = ?`,
    ),
  };
}

/**
 * The claim and mark statements on `db` (the delivery connection). A lead the CRM stops taking
 * gets a `crm_failed` notification on each of `alertChannels` (the office's).
 */
export function deliveryQueue(db: DatabaseSync, alertChannels: readonly NotifyChannel[] = []) {
  const q = deliveryStatements(db);
  /** The lead due first at `now` with no live claim, leaving out `exclude`. */
  const firstDue = (now: Date, exclude: readonly string[]) => {
    const at = now.toISOString();
    return q.first.get(at, at, JSON.stringify(exclude));
  };

  return {
    /** The lead due first, leased for `leaseMs` under a new token (`claimOne`). */
    claimNext: (now: Date, leaseMs: number, exclude: readonly string[]): Claim | undefined => {
      const claimed = claimOne(
        db,
        () => firstDue(now, exclude),
        (row, until, token) => q.claim.run(until, token, now.toISOString(), row.id),
        new Date(now.getTime() + leaseMs),
      );
      if (!claimed) return undefined;
      const { row, token, inMemory } = claimed;
      return { lead: toLead(row), token, inMemory, interruptedAt: row.sending_since ?? null };
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
        const at = new Date().toISOString();
        if (answer && changes > 0) q.answered.run(answer.status, answer.excerpt, at, id);
        // Stopped: the office hears of it on its channels (docs/lead-flow.md#notifications).
        if (nextAttemptAt === null && changes > 0)
          for (const channel of alertChannels) q.alert.run(channel, at, at, id);
        return changes > 0;
      }),

    markDelivered: (id: string, at: Date, answer?: { status: number; excerpt: string }, token?: string): boolean =>
      immediately(db, () => {
        const { changes } = q.delivered.run(at.toISOString(), id, ...claimFreeParams(token));
        if (answer && changes > 0) q.answered.run(answer.status, answer.excerpt, at.toISOString(), id);
        return changes > 0;
      }),

    /** An attempt whose outcome is unknown: not due again until a person's `retry`. */
    markUnknown: (id: string, error: string, token?: string): boolean =>
      immediately(
        db,
        () => Number(q.unknown.run(error, new Date().toISOString(), id, ...claimFreeParams(token)).changes) > 0,
      ),

    release: (id: string, token: string): boolean => Number(q.release.run(id, token).changes) > 0,
  };
}
