/**
 * Limits on guessing the office password (docs/office.md#signing-in): each client (an IPv4
 * address, an IPv6 /64) may try `clientMax` times per window, and once `globalMax` attempts from
 * everyone together have failed in a window, every attempt waits for the next one, so a guesser
 * with many addresses gets no further than one with a single address. Fixed windows, counted in
 * this process (`SignInLimit`) or, with PostgreSQL, by every instance together
 * (server/store/postgres/shared-limits.ts).
 *
 * An attempt reserves its place against both limits before its password is checked, and counts
 * as failed until the check proves it right: otherwise a burst of guesses sent at once would all
 * pass the check of the count before the first of them had failed. A correct password gives its
 * reservation back and clears its client's count; an attempt that was never checked (the hashing
 * was busy) gives back both.
 */

export interface SignInLimitOptions {
  clientMax: number;
  globalMax: number;
  windowMs: number;
}

/** Most clients tracked at once; past it the oldest entries go. */
const maxClients = 10_000;

/** How an attempt let through ended: `unchecked` when its password was never checked. */
export type Outcome = 'right' | 'wrong' | 'unchecked';

/**
 * Either go ahead (and say how it ended with `settle`, once), or wait this many seconds (the
 * Retry-After). An attempt never settled stays counted as failed. Kept in the database, the
 * counts are settled once the answer does (it never fails).
 */
export type Verdict =
  { ok: true; settle: (outcome: Outcome) => void | Promise<void> } | { ok: false; retryAfterSeconds: number };

/** One window's count; each window has its own, so a reservation given back late cannot lower the next one's. */
interface Window {
  count: number;
  resetAt: number;
}

/** What the sign-in route asks of the limits, whichever keeps the counts. */
export interface SignInLimiter {
  attempt(client: string): Verdict | Promise<Verdict>;
}

/** The sign-in limits counted in this process: one instance (the SQLite store). */
export class SignInLimit implements SignInLimiter {
  readonly #clients = new Map<string, Window>();
  #failures: Window = { count: 0, resetAt: 0 };
  constructor(
    private readonly options: SignInLimitOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** Reserves an attempt by `client` against both limits, or refuses it while a limit is reached. */
  attempt(client: string): Verdict {
    const now = this.now();
    if (this.#failures.resetAt <= now) this.#failures = { count: 0, resetAt: now + this.options.windowMs };
    const entry = this.#clientWindow(client, now);
    const wait = (until: number): Verdict => ({
      ok: false,
      retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)),
    });
    if (entry.count >= this.options.clientMax) return wait(entry.resetAt);
    const failures = this.#failures;
    if (failures.count >= this.options.globalMax) return wait(failures.resetAt);
    entry.count++;
    failures.count++;
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled || outcome === 'wrong') return void (settled = true);
      settled = true;
      failures.count--;
      if (outcome === 'right' && this.#clients.get(client) === entry) this.#clients.delete(client);
      else entry.count--;
    };
    return { ok: true, settle };
  }

  /** The client's count in the current window, a new one when its last has ended. */
  #clientWindow(client: string, now: number): Window {
    const entry = this.#clients.get(client);
    if (entry && entry.resetAt > now) return entry;
    this.#clients.delete(client);
    if (this.#clients.size >= maxClients) {
      const oldest = this.#clients.keys().next().value;
      if (oldest !== undefined) this.#clients.delete(oldest);
    }
    const fresh = { count: 0, resetAt: now + this.options.windowMs };
    this.#clients.set(client, fresh);
    return fresh;
  }
}
