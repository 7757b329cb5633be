import type pg from 'pg';
import type { SharedState } from '../../shared-state';
import { groupCommit, storeSaves } from '../group-commit';
import type { LeadStore, NotifyChannel } from '../types';
import { pgDesk } from './desk';
import { pgQuotes } from './quotes';
import { pgSurveys } from './surveys';
import { pgHeld } from './held';
import { createPool, isUnavailable, type PoolOptions } from './pool';
import { pgQueues } from './queues';
import { pgPrivacy, pgReads } from './reads';
import { migrate } from './schema';
import { postgresSharedState, sweepEnded } from './shared-state';
import { groupWriter } from './writes';
import type { SharedQuery } from './counts';

/** How the PostgreSQL store behaves (from Settings['store'] and Settings['postgres']); all optional. */
export interface PostgresOptions extends PoolOptions {
  /** Extra wait before a group commit; 0 = the next event-loop turn (default). */
  commitWindowMs?: number;
  /** Most saves in one transaction (default 500). */
  maxBatch?: number;
  /** The notification channels configured: as the SQLite store's `channels`. */
  channels?: readonly NotifyChannel[];
}

/** PostgreSQL's "disk full" (53100) and "out of memory" (53200) refuse a lead for lack of space. */
const isFull = (error: unknown) => ['53100', '53200'].includes(String((error as { code?: unknown } | null)?.code));

/**
 * Opens the PostgreSQL lead store at `url` (`DATABASE_URL`), creating or migrating its tables, for
 * a service that runs as several instances over one database (docs/lead-flow.md#postgresql). It
 * keeps the SQLite store's guarantees, proven by the same contract tests
 * (tests/server/store-contract/): a save resolves once its transaction is committed, the lead and
 * its delivery and notification records are written together, a key is stored once even when two
 * instances receive it at the same moment, and a claim holds one record for one claimer at a time
 * across instances (`FOR UPDATE SKIP LOCKED`), coming back to another when its lease runs out.
 */
export async function openPostgresStore(url: string, options: PostgresOptions = {}): Promise<LeadStore> {
  return (await openPostgres(url, options)).store;
}

/**
 * The PostgreSQL store and the state the instances share besides the leads (server/shared-state.ts):
 * both wait for the schema the same way, and close with the store. The limits' counts go through
 * a small pool of their own whose commits do not wait for the disk: every lead adds to the same
 * few rows (the window's delivered leads, its office alerts), and a row is locked until its
 * commit, so waiting for the disk there would queue every lead behind every other. A crash of
 * the database loses at most its last fraction of a second of counts: a few leads more let
 * through. The sessions, where a sign-out must last, go through the store's own pool.
 */
export async function openPostgres(
  url: string,
  options: PostgresOptions = {},
): Promise<{ store: LeadStore; shared: SharedState }> {
  const pool = createPool(url, options);
  const ready = await schemaOnceReachable(pool);
  const countPool = createPool(url, {
    ...options,
    max: Math.max(2, Math.ceil((options.max ?? 10) / 2)),
    commitsWaitForDisk: false,
  });
  const through =
    (target: pg.Pool): SharedQuery =>
    (text, values) =>
      ready().then(() => target.query(text, values));
  const shared = { counts: through(countPool), sessions: through(pool) };
  // Ended windows and sessions go even while no request comes to sweep them (the limits sweep as
  // they count): an address's hash is kept no longer than its window, a day at most.
  const sweeper = setInterval(() => void sweepEnded(shared, Date.now()).catch(() => {}), sweepEveryMs);
  sweeper.unref();
  const closeShared = async () => {
    clearInterval(sweeper);
    await countPool.end();
  };
  return { store: postgresStore(pool, ready, options, closeShared), shared: postgresSharedState(shared) };
}

/** How often each instance deletes what has ended of the shared state. */
const sweepEveryMs = 5 * 60_000;

function postgresStore(
  pool: pg.Pool,
  ready: () => Promise<void>,
  options: PostgresOptions,
  onClose: () => Promise<void>,
): LeadStore {
  const { commitWindowMs = 0, maxBatch = 500, channels = [] } = options;
  const write = groupWriter(pool, channels);
  const groups = groupCommit((leads) => ready().then(() => write(leads)), { commitWindowMs, maxBatch });
  const saves = storeSaves(groups, isFull);
  const reads = pgReads(pool);

  return afterSchema(ready, {
    engine: 'postgres',
    saveLead: (lead, now = new Date()) => saves.save(lead, now),
    ...reads,
    ...pgPrivacy(pool),
    ...pgQueues(
      pool,
      channels.filter((channel) => channel !== 'ack'),
    ),
    ...pgHeld(pool),
    desk: pgDesk(pool, ready),
    quotes: pgQuotes(pool, ready),
    surveys: pgSurveys(pool, ready),
    space: async () => (saves.lastFull ? 'full' : 'ok'),
    async problem() {
      try {
        await pool.query('SELECT 1');
        return null;
      } catch (error) {
        if (isUnavailable(error)) return 'the database does not answer';
        throw error;
      }
    },
    async close() {
      if (!saves.close()) return;
      await onClose();
      await groups.drain();
      await pool.end();
    },
  });
}

/**
 * Creates or migrates the tables now; when the database cannot be reached at start, the service
 * starts anyway (its pages are served, forms get 503) and the schema is made on the first call
 * after the database answers. A refusal that waiting cannot mend (a wrong password, no such
 * database) fails the start. Answers what each call awaits first.
 */
async function schemaOnceReachable(pool: pg.Pool): Promise<() => Promise<void>> {
  const migrateNow = async () => {
    const client = await pool.connect();
    try {
      await migrate(client);
    } finally {
      client.release();
    }
  };
  let schema: Promise<void> | undefined = migrateNow();
  try {
    await schema;
  } catch (error) {
    if (!isUnavailable(error)) {
      await pool.end();
      throw error;
    }
    schema = undefined;
  }
  return () =>
    (schema ??= migrateNow().catch((error: unknown) => {
      schema = undefined;
      throw error;
    }));
}

/** The store's methods, each waiting for the schema first (see `schemaOnceReachable`). */
function afterSchema(ready: () => Promise<void>, store: LeadStore): LeadStore {
  const wrapped: Record<string, unknown> = { ...store };
  for (const [name, method] of Object.entries(store)) {
    // A save joins its group at once (so close() still writes it); the group waits for the schema.
    if (typeof method !== 'function' || ['close', 'problem', 'saveLead'].includes(name)) continue;
    const fn = method as (...args: unknown[]) => unknown;
    wrapped[name] =
      name === 'leadBatches'
        ? async function* (...args: unknown[]) {
            await ready();
            yield* fn(...args) as AsyncIterable<unknown>;
          }
        : async (...args: unknown[]) => {
            await ready();
            return fn(...args);
          };
  }
  return wrapped as unknown as LeadStore;
}
