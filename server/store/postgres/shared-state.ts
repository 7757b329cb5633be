import type { SharedState } from '../../shared-state';
import type { SharedQuery } from './counts';
import { SharedIntakeLimits, SharedNotifyLimits, sharedRateLimitStore, SharedSignInLimit } from './shared-limits';
import { SharedSessions } from './sessions';

/** Deletes every count of a window that ended by `now`, and every session past its longest life. */
export async function sweepEnded(query: SharedQuery, now: number): Promise<void> {
  await query('DELETE FROM limit_counts WHERE expires_at <= $1', [now]);
  await query('DELETE FROM office_sessions WHERE expires_at <= $1', [now]);
}

/**
 * The state every instance over one PostgreSQL database shares (server/shared-state.ts), kept in
 * it: the limits' counts (counts.ts, shared-limits.ts) and the office's sessions (sessions.ts).
 */
export function postgresSharedState(query: SharedQuery): SharedState {
  return {
    engine: 'postgres',
    intakeLimits: (options, log) => new SharedIntakeLimits(query, options, log),
    notifyLimits: (options, log) => new SharedNotifyLimits(query, options, log),
    sessions: ({ lifetimeMs, idleMs, now }) => new SharedSessions(query, lifetimeMs, now, idleMs),
    signInLimit: (options, now, log) => new SharedSignInLimit(query, options, now, log),
    rateLimitStore: (now) => sharedRateLimitStore(query, now),
  };
}
