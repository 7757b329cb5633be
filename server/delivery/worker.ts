import type { FastifyBaseLogger } from 'fastify';
import { type CrmAnswer, CrmError, sendToCrm } from './crm';
import type { CrmSettings, Settings } from '../settings';
import type { Claim, Lead, LeadStore } from '../store/types';
import { backoffMs, ClaimWorker, type Claimed } from './claim-worker';

/**
 * How long a claim outlives the CRM timeout. One lead is claimed at a time and its request ends
 * within the timeout, so the lease always covers the send and the mark that follows.
 */
const leaseMarginMs = 30_000;

/**
 * Forwards stored leads to the CRM, in the same process as the API. It polls the store, is
 * nudged after each new lead, and on start picks up whatever is due, which is how leads stored
 * before a crash or while the CRM was down get delivered.
 *
 * It claims one lead at a time under an owner token, sends it, records the result with that
 * token, then claims the next (claim-worker.ts, docs/lead-flow.md#duplicates).
 */
export class DeliveryWorker extends ClaimWorker<Claim & Claimed> {
  constructor(
    private readonly store: LeadStore,
    private readonly crm: CrmSettings,
    private readonly delivery: Settings['delivery'],
    log: FastifyBaseLogger,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    super(log, delivery.intervalMs, 'CRM');
  }

  protected async claim(exclude: string[]) {
    const claim = await this.store.claimNext(new Date(), this.crm.timeoutMs + leaseMarginMs, { exclude });
    return claim && { ...claim, key: claim.lead.id };
  }

  protected handle(claim: Claim, signal: AbortSignal) {
    return this.#deliver(claim, signal);
  }

  async #deliver({ lead, token, interruptedAt }: Claim, signal: AbortSignal): Promise<void> {
    const attempt = lead.delivery.attempts + 1;
    // The instance sending it stopped mid-send (a crash, a killed machine): it is sent again now,
    // by whichever instance claimed it, so no lead waits on a dead one. The CRM may then hold it
    // twice, both with the same `Ref:` line (docs/lead-flow.md#delivery-promises).
    if (interruptedAt) {
      this.log.warn(
        { leadId: lead.id, kind: lead.kind, attempt, interruptedAt },
        'sending again a lead whose earlier attempt was cut off when its instance stopped: the CRM may show it twice, with the same Ref',
      );
    }
    let answer: CrmAnswer;
    try {
      answer = await sendToCrm(lead, this.crm, this.fetchImpl, signal);
    } catch (error) {
      if (signal.aborted) {
        // Shutdown: not the CRM's fault, but the request may have reached it.
        await this.#unknown(lead, token, attempt, 'sending was cut off at shutdown');
        return;
      }
      const failure = error instanceof CrmError ? error : new CrmError('unexpected error');
      if (failure.unsure) await this.#unknown(lead, token, attempt, failure.message);
      else await this.#failed(lead, token, attempt, failure);
      return;
    }
    this.failures = 0;
    const at = new Date();
    await this.record(lead.id, () => this.store.markDelivered(lead.id, at, answer, token), { leadId: lead.id });
    this.log.info({ leadId: lead.id, kind: lead.kind, attempt }, 'lead delivered');
  }

  /**
   * Records an attempt whose outcome is unknown (`why`: a timeout, a send cut off): counted as a
   * failure for health, and not due again until `leads retry`.
   */
  async #unknown(lead: Lead, token: string, attempt: number, why: string): Promise<void> {
    this.failures++;
    await this.record(lead.id, () => this.store.markUnknown(lead.id, why, token), { leadId: lead.id });
    this.log.warn(
      { leadId: lead.id, kind: lead.kind, attempt, error: why },
      'lead may not have reached the CRM: not sent again by itself; check the CRM for its Ref line, then `npm run leads -- retry`',
    );
  }

  /**
   * Records a failed attempt. A CRM that is down or busy is retried without end; one that keeps
   * rejecting the lead (see `CrmError.rejected`) is not retried after `maxRejections`: the lead
   * stays `failed` with no next attempt until a person runs `leads retry`.
   */
  async #failed(lead: Lead, token: string, attempt: number, error: CrmError): Promise<void> {
    this.failures++;
    const rejections = lead.delivery.rejections + (error.rejected ? 1 : 0);
    const stop = error.rejected && rejections >= this.crm.maxRejections;
    const waitMs = backoffMs(attempt, this.delivery.retryBaseMs, this.delivery.retryCapMs);
    const details = { answer: error.answer, rejected: error.rejected };
    const next = stop ? null : new Date(Date.now() + waitMs);
    await this.record(lead.id, () => this.store.markAttempt(lead.id, error.message, next, details, token), {
      leadId: lead.id,
    });
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
