import type { DatabaseSync } from 'node:sqlite';
import { claimFree, claimFreeParams, claimOne, leaseStatements } from './delivery-queue';
import { immediately } from './lead-writer.mjs';
import { statement } from './queries';
import {
  channelCounts,
  type NotificationRow,
  notificationColumns as columns,
  type Row,
  selectLead,
  toLead,
  toNotification,
} from './rows';
import type {
  ChannelStatus,
  NotificationClaim,
  NotificationRetryResult,
  NotifyChannel,
  NotificationStatus,
} from './types';
import { notifyChannels } from './types';

/**
 * The notifications' side of the store (docs/lead-flow.md#notifications): the same claims under
 * owner tokens as the CRM's queue (delivery-queue.ts), one channel at a time, and what the office
 * reads of each channel. The claims and marks run on the delivery connection, the reads on the
 * main one.
 */

/** Claiming and marking notifications, on `db` (the delivery connection). */
export function notifyQueue(db: DatabaseSync) {
  const q = {
    first: statement<NotificationRow>(
      db,
      `SELECT ${columns} FROM notifications WHERE channel = ? AND status IN ('pending', 'failed')
       AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?)
       AND id NOT IN (SELECT value FROM json_each(?))
       ORDER BY next_attempt_at, id LIMIT 1`,
    ),
    lead: statement<Row>(db, `${selectLead} WHERE l.id = ?`),
    ...leaseStatements(db, 'notifications', 'id'),
    failed: statement(
      db,
      `UPDATE notifications SET status = 'failed', attempts = attempts + 1, last_error = ?, last_error_at = ?,
       next_attempt_at = ?, rejections = rejections + ?, claimed_until = NULL, claim_owner = NULL,
       sending_since = NULL, unknown_at = NULL
       WHERE id = ? AND status IN ('pending', 'failed') AND ${claimFree}`,
    ),
    unknown: statement(
      db,
      `UPDATE notifications SET status = 'failed', attempts = attempts + 1, last_error = ?, last_error_at = ?,
       next_attempt_at = NULL, unknown_at = ?, claimed_until = NULL, claim_owner = NULL, sending_since = NULL
       WHERE id = ? AND status IN ('pending', 'failed') AND ${claimFree}`,
    ),
  };

  return {
    /** The notification on `channel` due first, with its lead, leased for `leaseMs` (delivery-queue.ts `claimOne`). */
    claimNext: (
      channel: NotifyChannel,
      now: Date,
      leaseMs: number,
      exclude: readonly number[],
    ): NotificationClaim | undefined => {
      const at = now.toISOString();
      const claimed = claimOne(
        db,
        () => {
          const row = q.first.get(channel, at, at, JSON.stringify(exclude));
          const lead = row && q.lead.get(row.lead_id);
          return row && lead ? { row, lead } : undefined;
        },
        ({ row }, until, token) => q.claim.run(until, token, at, row.id),
        new Date(now.getTime() + leaseMs),
      );
      if (!claimed) return undefined;
      const { row, lead } = claimed.row;
      return {
        notification: toNotification(row),
        lead: toLead(lead),
        token: claimed.token,
        inMemory: claimed.inMemory,
        interruptedAt: row.sending_since,
      };
    },

    markFailed: (id: number, error: string, nextAttemptAt: Date | null, rejected: boolean, token?: string) =>
      immediately(
        db,
        () =>
          Number(
            q.failed.run(
              error,
              new Date().toISOString(),
              nextAttemptAt?.toISOString() ?? null,
              rejected ? 1 : 0,
              id,
              ...claimFreeParams(token),
            ).changes,
          ) > 0,
      ),

    markSent: (id: number, at: Date, token?: string) =>
      immediately(db, () => Number(q.delivered.run(at.toISOString(), id, ...claimFreeParams(token)).changes) > 0),

    /** A send whose outcome is unknown: not due again until a person's retry. */
    markUnknown: (id: number, error: string, token?: string) =>
      immediately(db, () => {
        const at = new Date().toISOString();
        return Number(q.unknown.run(error, at, at, id, ...claimFreeParams(token)).changes) > 0;
      }),

    release: (id: number, token: string) => Number(q.release.run(id, token).changes) > 0,
  };
}

/** What the office reads of the notifications, and a person's retry, on `db` (the main connection). */
export function notifyReads(db: DatabaseSync) {
  const q = {
    ofLead: statement<NotificationRow>(
      db,
      `SELECT ${columns} FROM notifications WHERE lead_id = ? ORDER BY created_at, id`,
    ),
    counts: statement<{ channel: NotifyChannel; state: string; n: number; delivered_at: string | null }>(
      db,
      `SELECT channel,
         CASE WHEN status = 'failed' AND next_attempt_at IS NULL AND unknown_at IS NOT NULL THEN 'unknown'
              WHEN status = 'failed' AND next_attempt_at IS NULL THEN 'stopped' ELSE status END AS state,
         COUNT(*) AS n, MAX(delivered_at) AS delivered_at
       FROM notifications GROUP BY channel, state`,
    ),
    lastError: statement<{ last_error: string | null; last_error_at: string | null }>(
      db,
      `SELECT last_error, last_error_at FROM notifications WHERE channel = ? AND last_error_at IS NOT NULL
       ORDER BY last_error_at DESC LIMIT 1`,
    ),
    status: statement<{ status: NotificationStatus }>(db, 'SELECT status FROM notifications WHERE id = ?'),
    dueNow: statement(
      db,
      `UPDATE notifications SET next_attempt_at = ?, rejections = 0, unknown_at = NULL
       WHERE id = ? AND status IN ('pending', 'failed')`,
    ),
  };

  return {
    ofLead: (leadId: string) => q.ofLead.all(leadId).map(toNotification),

    channelStatus: (): ChannelStatus[] => {
      const byChannel = channelCounts(q.counts.all());
      for (const status of byChannel.values()) {
        const last = q.lastError.get(status.channel);
        status.lastError = last?.last_error ?? null;
        status.lastErrorAt = last?.last_error_at ?? null;
      }
      return notifyChannels.flatMap((channel) => byChannel.get(channel) ?? []);
    },

    retry: (id: number, now: Date): NotificationRetryResult =>
      immediately(db, () => {
        const row = q.status.get(id);
        if (!row) return 'not_found';
        if (row.status === 'delivered' || row.status === 'held') return row.status;
        q.dueNow.run(now.toISOString(), id);
        return 'scheduled';
      }),
  };
}
