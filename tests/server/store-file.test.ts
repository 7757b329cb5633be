import { copyFileSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../server/store/sqlite';
import { enquiry, runNode, spawnServer, startApp, tempDir } from './helpers';

/**
 * The lead store's file deleted or replaced under the running service (docs/lead-flow.md#the-store):
 * no lead may be acknowledged into a file nobody will read again, health must say so, and the
 * next start must not quietly begin on an empty database.
 */

type Started = Awaited<ReturnType<typeof startApp>>;
let started: Started | undefined;
afterEach(async () => {
  await started?.close();
  started = undefined;
});

/** A browser's own form post, as sent when the page's scripts never ran. */
const formPost = (app: Started['app'], fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/enquiries',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    payload: new URLSearchParams(fields).toString(),
  });

/** What a visitor and a monitor now see: the next lead refused, health naming the problem. */
async function expectRefusing(intake: Started, problem: string) {
  const lead = await intake.post('/api/enquiries', enquiry({ name: 'Kiran Rao' }));
  expect([lead.statusCode, lead.json().error]).toEqual([503, 'unavailable']);
  const health = await intake.app.inject('/api/health');
  expect([health.statusCode, health.json()]).toEqual([
    503,
    { status: 'unavailable', store: 'unavailable', problem, engine: 'sqlite' },
  ]);
  // Without scripts, the form comes back with what was typed and says it was not saved.
  const page = await formPost(intake.app, {
    name: 'Kiran Rao',
    phone: '+91 98200 12345',
    email: 'kiran@example.in',
    pickup: 'Vashi',
    drop: 'Pune',
    detail: '1 BHK',
    source: 'contact',
  });
  expect(page.statusCode).toBe(503);
  expect(page.body).toContain('We could not save your message just now');
  expect(page.body).toContain('value="Kiran Rao"');
}

describe('the database file under the running service', () => {
  it('deleted: the next lead gets 503, health says the file was deleted, and nothing re-creates it', async () => {
    started = await startApp();
    expect((await started.post('/api/enquiries', enquiry())).statusCode).toBe(201);
    rmSync(started.settings.leadsDb);
    await expectRefusing(started, 'the database file was deleted while in use');
    expect(existsSync(started.settings.leadsDb)).toBe(false);
  });

  it('deleted before the first lead: refused too, and no empty file appears in its place', async () => {
    started = await startApp();
    for (const suffix of ['', '-wal', '-shm']) rmSync(started.settings.leadsDb + suffix);
    await expectRefusing(started, 'the database file was deleted while in use');
    expect(existsSync(started.settings.leadsDb)).toBe(false);
  });

  it('replaced by another database renamed over it: 503, and health says the file was replaced', async () => {
    started = await startApp();
    expect((await started.post('/api/enquiries', enquiry())).statusCode).toBe(201);
    const other = join(started.dir, 'other.db');
    const db = new DatabaseSync(other);
    db.exec('CREATE TABLE t (x)');
    db.close();
    renameSync(other, started.settings.leadsDb);
    await expectRefusing(started, 'the database file was replaced while in use');
  });

  it('its WAL deleted: 503, and health says so', async () => {
    started = await startApp();
    expect((await started.post('/api/enquiries', enquiry())).statusCode).toBe(201);
    rmSync(`${started.settings.leadsDb}-wal`);
    await expectRefusing(started, 'the database WAL file was deleted while in use');
  });

  it('untouched: leads are stored and health is ok', async () => {
    started = await startApp();
    expect((await started.post('/api/enquiries', enquiry())).statusCode).toBe(201);
    const health = await started.app.inject('/api/health');
    expect([health.statusCode, health.json().status]).toEqual([200, 'ok']);
  });
});

describe('a missing database file at start', () => {
  /** A folder where a store was opened, holding a lead, and closed again: the state after a clean stop. */
  async function usedFolder() {
    const dir = await tempDir();
    const file = join(dir, 'leads.db');
    const store = openSqliteStore(file);
    await store.saveLead({ kind: 'enquiry', idempotencyKey: 'k-1', payload: { name: 'A' }, spam: false });
    await store.close();
    return { dir, file };
  }

  it('on a first run (no file, no trace of one) is created, with a marker beside it', async () => {
    const file = join(await tempDir(), 'data', 'leads.db');
    const store = openSqliteStore(file);
    expect(await store.problem()).toBeNull();
    await store.close();
    expect(existsSync(file)).toBe(true);
    expect(existsSync(`${file}.created`)).toBe(true);
  });

  it('after it existed, stops the service and the leads command with a message saying what to do', async () => {
    const { file } = await usedFolder();
    rmSync(file);
    // Should it start after all, stop it at once: the test has failed.
    const service = spawnServer({ LEADS_DB: file }).then(({ child }) => child.kill('SIGKILL'));
    await expect(service).rejects.toThrow(`The lead database ${file} is missing, but leads.db.created beside it shows`);
    await expect(service).rejects.toThrow('start once with LEADS_DB_CREATE=true');
    const cli = await runNode(['server/cli.ts', 'list'], { LEADS_DB: file });
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain(`The lead database ${file} is missing`);
    expect(existsSync(file)).toBe(false);
  });

  /**
   * The folder as a crash leaves it after a lead was written: the database's WAL and its index
   * beside it; then the database file is lost (and, with `marker: false`, the marker an older
   * version did not write).
   */
  async function lostAfterCrash({ marker }: { marker: boolean }) {
    const { dir, file } = await usedFolder();
    const open = new DatabaseSync(file);
    open.exec(
      "INSERT INTO leads (id, kind, payload, idempotency_key, spam, created_at) VALUES ('x', 'enquiry', '{}', 'k-2', 0, 'now')",
    );
    for (const suffix of ['-wal', '-shm']) copyFileSync(file + suffix, join(dir, `crash${suffix}`));
    open.close();
    for (const suffix of ['-wal', '-shm']) renameSync(join(dir, `crash${suffix}`), file + suffix);
    rmSync(file);
    if (!marker) rmSync(`${file}.created`);
    return { dir, file };
  }

  it('with SQLite leftovers beside it (a crash, an older version without the marker) refuses too', async () => {
    const { file } = await lostAfterCrash({ marker: false });
    expect(() => openSqliteStore(file)).toThrow(/is missing, but leads\.db-wal, leads\.db-shm beside it show that/);
    expect(existsSync(file)).toBe(false);
  });

  it('LEADS_DB_CREATE=true starts an empty store over the traces, moving SQLite leftovers aside', async () => {
    const { dir, file } = await lostAfterCrash({ marker: true });
    const store = openSqliteStore(file, { create: 'always' });
    // The old WAL is not replayed into the new file.
    expect(await store.list()).toEqual([]);
    await store.close();
    expect(readdirSync(dir).sort()).toEqual([
      'leads.db',
      expect.stringMatching(/^leads\.db-shm\.orphaned-/),
      expect.stringMatching(/^leads\.db-wal\.orphaned-/),
      'leads.db.created',
    ]);
  });

  it('LEADS_DB_CREATE=false never creates one, not even on a first run', async () => {
    const file = join(await tempDir(), 'leads.db');
    expect(() => openSqliteStore(file, { create: 'never' })).toThrow(/does not exist, and LEADS_DB_CREATE=false/);
    expect(existsSync(file)).toBe(false);
    const { file: used } = await usedFolder();
    const store = openSqliteStore(used, { create: 'never' });
    expect(await store.list()).toHaveLength(1);
    await store.close();
  });
});
