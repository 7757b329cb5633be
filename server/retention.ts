import type { FastifyBaseLogger } from 'fastify';
import type { LeadStore, PurgeResult } from './store/types';

const dayMs = 86_400_000;

/** The cut-off of a retention period: leads created before it are old. */
export function retentionCutoff(days: number, now = new Date()): Date {
  return new Date(now.getTime() - days * dayMs);
}

/**
 * Deletes leads past the retention period (LEADS_RETENTION_DAYS): at start and then once a day.
 * Only leads the CRM has (delivered) or that were never to be sent (spam) go; a lead still
 * waiting for the CRM is kept however old, and reported in the log each run, because deleting
 * it would lose a customer nobody has seen. `npm run leads -- purge --include-undelivered`
 * deletes those too, on purpose.
 */
export class RetentionJob {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;

  constructor(
    private readonly store: LeadStore,
    private readonly days: number,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = dayMs,
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
      const result = await this.store.purge(retentionCutoff(this.days));
      if (result.purged > 0) this.log.info({ ...result, retentionDays: this.days }, 'old leads purged');
      if (result.undeliveredKept > 0) {
        this.log.warn(
          { ...result, retentionDays: this.days },
          'leads past the retention period are still undelivered and kept: check the CRM, export or purge them',
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
