import type { FastifyBaseLogger } from 'fastify';

/**
 * What the CRM's worker (worker.ts) and each notification channel's (server/notify/worker.ts) share:
 * polling a queue in the store, claiming one record at a time under an owner token, handling it,
 * recording the result with that token, then claiming the next (docs/lead-flow.md#duplicates). A
 * result the store cannot take just then (locked by another process, or full) is kept in memory
 * and written again until it is: that record is not handed out again by this worker meanwhile.
 */

/** First wait before trying the store again after it was locked or full; doubles up to `storeRetryCapMs`. */
const storeRetryMs = 100;
const storeRetryCapMs = 5_000;

/** A store error that passes by itself: another connection holds the lock. */
const isBusy = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
};
const codeOf = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? 'unknown');

/** Wait before attempt `attempt + 1`, after `attempt` failures: base, 2×base, 4×base… up to cap. */
export function backoffMs(attempt: number, baseMs: number, capMs: number): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 40)));
}

/** One claimed record: `key` names it in logs and in the list of results waiting to be written. */
export interface Claimed {
  key: string;
  inMemory: boolean;
}

export abstract class ClaimWorker<C extends Claimed> {
  #timer: NodeJS.Timeout | undefined;
  #retryTimer: NodeJS.Timeout | undefined;
  #storeRetries = 0;
  #running: Promise<void> | undefined;
  #again = false;
  #started = false;
  #stopping = false;
  #stopped: Promise<void> | undefined;
  /** The send in flight, aborted at shutdown once its grace is over. */
  #inFlight: AbortController | undefined;
  /** Results whose write failed, by key: written again each round. */
  readonly #unrecorded = new Map<string, () => Promise<boolean>>();
  /** Failed attempts since the last success; /api/health turns `degraded` past a setting. */
  protected failures = 0;

  protected constructor(
    protected readonly log: FastifyBaseLogger,
    private readonly intervalMs: number,
    /** What a result is of, for the log: `CRM`, `e-mail`… */
    private readonly what: string,
  ) {}

  /** Claims the record due first, leaving out `exclude` (keys); undefined when none is due. */
  protected abstract claim(exclude: string[]): Promise<C | undefined>;
  /** Sends one claimed record and records the result (with `record`); `signal` aborts at shutdown. */
  protected abstract handle(claim: C, signal: AbortSignal): Promise<void>;

  /** Failed attempts since the last success (any record). */
  get failuresInARow(): number {
    return this.failures;
  }

  /** Records whose result waits in memory for the store to take it. */
  get unrecorded(): number {
    return this.#unrecorded.size;
  }

  /** Starts polling and handles whatever is due now. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#timer = setInterval(() => void this.tick(), this.intervalMs);
    this.#timer.unref();
    this.nudge();
  }

  /** Asks for a round soon (after a new lead was stored). */
  nudge(): void {
    if (this.#started && !this.#stopping) setImmediate(() => void this.tick());
  }

  /** One round: handles every record due now. Overlapping calls join the running round. */
  tick(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#drain().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  /**
   * Stops claiming. The send in flight may finish within `graceMs` (default: its own timeout);
   * after that it is aborted (`handle` records it as of unknown outcome where the receiver cannot
   * drop a repeat, or else releases its claim, so the record is due again at once for the next
   * process). Results still unwritten are tried once more; any left are logged by key. Calling it
   * again joins the first call.
   */
  stop(options: { graceMs?: number } = {}): Promise<void> {
    this.#stopped ??= this.#stop(options.graceMs);
    return this.#stopped;
  }

  async #stop(graceMs: number | undefined): Promise<void> {
    this.#stopping = true;
    clearInterval(this.#timer);
    clearTimeout(this.#retryTimer);
    const abortTimer =
      graceMs === undefined ? undefined : setTimeout(() => this.#inFlight?.abort(), Math.max(0, graceMs));
    await this.#running;
    clearTimeout(abortTimer);
    await this.#writeUnrecorded();
    for (const key of this.#unrecorded.keys()) {
      this.log.error(
        { key },
        `stopping with a ${this.what} result not recorded (the store was locked or full): the next start may send it again`,
      );
    }
  }

  /** Tries the store again soon, waiting longer each time it is still locked or full. */
  #retrySoon(): void {
    if (this.#stopping || this.#retryTimer) return;
    const waitMs = Math.min(storeRetryCapMs, storeRetryMs * 2 ** Math.min(this.#storeRetries++, 10));
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      void this.tick();
    }, waitMs);
    this.#retryTimer.unref();
  }

  async #drain(): Promise<void> {
    try {
      do {
        this.#again = false;
        await this.#writeUnrecorded();
        while (!this.#stopping) {
          let claim: C | undefined;
          try {
            claim = await this.claim([...this.#unrecorded.keys()]);
          } catch (error) {
            if (!isBusy(error)) throw error;
            // Another process holds the write lock: the event loop is not held up waiting for it.
            this.log.debug({ code: codeOf(error) }, 'store locked: claiming again shortly');
            this.#retrySoon();
            return;
          }
          if (!claim) break;
          if (claim.inMemory) this.log.warn({ key: claim.key }, 'store full: claimed in memory only');
          const abort = new AbortController();
          this.#inFlight = abort;
          try {
            await this.handle(claim, abort.signal);
          } finally {
            this.#inFlight = undefined;
          }
        }
      } while (this.#again && !this.#stopping);
      if (this.#unrecorded.size > 0) this.#retrySoon();
      else this.#storeRetries = 0;
    } catch (error) {
      this.log.error({ err: error }, `${this.what} round failed; will try again`);
    }
  }

  /**
   * Writes one result. A refusal means another claimer holds the record now (this claim lapsed):
   * the result is theirs to record. A store error keeps the result in memory, written again next
   * round, and the record is not handed out again meanwhile.
   */
  protected async record(key: string, write: () => Promise<boolean>, fields: Record<string, unknown>): Promise<void> {
    try {
      if (!(await write())) this.log.warn(fields, 'result not recorded: no longer this worker’s claim');
    } catch (error) {
      this.#unrecorded.set(key, write);
      this.log.warn({ ...fields, code: codeOf(error) }, 'result not recorded yet (store locked or full): retrying');
      this.#retrySoon();
    }
  }

  /** Writes the results kept in memory, oldest first; stops at the first the store still refuses. */
  async #writeUnrecorded(): Promise<void> {
    for (const [key, write] of this.#unrecorded) {
      try {
        await write();
      } catch {
        return;
      }
      this.#unrecorded.delete(key);
      this.log.info({ key }, 'result recorded after a retry');
    }
  }
}
