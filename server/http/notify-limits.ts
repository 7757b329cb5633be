import type { LeadKind, NewLead } from '../store/types';
import { bump } from './limits';

/**
 * How many notifications genuine leads may cause (docs/lead-flow.md#floods), so nobody can use the
 * forms to e-mail-bomb a stranger or drown the office: office alerts one per lead up to an hourly
 * rate, then told in the next summary; acknowledgements up to a few a day per e-mail address and
 * phone number, and an hourly cap for everyone. Fixed windows, like the intake's limits
 * (server/http/limits.ts): counted in this process (`NotifyLimits`), or by every instance together
 * in the database they share (server/store/postgres/shared-limits.ts).
 */

export interface NotifyLimitOptions {
  officeAlertsPerHour: number;
  acksPerRecipientPerDay: number;
  acksPerHour: number;
  /** The clock (tests move it). */
  now?: () => number;
}

export const hourMs = 3_600_000;
export const dayMs = 24 * hourMs;

/** Recipients remembered per day; past it new ones are not counted (as if fresh). */
const maxRecipients = 100_000;

/** A fixed-window count. */
class Window {
  #start = 0;
  #counts = new Map<string, number>();
  constructor(
    private readonly lengthMs: number,
    private readonly now: () => number,
  ) {}

  count(key: string): number {
    this.#roll();
    return this.#counts.get(key) ?? 0;
  }

  add(key: string, step: 1 | -1): void {
    this.#roll();
    bump(this.#counts, key, step, maxRecipients);
  }

  #roll(): void {
    if (this.now() - this.#start < this.lengthMs) return;
    this.#start = this.now();
    this.#counts = new Map();
  }
}

/**
 * A lead's notification plan, and how to give its counts back if it stored nothing new (kept in
 * the database, once the answer settles; it never fails).
 */
export interface NotifyTicket {
  plan: NonNullable<NewLead['notify']>;
  giveBack(): void | Promise<void>;
}

/** What the lead routes ask of the notification limits, whichever keeps the counts. */
export interface NotifyLimiter {
  take(kind: LeadKind, contacts: readonly string[]): NotifyTicket | Promise<NotifyTicket>;
}

/**
 * A genuine lead's notification plan: its office alert one by one or in the summary, and why its
 * acknowledgement is not sent (null: it goes). `before` answers the counts of the current windows
 * before this lead: office alerts and acknowledgements this hour, acknowledgements to `key` today.
 */
export function notifyPlan(
  options: NotifyLimitOptions,
  kind: LeadKind,
  contacts: readonly string[],
  before: { office: number; acksHour(): number; acksDay(key: string): number },
): NonNullable<NewLead['notify']> {
  const office = before.office < options.officeAlertsPerHour ? 'each' : 'summary';
  let ackSkipped: string | null = null;
  if (kind === 'enquiry') {
    if (contacts.some((key) => before.acksDay(key) >= options.acksPerRecipientPerDay)) {
      ackSkipped = `not sent: ${options.acksPerRecipientPerDay} acknowledgements went to this e-mail address or phone today`;
    } else if (before.acksHour() >= options.acksPerHour) {
      ackSkipped = `not sent: ${options.acksPerHour} acknowledgements went out this hour`;
    }
  }
  return { office, ackSkipped };
}

/** The notification limits counted in this process: one instance (the SQLite store). */
export class NotifyLimits implements NotifyLimiter {
  readonly #office: Window;
  readonly #acksHour: Window;
  readonly #acksDay: Window;

  constructor(private readonly options: NotifyLimitOptions) {
    const now = options.now ?? Date.now;
    this.#office = new Window(hourMs, now);
    this.#acksHour = new Window(hourMs, now);
    this.#acksDay = new Window(dayMs, now);
  }

  /**
   * Takes a genuine lead's place: its office alerts one by one or in the summary, and whether its
   * acknowledgement goes (`contacts`: the keys of its e-mail address and phone, server/http/limits.ts).
   */
  take(kind: LeadKind, contacts: readonly string[]): NotifyTicket {
    const { office, ackSkipped } = notifyPlan(this.options, kind, contacts, {
      office: this.#office.count('all'),
      acksHour: () => this.#acksHour.count('all'),
      acksDay: (key) => this.#acksDay.count(key),
    });
    const acked = kind === 'enquiry' && !ackSkipped;
    const move = (step: 1 | -1) => {
      if (office === 'each') this.#office.add('all', step);
      if (!acked) return;
      this.#acksHour.add('all', step);
      for (const key of contacts) this.#acksDay.add(key, step);
    };
    move(1);
    let given = false;
    return {
      plan: { office, ackSkipped },
      giveBack: () => {
        if (given) return;
        given = true;
        move(-1);
      },
    };
  }
}
