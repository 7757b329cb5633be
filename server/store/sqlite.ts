import Database from 'better-sqlite3';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ulid } from '../ids';
import { normalisedPhone } from '../../lib/analytics';
import type {
  ContactMatch,
  DeliveryStatus,
  Lead,
  LeadKind,
  LeadStore,
  NewLead,
  PurgeResult,
  QueueStats,
  RetryResult,
  SaveResult,
} from './types';

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
}

/** A save waiting for the next group commit. */
interface Waiting {
  lead: NewLead;
  now: Date;
  resolve(result: SaveResult): void;
  reject(error: unknown): void;
}

/** A new lead as the commit writes it: id and time chosen, payload serialised. */
interface PreparedLead {
  id: string;
  kind: LeadKind;
  payload: string;
  key: string;
  spam: boolean;
  at: string;
}

/** Writes one group of new leads in one transaction; rejects (storing none) if it fails. */
type Commit = (leads: PreparedLead[]) => Promise<SaveResult[]>;

/** An error from the writer thread, rebuilt with its code (SQLITE_BUSY, SQLITE_FULL…). */
function rebuild(error: { name: string; message: string; code?: string }): Error {
  return Object.assign(new Error(error.message), { name: error.name, code: error.code });
}

/**
 * Commits on a worker thread with its own connection (commit-worker.mjs), so the event loop is
 * free while the disk flushes. Started on the first commit; restarted if it ever dies.
 */
function workerCommit(file: string, busyTimeoutMs: number, maxPageCount: number) {
  let worker: Worker | undefined;
  let nextGroup = 0;
  const waiting = new Map<number, { resolve(results: SaveResult[]): void; reject(error: unknown): void }>();

  const start = () => {
    const w = new Worker(new URL('./commit-worker.mjs', import.meta.url), {
      workerData: { file, busyTimeoutMs, maxPageCount },
    });
    w.on('message', (message: { group: number; results?: SaveResult[]; error?: Parameters<typeof rebuild>[0] }) => {
      const pending = waiting.get(message.group);
      waiting.delete(message.group);
      if (waiting.size === 0) w.unref();
      if (message.error) pending?.reject(rebuild(message.error));
      else pending?.resolve(message.results ?? []);
    });
    const fail = (error: unknown) => {
      if (worker === w) worker = undefined;
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
    };
    w.on('error', fail);
    w.on('exit', () => fail(new Error('the lead store writer stopped')));
    return w;
  };

  const commit: Commit = (leads) =>
    new Promise((resolve, reject) => {
      worker ??= start();
      const group = nextGroup++;
      waiting.set(group, { resolve, reject });
      worker.ref();
      worker.postMessage({ group, leads });
    });

  const close = async () => {
    const w = worker;
    worker = undefined;
    if (!w) return;
    const exited = new Promise((resolve) => w.once('exit', resolve));
    w.postMessage({ close: true });
    await exited;
  };
  return { commit, close };
}

/** An e-mail address as privacy requests compare it. */
const emailKey = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : null);
/** A phone number as privacy requests compare it (as the analytics copy normalises it). */
const phoneKey = (value: unknown) => {
  if (typeof value !== 'string') return null;
  const digits = normalisedPhone(value);
  return /^\d+$/.test(digits) ? digits : null;
};

/**
 * Schema changes, in order; `PRAGMA user_version` records how many have run. To change the
 * schema, append a step: never edit one that has shipped.
 */
const migrations: readonly string[] = [
  `CREATE TABLE leads (
     id              TEXT PRIMARY KEY,
     kind            TEXT NOT NULL CHECK (kind IN ('enquiry', 'review')),
     payload         TEXT NOT NULL,
     idempotency_key TEXT NOT NULL UNIQUE,
     spam            INTEGER NOT NULL CHECK (spam IN (0, 1)),
     created_at      TEXT NOT NULL
   );
   CREATE TABLE deliveries (
     lead_id         TEXT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
     status          TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed', 'spam')),
     attempts        INTEGER NOT NULL DEFAULT 0,
     last_error      TEXT,
     next_attempt_at TEXT,
     claimed_until   TEXT,
     delivered_at    TEXT
   );
   CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
   CREATE INDEX leads_created ON leads (created_at);`,
];

interface Row {
  id: string;
  kind: LeadKind;
  payload: string;
  idempotency_key: string;
  spam: 0 | 1;
  created_at: string;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
}

const selectLead = `SELECT l.id, l.kind, l.payload, l.idempotency_key, l.spam, l.created_at,
  d.status, d.attempts, d.last_error, d.next_attempt_at, d.delivered_at
  FROM leads l JOIN deliveries d ON d.lead_id = l.id`;

function toLead(row: Row): Lead {
  return {
    id: row.id,
    kind: row.kind,
    idempotencyKey: row.idempotency_key,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    spam: row.spam === 1,
    createdAt: row.created_at,
    delivery: {
      status: row.status,
      attempts: row.attempts,
      lastError: row.last_error,
      nextAttemptAt: row.next_attempt_at,
      deliveredAt: row.delivered_at,
    },
  };
}

function migrate(db: Database.Database, file: string): void {
  db.transaction(() => {
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > migrations.length) {
      throw new Error(`${file} has schema version ${version}; this version of the service knows ${migrations.length}`);
    }
    for (let step = version; step < migrations.length; step++) db.exec(migrations[step] ?? '');
    db.pragma(`user_version = ${migrations.length}`);
  }).immediate();
}

/**
 * Opens (and creates or migrates) the SQLite lead store at `file`; `:memory:` for a throwaway one.
 *
 * Writes of new leads are grouped: every `saveLead` call made before the next event-loop turn (or
 * within `commitWindowMs`) is written in one transaction, so one disk flush (synchronous=FULL)
 * covers them all; each caller's promise settles only after that commit.
 */
export function openSqliteStore(file: string, options: SqliteOptions = {}): LeadStore {
  const { busyTimeoutMs = 500, maxSizeMb = 1024, commitWindowMs = 0, maxBatch = 1000 } = options;
  const onDisk = file !== ':memory:';
  const isNew = onDisk && !existsSync(file);
  if (onDisk) mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const db = new Database(file);
  // Leads hold personal data: only the service's own user may read a new file (WAL files follow it).
  if (isNew) chmodSync(file, 0o600);
  db.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before the 201 goes out, even if the machine loses power.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // Another process (the leads command, a backup) holding the write lock makes a write wait this
  // long at most; then it fails and the API answers 503 instead of hanging.
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  // Deleted leads are overwritten, not just unlinked (privacy requests, retention).
  db.pragma('secure_delete = ON');
  migrate(db, file);
  // A cap on the file: a flood of submissions fills it (SQLITE_FULL, answered 503), not the disk.
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  const maxPageCount = Math.max(1, Math.floor((maxSizeMb * 1024 * 1024) / pageSize));
  db.pragma(`max_page_count = ${maxPageCount}`);
  db.function('lead_email', { deterministic: true }, emailKey);
  db.function('lead_phone', { deterministic: true }, phoneKey);

  const q = {
    idByKey: db.prepare<[string], { id: string }>('SELECT id FROM leads WHERE idempotency_key = ?'),
    insertLead: db.prepare(
      'INSERT INTO leads (id, kind, payload, idempotency_key, spam, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    insertDelivery: db.prepare('INSERT INTO deliveries (lead_id, status, next_attempt_at) VALUES (?, ?, ?)'),
    byId: db.prepare<[string], Row>(`${selectLead} WHERE l.id = ?`),
    byKey: db.prepare<[string], Row>(`${selectLead} WHERE l.idempotency_key = ?`),
    all: db.prepare<[], Row>(`${selectLead} ORDER BY l.created_at DESC, l.id DESC`),
    due: db.prepare<[string, string, number], Row>(
      `${selectLead} WHERE d.status IN ('pending', 'failed') AND d.next_attempt_at <= ?
       AND (d.claimed_until IS NULL OR d.claimed_until <= ?)
       ORDER BY d.next_attempt_at, l.created_at LIMIT ?`,
    ),
    claim: db.prepare('UPDATE deliveries SET claimed_until = ? WHERE lead_id = ?'),
    failed: db.prepare(
      `UPDATE deliveries SET status = 'failed', attempts = attempts + 1, last_error = ?, next_attempt_at = ?,
       claimed_until = NULL WHERE lead_id = ? AND status IN ('pending', 'failed')`,
    ),
    delivered: db.prepare(
      `UPDATE deliveries SET status = 'delivered', attempts = attempts + 1, delivered_at = ?, next_attempt_at = NULL,
       claimed_until = NULL WHERE lead_id = ? AND status IN ('pending', 'failed')`,
    ),
    status: db.prepare<[string], { status: DeliveryStatus }>('SELECT status FROM deliveries WHERE lead_id = ?'),
    dueNow: db.prepare('UPDATE deliveries SET next_attempt_at = ? WHERE lead_id = ?'),
    counts: db.prepare<[], { status: DeliveryStatus; n: number }>(
      'SELECT status, COUNT(*) AS n FROM deliveries GROUP BY status',
    ),
    since: db.prepare<[string], Row>(`${selectLead} WHERE l.created_at >= ? ORDER BY l.created_at DESC, l.id DESC`),
    // The one rule for privacy requests: see `ofContact`.
    byContact: db.prepare<[string | null, string | null], Row>(
      `${selectLead} WHERE lead_email(json_extract(l.payload, '$.email')) = ?
       OR lead_phone(json_extract(l.payload, '$.phone')) = ? ORDER BY l.id`,
    ),
    // Deleting a lead deletes its delivery record too (ON DELETE CASCADE).
    deleteLead: db.prepare('DELETE FROM leads WHERE id = ?'),
    countOld: db.prepare<[string], { status: DeliveryStatus; n: number }>(
      `SELECT d.status, COUNT(*) AS n FROM leads l JOIN deliveries d ON d.lead_id = l.id
       WHERE l.created_at < ? GROUP BY d.status`,
    ),
    deleteOld: db.prepare(
      `DELETE FROM leads WHERE created_at < ?
       AND id IN (SELECT lead_id FROM deliveries WHERE status IN ('delivered', 'spam'))`,
    ),
    deleteAllOld: db.prepare('DELETE FROM leads WHERE created_at < ?'),
  };

  /**
   * One lead inside the group's transaction; a key seen earlier (even in this group) stores
   * nothing. commit-worker.mjs does the same on the writer thread: keep the two in step.
   */
  const saveOne = (lead: PreparedLead): SaveResult => {
    const existing = q.idByKey.get(lead.key);
    if (existing) return { id: existing.id, created: false };
    q.insertLead.run(lead.id, lead.kind, lead.payload, lead.key, lead.spam ? 1 : 0, lead.at);
    q.insertDelivery.run(lead.id, lead.spam ? 'spam' : 'pending', lead.spam ? null : lead.at);
    return { id: lead.id, created: true };
  };
  const saveGroup = db.transaction((leads: PreparedLead[]) => leads.map(saveOne));

  // A file-backed store commits on its writer thread; `:memory:` (one connection only) in-line.
  const writer = onDisk ? workerCommit(file, busyTimeoutMs, maxPageCount) : undefined;
  const commit: Commit =
    writer?.commit ??
    (async (leads) =>
      // IMMEDIATE takes the write lock up front, so two writers never deadlock on an upgrade.
      saveGroup.immediate(leads));

  const queue: Waiting[] = [];
  let timer: NodeJS.Timeout | NodeJS.Immediate | undefined;
  let committing = false;
  let closed = false;
  const drained: (() => void)[] = [];

  /**
   * Commits what is queued as one group. While it is being written, new saves queue up; they
   * form the next group, sent as soon as this one is done. A failed group rejects all its callers.
   */
  const flush = () => {
    timer = undefined;
    if (committing) return;
    if (queue.length === 0) {
      for (const done of drained.splice(0)) done();
      return;
    }
    const group = queue.splice(0, maxBatch);
    committing = true;
    const leads = group.map(({ lead, now }) => ({
      id: ulid(now.getTime()),
      kind: lead.kind,
      payload: JSON.stringify(lead.payload),
      key: lead.idempotencyKey,
      spam: lead.spam,
      at: now.toISOString(),
    }));
    commit(leads)
      .then(
        (results) => group.forEach((w, i) => w.resolve(results[i]!)),
        (error: unknown) => group.forEach((w) => w.reject(error)),
      )
      .finally(() => {
        committing = false;
        flush();
      });
  };

  const schedule = () => {
    if (timer || committing) return;
    timer = commitWindowMs > 0 ? setTimeout(flush, commitWindowMs) : setImmediate(flush);
  };

  /**
   * The leads of one person, oldest first: the single matching rule of a data-access request
   * (`findByContact`) and a deletion (`forget`), so both always cover the same leads.
   */
  const ofContact = (match: ContactMatch): Row[] => {
    const email = match.email ? emailKey(match.email) : null;
    const phone = match.phone ? phoneKey(match.phone) : null;
    if (!email && !phone) throw new Error('a privacy request needs an e-mail address or a phone number');
    return q.byContact.all(email || null, phone || null);
  };

  const forget = db.transaction((match: ContactMatch, dryRun: boolean): string[] => {
    const ids = ofContact(match).map((row) => row.id);
    if (!dryRun) for (const id of ids) q.deleteLead.run(id);
    return ids;
  });

  const purge = db.transaction((before: Date, includeUndelivered: boolean, dryRun: boolean): PurgeResult => {
    const at = before.toISOString();
    const old: QueueStats = { pending: 0, delivered: 0, failed: 0, spam: 0 };
    for (const { status, n } of q.countOld.all(at)) old[status] = n;
    const undelivered = old.pending + old.failed;
    const done = old.delivered + old.spam;
    if (!dryRun) (includeUndelivered ? q.deleteAllOld : q.deleteOld).run(at);
    return includeUndelivered
      ? { purged: done + undelivered, undeliveredKept: 0 }
      : { purged: done, undeliveredKept: undelivered };
  });

  /**
   * After deleting personal data: copy the WAL into the file and empty it, so no old copy of the
   * deleted rows stays in the WAL. Best effort: a reader still open elsewhere can keep old frames.
   */
  const checkpoint = () => {
    try {
      db.pragma('wal_checkpoint(TRUNCATE)');
    } catch {
      // Busy: the next automatic checkpoint overwrites the frames.
    }
  };

  const claim = db.transaction((now: Date, limit: number, leaseMs: number): Row[] => {
    const at = now.toISOString();
    const rows = q.due.all(at, at, limit);
    const until = new Date(now.getTime() + leaseMs).toISOString();
    for (const row of rows) q.claim.run(until, row.id);
    return rows;
  });

  const retry = db.transaction((id: string, now: Date): RetryResult => {
    const row = q.status.get(id);
    if (!row) return 'not_found';
    if (row.status === 'delivered' || row.status === 'spam') return row.status;
    q.dueNow.run(now.toISOString(), id);
    return 'scheduled';
  });

  return {
    saveLead(lead, now = new Date()) {
      if (closed) return Promise.reject(new Error('the lead store is closed'));
      return new Promise<SaveResult>((resolve, reject) => {
        queue.push({ lead, now, resolve, reject });
        schedule();
      });
    },
    async findByKey(key) {
      const row = q.byKey.get(key);
      return row && toLead(row);
    },
    async nextDue(now, limit, leaseMs) {
      return claim.immediate(now, limit, leaseMs).map(toLead);
    },
    async markAttempt(id, error, nextAttemptAt) {
      q.failed.run(error, nextAttemptAt.toISOString(), id);
    },
    async markDelivered(id, at) {
      q.delivered.run(at.toISOString(), id);
    },
    async list({ since } = {}) {
      return (since ? q.since.all(since.toISOString()) : q.all.all()).map(toLead);
    },
    async get(id) {
      const row = q.byId.get(id);
      return row && toLead(row);
    },
    async retry(id, now = new Date()) {
      return retry.immediate(id, now);
    },
    async stats() {
      const stats: QueueStats = { pending: 0, delivered: 0, failed: 0, spam: 0 };
      for (const { status, n } of q.counts.all()) stats[status] = n;
      return stats;
    },
    async findByContact(match) {
      return ofContact(match).reverse().map(toLead);
    },
    async forget(match, { dryRun = false } = {}) {
      const ids = forget.immediate(match, dryRun);
      if (ids.length > 0 && !dryRun) checkpoint();
      return ids;
    },
    async purge(before, { includeUndelivered = false, dryRun = false } = {}) {
      const result = purge.immediate(before, includeUndelivered, dryRun);
      if (result.purged > 0 && !dryRun) checkpoint();
      return result;
    },
    async close() {
      if (closed) return;
      closed = true;
      if (timer) {
        clearTimeout(timer as NodeJS.Timeout);
        clearImmediate(timer as NodeJS.Immediate);
      }
      // Queued saves are still written; then the writer and the connection close.
      await new Promise<void>((resolve) => {
        drained.push(resolve);
        flush();
      });
      await writer?.close();
      if (db.open) db.close();
    },
  };
}
