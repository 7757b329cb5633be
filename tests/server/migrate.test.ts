import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFromSqlite } from '../../server/store/postgres/copy-from-sqlite';
import { openPostgresStore } from '../../server/store/postgres';
import { openSqliteStore } from '../../server/store/sqlite';
import type { LeadStore, Notification } from '../../server/store/types';
import { runNode, tempDir } from './helpers';
import { freshDatabase } from './postgres';
import { after, enquiry, held, review, saved, someChannels } from './store-contract/fixtures';

/**
 * `npm run leads -- migrate`: a SQLite store with leads in every state, copied into PostgreSQL,
 * reads back the same through the PostgreSQL store; a second run copies nothing; a lead that
 * differs in PostgreSQL is reported and kept; nothing secret or personal is printed.
 */

const storedAt = new Date('2026-03-01T09:00:00.000Z');
const password = 'Pw-not-for-print-7731';
/** Every personal detail the store's leads hold: none may appear in what the command prints. */
const personal = ['Asha Verma', 'asha@example.com', '98201', 'Vikram Rao', 'सुनीता', 'Flood Sender', 'Spam Bot'];

let file: string;
const ids = {} as Record<
  'delivered' | 'failed' | 'held' | 'spam' | 'review' | 'hindi' | 'sameFirst' | 'sameSecond',
  string
>;
const closers: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** The URL of a fresh database, with a password the (trusting) test cluster never asks for. */
async function databaseWithPassword(): Promise<string> {
  const url = new URL(await freshDatabase());
  url.password = password;
  return url.toString();
}

const migrate = (...args: string[]) => runNode(['server/cli.ts', 'migrate', ...args], { LEADS_DB: file });

/** The counts table of a report: table → its numbers, in the report's column order. */
function countsOf(stdout: string): Record<string, number[]> {
  const rows = stdout
    .split('\n')
    .filter((line) =>
      /^ {2}(leads|deliveries|notifications|office_calls|lead_work|lead_events|office_users)( +\d+)+$/.test(line),
    );
  return Object.fromEntries(rows.map((line) => line.trim().split(/\s+/)).map(([t, ...n]) => [t, n.map(Number)]));
}

/** Rows per table in the SQLite file, read directly. */
function sqliteCounts(): Record<string, number> {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const count = (table: string) => Number(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.n);
    return Object.fromEntries(
      ['leads', 'deliveries', 'notifications', 'office_calls', 'lead_work', 'lead_events', 'office_users'].map((t) => [
        t,
        count(t),
      ]),
    );
  } finally {
    db.close();
  }
}

async function pgStore(url: string): Promise<LeadStore> {
  const store = await openPostgresStore(url, { channels: someChannels });
  closers.push(() => store.close());
  return store;
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Everything the office and the privacy commands read from a store, in one object to compare. */
async function everything(store: LeadStore) {
  const leads = await store.list();
  return {
    leads,
    byId: await Promise.all(leads.map((lead) => store.get(lead.id))),
    notifications: await Promise.all(leads.map((lead) => store.notificationsOf(lead.id))),
    calls: [...(await store.calls()).entries()].sort(),
    byPhone: await store.findByContact({ phone: '098201 45678' }),
    byName: await store.findByContact({ name: '  asha   VERMA ' }),
    stats: await store.stats(),
    quarantined: await store.quarantinedLeads(),
    heldSources: await store.heldSources(),
    channels: await store.channelStatus(),
    firstPage: await store.leadPage({ limit: 4 }),
    work: [...(await store.desk.work(leads.map((lead) => lead.id))).entries()].sort(),
    history: [...(await store.desk.history(leads.map((lead) => lead.id))).entries()].sort(),
    users: await Promise.all((await store.desk.users()).map((user) => store.desk.user(user.name))),
  };
}

/** The SQLite store: leads of each kind and state, notifications of several states, a call mark. */
async function buildSqliteStore(): Promise<void> {
  file = join(await tempDir(), 'leads.db');
  const store = openSqliteStore(file, { channels: someChannels });
  const at = (minutes: number) => after(storedAt, minutes * 60_000);
  // Before the failed webhook notification is due again, after every new one is.
  const claimAt = at(35);
  ids.delivered = await saved(store, enquiry({ name: 'Asha Verma', phone: '+91 98201 45678' }), at(0));
  ids.failed = await saved(store, enquiry({ name: 'Vikram Rao', phone: '9876501234', email: 'v@example.in' }), at(1));
  ids.held = await saved(store, held('203.0.113.7', { name: 'Flood Sender', phone: '9000000001' }), at(2));
  ids.spam = await saved(store, enquiry({ name: 'Spam Bot', phone: '9000000002' }, { spam: true }), at(3));
  ids.review = await saved(store, review({ name: 'Asha Verma' }), at(4));
  // Key order and text as the visitor's browser sent them, in Hindi, with a quote and a line break.
  ids.hindi = await saved(
    store,
    enquiry({ zeta: 'last', name: 'सुनीता शर्मा', detail: 'फ्रिज और "कांच"\nकी मेज़ 🙂', phone: '9820011111' }),
    at(5),
  );
  // Two leads stored in the same instant: only the stored order tells them apart.
  const [first, second] = await Promise.all([
    saved(store, enquiry({ name: 'Asha Verma', phone: '9820145670' }), at(6)),
    saved(store, enquiry({ name: 'Asha Verma', phone: '9820145671' }), at(6)),
  ]);
  Object.assign(ids, { sameFirst: first, sameSecond: second });

  await store.markDelivered(ids.delivered, at(1), { status: 200, excerpt: '{"id":"crm-1"}' });
  await store.markAttempt(ids.failed, 'CRM answered HTTP 502', at(30), {
    answer: { status: 502, excerpt: 'Bad gateway' },
  });
  const email = await store.claimNotification('email', claimAt, 60_000);
  await store.markNotificationSent(email!.notification.id, at(2), email!.token);
  const webhook = await store.claimNotification('webhook', claimAt, 60_000);
  await store.markNotificationFailed(webhook!.notification.id, 'webhook answered HTTP 503', at(40), {}, webhook!.token);
  const unknown = await store.claimNotification('webhook', claimAt, 60_000);
  await store.markNotificationUnknown(unknown!.notification.id, 'no answer in 10 s', unknown!.token);
  expect(await store.queueSummary(['email'], at(7), 3_600_000)).toBe(true);
  expect(await store.markCalled(ids.delivered, 'Priya', at(9))).toBe('marked');
  // The office's work: a lead talked to and quoted, with notes (a quote and Hindi in them), another with a reminder.
  await store.desk.change(ids.delivered, 'Priya', at(10), { status: 'talked', note: 'Wants "fragile" packing' });
  await store.desk.change(ids.delivered, 'Priya', at(11), { status: 'quoted', quoteAmount: 18_500 });
  await store.desk.change(ids.hindi, 'Meena Iyer', at(12), {
    status: 'unreachable',
    remindAt: at(72),
    note: 'फ़ोन बंद',
  });
  await store.desk.saveUser(
    { name: 'Meena Iyer', role: 'staff', createdAt: at(1).toISOString(), createdBy: 'Priya' },
    'scrypt$1024$8$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5',
  );
  await store.close();
}

describe('npm run leads -- migrate', () => {
  let url: string;
  let expected: Awaited<ReturnType<typeof everything>>;

  beforeAll(async () => {
    await buildSqliteStore();
    const sqlite = openSqliteStore(file, { channels: someChannels });
    expected = await everything(sqlite);
    await sqlite.close();
    url = await databaseWithPassword();
  });

  it('copies every row, verifies the counts and reads back the same leads from PostgreSQL', async () => {
    const before = sqliteCounts();
    const statuses = new Set(expected.notifications.flat().map((n) => n.status));
    // The fixture covers what the brief asks: each state of a lead and of a notification.
    expect([...statuses].sort()).toEqual(['delivered', 'failed', 'held', 'pending', 'skipped']);
    expect(expected.stats).toMatchObject({ delivered: 1, failed: 1, spam: 1, quarantined: 1 });
    const { code, stdout, stderr } = await migrate('--to', url);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(countsOf(stdout)).toEqual(
      Object.fromEntries(Object.entries(before).map(([table, n]) => [table, [n, n, 0, 0, n]])),
    );
    expect(before.office_calls).toBe(2);
    expect([before.lead_work, before.lead_events, before.office_users]).toEqual([2, 3, 1]);
    expect(stdout).toMatch(/Complete: all \d+ rows of the SQLite store are in PostgreSQL\./);
    expect(stdout).toContain(`into PostgreSQL database ${new URL(url).pathname.slice(1)} on `);
    for (const secret of [password, ...personal]) expect(stdout).not.toContain(secret);

    const store = await pgStore(url);
    expect(await everything(store)).toEqual(expected);
  });

  it('keeps each payload byte for byte and the stored order in seq', async () => {
    const db = new DatabaseSync(file, { readOnly: true });
    const inSqlite = db.prepare('SELECT id, payload FROM leads ORDER BY rowid').all();
    db.close();
    const inPostgres = await query(url, 'SELECT id, payload::text AS payload FROM leads ORDER BY seq');
    expect(inPostgres).toEqual(inSqlite.map((row) => ({ ...row })));
    expect(inPostgres.findIndex((r) => r.id === ids.sameFirst)).toBeLessThan(
      inPostgres.findIndex((r) => r.id === ids.sameSecond),
    );
  });

  it("gives the service's next notification an id past every copied one", async () => {
    const copied = await query<{ max: string }>(url, 'SELECT max(id)::text AS max FROM notifications');
    const store = await pgStore(url);
    const id = await saved(store, enquiry({ name: 'After Move' }));
    const fresh = await store.notificationsOf(id);
    expect(fresh.length).toBeGreaterThan(0);
    for (const n of fresh) expect(n.id).toBeGreaterThan(Number(copied[0]!.max));
    // The same for the history: an entry the service writes after the copy comes after every copied one.
    const events = await query<{ max: string }>(url, 'SELECT max(id)::text AS max FROM lead_events');
    await store.desk.change(id, 'Priya', new Date(), { note: 'After the move' });
    const [entry] = (await store.desk.history([id])).get(id)!;
    expect(entry!.id).toBeGreaterThan(Number(events[0]!.max));
  });

  it('copies nothing the second time, and says so', async () => {
    const counts = sqliteCounts();
    const { code, stdout } = await migrate('--to', url);
    expect(code).toBe(0);
    expect(countsOf(stdout)).toEqual(
      Object.fromEntries(Object.entries(counts).map(([table, n]) => [table, [n, 0, n, 0, n]])),
    );
    expect(stdout).toMatch(/Nothing new to copy: all \d+ rows were in PostgreSQL already\./);
    const dry = await migrate('--to', url, '--dry-run');
    expect(dry.code).toBe(0);
    expect(countsOf(dry.stdout).leads).toEqual([counts.leads!, 0, counts.leads!, 0]);
    expect(dry.stdout).toContain('Would copy 0 rows');
  });

  it('reports a lead PostgreSQL holds differently as a conflict and leaves it, and copies a record gone missing', async () => {
    const changed = '{"name":"Someone Else"}';
    await query(url, 'UPDATE leads SET payload = $1 WHERE id = $2', [changed, ids.failed]);
    await query(url, "DELETE FROM notifications WHERE lead_id = $1 AND channel = 'email'", [ids.review]);
    const { code, stdout } = await migrate('--to', url);
    expect(code).toBe(1);
    expect(stdout).toContain(`leads ${ids.failed}: PostgreSQL holds a different lead under this id (payload differs)`);
    const counts = countsOf(stdout);
    expect(counts.leads!.slice(1, 4)).toEqual([0, sqliteCounts().leads! - 1, 1]);
    expect(counts.notifications![1]).toBe(1);
    expect(stdout).toMatch(/Not complete: \d+ conflicts \(above\); every other row is in PostgreSQL\./);
    const [row] = await query<{ payload: string }>(url, 'SELECT payload::text AS payload FROM leads WHERE id = $1', [
      ids.failed,
    ]);
    expect(row?.payload).toBe(changed);
    for (const secret of [password, ...personal]) expect(stdout).not.toContain(secret);
  });

  it('fails, counting what is missing, when PostgreSQL took the same submission under another id before the copy', async () => {
    const target = await databaseWithPassword();
    const store = await pgStore(target);
    const db = new DatabaseSync(file, { readOnly: true });
    const key = String(db.prepare('SELECT idempotency_key AS k FROM leads WHERE id = ?').get(ids.review)?.k);
    db.close();
    const other = await saved(store, review({ name: 'Asha Verma' }, { idempotencyKey: key }));
    const { code, stdout } = await migrate('--to', target);
    expect(code).toBe(1);
    expect(stdout).toContain(`leads ${ids.review}: its submission key belongs to lead ${other} in PostgreSQL`);
    const counts = countsOf(stdout);
    // The lead, its delivery record and its notifications stay out; everything else is copied.
    const reviewNotifications = expected.notifications[expected.leads.findIndex((lead) => lead.id === ids.review)]!;
    expect(counts.leads![4]).toBe(counts.leads![0]! - 1);
    expect(counts.deliveries![4]).toBe(counts.deliveries![0]! - 1);
    expect(counts.notifications![4]).toBe(counts.notifications![0]! - reviewNotifications.length);
    const missing = 2 + reviewNotifications.length;
    expect(stdout).toContain(`Not complete: ${missing} rows of the SQLite store are not in PostgreSQL.`);
    // The service's own lead took notification ids the copied ones had: those are copied under new ids.
    expect(stdout).toMatch(/\d+ notifications were copied under new ids/);
    // A notification is the same whatever its id: its lead, channel, event, state and times.
    const withoutIds = (list: Notification[]) =>
      list.map((n) => ({ ...n, id: 0 })).sort((a, b) => a.channel.localeCompare(b.channel));
    expect(withoutIds(await store.notificationsOf(ids.delivered))).toEqual(
      withoutIds(expected.notifications[expected.leads.findIndex((lead) => lead.id === ids.delivered)]!),
    );
    // Run again, the renumbered notifications are found as they are, not copied a second time.
    const again = countsOf((await migrate('--to', target)).stdout);
    expect(again.notifications!.slice(1)).toEqual([
      0,
      counts.notifications![4],
      reviewNotifications.length,
      counts.notifications![4],
    ]);
  });

  it('on a dry run counts what it would copy and writes nothing', async () => {
    const target = await freshDatabase();
    const { code, stdout } = await migrate('--to', target, '--dry-run');
    expect(code).toBe(0);
    const counts = sqliteCounts();
    expect(countsOf(stdout)).toEqual(
      Object.fromEntries(Object.entries(counts).map(([table, n]) => [table, [n, n, 0, 0]])),
    );
    expect(stdout).toMatch(/^Dry run: nothing written\./);
    expect(await query(target, "SELECT to_regclass('leads') AS t")).toEqual([{ t: null }]);
  });

  it('copies in batches while the service holds the file open, in the stored order', async () => {
    const target = await freshDatabase();
    const running = openSqliteStore(file, { channels: someChannels });
    closers.push(() => running.close());
    const progress: number[] = [];
    const result = await copyFromSqlite(file, target, { batchSize: 3, onProgress: (done) => progress.push(done) });
    expect(progress).toEqual([3, 6, 8]);
    expect(result.missing).toBe(0);
    expect(result.tables.every((t) => t.copied === t.inSqlite && t.inPostgres === t.inSqlite)).toBe(true);
    const store = await pgStore(target);
    expect((await store.list()).map((lead) => lead.id)).toEqual(expected.leads.map((lead) => lead.id));
  });

  it('refuses a missing --to, a URL that is not PostgreSQL (without echoing it) and a missing store', async () => {
    const none = await migrate();
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('migrate needs --to');
    const wrong = await migrate('--to', `mysql://root:${password}@db/leads`);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--to must be a postgres:// URL');
    expect(wrong.stderr).not.toContain(password);
    const missing = await runNode(['server/cli.ts', 'migrate', '--to', await databaseWithPassword()], {
      LEADS_DB: join(await tempDir(), 'none.db'),
    });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('There is no SQLite store at');
    expect(missing.stderr).not.toContain(password);
  });
});
