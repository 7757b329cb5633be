import type { FastifyBaseLogger } from 'fastify';
import { type CrmAnswer, CrmError, sendToCrm } from './crm';
import type { CrmSettings, Settings } from './settings';
import type { Lead, LeadStore } from './store/types';

/** Leads claimed per store round trip. */
const batchSize = 10;
/** How long a claim outlives the CRM timeout, so a lead in flight is never claimed twice. */
const leaseMarginMs = 30_000;

/** Wait before attempt `attempt + 1`, after `attempt` failures: base, 2×base, 4×base… up to cap. */
export function backoffMs(attempt: number, baseMs: number, capMs: number): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 40)));
}

/**
 * Forwards stored leads to the CRM, in the same process as the API. It polls the store, is
 * nudged after each new lead, and on start picks up whatever is due, which is how leads stored
 * before a crash or while the CRM was down get delivered.
 */
export class DeliveryWorker {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #started = false;
  #stopping = false;
  #failuresInARow = 0;

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

  /** Stops polling and waits for a send in flight to finish (at most the CRM timeout). */
  async stop(): Promise<void> {
    this.#stopping = true;
    clearInterval(this.#timer);
    await this.#running;
  }

  async #drain(): Promise<void> {
    try {
      do {
        this.#again = false;
        for (;;) {
          const due = await this.store.nextDue(new Date(), batchSize, this.crm.timeoutMs + leaseMarginMs);
          if (due.length === 0) break;
          for (const lead of due) await this.#deliver(lead);
          if (this.#stopping) return;
        }
      } while (this.#again && !this.#stopping);
    } catch (error) {
      this.log.error({ err: error }, 'delivery round failed; will try again');
    }
  }

  async #deliver(lead: Lead): Promise<void> {
    const attempt = lead.delivery.attempts + 1;
    let answer: CrmAnswer;
    try {
      answer = await sendToCrm(lead, this.crm, this.fetchImpl);
    } catch (error) {
      await this.#failed(lead, attempt, error instanceof CrmError ? error : new CrmError('unexpected error'));
      return;
    }
    await this.store.markDelivered(lead.id, new Date(), answer);
    this.#failuresInARow = 0;
    this.log.info({ leadId: lead.id, kind: lead.kind, attempt }, 'lead delivered');
  }

  /**
   * Records a failed attempt. A CRM that is down or busy is retried without end; one that keeps
   * rejecting the lead (see `CrmError.rejected`) is not retried after `maxRejections`: the lead
   * stays `failed` with no next attempt until a person runs `leads retry`.
   */
  async #failed(lead: Lead, attempt: number, error: CrmError): Promise<void> {
    this.#failuresInARow++;
    const rejections = lead.delivery.rejections + (error.rejected ? 1 : 0);
    const stop = error.rejected && rejections >= this.crm.maxRejections;
    const waitMs = backoffMs(attempt, this.delivery.retryBaseMs, this.delivery.retryCapMs);
    const details = { answer: error.answer, rejected: error.rejected };
    await this.store.markAttempt(lead.id, error.message, stop ? null : new Date(Date.now() + waitMs), details);
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
