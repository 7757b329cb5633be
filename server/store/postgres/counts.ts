import type pg from 'pg';
import type { SharedLog } from '../../shared-state';

/**
 * Counts in fixed windows that every instance over one database adds to at once (table
 * `limit_counts`, schema.ts): the primitive the shared limits are built on (shared-limits.ts).
 * A count is taken first and checked after (increment, then check, then give back on refusal), so
 * two instances asking at the same moment each get a count of their own and one limit holds
 * between them. Windows are aligned to the clock (an hour's window starts on the hour), so every
 * instance finds the same one without asking the others.
 */

/** One statement of the shared state, through a pool of the store's database once its schema is made. */
export type SharedQuery = <R extends pg.QueryResultRow = pg.QueryResultRow>(
  text: string,
  values: unknown[],
) => Promise<pg.QueryResult<R>>;

/** A fixed window, in milliseconds since the epoch: `start` included, `end` not. */
export interface Window {
  start: number;
  end: number;
}

/** The window of `lengthMs` that holds `now`. */
export function windowAt(now: number, lengthMs: number): Window {
  const start = now - (now % lengthMs);
  return { start, end: start + lengthMs };
}

/** One count: a key in a window. */
export interface Slot {
  key: string;
  window: Window;
}

/** What a count given back with this step becomes: 0, whatever it was ("clears" the count). */
export const allOfIt = 2_147_483_647;

/** Ended windows are deleted at most this often per scope and process. */
const sweepEveryMs = 60_000;

/** PostgreSQL's deadlock and serialization failure: the statement is run again. */
const retryable = new Set(['40P01', '40001']);

const slotId = (start: number, key: string) => `${start} ${key}`;

/**
 * The slots in the order their rows are locked, the same in every statement: window, then key
 * (byte order, as the `C` collation). A slot named twice is there once: a statement may change a
 * row only once.
 */
function lockOrder(slots: readonly Slot[]): Slot[] {
  const unique = [...new Map(slots.map((slot) => [slotId(slot.window.start, slot.key), slot])).values()];
  return unique.sort((a, b) =>
    a.window.start !== b.window.start ? a.window.start - b.window.start : a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
  );
}

/** The counts of one scope (`intake`, `notify`, `signin`, a rate limit) on one clock. */
export class SharedCounts {
  #sweptAt = -Infinity;

  constructor(
    private readonly query: SharedQuery,
    readonly scope: string,
    private readonly now: () => number,
  ) {}

  /** Adds one to each slot's count, all in one statement; answers the counts after, in the slots' order. */
  async add(slots: readonly Slot[]): Promise<number[]> {
    if (slots.length === 0) return [];
    this.#sweep();
    const order = lockOrder(slots);
    const { rows } = await this.#run<{ window_start: number; key: string; n: number }>(
      `INSERT INTO limit_counts (scope, window_start, key, n, expires_at)
       SELECT $1, s, k, 1, e FROM unnest($2::bigint[], $3::text[], $4::bigint[]) WITH ORDINALITY AS t(s, k, e, i)
       ORDER BY i
       ON CONFLICT (scope, window_start, key) DO UPDATE SET n = limit_counts.n + 1
       RETURNING window_start, key, n`,
      [
        this.scope,
        order.map((slot) => slot.window.start),
        order.map((slot) => slot.key),
        order.map((slot) => slot.window.end),
      ],
    );
    const counts = new Map(rows.map((row) => [slotId(Number(row.window_start), row.key), row.n]));
    return slots.map((slot) => counts.get(slotId(slot.window.start, slot.key)) ?? 0);
  }

  /** Takes `step` back from each slot's count, never below 0 (`allOfIt` clears it). */
  async take(slots: readonly Slot[], step = 1): Promise<void> {
    if (slots.length === 0) return;
    const order = lockOrder(slots);
    // The rows are locked first, in the order `add` locks them (window, then key in byte order):
    // an UPDATE joined to the list would lock them in whatever order its plan visits them, and two
    // statements locking the same rows in different orders deadlock (each then waits a second for
    // PostgreSQL to notice).
    await this.#run(
      `UPDATE limit_counts c SET n = GREATEST(c.n - $4::integer, 0)
       FROM (SELECT l.window_start, l.key FROM limit_counts l
             JOIN unnest($2::bigint[], $3::text[]) AS t(s, k) ON l.window_start = t.s AND l.key = t.k
             WHERE l.scope = $1 ORDER BY l.window_start, l.key COLLATE "C" FOR UPDATE OF l) o
       WHERE c.scope = $1 AND c.window_start = o.window_start AND c.key = o.key`,
      [this.scope, order.map((slot) => slot.window.start), order.map((slot) => slot.key), step],
    );
  }

  /**
   * `take`, which never fails: should the database not answer, the count stays until its window
   * ends, erring towards the limit, and `log` is told.
   */
  async giveBack(slots: readonly Slot[], log: SharedLog, step = 1): Promise<void> {
    try {
      await this.take(slots, step);
    } catch (error) {
      log.warn({ err: error, scope: this.scope }, 'shared limits: a count could not be given back');
    }
  }

  /** A slot's count now, without changing it. */
  async read(slot: Slot): Promise<number> {
    const { rows } = await this.#run<{ n: number }>(
      'SELECT n FROM limit_counts WHERE scope = $1 AND window_start = $2 AND key = $3',
      [this.scope, slot.window.start, slot.key],
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * Deletes the rows of windows that have ended, in the background, at most once a minute. Only
   * this scope's: each scope is on its own clock (tests move some of them).
   */
  #sweep(): void {
    const now = this.now();
    if (now - this.#sweptAt < sweepEveryMs && now >= this.#sweptAt) return;
    this.#sweptAt = now;
    // Failing (the database gone), it is tried again a minute later; meanwhile old rows only take space.
    this.#run('DELETE FROM limit_counts WHERE scope = $1 AND expires_at <= $2', [this.scope, now]).catch(() => {});
  }

  async #run<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.query<R>(text, values);
      } catch (error) {
        const code = String((error as { code?: unknown } | null)?.code);
        if (!retryable.has(code) || attempt >= 3) throw error;
      }
    }
  }
}
