import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  type ChannelCountRow,
  channelCounts,
  type NotificationRow,
  notificationColumns as columns,
  type Row,
  selectLead,
  toLead,
  toNotification,
} from '../rows';
import type { LeadStore, NotificationRetryResult, NotificationStatus, NotifyChannel } from '../types';
import { notifyChannels } from '../types';
import { type Client, transaction } from './pool';

/** The CRM's and the notifications' queues on PostgreSQL: claims, marks, a person's retry, the office's reads. */
export type QueueMethods = Pick<
  LeadStore,
  | 'claimNext'
  | 'markAttempt'
  | 'markDelivered'
  | 'markUnknown'
  | 'releaseClaim'
  | 'claimNotification'
  | 'markNotificationFailed'
  | 'markNotificationSent'
  | 'markNotificationUnknown'
  | 'releaseNotificationClaim'
  | 'retryNotification'
  | 'notificationsOf'
  | 'channelStatus'
>;

/**
 * A record's claim is free for the token in parameter `$n`: it holds it, or nobody's lease is
 * running at the time in `$n+1` (no token: always). Its parameters come from `claimFreeParams`.
 */
const claimFree = (n: number) =>
  `($${n}::text IS NULL OR claim_owner = $${n}::text OR claimed_until IS NULL OR claimed_until <= $${n + 1}::timestamptz)`;

/** The parameters of `claimFree` for `token`: the lease is judged by this process's clock now, as on SQLite. */
const claimFreeParams = (token: string | undefined) => [token ?? null, new Date().toISOString()];

type Lease = ReturnType<typeof leaseSql>;

/**
 * The lease and success statements of a queue table (`deliveries` by `lead_id`, `notifications` by
 * `id`), as delivery-queue.ts `leaseStatements`: the claim also records when the attempt goes out
 * (`sending_since`); every result clears it, and a claim that ends without one leaves it for the
 * next claimer to learn of (docs/lead-flow.md#delivery-promises).
 */
function leaseSql(table: 'deliveries' | 'notifications', key: 'lead_id' | 'id') {
  return {
    claim: `UPDATE ${table} SET claimed_until = $1, claim_owner = $2, sending_since = $3 WHERE ${key} = $4`,
    release: `UPDATE ${table} SET claimed_until = NULL, claim_owner = NULL, sending_since = NULL
      WHERE ${key} = $1 AND claim_owner = $2`,
    // A late "yes" from the claimer whose attempt was taken for unknown is still good news.
    delivered: `UPDATE ${table} SET status = 'delivered', attempts = attempts + 1, delivered_at = $1,
      next_attempt_at = NULL, claimed_until = NULL, claim_owner = NULL, sending_since = NULL, unknown_at = NULL
      WHERE ${key} = $2 AND status IN ('pending', 'failed') AND ${claimFree(3)}`,
  };
}

/**
 * Claims the record `find` answers (locked, `FOR UPDATE SKIP LOCKED`) under a new token, leased
 * for `leaseMs` from `now`, in one transaction. Shared by the CRM's queue and the notifications'.
 */
async function claimOne<R extends { key: string | number }>(
  pool: pg.Pool,
  lease: Lease,
  find: (client: Client) => Promise<R | undefined>,
  now: Date,
  leaseMs: number,
): Promise<{ found: R; token: string } | undefined> {
  const token = randomUUID();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  return transaction(pool, async (client) => {
    const found = await find(client);
    if (!found) return undefined;
    await client.query(lease.claim, [until, token, now.toISOString(), found.key]);
    return { found, token };
  });
}

const changed = (result: pg.QueryResult) => (result.rowCount ?? 0) > 0;

const deliverySql = {
  // One statement, so one round trip: the due lead is picked and locked (OF d: only its delivery
  // record, so the lead's row stays free for everyone else), then leased; `prev` is the sending
  // time an earlier claimer left, if its attempt was never recorded.
  claimFirst: `WITH picked AS (
      SELECT d.lead_id, d.sending_since AS prev FROM deliveries d JOIN leads l ON l.id = d.lead_id
      WHERE d.status IN ('pending', 'failed') AND d.next_attempt_at <= $1::timestamptz
        AND d.quarantine IS NULL AND (d.claimed_until IS NULL OR d.claimed_until <= $1::timestamptz)
        AND d.lead_id <> ALL($2::text[])
      ORDER BY d.next_attempt_at, l.created_at, l.seq LIMIT 1 FOR UPDATE OF d SKIP LOCKED
    ), claimed AS (
      UPDATE deliveries d SET claimed_until = $3, claim_owner = $4, sending_since = $1
      FROM picked p WHERE d.lead_id = p.lead_id RETURNING d.*, p.prev
    )
    SELECT l.id, l.kind, l.payload, l.idempotency_key, l.spam, l.created_at, d.status, d.attempts, d.last_error,
      d.next_attempt_at, d.delivered_at, d.rejections, d.answer_status, d.answer_excerpt, d.answered_at,
      d.quarantine, d.held_from, d.prev AS sending_since, d.unknown_at
    FROM claimed d JOIN leads l ON l.id = d.lead_id`,
  // The delivered mark and the CRM's answer in one statement (no answer: the last one stays).
  deliveredWithAnswer: `UPDATE deliveries SET status = 'delivered', attempts = attempts + 1, delivered_at = $1,
    next_attempt_at = NULL, claimed_until = NULL, claim_owner = NULL, sending_since = NULL, unknown_at = NULL,
    answer_status = COALESCE($5, answer_status), answer_excerpt = CASE WHEN $5::integer IS NULL THEN answer_excerpt ELSE $6 END,
    answered_at = CASE WHEN $5::integer IS NULL THEN answered_at ELSE $1 END
    WHERE lead_id = $2 AND status IN ('pending', 'failed') AND ${claimFree(3)}`,
  ...leaseSql('deliveries', 'lead_id'),
  failed: `UPDATE deliveries SET status = 'failed', attempts = attempts + 1, last_error = $1, next_attempt_at = $2,
    rejections = rejections + $3, claimed_until = NULL, claim_owner = NULL, sending_since = NULL, unknown_at = NULL
    WHERE lead_id = $4 AND status IN ('pending', 'failed') AND ${claimFree(5)}`,
  unknown: `UPDATE deliveries SET status = 'failed', attempts = attempts + 1, last_error = $1, next_attempt_at = NULL,
    unknown_at = $2, claimed_until = NULL, claim_owner = NULL, sending_since = NULL
    WHERE lead_id = $3 AND status IN ('pending', 'failed') AND ${claimFree(4)}`,
  answered: 'UPDATE deliveries SET answer_status = $1, answer_excerpt = $2, answered_at = $3 WHERE lead_id = $4',
  // One alert per channel per stop: the episode is the attempt count at which the CRM stopped it.
  alert: `INSERT INTO notifications (lead_id, channel, event, episode, status, next_attempt_at, created_at)
    SELECT d.lead_id, c.channel, 'crm_failed', d.attempts, 'pending', $2::timestamptz, $2::timestamptz
    FROM deliveries d CROSS JOIN unnest($1::text[]) AS c (channel) WHERE d.lead_id = $3
    ON CONFLICT (lead_id, channel, event, episode) DO NOTHING`,
};

/** The CRM's queue; a lead the CRM stops taking gets a `crm_failed` notification on each of `alertChannels`. */
function deliveryQueue(pool: pg.Pool, alertChannels: readonly NotifyChannel[]) {
  const q = deliverySql;
  return {
    async claimNext(now: Date, leaseMs: number, { exclude = [] }: { exclude?: readonly string[] } = {}) {
      const token = randomUUID();
      const until = new Date(now.getTime() + leaseMs).toISOString();
      const [row] = (await pool.query<Row>(q.claimFirst, [now.toISOString(), exclude, until, token])).rows;
      if (!row) return undefined;
      return { lead: toLead(row), token, inMemory: false, interruptedAt: row.sending_since ?? null };
    },

    /** A failed attempt; one without an answer (a timeout, a network error) keeps the last answer the CRM gave. */
    markAttempt: (id, error, nextAttemptAt, details = {}, token) =>
      transaction(pool, async (client) => {
        const { answer, rejected = false } = details;
        const due = nextAttemptAt?.toISOString() ?? null;
        const result = await client.query(q.failed, [error, due, rejected ? 1 : 0, id, ...claimFreeParams(token)]);
        if (!changed(result)) return false;
        const at = new Date().toISOString();
        if (answer) await client.query(q.answered, [answer.status, answer.excerpt, at, id]);
        // Stopped: the office hears of it on its channels (docs/lead-flow.md#notifications).
        if (nextAttemptAt === null && alertChannels.length > 0) await client.query(q.alert, [alertChannels, at, id]);
        return true;
      }),

    markDelivered: async (id, at, answer, token) =>
      changed(
        await pool.query(q.deliveredWithAnswer, [
          at.toISOString(),
          id,
          ...claimFreeParams(token),
          answer?.status ?? null,
          answer?.excerpt ?? null,
        ]),
      ),

    /** An attempt whose outcome is unknown: not due again until a person's `retry`. */
    markUnknown: async (id, error, token) =>
      changed(await pool.query(q.unknown, [error, new Date().toISOString(), id, ...claimFreeParams(token)])),

    releaseClaim: async (id, token) => changed(await pool.query(q.release, [id, token])),
  } satisfies Pick<QueueMethods, 'claimNext' | 'markAttempt' | 'markDelivered' | 'markUnknown' | 'releaseClaim'>;
}

const notifySql = {
  first: `SELECT ${columns} FROM notifications WHERE channel = $1 AND status IN ('pending', 'failed')
    AND next_attempt_at <= $2::timestamptz AND (claimed_until IS NULL OR claimed_until <= $2::timestamptz)
    AND id <> ALL($3::bigint[])
    ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
  lead: `${selectLead} WHERE l.id = $1`,
  ...leaseSql('notifications', 'id'),
  failed: `UPDATE notifications SET status = 'failed', attempts = attempts + 1, last_error = $1, last_error_at = $2,
    next_attempt_at = $3, rejections = rejections + $4, claimed_until = NULL, claim_owner = NULL,
    sending_since = NULL, unknown_at = NULL
    WHERE id = $5 AND status IN ('pending', 'failed') AND ${claimFree(6)}`,
  unknown: `UPDATE notifications SET status = 'failed', attempts = attempts + 1, last_error = $1, last_error_at = $2,
    next_attempt_at = NULL, unknown_at = $2, claimed_until = NULL, claim_owner = NULL, sending_since = NULL
    WHERE id = $3 AND status IN ('pending', 'failed') AND ${claimFree(4)}`,
};

/** Claiming and marking notifications, one channel at a time, as the CRM's queue. */
function notifyQueue(pool: pg.Pool) {
  const q = notifySql;
  return {
    async claimNotification(
      channel: NotifyChannel,
      now: Date,
      leaseMs: number,
      { exclude = [] }: { exclude?: readonly number[] } = {},
    ) {
      const find = async (client: Client) => {
        const [row] = (await client.query<NotificationRow>(q.first, [channel, now.toISOString(), exclude])).rows;
        const [lead] = row ? (await client.query<Row>(q.lead, [row.lead_id])).rows : [];
        return row && lead ? { key: row.id, row, lead } : undefined;
      };
      const claimed = await claimOne(pool, q, find, now, leaseMs);
      if (!claimed) return undefined;
      const { row, lead } = claimed.found;
      return {
        notification: toNotification(row),
        lead: toLead(lead),
        token: claimed.token,
        inMemory: false,
        interruptedAt: row.sending_since,
      };
    },

    markNotificationFailed: async (id, error, nextAttemptAt, { rejected = false } = {}, token) =>
      changed(
        await pool.query(q.failed, [
          error,
          new Date().toISOString(),
          nextAttemptAt?.toISOString() ?? null,
          rejected ? 1 : 0,
          id,
          ...claimFreeParams(token),
        ]),
      ),

    markNotificationSent: async (id, at, token) =>
      changed(await pool.query(q.delivered, [at.toISOString(), id, ...claimFreeParams(token)])),

    /** A send whose outcome is unknown: not due again until a person's retry. */
    markNotificationUnknown: async (id, error, token) =>
      changed(await pool.query(q.unknown, [error, new Date().toISOString(), id, ...claimFreeParams(token)])),

    releaseNotificationClaim: async (id, token) => changed(await pool.query(q.release, [id, token])),
  } satisfies Pick<
    QueueMethods,
    | 'claimNotification'
    | 'markNotificationFailed'
    | 'markNotificationSent'
    | 'markNotificationUnknown'
    | 'releaseNotificationClaim'
  >;
}

const readSql = {
  ofLead: `SELECT ${columns} FROM notifications WHERE lead_id = $1 ORDER BY created_at, id`,
  counts: `SELECT channel,
      CASE WHEN status = 'failed' AND next_attempt_at IS NULL AND unknown_at IS NOT NULL THEN 'unknown'
           WHEN status = 'failed' AND next_attempt_at IS NULL THEN 'stopped' ELSE status END AS state,
      COUNT(*) AS n, MAX(delivered_at) AS delivered_at
    FROM notifications GROUP BY channel, state`,
  lastErrors: `SELECT DISTINCT ON (channel) channel, last_error, last_error_at FROM notifications
    WHERE last_error_at IS NOT NULL ORDER BY channel, last_error_at DESC, id DESC`,
  status: 'SELECT status FROM notifications WHERE id = $1 FOR UPDATE',
  dueNow: `UPDATE notifications SET next_attempt_at = $1, rejections = 0, unknown_at = NULL
    WHERE id = $2 AND status IN ('pending', 'failed')`,
};

/** What the office reads of the notifications, and a person's retry. */
function notifyReads(pool: pg.Pool) {
  const q = readSql;
  return {
    notificationsOf: async (leadId) => (await pool.query<NotificationRow>(q.ofLead, [leadId])).rows.map(toNotification),

    async channelStatus() {
      const channels = channelCounts((await pool.query<ChannelCountRow>(q.counts)).rows);
      const { rows } = await pool.query<{ channel: NotifyChannel; last_error: string | null; last_error_at: string }>(
        q.lastErrors,
      );
      for (const last of rows) {
        const status = channels.get(last.channel);
        if (!status) continue;
        status.lastError = last.last_error;
        status.lastErrorAt = last.last_error_at;
      }
      return notifyChannels.flatMap((channel) => channels.get(channel) ?? []);
    },

    retryNotification: (id, now = new Date()) =>
      transaction(pool, async (client): Promise<NotificationRetryResult> => {
        const [row] = (await client.query<{ status: NotificationStatus }>(q.status, [id])).rows;
        if (!row) return 'not_found';
        if (row.status === 'delivered' || row.status === 'held') return row.status;
        await client.query(q.dueNow, [now.toISOString(), id]);
        return 'scheduled';
      }),
  } satisfies Pick<QueueMethods, 'notificationsOf' | 'channelStatus' | 'retryNotification'>;
}

/**
 * The queues as the SQLite store's delivery-queue.ts and notify-queue.ts, for several instances over one
 * database: a claim picks its record with `FOR UPDATE SKIP LOCKED`, so two instances claiming at
 * the same moment never get the same one and never wait for each other; the marks' token check
 * is in each UPDATE's WHERE, which PostgreSQL evaluates again on the row another transaction has
 * just changed, so a result is recorded only while its claim is free for it.
 *
 * A claim is never held in memory only (`inMemory` is always false): a full disk fails the claim,
 * and the worker tries again later.
 */
export function pgQueues(pool: pg.Pool, alertChannels: readonly NotifyChannel[]): QueueMethods {
  return { ...deliveryQueue(pool, alertChannels), ...notifyQueue(pool), ...notifyReads(pool) };
}
