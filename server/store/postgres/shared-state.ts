import type { SharedState } from '../../shared-state';
import type { SharedQuery } from './counts';
import { SharedIntakeLimits, SharedNotifyLimits, sharedRateLimitStore, SharedSignInLimit } from './shared-limits';
import { SharedSessions } from './sessions';

/** How the shared state reaches the database: the limits' counts, and the sessions (see `openPostgres`). */
export interface SharedQueries {
  counts: SharedQuery;
  sessions: SharedQuery;
}

/** Deletes every count of a window that ended by `now`, and every session past its longest life. */
export async function sweepEnded(query: SharedQueries, now: number): Promise<void> {
  await query.counts('DELETE FROM limit_counts WHERE expires_at <= $1', [now]);
  await query.sessions('DELETE FROM office_sessions WHERE expires_at <= $1', [now]);
}

/**
 * The state every instance over one PostgreSQL database shares (server/shared-state.ts), kept in
 * it: the limits' counts (counts.ts, shared-limits.ts) and the office's sessions (sessions.ts).
 */
export function postgresSharedState(query: SharedQueries): SharedState {
  const { counts } = query;
  return {
    intakeLimits: (options, log) => new SharedIntakeLimits(counts, options, log),
    notifyLimits: (options, log) => new SharedNotifyLimits(counts, options, log),
    sessions: ({ lifetimeMs, idleMs, now }) => new SharedSessions(query.sessions, lifetimeMs, now, idleMs),
    signInLimit: (options, now, log) => new SharedSignInLimit(counts, options, now, log),
    rateLimitStore: (now) => sharedRateLimitStore(counts, now),
  };
}
