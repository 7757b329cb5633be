import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import {
  type Admission,
  hashKey,
  type IntakeLimiter,
  type IntakeLimitOptions,
  type LeadSignals,
  noSignals,
  type Refusal,
  retryAfterUntil,
  suspectOf,
} from '../../http/limits';
import {
  dayMs,
  hourMs,
  type NotifyLimiter,
  type NotifyLimitOptions,
  notifyPlan,
  type NotifyTicket,
} from '../../http/notify-limits';
import type { Outcome, SignInLimiter, SignInLimitOptions, Verdict } from '../../office/sign-in-limit';
import type { HoldReason, LeadKind } from '../types';
import type { SharedLog } from '../../shared-state';
import { allOfIt, SharedCounts, type SharedQuery, type Slot, windowAt } from './counts';

/**
 * The limits of server/http/limits.ts, server/http/notify-limits.ts and server/office/sign-in-limit.ts
 * counted by every instance together in the database (counts.ts), by the same rules: a lead, an
 * alert or a sign-in attempt is counted first and checked after, as if it were the next one in
 * memory (a count of n after it is n - 1 before it), and what is refused or stores nothing gives
 * its count back. Addresses are counted by their hash, like the contacts and messages (`signalsOf`).
 */

const clientSlotKey = (client: string) => `client:${hashKey('client', client)}`;

/** What a lead took in the counts: whether it is held, and the slots to give back if it stores nothing. */
type Placed = { hold: HoldReason | null; slots: Slot[] } | { refusal: Refusal };

/** The intake's limits (`IntakeLimits`) over all instances; MAX_IN_FLIGHT stays this process's own. */
export class SharedIntakeLimits implements IntakeLimiter {
  readonly #o: Required<IntakeLimitOptions>;
  readonly #counts: SharedCounts;
  #inFlight = 0;

  constructor(
    query: SharedQuery,
    options: IntakeLimitOptions,
    private readonly log: SharedLog,
  ) {
    this.#o = { maxClients: 0, now: Date.now, sameContactMax: 3, sameMessageMax: 3, ...options };
    this.#counts = new SharedCounts(query, 'intake', this.#o.now);
  }

  async admit(client: string, spam: boolean, signals: LeadSignals = noSignals): Promise<Admission | Refusal> {
    if (this.#inFlight >= this.#o.maxInFlight) return { ok: false, retryAfterS: 1, reason: 'in_flight' };
    // The slot is taken before the database is asked, so a burst cannot pass while the counts are on their way.
    this.#inFlight++;
    let placed: Placed;
    try {
      placed = spam ? { hold: null, slots: [] } : await this.#place(client, signals);
    } catch (error) {
      this.#inFlight--;
      throw error;
    }
    if ('refusal' in placed) {
      this.#inFlight--;
      return placed.refusal;
    }
    const { hold, slots } = placed;
    let settled = false;
    return {
      ok: true,
      hold,
      settle: async (result) => {
        if (settled) return;
        settled = true;
        this.#inFlight--;
        if (result !== 'created') await this.#counts.giveBack(slots, this.log);
      },
    };
  }

  /**
   * Counts the lead: its address, contacts and message in one statement, then among the held or
   * the delivered in another, refusing it (and giving all back) when it is suspect and the held
   * budget is spent, holding it (`global`) when it comes past everyone's cap.
   */
  async #place(client: string, signals: LeadSignals): Promise<Placed> {
    const window = windowAt(this.#o.now(), this.#o.windowMs);
    const slot = (key: string): Slot => ({ key, window });
    const keys = [...signals.contacts, ...(signals.message ? [signals.message] : [])];
    const own = [slot(clientSlotKey(client)), ...keys.map((key) => slot(`seen:${key}`))];
    const counts = await this.#counts.add(own);
    const after = new Map(own.map((s, i) => [s.key, counts[i] ?? 1]));
    const suspect = suspectOf(this.#o, signals, {
      key: (key) => (after.get(`seen:${key}`) ?? 1) - 1,
      client: (counts[0] ?? 1) - 1,
    });
    const held = slot('held');
    const next = suspect ? held : slot('delivered');
    const [n = 0] = await this.#counts.add([next]).catch((error: unknown) => {
      void this.#counts.giveBack(own, this.log);
      throw error;
    });
    if (suspect && n > this.#o.quarantineMax) {
      await this.#counts.giveBack([...own, next], this.log);
      const retryAfterS = retryAfterUntil(window.end, this.#o.now());
      return { refusal: { ok: false, retryAfterS, reason: 'quarantine_full' } };
    }
    if (suspect || n <= this.#o.globalMax) return { hold: suspect, slots: [...own, next] };
    // Past everyone's cap: held, and counted with the held instead.
    await this.#counts.giveBack([next], this.log);
    await this.#counts.add([held]).catch((error: unknown) => {
      void this.#counts.giveBack(own, this.log);
      throw error;
    });
    return { hold: 'global', slots: [...own, held] };
  }
}

/** The notification limits (`NotifyLimits`) over all instances. */
export class SharedNotifyLimits implements NotifyLimiter {
  readonly #counts: SharedCounts;
  readonly #now: () => number;

  constructor(
    query: SharedQuery,
    private readonly options: NotifyLimitOptions,
    private readonly log: SharedLog,
  ) {
    this.#now = options.now ?? Date.now;
    this.#counts = new SharedCounts(query, 'notify', this.#now);
  }

  async take(kind: LeadKind, contacts: readonly string[]): Promise<NotifyTicket> {
    const now = this.#now();
    const office: Slot = { key: 'office', window: windowAt(now, hourMs) };
    const acks: Slot[] =
      kind === 'enquiry'
        ? [
            { key: 'acks', window: windowAt(now, hourMs) },
            ...contacts.map((key) => ({ key: `to:${key}`, window: windowAt(now, dayMs) })),
          ]
        : [];
    const taken = [office, ...acks];
    const counts = await this.#counts.add(taken);
    const before = new Map(taken.map((slot, i) => [slot.key, (counts[i] ?? 1) - 1]));
    const plan = notifyPlan(this.options, kind, contacts, {
      office: before.get('office') ?? 0,
      acksHour: () => before.get('acks') ?? 0,
      acksDay: (key) => before.get(`to:${key}`) ?? 0,
    });
    const kept = [...(plan.office === 'each' ? [office] : []), ...(plan.ackSkipped ? [] : acks)];
    await this.#counts.giveBack(
      taken.filter((slot) => !kept.includes(slot)),
      this.log,
    );
    let given = false;
    return {
      plan,
      giveBack: async () => {
        if (given) return;
        given = true;
        await this.#counts.giveBack(kept, this.log);
      },
    };
  }
}

/** The limits on guessing the office password (`SignInLimit`) over all instances. */
export class SharedSignInLimit implements SignInLimiter {
  readonly #counts: SharedCounts;

  constructor(
    query: SharedQuery,
    private readonly options: SignInLimitOptions,
    private readonly now: () => number,
    private readonly log: SharedLog,
  ) {
    this.#counts = new SharedCounts(query, 'signin', now);
  }

  async attempt(client: string): Promise<Verdict> {
    const now = this.now();
    const window = windowAt(now, this.options.windowMs);
    const mine: Slot = { key: clientSlotKey(client), window };
    const failures: Slot = { key: 'failures', window };
    const [own = 0, all = 0] = await this.#counts.add([mine, failures]);
    if (own > this.options.clientMax || all > this.options.globalMax) {
      await this.#counts.giveBack([mine, failures], this.log);
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.end - now) / 1000)) };
    }
    let settled = false;
    const settle = async (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      if (outcome === 'wrong') return;
      // A right password clears its client's count, as in memory; a guess never checked gives back its own.
      await Promise.all([
        this.#counts.giveBack([failures], this.log),
        this.#counts.giveBack([mine], this.log, outcome === 'right' ? allOfIt : 1),
      ]);
    };
    return { ok: true, settle };
  }
}

type RateCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store over all instances: each client's requests in windows of the
 * plugin's `timeWindow`, one scope per route with limits of its own (the plugin asks `child`).
 */
export function sharedRateLimitStore(query: SharedQuery, now: () => number): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly #counts: SharedCounts;

    constructor(_options?: unknown, scope = 'rate') {
      this.#counts = new SharedCounts(query, scope, now);
    }

    incr(key: string, callback: RateCallback, timeWindow: number): void {
      const at = now();
      const window = windowAt(at, timeWindow);
      this.#counts.add([{ key: hashKey('client', key), window }]).then(
        ([current = 0]) => callback(null, { current, ttl: window.end - at }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: RateCallback, timeWindow: number): void {
      const at = now();
      const window = windowAt(at, timeWindow);
      this.#counts.read({ key: hashKey('client', key), window }).then(
        (current) => callback(null, { current, ttl: current > 0 ? window.end - at : 0 }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      // The plugin passes the route's merged limits, the route itself under `routeInfo`.
      const route = ((routeOptions as { routeInfo?: object }).routeInfo ?? routeOptions) as {
        method?: unknown;
        url?: unknown;
      };
      return new SharedRateLimitStore(undefined, `rate ${String(route.method)} ${String(route.url)}`);
    }
  }
  return SharedRateLimitStore;
}
