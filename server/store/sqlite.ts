import { openConnection } from './connection';
import { filesProblem } from './file-guard.mjs';
import type { CreateRule } from './first-run';
import { groupCommit } from './group-commit';
import { leadWriter, type PreparedLead } from './lead-writer.mjs';
import { leadQueries } from './queries';
import type { LeadStore } from './types';
import { writerThread } from './writer-thread';

/** How the store behaves under contention and load (from Settings['store']); all optional. */
export interface SqliteOptions {
  /** Wait at most this long for another connection's write lock, then fail with SQLITE_BUSY (default 500). */
  busyTimeoutMs?: number;
  /** Largest database size in MiB; a write that needs more fails with SQLITE_FULL (default 1024). */
  maxSizeMb?: number;
  /** Extra wait before a group commit; 0 = the next event-loop turn (default). */
  commitWindowMs?: number;
  /** Most saves in one transaction (default 1000). */
  maxBatch?: number;
  /** When the database file may be created (default `first-run`: only when no trace of one exists). */
  create?: CreateRule;
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
  const { busyTimeoutMs = 500, maxSizeMb = 1024, commitWindowMs = 0, maxBatch = 1000, create } = options;
  const { db, maxPageCount, opened } = openConnection(file, busyTimeoutMs, maxSizeMb, create);
  const queries = leadQueries(db);

  // A file-backed store commits on its writer thread; `:memory:` (one connection only) in-line.
  // It checks before and after each commit that the files are still the ones opened here.
  const writer = opened ? writerThread(file, busyTimeoutMs, maxPageCount, opened) : undefined;
  const writeInline = writer ? undefined : leadWriter(db);
  const commit = writer?.commit ?? (async (leads: PreparedLead[]) => writeInline!(leads));
  const groups = groupCommit(commit, { commitWindowMs, maxBatch });
  let closed = false;

  return {
    saveLead(lead, now = new Date()) {
      if (closed) return Promise.reject(new Error('the lead store is closed'));
      return groups.save(lead, now);
    },
    findByKey: async (key) => queries.byKey(key),
    nextDue: async (now, limit, leaseMs) => queries.claimDue(now, limit, leaseMs),
    markAttempt: async (id, error, nextAttemptAt, details) => queries.markFailed(id, error, nextAttemptAt, details),
    markDelivered: async (id, at, answer) => queries.markDelivered(id, at, answer),
    list: async ({ since } = {}) => queries.list(since),
    get: async (id) => queries.byId(id),
    retry: async (id, now = new Date(), { force = false } = {}) => queries.retry(id, now, force),
    stats: async () => queries.stats(),
    release: async (id, now = new Date()) => queries.release(id, now),
    quarantined: async () => queries.quarantined(),
    problem: async () => (opened ? filesProblem(file, opened) : null),
    findByContact: async (match) => queries.byContact(match),
    forget: async (match, { dryRun = false } = {}) => queries.forget(match, dryRun),
    purge: async (before, { includeUndelivered = false, dryRun = false } = {}) =>
      queries.purge(before, includeUndelivered, dryRun),
    async close() {
      if (closed) return;
      closed = true;
      // Queued saves are still written; then the writer and the connection close.
      await groups.drain();
      await writer?.close();
      if (db.isOpen) db.close();
    },
  };
}
