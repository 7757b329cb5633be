/**
 * How many office password checks may hash at once (docs/office.md#signing-in). On libuv's thread
 * pool, four threads shared with every file the service reads (the site's pages) and with zlib, a
 * burst of sign-ins hashing on all four held pages back for seconds; on the password thread
 * (password-thread.ts) the checks would queue without end. So the checks take turns, `running` at
 * a time with at most `waiting` queued behind them; an attempt past that is turned away without
 * hashing (the sign-in form then says to try again in a few seconds). One at a time also bounds
 * the memory scrypt takes (32 MiB a check).
 */

/** The default: one check hashing, four waiting (about half a second at the default cost). */
export const signInHashing = { running: 1, waiting: 4 } as const;

export class HashQueue {
  #running = 0;
  readonly #queue: (() => void)[] = [];
  constructor(private readonly limits: { running: number; waiting: number } = signInHashing) {}

  /** Runs `check` in its turn; `busy` (and `check` never runs) when the queue is full. */
  async run<T>(check: () => Promise<T>): Promise<{ done: T } | 'busy'> {
    if (this.#running >= this.limits.running) {
      if (this.#queue.length >= this.limits.waiting) return 'busy';
      await new Promise<void>((resolve) => this.#queue.push(resolve));
    } else {
      this.#running++;
    }
    try {
      return { done: await check() };
    } finally {
      // The turn passes straight to the next waiting check, so the count of running ones never dips.
      const next = this.#queue.shift();
      if (next) next();
      else this.#running--;
    }
  }
}
