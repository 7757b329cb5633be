import type { Settings } from '../settings';
import { openPostgresStore } from './postgres';
import { openSqliteStore } from './sqlite';
import type { LeadStore } from './types';

/**
 * The lead store the settings name: PostgreSQL when DATABASE_URL is set (several instances share
 * it), else the SQLite file at LEADS_DB (one instance). Both keep the same guarantees.
 */
export function openStore(settings: Settings): Promise<LeadStore> {
  const { database, store } = settings;
  if (!database) return Promise.resolve(openSqliteStore(settings.leadsDb, store));
  return openPostgresStore(database.url.reveal(), {
    max: database.poolMax,
    commitWindowMs: store.commitWindowMs,
    channels: store.channels,
  });
}
