import type { FastifyBaseLogger } from 'fastify';

/**
 * Sign-ins turned away (a limit reached, the checks busy) in the log (docs/office.md#signing-in):
 * the first of a minute gets its own line at once, and the others of that minute one line with
 * their count when the minute ends (or the service stops). A flood of guesses would otherwise
 * write a line per post, each one time taken from the pages, and bury everything else in the log.
 */

/** Why a sign-in was turned away, as its log line says. */
export type Refusal = 'too many attempts' | 'password checks busy';

/** How long one line stands for the refusals after it. */
const minuteMs = 60_000;

export class RefusalLog {
  readonly #counts = new Map<Refusal, number>();
  #timer: NodeJS.Timeout | undefined;
  constructor(private readonly log: FastifyBaseLogger) {}

  /** Logs a refusal on `log` (the request's), or counts it when this minute's line is written already. */
  refused(log: FastifyBaseLogger, why: Refusal, fields: Record<string, unknown> = {}): void {
    if (this.#timer) {
      this.#counts.set(why, (this.#counts.get(why) ?? 0) + 1);
      return;
    }
    log.warn(fields, `office sign-in refused: ${why}`);
    this.#timer = setTimeout(() => this.flush(), minuteMs).unref();
  }

  /** Writes the count of refusals not logged one by one, if any, and starts a new minute. */
  flush(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#counts.size === 0) return;
    const counts = Object.fromEntries(this.#counts);
    const total = [...this.#counts.values()].reduce((sum, n) => sum + n, 0);
    this.#counts.clear();
    this.log.warn({ counts }, `office sign-ins refused: ${total} more since the last such line`);
  }
}
