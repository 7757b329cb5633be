import type { HoldReason } from '../store/types';

/**
 * How many new leads go to the CRM at once, per client and for everyone, and what happens past
 * that (docs/lead-flow.md#rate-limits). The rule: a flood must not stop genuine visitors. So a
 * limit never refuses a lead for everyone; past it, new leads are stored as quarantined
 * (acknowledged, kept, not sent to the CRM until someone releases them with `leads release`).
 *
 * Only leads that make a new row count: a repeated submission key stores nothing, and honeypot
 * catches are never forwarded, so neither uses up anybody's allowance.
 */

export interface IntakeLimitOptions {
  /** New leads all clients together may send to the CRM per window; more are quarantined. */
  globalMax: number;
  /** Length of the window, for both counts. */
  windowMs: number;
  /** New leads one client (clientKey) may send to the CRM per window; more are quarantined. */
  clientAllowance: number;
  /**
   * Quarantined leads per window beyond which a client already over its allowance is refused
   * (503, a short Retry-After): what bounds the disk one flood can fill. A client still within
   * its allowance is stored whatever this count.
   */
  quarantineMax: number;
  /** Submissions waiting for the store at once; more are refused at once (503, Retry-After 1). */
  maxInFlight: number;
  /** Clients remembered per window; beyond that new addresses are not counted (as if fresh). */
  maxClients?: number;
  /** The clock (tests move it). */
  now?: () => number;
}

/** A submission admitted to the store: whether to quarantine it, and how to settle the counts. */
export interface Admission {
  ok: true;
  /** null: deliver normally. */
  hold: HoldReason | null;
  /**
   * Call once the store has answered: `created` keeps the lead in the counts; `repeat` (the key
   * was stored before) or `failed` gives its place back. Frees the in-flight slot either way.
   */
  settle(result: 'created' | 'repeat' | 'failed'): void;
}

/** A submission refused before the store: the seconds the answer's Retry-After gives. */
export interface Refusal {
  ok: false;
  retryAfterS: number;
  reason: 'in_flight' | 'quarantine_full';
}

/** Longest Retry-After the intake ever sends: a visitor is never told to come back in an hour. */
const maxRetryAfterS = 60;

export class IntakeLimits {
  readonly #o: Required<IntakeLimitOptions>;
  #windowStart = 0;
  #delivered = 0;
  #quarantined = 0;
  #clients = new Map<string, number>();
  #inFlight = 0;

  constructor(options: IntakeLimitOptions) {
    this.#o = { maxClients: 100_000, now: Date.now, ...options };
  }

  /** New leads counted in this window: sent on to the CRM, and quarantined. */
  get counts(): { delivered: number; quarantined: number } {
    this.#roll();
    return { delivered: this.#delivered, quarantined: this.#quarantined };
  }

  /**
   * Admits a valid submission from `client` before it is stored. Spam (the honeypot) takes only
   * an in-flight slot. Otherwise: within the client's allowance and the global limit it is
   * delivered normally, past either it is quarantined, and a client past its allowance while the
   * quarantine is full for this window is refused.
   */
  admit(client: string, spam: boolean): Admission | Refusal {
    this.#roll();
    if (this.#inFlight >= this.#o.maxInFlight) return { ok: false, retryAfterS: 1, reason: 'in_flight' };
    const sent = this.#clients.get(client) ?? 0;
    const overAllowance = sent >= this.#o.clientAllowance;
    let hold: HoldReason | null = null;
    if (!spam) {
      if (overAllowance) hold = 'client';
      else if (this.#delivered >= this.#o.globalMax) hold = 'global';
      if (hold && overAllowance && this.#quarantined >= this.#o.quarantineMax) {
        return { ok: false, retryAfterS: this.#retryAfter(), reason: 'quarantine_full' };
      }
    }
    this.#inFlight++;
    const window = this.#windowStart;
    if (!spam) this.#count(client, hold, +1);
    let settled = false;
    return {
      ok: true,
      hold,
      settle: (result) => {
        if (settled) return;
        settled = true;
        this.#inFlight--;
        // A lead that stored nothing new gives its place back (unless its window has passed).
        if (!spam && result !== 'created' && window === this.#windowStart) this.#count(client, hold, -1);
      },
    };
  }

  #count(client: string, hold: HoldReason | null, step: 1 | -1): void {
    if (hold) this.#quarantined += step;
    else this.#delivered += step;
    const sent = (this.#clients.get(client) ?? 0) + step;
    if (sent <= 0) this.#clients.delete(client);
    else if (this.#clients.has(client) || this.#clients.size < this.#o.maxClients) this.#clients.set(client, sent);
  }

  /** Starts a new window once the current one has passed. */
  #roll(): void {
    const now = this.#o.now();
    if (now - this.#windowStart < this.#o.windowMs) return;
    this.#windowStart = now;
    this.#delivered = 0;
    this.#quarantined = 0;
    this.#clients = new Map();
  }

  /** Seconds to the next window, at most {@link maxRetryAfterS}. */
  #retryAfter(): number {
    const left = Math.ceil((this.#windowStart + this.#o.windowMs - this.#o.now()) / 1000);
    return Math.min(maxRetryAfterS, Math.max(1, left));
  }
}
