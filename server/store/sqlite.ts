import type { DatabaseSync } from 'node:sqlite';
import { openConnection } from './connection';
import { deliveryQueue, headroomPages, isFull, openDeliveryConnection } from './delivery-queue';
import { filesProblem } from './file-guard.mjs';
import type { CreateRule } from './first-run';
import { groupCommit, storeSaves } from './group-commit';
import { leadWriter, type PreparedLead } from './lead-writer.mjs';
import { officeCalls } from './office-calls';
import { sqliteDesk } from './desk-sqlite';
import { sqliteQuotes } from './quotes-sqlite';
import { sqliteSurveys } from './surveys-sqlite';
import { heldStore } from './held-queries';
import { leadReads } from './lead-reads';
import { leadQueries } from './queries';
import { notifyQueue, notifyReads } from './notify-queue';
import type { LeadStore, NotifyChannel } from './types';
import { writerThread } from './writer-thread';

/** How the store behaves under contention and load (from Settings['store']); all optional. */
export interface SqliteOptions {
  /** Wait at most this long for another connection's write lock, then fail with SQLITE_BUSY (default 500). */
  busyTimeoutMs?: number;
  /**
   * Largest database size in MiB for new leads; a save that needs more fails with SQLITE_FULL
   * (default 1024). Delivery records may go a little past it (`deliveryHeadroomPages`).
   */
  maxSizeMb?: number;
  /** Extra wait before a group commit; 0 = the next event-loop turn (default). */
  commitWindowMs?: number;
  /** Most saves in one transaction (default 1000). */
  maxBatch?: number;
  /**
   * Pages past the size cap the delivery worker's claims and marks may use (default: 2% of the
   * cap, at least 256); 0 makes them fail as on a full disk (tests).
   */
  deliveryHeadroomPages?: number;
  /** When the database file may be created (default `first-run`: only when no trace of one exists). */
  create?: CreateRule;
  /**
   * The notification channels configured (docs/lead-flow.md#notifications): each new lead gets a
   * row on each (no acknowledgement for a review), and a lead the CRM stops taking an alert on
   * each but the acknowledgement. Default: none.
   */
  channels?: readonly NotifyChannel[];
}

/**
 * Opens (and creates or migrates) the SQLite lead store at `file`; `:memory:` for a throwaway one.
 * It uses Node's built-in SQLite (node:sqlite), so the service has no native module to compile.
 *
 * Writes of new leads are grouped (group-commit.ts): one transaction and one disk flush
 * (synchronous=FULL) cover every save made in the same event-loop turn, and each caller's promise
 * settles only after that commit.
 */
export function openSqliteStore(file: string, options: SqliteOptions = {}): LeadStore {
  const { busyTimeoutMs = 500, maxSizeMb = 1024, commitWindowMs = 0, maxBatch = 1000, create, channels = [] } = options;
  const { db, maxPageCount, opened } = openConnection(file, busyTimeoutMs, maxSizeMb, create);
  const queries = leadQueries(db);
  const calls = officeCalls(db);
  const notifications = notifyReads(db);
  // A file-backed store commits on its writer thread; `:memory:` (one connection only) in-line.
  // It checks before and after each commit that the files are still the ones opened here.
  const writer = opened ? writerThread(file, busyTimeoutMs, maxPageCount, opened, channels) : undefined;
  const commit = writer?.commit ?? inlineCommit(db, channels);
  const groups = groupCommit(commit, { commitWindowMs, maxBatch });
  const saves = storeSaves(groups, isFull);
  // The delivery worker's connection may grow the file a little past the cap (delivery-queue.ts).
  const headroom = options.deliveryHeadroomPages ?? headroomPages(maxPageCount);
  const connect = () => (opened ? openDeliveryConnection(file, busyTimeoutMs, maxPageCount + headroom) : db);
  const queues = workerQueues(
    connect,
    channels.filter((channel) => channel !== 'ack'),
  );

  return {
    engine: 'sqlite',
    saveLead: (lead, now = new Date()) => saves.save(lead, now),
    findByKey: async (key) => queries.byKey(key),
    claimNext: async (now, leaseMs, { exclude = [] } = {}) => queues.deliveries().claimNext(now, leaseMs, exclude),
    markAttempt: async (id, error, nextAttemptAt, details, token) =>
      queues.deliveries().markFailed(id, error, nextAttemptAt, details, token),
    markDelivered: async (id, at, answer, token) => queues.deliveries().markDelivered(id, at, answer, token),
    markUnknown: async (id, error, token) => queues.deliveries().markUnknown(id, error, token),
    releaseClaim: async (id, token) => queues.deliveries().release(id, token),
    space: async () => (saves.lastFull || usedPages(db) >= maxPageCount ? 'full' : 'ok'),
    list: async ({ since } = {}) => queries.list(since),
    ...leadReads(db),
    get: async (id) => queries.byId(id),
    retry: async (id, now = new Date(), { force = false } = {}) => queries.retry(id, now, force),
    stats: async () => queries.stats(),
    release: async (id, now = new Date()) => queries.release(id, now),
    quarantined: async () => queries.quarantined(),
    quarantinedLeads: async () => queries.quarantinedLeads(),
    ...heldStore(db, queries),
    claimNotification: async (channel, now, leaseMs, { exclude = [] } = {}) =>
      queues.notifications().claimNext(channel, now, leaseMs, exclude),
    markNotificationFailed: async (id, error, nextAttemptAt, { rejected = false } = {}, token) =>
      queues.notifications().markFailed(id, error, nextAttemptAt, rejected, token),
    markNotificationSent: async (id, at, token) => queues.notifications().markSent(id, at, token),
    markNotificationUnknown: async (id, error, token) => queues.notifications().markUnknown(id, error, token),
    releaseNotificationClaim: async (id, token) => queues.notifications().release(id, token),
    retryNotification: async (id, now = new Date()) => notifications.retry(id, now),
    notificationsOf: async (leadId) => notifications.ofLead(leadId),
    channelStatus: async () => notifications.channelStatus(),
    problem: async () => (opened ? filesProblem(file, opened) : null),
    findByContact: async (match) => queries.byContact(match),
    forget: async (match, { dryRun = false } = {}) => queries.forget(match, dryRun),
    purge: async (before, { includeUndelivered = false, dryRun = false } = {}) =>
      queries.purge(before, includeUndelivered, dryRun),
    markCalled: async (id, by, at = new Date()) => calls.mark(id, by, at),
    calls: async ({ since, ids } = {}) => calls.all(since, ids),
    desk: sqliteDesk(db),
    quotes: sqliteQuotes(db),
    surveys: sqliteSurveys(db),
    async close() {
      if (!saves.close()) return;
      // Queued saves are still written; then the writer and the connection close.
      await groups.drain();
      await writer?.close();
      queues.close();
      if (db.isOpen) db.close();
    },
  };
}

/** Commits on the main connection, for a `:memory:` store (one connection only). */
function inlineCommit(db: DatabaseSync, channels: readonly NotifyChannel[]) {
  const write = leadWriter(db, channels);
  return async (leads: PreparedLead[]) => write(leads);
}

/**
 * The delivery worker's own connection (delivery-queue.ts) and the CRM's and the notifications'
 * queues on it, opened on the first claim.
 */
function workerQueues(connect: () => DatabaseSync, alertChannels: readonly NotifyChannel[]) {
  let deliveryDb: DatabaseSync | undefined;
  let delivery: ReturnType<typeof deliveryQueue> | undefined;
  let notify: ReturnType<typeof notifyQueue> | undefined;
  const deliveries = () => {
    if (!delivery) {
      deliveryDb = connect();
      delivery = deliveryQueue(deliveryDb, alertChannels);
    }
    return delivery;
  };
  return {
    deliveries,
    notifications: () => {
      deliveries();
      return (notify ??= notifyQueue(deliveryDb!));
    },
    close: () => {
      if (deliveryDb?.isOpen) deliveryDb.close();
    },
  };
}

/** Pages in use: the file's pages less its free ones. */
function usedPages(db: DatabaseSync): number {
  const row = db
    .prepare(
      'SELECT (SELECT page_count FROM pragma_page_count) - (SELECT freelist_count FROM pragma_freelist_count) AS n',
    )
    .get();
  return Number(row?.n);
}
