import type { FastifyBaseLogger } from 'fastify';
import { backoffMs, ClaimWorker, type Claimed } from '../delivery/claim-worker';
import type { Settings } from '../settings';
import type { LeadStore, NotificationClaim, NotifyChannel } from '../store/types';
import { issueQuote } from '../quotes/issue';
import { quotePath } from '../quotes/page';
import { managePath, whenText } from '../surveys/page';
import { isHindi } from '../leads/lead-language';
import { NotifyError, type Sendable, type Sender, senders } from './channels';
import { type SummaryFacts, SummaryJob } from './summary';

/**
 * Sends the notifications of one channel the way the CRM's worker sends leads (server/delivery/claim-worker.ts,
 * docs/lead-flow.md#notifications): one at a time under an owner token, with the channel's
 * timeout, backoff between attempts, a cap on refusals, and the result recorded per attempt.
 */

/**
 * How long a claim lasts: the send ends within the channel's timeout, and the mark that follows
 * takes milliseconds, so twice the timeout and a second cover both. Shorter than the CRM's lease
 * (server/delivery/worker.ts): after a crash, the notification the dead process held is sent sooner.
 */
const notifyLeaseMs = (timeoutMs: number) => 2 * timeoutMs + 1_000;

/**
 * Whether a channel's receiver drops a repeat by the key every attempt carries, so an attempt whose
 * outcome is unknown (a timeout, a send cut off) may simply go again (docs/lead-flow.md#delivery-promises).
 * Only the webhook's does (`X-Leads-Delivery`, signed): WhatsApp's Cloud API takes no key, and
 * mail servers do not drop a repeated `Message-ID` as a rule, so on those a message that may have
 * arrived waits for a person instead of arriving twice.
 */
const receiverDropsRepeats: Record<NotifyChannel, boolean> = {
  webhook: true,
  email: false,
  ack: false,
  whatsapp: false,
};

class NotifyWorker extends ClaimWorker<NotificationClaim & Claimed> {
  readonly #resendWhenUnsure: boolean;

  constructor(
    private readonly store: LeadStore,
    readonly channel: NotifyChannel,
    private readonly send: Sender,
    private readonly settings: Pick<Settings, 'delivery' | 'notify' | 'siteUrl'>,
    log: FastifyBaseLogger,
  ) {
    super(log, settings.delivery.intervalMs, channel);
    this.#resendWhenUnsure = receiverDropsRepeats[channel];
  }

  /** A summary's facts, for the window that ended when it was written (server/notify/summary.ts). */
  async #facts(createdAt: string): Promise<SummaryFacts> {
    const windowMs = this.settings.notify.limits.summaryWindowMs;
    const until = new Date(createdAt);
    const summary = await this.store.floodSummary(new Date(until.getTime() - windowMs), until);
    return { summary, windowMs, inbox: `${this.settings.siteUrl ?? ''}/office/` };
  }

  /**
   * The quote an acknowledgement links (docs/quotes.md): issued here should the acknowledgement go
   * out before the intake issued it (the same lead always gets the same quote).
   */
  async #quote(lead: NotificationClaim['lead']): Promise<Pick<Sendable, 'quote'>> {
    const ref = await issueQuote(this.store, lead.id, lead.payload, { log: this.log });
    if (!ref) return {};
    const { siteUrl } = this.settings;
    return { quote: { ref, url: siteUrl ? `${siteUrl}${quotePath(ref, isHindi(lead.payload) ? 'hi' : 'en')}` : null } };
  }

  /** The survey an acknowledgement tells of, as it stands when it goes out (docs/surveys.md). */
  async #survey(lead: NotificationClaim['lead']): Promise<Pick<Sendable, 'survey'>> {
    const booking = (await this.store.surveys.forLeads([lead.id])).get(lead.id);
    if (!booking || booking.status !== 'booked') return {};
    const locale = isHindi(lead.payload) ? 'hi' : 'en';
    const { siteUrl } = this.settings;
    return {
      survey: {
        when: whenText(booking, locale),
        url: siteUrl ? `${siteUrl}${managePath(booking.token, locale)}` : null,
      },
    };
  }

  protected async claim(exclude: string[]) {
    const claim = await this.store.claimNotification(
      this.channel,
      new Date(),
      notifyLeaseMs(this.settings.notify.timeoutMs),
      { exclude: exclude.map(Number) },
    );
    return claim && { ...claim, key: String(claim.notification.id) };
  }

  protected async handle(claim: NotificationClaim, signal: AbortSignal): Promise<void> {
    const { notification: n, token } = claim;
    const fields = { leadId: claim.lead.id, channel: n.channel, event: n.event, attempt: n.attempts + 1 };
    if (claim.interruptedAt && !this.#resendWhenUnsure) {
      await this.#unknown(claim, 'the service stopped while sending it', fields);
      return;
    }
    try {
      const sendable: Sendable =
        n.event === 'summary'
          ? { ...claim, summary: await this.#facts(n.createdAt) }
          : n.channel === 'ack'
            ? { ...claim, ...(await this.#quote(claim.lead)), ...(await this.#survey(claim.lead)) }
            : claim;
      await this.send(sendable, signal);
    } catch (error) {
      if (signal.aborted) {
        // Shutdown: no attempt counted where a repeat is harmless (due again at once for the next
        // process); elsewhere the message may be on its way, so it is not sent again by itself.
        if (!this.#resendWhenUnsure) await this.#unknown(claim, 'sending was cut off at shutdown', fields);
        else await this.store.releaseNotificationClaim(n.id, token).catch(() => false);
        this.log.info(fields, 'notification abandoned at shutdown');
        return;
      }
      const failure = error instanceof NotifyError ? error : new NotifyError('unexpected error');
      if (failure.unsure && !this.#resendWhenUnsure) await this.#unknown(claim, failure.message, fields);
      else await this.#failed(claim, failure, fields);
      return;
    }
    this.failures = 0;
    const at = new Date();
    await this.record(String(n.id), () => this.store.markNotificationSent(n.id, at, token), fields);
    this.log.info(fields, 'notification sent');
  }

  /** Records an attempt that may have arrived: counted as a failure for health, not sent again by itself. */
  async #unknown(
    { notification: n, token }: NotificationClaim,
    why: string,
    fields: Record<string, unknown>,
  ): Promise<void> {
    this.failures++;
    await this.record(String(n.id), () => this.store.markNotificationUnknown(n.id, why, token), fields);
    this.log.warn(
      { ...fields, error: why },
      'notification may not have arrived: not sent again by itself; check, then `npm run leads -- retry --channel`',
    );
  }

  /**
   * Records a failed attempt: a channel that is down is retried without end, waiting longer each
   * time up to RETRY_CAP_MS; one that refuses the notification NOTIFY_MAX_REJECTIONS times stops
   * and waits for a person's retry.
   */
  async #failed(
    { notification: n, token }: NotificationClaim,
    error: NotifyError,
    fields: Record<string, unknown>,
  ): Promise<void> {
    this.failures++;
    const rejections = n.rejections + (error.rejected ? 1 : 0);
    const stop = error.rejected && rejections >= this.settings.notify.maxRejections;
    const { retryBaseMs, retryCapMs } = this.settings.delivery;
    const waitMs = backoffMs(n.attempts + 1, retryBaseMs, retryCapMs);
    const next = stop ? null : new Date(Date.now() + waitMs);
    await this.record(
      String(n.id),
      () => this.store.markNotificationFailed(n.id, error.message, next, { rejected: error.rejected }, token),
      fields,
    );
    if (stop) {
      this.log.error(
        { ...fields, error: error.message, rejections },
        'notification stopped: the channel keeps refusing it',
      );
    } else {
      this.log.warn({ ...fields, error: error.message, retryInMs: waitMs }, 'notification failed');
    }
  }
}

/** Every configured channel's worker, started, nudged and stopped together. */
export class Notifier {
  readonly workers: NotifyWorker[];
  /** The office's summaries of floods (docs/lead-flow.md#floods). */
  readonly summaries: SummaryJob;

  constructor(
    store: LeadStore,
    settings: Pick<Settings, 'delivery' | 'notify' | 'siteUrl'>,
    log: FastifyBaseLogger,
    fetchImpl: typeof fetch = fetch,
  ) {
    const send = senders(settings.notify, fetchImpl, Date.now, settings.siteUrl);
    this.workers = settings.notify.channels.flatMap((channel) => {
      const sender = send[channel];
      return sender ? [new NotifyWorker(store, channel, sender, settings, log.child({ channel }))] : [];
    });
    const office = settings.notify.channels.filter((channel) => channel !== 'ack');
    this.summaries = new SummaryJob(
      store,
      office,
      settings.notify.limits.summaryWindowMs,
      () => this.nudge(),
      log.child({ module: 'summary' }),
    );
  }

  start(): void {
    for (const worker of this.workers) worker.start();
    this.summaries.start();
  }

  /** A lead was held or told only in a summary: the summary goes soon (docs/lead-flow.md#floods). */
  held(): void {
    this.summaries.nudge();
  }

  /** A round on every channel soon (after a new lead was stored). */
  nudge(): void {
    for (const worker of this.workers) worker.nudge();
  }

  /** One round on every channel; resolves when all have ended. */
  async tick(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.tick()));
  }

  /** Stops every channel's worker (see ClaimWorker.stop). */
  async stop(options: { graceMs?: number } = {}): Promise<void> {
    await this.summaries.stop();
    await Promise.all(this.workers.map((worker) => worker.stop(options)));
  }

  /** The channels whose last `threshold` attempts or more have all failed. */
  failing(threshold: number): NotifyChannel[] {
    return this.workers.filter((worker) => worker.failuresInARow >= threshold).map((worker) => worker.channel);
  }
}
