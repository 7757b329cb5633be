import { createHash } from 'node:crypto';
import { normalisedPhone } from '../../lib/shared/phone';
import type { HoldReason } from '../store/types';

/**
 * Which new leads go to the CRM at once and which are held for review, and what happens past
 * that (docs/lead-flow.md#rate-limits, docs/lead-flow.md#floods). The rule: a flood must not stop
 * genuine visitors, and genuine visitors sharing one address (a family's Wi-Fi, an office, a
 * carrier's shared IPv4) are not held for that alone. A lead is held for what abuse looks like:
 * the same phone, e-mail or message again and again, a message full of links, a burst from one
 * address far beyond a household, or everyone's hourly cap. Held leads are stored and
 * acknowledged to the sender, not sent on until someone releases them; past the held budget
 * further suspect ones are refused, never a genuine one.
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
  /** New leads with the same phone number or e-mail address per window; more are held (`repeat`). */
  sameContactMax?: number;
  /** New leads with the same message per window, from anyone; more are held (`repeat`). */
  sameMessageMax?: number;
  /**
   * Held leads per window beyond which further suspect ones are refused (503, a short
   * Retry-After): what bounds the disk one flood can fill. A lead that is not suspect is stored
   * whatever this count.
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
   * was stored before) or `failed` gives its place back. Frees the in-flight slot at once either
   * way; kept in the database, the count is given back once the answer settles (it never fails).
   */
  settle(result: 'created' | 'repeat' | 'failed'): void | Promise<void>;
}

/** A submission refused before the store: the seconds the answer's Retry-After gives. */
export interface Refusal {
  ok: false;
  retryAfterS: number;
  reason: 'in_flight' | 'quarantine_full';
}

/** Longest Retry-After the intake ever sends: a visitor is never told to come back in an hour. */
const maxRetryAfterS = 60;

/** The Retry-After, in seconds, of a refusal until `windowEnd`: at least 1, at most {@link maxRetryAfterS}. */
export function retryAfterUntil(windowEnd: number, now: number): number {
  return Math.min(maxRetryAfterS, Math.max(1, Math.ceil((windowEnd - now) / 1000)));
}

/**
 * What a lead shows of abuse besides its address (docs/lead-flow.md#floods): keys of its phone
 * number and e-mail address, of its message, and how many links the message holds. Keys are
 * hashes (`signalsOf`), so the counts keep no personal data.
 */
export interface LeadSignals {
  contacts: string[];
  message: string | null;
  links: number;
}

export const noSignals: LeadSignals = { contacts: [], message: null, links: 0 };

/** Links in one message beyond which it is held: a moving enquiry may carry a map link, spam carries many. */
const maxLinks = 2;

/** A key that counts the same value as the same, and keeps nothing readable of it. */
export const hashKey = (kind: string, value: string) =>
  createHash('sha256').update(`${kind}:${value}`).digest('base64url');

/**
 * The signals of a lead's validated fields: the phone by its digits, the e-mail in lower case,
 * the message with case and runs of spaces ignored (only one long enough to be more than "please
 * call me"), and the links in it.
 */
export function signalsOf(payload: Record<string, unknown>): LeadSignals {
  const text = (name: string) => (typeof payload[name] === 'string' ? (payload[name] as string).trim() : '');
  const contacts: string[] = [];
  const phone = normalisedPhone(text('phone'));
  if (/^\d{8,}$/.test(phone)) contacts.push(hashKey('phone', phone));
  const email = text('email').toLowerCase();
  if (email) contacts.push(hashKey('email', email));
  const fold = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();
  // An enquiry's message with where it goes (two genuine visitors may both write "2 BHK, please
  // call"); a review's title and text.
  const message = fold(text('detail') || text('description'));
  const whole = fold([text('pickup'), text('drop'), text('title'), message].join(' | '));
  return {
    contacts,
    message: message.length >= 20 ? hashKey('message', whole) : null,
    links: message.match(/https?:\/\/|www\./g)?.length ?? 0,
  };
}

/**
 * Why a lead looks like abuse, or null: its contact or message seen too often, its links, its
 * address's burst. `before` answers how many new leads of this window each of its keys (the
 * signals' keys, and `client` for the address) had before this one.
 */
export function suspectOf(
  options: Pick<Required<IntakeLimitOptions>, 'sameContactMax' | 'sameMessageMax' | 'clientAllowance'>,
  signals: LeadSignals,
  before: { key(key: string): number; client: number },
): HoldReason | null {
  if (signals.contacts.some((key) => before.key(key) >= options.sameContactMax)) return 'repeat';
  if (signals.message && before.key(signals.message) >= options.sameMessageMax) return 'repeat';
  if (signals.links > maxLinks) return 'links';
  if (before.client >= options.clientAllowance) return 'client';
  return null;
}

/**
 * What the lead routes ask of the intake's limits, whichever keeps the counts: this process
 * (`IntakeLimits`), or the database every instance shares (server/store/postgres/shared-limits.ts).
 */
export interface IntakeLimiter {
  admit(client: string, spam: boolean, signals?: LeadSignals): Admission | Refusal | Promise<Admission | Refusal>;
}

/** The intake's limits counted in this process: one instance (the SQLite store). */
export class IntakeLimits implements IntakeLimiter {
  readonly #o: Required<IntakeLimitOptions>;
  #windowStart = 0;
  #delivered = 0;
  #quarantined = 0;
  #clients = new Map<string, number>();
  /** New leads per contact key and per message key in this window. */
  #seen = new Map<string, number>();
  #inFlight = 0;

  constructor(options: IntakeLimitOptions) {
    this.#o = { maxClients: 100_000, now: Date.now, sameContactMax: 3, sameMessageMax: 3, ...options };
  }

  /** New leads counted in this window: sent on to the CRM, and quarantined. */
  get counts(): { delivered: number; quarantined: number } {
    this.#roll();
    return { delivered: this.#delivered, quarantined: this.#quarantined };
  }

  /**
   * Admits a valid submission from `client` before it is stored. Spam (the honeypot) takes only
   * an in-flight slot. Otherwise it is held when it looks like abuse (`#suspect`) or comes past
   * everyone's limit, and delivered normally if not; a suspect one while the held budget of this
   * window is spent is refused.
   */
  admit(client: string, spam: boolean, signals: LeadSignals = noSignals): Admission | Refusal {
    this.#roll();
    if (this.#inFlight >= this.#o.maxInFlight) return { ok: false, retryAfterS: 1, reason: 'in_flight' };
    let hold: HoldReason | null = null;
    if (!spam) {
      const suspect = this.#suspect(client, signals);
      if (suspect && this.#quarantined >= this.#o.quarantineMax) {
        return { ok: false, retryAfterS: this.#retryAfter(), reason: 'quarantine_full' };
      }
      hold = suspect ?? (this.#delivered >= this.#o.globalMax ? 'global' : null);
    }
    this.#inFlight++;
    const window = this.#windowStart;
    if (!spam) this.#count(client, hold, +1, signals);
    let settled = false;
    return {
      ok: true,
      hold,
      settle: (result) => {
        if (settled) return;
        settled = true;
        this.#inFlight--;
        // A lead that stored nothing new gives its place back (unless its window has passed).
        if (!spam && result !== 'created' && window === this.#windowStart) this.#count(client, hold, -1, signals);
      },
    };
  }

  #suspect(client: string, signals: LeadSignals): HoldReason | null {
    return suspectOf(this.#o, signals, {
      key: (key) => this.#seen.get(key) ?? 0,
      client: this.#clients.get(client) ?? 0,
    });
  }

  #count(client: string, hold: HoldReason | null, step: 1 | -1, signals: LeadSignals): void {
    if (hold) this.#quarantined += step;
    else this.#delivered += step;
    bump(this.#clients, client, step, this.#o.maxClients);
    for (const key of [...signals.contacts, ...(signals.message ? [signals.message] : [])]) {
      bump(this.#seen, key, step, this.#o.maxClients);
    }
  }

  /** Starts a new window once the current one has passed. */
  #roll(): void {
    const now = this.#o.now();
    if (now - this.#windowStart < this.#o.windowMs) return;
    this.#windowStart = now;
    this.#delivered = 0;
    this.#quarantined = 0;
    this.#clients = new Map();
    this.#seen = new Map();
  }

  /** Seconds to the next window, at most {@link maxRetryAfterS}. */
  #retryAfter(): number {
    return retryAfterUntil(this.#windowStart + this.#o.windowMs, this.#o.now());
  }
}

/** Moves one count in a bounded map: a key at 0 goes; a new key past `max` keys is not counted (as if fresh). */
export function bump(counts: Map<string, number>, key: string, step: 1 | -1, max: number): void {
  const next = (counts.get(key) ?? 0) + step;
  if (next <= 0) counts.delete(key);
  else if (counts.has(key) || counts.size < max) counts.set(key, next);
}
