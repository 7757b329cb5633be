import pg from 'pg';

/**
 * The connection pool of the PostgreSQL store, and the two ways the store uses it: one statement,
 * or a transaction that is tried again when PostgreSQL asks for it (a serialization failure or a
 * deadlock between two instances).
 */

/** How rows come back: times as the ISO 8601 strings the SQLite store keeps, JSON as its text, counts as numbers. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.TIMESTAMPTZ) return (value: string) => new Date(value).toISOString();
    if (oid === pg.types.builtins.JSON) return (value: string) => value;
    if (oid === pg.types.builtins.INT8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

export interface PoolOptions {
  /** Most connections this instance opens (default 10). */
  max?: number;
  /** How long a statement may wait for a connection before failing (default 5 s): a 503, not a hang. */
  connectTimeoutMs?: number;
  /** Longest a statement may run (default 10 s). */
  statementTimeoutMs?: number;
  /**
   * Whether a commit waits until it is on disk (default true). Only for what a crash of the
   * database may lose the last fraction of a second of: the limits' counts.
   */
  commitsWaitForDisk?: boolean;
}

export function createPool(url: string, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs ?? 10_000,
    application_name: 'sugam-intake',
    ...(options.commitsWaitForDisk === false ? { options: '-c synchronous_commit=off' } : {}),
    types,
  });
  // An idle connection the server dropped (a restart, a failover) must not crash the process: the
  // pool forgets it and the next statement opens a new one.
  pool.on('error', () => {});
  return pool;
}

/** PostgreSQL's codes for "run the transaction again": serialization failure, deadlock. */
const retryable = new Set(['40001', '40P01']);

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * True when the database cannot be reached or is shutting down, rather than refusing a statement:
 * the API answers 503 "try again in a minute" (docs/lead-flow.md#postgresql).
 */
export function isUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (typeof code !== 'string') {
    const message = error instanceof Error ? error.message : '';
    return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|ENOENT/.test(message);
  }
  return (
    code.startsWith('08') || // connection exception
    code === '57P01' || // admin shutdown
    code === '57P02' || // crash shutdown
    code === '57P03' || // cannot connect now (starting up)
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === 'ENOENT' ||
    code === 'ETIMEDOUT'
  );
}

export type Client = pg.PoolClient;

/**
 * Runs `work` in one transaction on one connection and returns its result; on failure rolls back
 * and throws. Tried again (up to 5 times) when PostgreSQL reports a serialization failure or a
 * deadlock, so `work` must only touch the database.
 */
export async function transaction<T>(pool: pg.Pool, work: (client: Client) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch {
        broken = true;
      }
      if (!retryable.has(String(codeOf(error))) || attempt >= 5) throw error;
    } finally {
      client.release(broken);
    }
  }
}
