/**
 * Limits on guessing the office password (docs/office.md#signing-in): each client (an IPv4
 * address, an IPv6 /64) may try `clientMax` times per window, and once `globalMax` attempts from
 * everyone together have failed in a window, every attempt waits for the next one, so a guesser
 * with many addresses gets no further than one with a single address. A correct password clears
 * its client's count. Fixed windows, counted in this process.
 */

export interface SignInLimitOptions {
  clientMax: number;
  globalMax: number;
  windowMs: number;
}

/** Most clients tracked at once; past it the oldest entries go. */
const maxClients = 10_000;

/** Either go ahead, or wait this many seconds (the Retry-After). */
export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export class SignInLimit {
  readonly #clients = new Map<string, { count: number; resetAt: number }>();
  #failures = { count: 0, resetAt: 0 };
  constructor(
    private readonly options: SignInLimitOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts an attempt by `client`, or refuses it while a limit is reached. */
  attempt(client: string): Verdict {
    const now = this.now();
    if (this.#failures.resetAt <= now) this.#failures = { count: 0, resetAt: now + this.options.windowMs };
    let entry = this.#clients.get(client);
    if (!entry || entry.resetAt <= now) {
      this.#clients.delete(client);
      if (this.#clients.size >= maxClients) {
        const oldest = this.#clients.keys().next().value;
        if (oldest !== undefined) this.#clients.delete(oldest);
      }
      entry = { count: 0, resetAt: now + this.options.windowMs };
      this.#clients.set(client, entry);
    }
    const wait = (until: number): Verdict => ({
      ok: false,
      retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)),
    });
    if (entry.count >= this.options.clientMax) return wait(entry.resetAt);
    if (this.#failures.count >= this.options.globalMax) return wait(this.#failures.resetAt);
    entry.count++;
    return { ok: true };
  }

  /** The attempt's password was wrong. */
  failed(): void {
    this.#failures.count++;
  }

  /** The attempt's password was right: the client starts afresh. */
  succeeded(client: string): void {
    this.#clients.delete(client);
  }
}
