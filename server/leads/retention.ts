import type { FastifyBaseLogger } from 'fastify';
import type { LeadStore, PurgeResult } from '../store/types';

const dayMs = 86_400_000;

/** Days before the purge that an undelivered lead is first reported, so the office can still act. */
const purgeWarningDays = 14;

/** The cut-off of a retention period: leads created before it are old. */
export function retentionCutoff(days: number, now = new Date()): Date {
  return new Date(now.getTime() - days * dayMs);
}

/**
 * Deletes leads past the retention period (LEADS_RETENTION_DAYS): at start and then once a day.
 * Every old lead goes, delivered or not, quarantined ones too: the privacy policy promises the
 * period to every visitor (docs/lead-flow.md#retention-and-privacy-requests), and a lead the CRM
 * never took in a whole retention period is a move long past. So nobody loses one unseen, each
 * run first warns, by count, of undelivered leads that reach the cut-off within
 * `purgeWarningDays`, and then of those it deleted: time to export them or fix the CRM.
 */
export class RetentionJob {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;

  constructor(
    private readonly store: LeadStore,
    private readonly days: number,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = dayMs,
    /** Days a lead held for review is kept unreleased (HELD_RETENTION_DAYS, docs/lead-flow.md#floods). */
    private readonly heldDays = days,
  ) {}

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.run(), this.intervalMs);
    this.#timer.unref();
    void this.run();
  }

  /** One purge; failures are logged (never thrown) and retried on the next run. */
  run(): Promise<PurgeResult | undefined> {
    const run = this.#purge();
    this.#running = run;
    return run;
  }

  async #purge(): Promise<PurgeResult | undefined> {
    try {
      const now = new Date();
      const cutoff = retentionCutoff(this.days, now);
      const soon = retentionCutoff(Math.max(0, this.days - purgeWarningDays), now);
      // What goes today, what of it the CRM never took, and what undelivered goes within the warning days.
      const due = await this.store.purge(cutoff, { dryRun: true });
      const upcoming = (await this.store.purge(soon, { dryRun: true })).undeliveredKept - due.undeliveredKept;
      if (upcoming > 0) {
        this.log.warn(
          { undelivered: upcoming, withinDays: purgeWarningDays, retentionDays: this.days },
          'undelivered leads will reach the retention period soon and be purged: check the CRM, or export them',
        );
      }
      // Held leads nobody released in their own, shorter period: a flood's leftovers, not moves.
      const heldGone = await this.store.discardHeld({ until: retentionCutoff(this.heldDays, now) }, { spam: true });
      if (heldGone.length > 0) {
        this.log.info(
          { purged: heldGone.length, heldRetentionDays: this.heldDays },
          'held leads never released purged',
        );
      }
      const result = await this.store.purge(cutoff, { includeUndelivered: true });
      if (result.purged > 0) {
        this.log.info(
          { purged: result.purged, undeliveredPurged: due.undeliveredKept, retentionDays: this.days },
          'old leads purged',
        );
      }
      if (due.undeliveredKept > 0) {
        this.log.warn(
          { undeliveredPurged: due.undeliveredKept, retentionDays: this.days },
          'leads past the retention period were purged without ever reaching the CRM',
        );
      }
      return result;
    } catch (error) {
      this.log.error({ err: error }, 'retention purge failed; will try again');
      return undefined;
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }
}
