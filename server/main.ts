import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { LaunchWarning } from '../content/launch-warnings';
import { buildApp } from './http/app';
import { markerName } from '../scripts/build-state.mjs';
import { launchBanner, serviceLaunchWarnings } from './launch-warnings';
import { firstPassword, firstPasswordNotice, StoredHashError } from './office/first-password';
import { oneInstanceOnly, parseSettings, type Settings } from './settings';
import { SettingsError } from './settings-base';
import { openStore } from './store/open';
import type { LeadStore } from './store/types';

/** The launch warnings the served build recorded in its marker (scripts/build-complete.ts); none if it has none. */
function recordedLaunchWarnings(staticDir: string): LaunchWarning[] {
  try {
    const marker = JSON.parse(readFileSync(join(staticDir, markerName), 'utf8')) as { launch?: unknown };
    if (!Array.isArray(marker.launch)) return [];
    return marker.launch.filter(
      (item): item is LaunchWarning => typeof item?.what === 'string' && typeof item?.fix === 'string',
    );
  } catch {
    return [];
  }
}

/** Why the store did not open, in words an operator acts on (never the database URL: it may hold a password). */
function describeOpenError(error: unknown): string {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  if (code === '28P01' || code === '28000') return 'PostgreSQL refused the user or password in DATABASE_URL.';
  if (code === '3D000') return 'The database named in DATABASE_URL does not exist: create it first (createdb).';
  return error instanceof Error ? error.message : String(error);
}

/** The inbox's address as a person at this machine opens it. */
function inboxUrl(settings: Settings, port: number): string {
  const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(settings.host);
  const host = local ? 'localhost' : settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  return `http://${host}:${port}/office/`;
}

/**
 * On SIGINT or SIGTERM: stops taking requests, lets those in flight and the sends under way finish
 * within half of `shutdownMs`, closes the store, and exits; after `shutdownMs` it exits regardless.
 */
function shutDownOnSignals(app: ReturnType<typeof buildApp>, store: LeadStore, shutdownMs: number): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
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
}

/**
 * The clock of a browser test that must see the office at a chosen hour (docs/testing.md): with
 * `SERVICE_CLOCK_START` (an ISO 8601 time) the leads are stored, and the office inbox works, as
 * if the service had started then; the clock runs on from there. Refused in production.
 */
function serviceClock(): (() => number) | undefined {
  const start = process.env.SERVICE_CLOCK_START;
  if (!start) return undefined;
  const at = Date.parse(start);
  if (process.env.NODE_ENV === 'production' || Number.isNaN(at)) {
    console.error(
      'Cannot start the intake service. SERVICE_CLOCK_START is for tests: an ISO time, never in production.',
    );
    process.exit(1);
  }
  const boot = Date.now();
  return () => at + (Date.now() - boot);
}

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
  const onlyOne = oneInstanceOnly(settings);
  if (onlyOne) {
    console.error(`Cannot start the intake service. ${onlyOne}`);
    process.exit(1);
  }
  const clock = serviceClock();
  const opened = await openStore(settings).catch((error: unknown) => {
    console.error(`Cannot start the intake service: the lead store did not open. ${describeOpenError(error)}`);
    process.exit(1);
  });
  const { shared } = opened;
  // On a test's clock a lead is stored at the clock's time (when not given one).
  const store: LeadStore = clock
    ? { ...opened.store, saveLead: (lead, at) => opened.store.saveLead(lead, at ?? new Date(clock())) }
    : opened.store;
  // No OFFICE_PASSWORD_HASH: the hash kept in the data folder, or a first password made now
  // (docs/office.md#the-first-password). Only after the store opened, so its folder exists.
  let office;
  try {
    office = await firstPassword({
      setting: settings.officePassword,
      leadsDb: settings.leadsDb,
      production: process.env.NODE_ENV === 'production',
    });
  } catch (error) {
    if (!(error instanceof StoredHashError)) throw error;
    console.error(`Cannot start the intake service. ${error.message}`);
    process.exit(1);
  }
  if (office.source === 'stored' || office.source === 'made') {
    settings = parseSettings({ ...process.env, OFFICE_PASSWORD_HASH: office.hash });
  }
  const app = buildApp(settings, store, { shared, ...(clock ? { office: { now: clock } } : {}) });
  if (!existsSync(join(settings.staticDir, 'index.html'))) {
    app.log.warn({ staticDir: settings.staticDir }, 'no exported site found: run npm run build');
  }

  shutDownOnSignals(app, store, settings.timeouts.shutdownMs);

  await app.listen({ port: settings.port, host: settings.host });
  // What the served build and these settings still lack for a launch (npm run launch-check).
  const banner = launchBanner([...recordedLaunchWarnings(settings.staticDir), ...serviceLaunchWarnings(settings)]);
  if (banner) process.stdout.write(`${banner}\n`);
  if (office.source === 'made') {
    const { port } = app.server.address() as AddressInfo;
    process.stdout.write(`${firstPasswordNotice(office, inboxUrl(settings, port))}\n`);
  } else if (office.source === 'none') {
    app.log.warn(
      { file: office.file },
      'office inbox off: no OFFICE_PASSWORD_HASH and no stored hash, and NODE_ENV=production makes no password (docs/office.md#the-first-password)',
    );
  }
  // Last, so whatever waits for it has the notices above already.
  const where = settings.database ? { engine: 'postgres' } : { engine: 'sqlite', leadsDb: settings.leadsDb };
  app.log.info({ ...where, crm: settings.crm ? 'configured' : 'not configured' }, 'intake ready');
}

main().catch((error: unknown) => {
  console.error('The intake service stopped:', error instanceof Error ? error.message : error);
  process.exit(1);
});
