import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app';
import { parseSettings, SettingsError, type Settings } from './settings';
import { openSqliteStore } from './store/sqlite';

/**
 * The intake service's entry point (`npm start` runs it after building the site): serves out/
 * and the lead API, and forwards stored leads to the CRM.
 */
async function main(): Promise<void> {
  let settings: Settings;
  try {
    settings = parseSettings(process.env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`Cannot start the intake service. ${error.message}`);
    process.exit(1);
  }
  const store = openSqliteStore(settings.leadsDb, settings.store);
  const app = buildApp(settings, store);
  if (!existsSync(join(settings.staticDir, 'index.html'))) {
    app.log.warn({ staticDir: settings.staticDir }, 'no exported site found: run npm run build');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));

  await app.listen({ port: settings.port, host: settings.host });
  app.log.info({ leadsDb: settings.leadsDb, crm: settings.crm ? 'configured' : 'not configured' }, 'intake ready');
}

main().catch((error: unknown) => {
  console.error('The intake service stopped:', error instanceof Error ? error.message : error);
  process.exit(1);
});
