import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { type IntakeLimiter, type IntakeLimitOptions, IntakeLimits } from './http/limits';
import { type NotifyLimiter, type NotifyLimitOptions, NotifyLimits } from './http/notify-limits';
import { type OfficeSessions, SessionStore } from './office/sessions';
import { SignInLimit, type SignInLimiter, type SignInLimitOptions } from './office/sign-in-limit';

/**
 * What the instances of the service must agree on besides the leads: the intake's limits, the
 * notification limits, the office's sign-ins and the limit on guessing its password, and the
 * per-client request limit. One instance (the SQLite store) keeps them in its memory
 * (`memorySharedState`); several instances over one PostgreSQL database keep them in it
 * (server/store/postgres/shared-state.ts), so two instances enforce one limit between them and a
 * sign-in on one holds on the other.
 *
 * Each method makes the state of one app (`buildApp`); in memory every app has its own, in the
 * database every app over the same database shares it. What is by nature one process's, such as
 * the leads waiting for the store at once (MAX_IN_FLIGHT), stays in the process either way.
 */
export interface SharedState {
  intakeLimits(options: IntakeLimitOptions, log: SharedLog): IntakeLimiter;
  notifyLimits(options: NotifyLimitOptions, log: SharedLog): NotifyLimiter;
  sessions(options: SessionOptions): OfficeSessions;
  signInLimit(options: SignInLimitOptions, now: () => number, log: SharedLog): SignInLimiter;
  /**
   * The store of @fastify/rate-limit's per-client counts (its `store` option), on the clock `now`;
   * undefined: the plugin's own, in this process.
   */
  rateLimitStore(now: () => number): FastifyRateLimitStoreCtor | undefined;
}

/** Where a count that could not be given back is reported: it stays counted until its window ends. */
export type SharedLog = { warn(details: object, message: string): void };

export interface SessionOptions {
  /** A session's longest life. */
  lifetimeMs: number;
  /** Unused for longer than this, a session ends. */
  idleMs: number;
  now: () => number;
}

/** Every app's state in its own process's memory: one instance, as with the SQLite store. */
export function memorySharedState(): SharedState {
  return {
    intakeLimits: (options) => new IntakeLimits(options),
    notifyLimits: (options) => new NotifyLimits(options),
    sessions: ({ lifetimeMs, idleMs, now }) => new SessionStore(lifetimeMs, now, idleMs),
    signInLimit: (options, now) => new SignInLimit(options, now),
    rateLimitStore: () => undefined,
  };
}
