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
    const { shutdownMs } = settings.timeouts;
    const graceMs = Math.floor(shutdownMs / 2);
    app.log.info({ signal, graceMs, timeoutMs: shutdownMs }, 'shutting down');
    // The last resort (docs/lead-flow.md#shutdown): whatever still runs is abandoned. Every 201 went
    // out after its lead was committed, so no acknowledged lead is lost by exiting.
    setTimeout(() => {
      app.log.error({ timeoutMs: shutdownMs }, 'shutdown did not finish in time: exiting anyway');
      process.exit(1);
    }, shutdownMs).unref();
    // Keep-alive connections close as soon as they are idle, not after their idle timeout.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100).unref();
    // A request still running after the grace (a stalled upload) is cut off unanswered.
    const cutOff = setTimeout(() => app.server.closeAllConnections(), graceMs).unref();
    let code = 0;
    try {
      // The CRM send and the notifications in flight get the same grace, then are aborted and their
      // claims released.
      await Promise.all([app.delivery?.stop({ graceMs }), app.notifier?.stop({ graceMs }), app.close()]);
      // Saves already queued are committed before the store closes.
      await store.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      code = 1;
    }
    clearInterval(idle);
    clearTimeout(cutOff);
    process.exit(code);
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
