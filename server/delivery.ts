import type { FastifyBaseLogger } from 'fastify';
import { type CrmAnswer, CrmError, sendToCrm } from './crm';
import type { CrmSettings, Settings } from './settings';
import type { Claim, Lead, LeadStore } from './store/types';

/**
 * How long a claim outlives the CRM timeout. One lead is claimed at a time and its request ends
 * within the timeout, so the lease always covers the send and the mark that follows.
 */
const leaseMarginMs = 30_000;
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

/**
 * Forwards stored leads to the CRM, in the same process as the API. It polls the store, is
 * nudged after each new lead, and on start picks up whatever is due, which is how leads stored
 * before a crash or while the CRM was down get delivered.
 *
 * It claims one lead at a time under an owner token, sends it, records the result with that
 * token, then claims the next (docs/lead-flow.md#duplicates). A result the store cannot take just
 * then (locked by another process, or full) is kept in memory and written again until it is: that
 * lead is not handed out again by this worker meanwhile.
 */
export class DeliveryWorker {
  #timer: NodeJS.Timeout | undefined;
  #retryTimer: NodeJS.Timeout | undefined;
  #storeRetries = 0;
  #running: Promise<void> | undefined;
  #again = false;
  #started = false;
  #stopping = false;
  #stopped: Promise<void> | undefined;
  #failuresInARow = 0;
  /** The CRM request in flight, aborted at shutdown once its grace is over. */
  #inFlight: AbortController | undefined;
  /** Results the CRM gave whose write failed, by lead id: written again each round. */
  readonly #unrecorded = new Map<string, () => Promise<boolean>>();

  constructor(
    private readonly store: LeadStore,
    private readonly crm: CrmSettings,
    private readonly delivery: Settings['delivery'],
    private readonly log: FastifyBaseLogger,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** Failed attempts since the last delivered lead (any lead); /api/health turns `degraded` past a setting. */
  get failuresInARow(): number {
    return this.#failuresInARow;
  }

  /** Leads whose result (delivered or failed) waits in memory for the store to take it. */
  get unrecorded(): number {
    return this.#unrecorded.size;
  }

  /** Starts polling and delivers whatever is due now. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#timer = setInterval(() => void this.tick(), this.delivery.intervalMs);
    this.#timer.unref();
    this.nudge();
  }

  /** Asks for a delivery round soon (after a new lead was stored). */
  nudge(): void {
    if (this.#started && !this.#stopping) setImmediate(() => void this.tick());
  }

  /** One delivery round: sends every lead due now. Overlapping calls join the running round. */
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
   * Stops claiming leads. The send in flight may finish within `graceMs` (default: its own CRM
   * timeout); after that it is aborted and its claim released, so the lead is due again at once
   * for the next process, unrecorded as an attempt. Results still unwritten are tried once more;
   * any left are logged by lead id. Calling it again joins the first call.
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
    for (const id of this.#unrecorded.keys()) {
      this.log.error(
        { leadId: id },
        'stopping with a CRM result not recorded (the store was locked or full): the next start may send this lead again; its Ref line lets the CRM drop the copy',
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
          let claim: Claim | undefined;
          try {
            claim = await this.store.claimNext(new Date(), this.crm.timeoutMs + leaseMarginMs, {
              exclude: [...this.#unrecorded.keys()],
            });
          } catch (error) {
            if (!isBusy(error)) throw error;
            // Another process holds the write lock: the event loop is not held up waiting for it.
            this.log.debug({ code: codeOf(error) }, 'store locked: claiming again shortly');
            this.#retrySoon();
            return;
          }
          if (!claim) break;
          if (claim.inMemory) {
            this.log.warn({ leadId: claim.lead.id }, 'store full: this lead is claimed in memory only');
          }
          await this.#deliver(claim);
        }
      } while (this.#again && !this.#stopping);
      if (this.#unrecorded.size > 0) this.#retrySoon();
      else this.#storeRetries = 0;
    } catch (error) {
      this.log.error({ err: error }, 'delivery round failed; will try again');
    }
  }

  async #deliver({ lead, token }: Claim): Promise<void> {
    const attempt = lead.delivery.attempts + 1;
    const abort = new AbortController();
    this.#inFlight = abort;
    let answer: CrmAnswer;
    try {
      answer = await sendToCrm(lead, this.crm, this.fetchImpl, abort.signal);
    } catch (error) {
      if (abort.signal.aborted) {
        // Shutdown: not the CRM's fault, so no attempt is counted; the lead is due again at once.
        await this.store.releaseClaim(lead.id, token).catch(() => false);
        this.log.info({ leadId: lead.id, kind: lead.kind }, 'delivery abandoned at shutdown; the lead stays due');
        return;
      }
      await this.#failed(lead, token, attempt, error instanceof CrmError ? error : new CrmError('unexpected error'));
      return;
    } finally {
      this.#inFlight = undefined;
    }
    this.#failuresInARow = 0;
    const at = new Date();
    await this.#record(lead.id, () => this.store.markDelivered(lead.id, at, answer, token));
    this.log.info({ leadId: lead.id, kind: lead.kind, attempt }, 'lead delivered');
  }

  /**
   * Writes one result. A refusal means another claimer holds the lead now (this claim lapsed):
   * the result is theirs to record. A store error keeps the result in memory, written again next
   * round, and the lead is not handed out again meanwhile.
   */
  async #record(id: string, write: () => Promise<boolean>): Promise<void> {
    try {
      if (!(await write())) {
        this.log.warn({ leadId: id }, 'result not recorded: the lead is no longer this worker’s claim');
      }
    } catch (error) {
      this.#unrecorded.set(id, write);
      this.log.warn({ leadId: id, code: codeOf(error) }, 'result not recorded yet (store locked or full): retrying');
      this.#retrySoon();
    }
  }

  /** Writes the results kept in memory, oldest first; stops at the first the store still refuses. */
  async #writeUnrecorded(): Promise<void> {
    for (const [id, write] of this.#unrecorded) {
      try {
        await write();
      } catch {
        return;
      }
      this.#unrecorded.delete(id);
      this.log.info({ leadId: id }, 'result recorded after a retry');
    }
  }

  /**
   * Records a failed attempt. A CRM that is down or busy is retried without end; one that keeps
   * rejecting the lead (see `CrmError.rejected`) is not retried after `maxRejections`: the lead
   * stays `failed` with no next attempt until a person runs `leads retry`.
   */
  async #failed(lead: Lead, token: string, attempt: number, error: CrmError): Promise<void> {
    this.#failuresInARow++;
    const rejections = lead.delivery.rejections + (error.rejected ? 1 : 0);
    const stop = error.rejected && rejections >= this.crm.maxRejections;
    const waitMs = backoffMs(attempt, this.delivery.retryBaseMs, this.delivery.retryCapMs);
    const details = { answer: error.answer, rejected: error.rejected };
    const next = stop ? null : new Date(Date.now() + waitMs);
    await this.#record(lead.id, () => this.store.markAttempt(lead.id, error.message, next, details, token));
    // The CRM's answer can echo the lead's details, so only its status is logged.
    const fields = { leadId: lead.id, kind: lead.kind, attempt, error: error.message, status: error.answer?.status };
    if (stop) {
      this.log.error(
        { ...fields, rejections },
        'delivery stopped: the CRM keeps rejecting this lead; it waits for `npm run leads -- retry`',
      );
    } else {
      this.log.warn({ ...fields, retryInMs: waitMs }, 'delivery failed');
    }
  }
}
