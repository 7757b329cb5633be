import type { Settings } from '../settings';
import { memorySharedState, type SharedState } from '../shared-state';
import { openPostgres } from './postgres';
import { openSqliteStore } from './sqlite';
import type { LeadStore } from './types';

/**
 * The lead store the settings name, with the state the service's instances share besides the leads
 * (server/shared-state.ts): PostgreSQL when DATABASE_URL is set (several instances share both),
 * else the SQLite file at LEADS_DB and this process's memory (one instance). Both stores keep the
 * same guarantees.
 */
export function openStore(settings: Settings): Promise<{ store: LeadStore; shared: SharedState }> {
  const { database, store } = settings;
  if (!database)
    return Promise.resolve({ store: openSqliteStore(settings.leadsDb, store), shared: memorySharedState() });
  return openPostgres(database.url.reveal(), {
    max: database.poolMax,
    commitWindowMs: store.commitWindowMs,
    channels: store.channels,
  });
}
