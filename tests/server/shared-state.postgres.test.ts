import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/http/app';
import { hashPassword } from '../../server/office/password';
import { openPostgres } from '../../server/store/postgres';
import { sweepEnded } from '../../server/store/postgres/shared-state';
import { enquiry, newKey, review, spawnServer, tempDir, testSettings } from './helpers';
import { freshDatabase } from './postgres';

/**
 * Two instances of the service over one PostgreSQL database, as behind a load balancer: each its
 * own app, store and pool, nothing shared but the database. Whatever a visitor or the office does
 * through one counts on the other: the limits hold once for both, a sign-in on one holds on the
 * other. Their clocks stand still at a minute into an hour (and a day), so no window ends mid-test.
 */

const password = 'tea-at-four-on-the-terrace';
let hash: string;
beforeAll(async () => {
  hash = await hashPassword(password, { N: 1024, r: 8, p: 1 });
});

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of cleanups.splice(0).reverse()) await close();
});

const origin = 'http://localhost:80';
const clock = () => Date.UTC(2026, 10, 23, 10, 1, 0);

/** Both instances over a fresh database, with these settings. */
async function twoInstances(env: Record<string, string> = {}) {
  const url = await freshDatabase();
  const dir = await tempDir();
  const settings = testSettings({ STATIC_DIR: dir, DATABASE_URL: url, OFFICE_PASSWORD_HASH: hash, ...env });
  const instance = async () => {
    const { store, shared } = await openPostgres(url, { channels: settings.store.channels });
    const app = buildApp(settings, store, {
      shared,
      now: clock,
      startDelivery: false,
      startRetention: false,
      office: { now: clock },
    });
    await app.ready();
    cleanups.push(async () => {
      await app.close();
      await store.close();
    });
    const post = (url: string, body: unknown, remoteAddress = '198.51.100.7') =>
      app.inject({
        method: 'POST',
        url,
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    return { app, store, post };
  };
  const a = await instance();
  const b = await instance();
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  cleanups.push(() => db.end());
  return { a, b, db };
}

type Instance = Awaited<ReturnType<typeof twoInstances>>['a'];

/** Where each answered lead went: null (sent on), or why it is held. */
async function holds(instance: Instance, answers: { json(): unknown }[]) {
  const held = new Map((await instance.store.list()).map((lead) => [lead.id, lead.delivery.quarantine]));
  return answers.map((answer) => held.get((answer.json() as { id: string }).id));
}

/** A lead no other looks like: its own contacts and message, so only the limit under test applies. */
const distinct = (i: number) =>
  enquiry({
    email: `visitor${i}@example.com`,
    phone: `+91 98201 4${String(i).padStart(4, '0')}`,
    detail: `Lead number ${i}: a 2 BHK flat with a piano`,
  });

/** A browser that signs in through `instance` and then goes wherever it is sent. */
const browser = () => {
  const client = {
    cookie: '',
    csrf: '',
    async signIn(instance: Instance, pass = password, remoteAddress = '127.0.0.1', name = 'Priya') {
      const res = await instance.app.inject({
        method: 'POST',
        url: '/office/sign-in',
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        payload: new URLSearchParams({ name, password: pass }).toString(),
      });
      const cookie = String(res.headers['set-cookie'] ?? '');
      if (cookie) client.cookie = cookie.split(';')[0]!;
      return res;
    },
    async inbox(instance: Instance) {
      const res = await instance.app.inject({ method: 'GET', url: '/office/', headers: { cookie: client.cookie } });
      client.csrf = /name="csrf" value="([^"]+)"/.exec(res.body)?.[1] ?? '';
      return res;
    },
    post(instance: Instance, url: string, fields: Record<string, string>) {
      return instance.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: client.cookie, origin },
        payload: new URLSearchParams({ csrf: client.csrf, ...fields }).toString(),
      });
    },
  };
  return client;
};

describe('the office’s people over two instances', () => {
  it('keeps a session’s role in the database, and a removal on one instance signs the person out on the other', async () => {
    const { a, b } = await twoInstances();
    await a.store.desk.saveUser(
      { name: 'Asha Verma', role: 'staff', createdAt: new Date(clock()).toISOString(), createdBy: 'Owner' },
      await hashPassword('asha-calls-before-ten', { N: 1024, r: 8, p: 1 }),
    );
    const asha = browser();
    expect((await asha.signIn(a, 'asha-calls-before-ten', '127.0.0.1', 'asha verma')).statusCode).toBe(303);
    expect((await asha.inbox(b)).body).toContain('Signed in as Asha Verma');
    // Staff on the other instance too: the role came with the session from the database.
    const page = await b.app.inject({ method: 'GET', url: '/office/people/', headers: { cookie: asha.cookie } });
    expect(page.statusCode).toBe(403);

    const owner = browser();
    await owner.signIn(b);
    await owner.inbox(b);
    expect((await owner.post(b, '/office/people/remove', { name: 'Asha Verma' })).statusCode).toBe(303);
    expect(await a.store.desk.users()).toEqual([]);
    expect((await asha.inbox(a)).body).toContain('Office password');
  });
});

describe('the intake limits over two instances', () => {
  it('holds the lead past one address’s allowance counted on both, and refuses suspect ones once the shared held budget is spent', async () => {
    const { a, b } = await twoInstances({ CLIENT_LEAD_ALLOWANCE: '3', QUARANTINE_MAX: '1' });
    const answers = [];
    for (const [i, instance] of [a, a, b, b].entries())
      answers.push(await instance.post('/api/enquiries', distinct(i)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await holds(a, answers)).toEqual([null, null, null, 'client']);
    // One lead held between them fills the budget: the next suspect one is refused, on either.
    const refused = await a.post('/api/enquiries', distinct(5));
    expect([refused.statusCode, refused.json().error]).toEqual([503, 'busy']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not suspect, and is sent on.
    const other = await b.post('/api/reviews', review(), '203.0.113.9');
    expect(await holds(b, [other])).toEqual([null]);
  });

  it('sends at most GLOBAL_RATE_LIMIT_MAX new leads between both, even when they arrive at the same moment', async () => {
    const { a, b } = await twoInstances({ GLOBAL_RATE_LIMIT_MAX: '5' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).post('/api/enquiries', distinct(i), `198.51.100.${i + 1}`)),
    );
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    const where = await holds(a, answers);
    expect(where.filter((hold) => hold === null)).toHaveLength(5);
    expect(where.filter((hold) => hold === 'global')).toHaveLength(7);
  });

  it('counts the same phone number sent through either instance, and a resent submission not at all', async () => {
    const { a, b, db } = await twoInstances({ SAME_CONTACT_MAX: '2' });
    const same = (i: number) => ({ ...distinct(i), phone: '+91 91234 56789' });
    const once = { ...same(1), idempotencyKey: newKey() };
    const first = await a.post('/api/enquiries', once, '198.51.100.1');
    // The same submission again through the other instance stores nothing, so its count is given back.
    const again = await b.post('/api/enquiries', once, '198.51.100.1');
    expect(again.json().id).toBe(first.json().id);
    const mostSeen = async () =>
      (await db.query<{ n: number }>(`SELECT max(n) AS n FROM limit_counts WHERE key LIKE 'seen:%'`)).rows[0]?.n;
    await vi.waitFor(async () => expect(await mostSeen()).toBe(1));
    const second = await b.post('/api/enquiries', same(2), '198.51.100.2');
    const third = await a.post('/api/enquiries', same(3), '198.51.100.3');
    expect(await holds(b, [first, second, third])).toEqual([null, null, 'repeat']);
  });
});

describe('counting at the same moment', () => {
  it('lets exactly the cap through when two instances admit a burst at once', async () => {
    const url = await freshDatabase();
    const opened = await Promise.all([openPostgres(url), openPostgres(url)]);
    cleanups.push(() => Promise.all(opened.map(({ store }) => store.close())));
    const log = { warn: () => {} };
    const options = {
      globalMax: 7,
      windowMs: 3_600_000,
      clientAllowance: 1_000,
      quarantineMax: 1_000,
      maxInFlight: 1_000,
    };
    const [a, b] = opened.map(({ shared }) => shared.intakeLimits({ ...options, now: clock }, log));
    const admitted = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a! : b!).admit(`198.51.100.${i}`, false)),
    );
    const holds = admitted.map((admission) => (admission.ok ? admission.hold : admission.reason));
    expect(holds.filter((hold) => hold === null)).toHaveLength(7);
    expect(holds.filter((hold) => hold === 'global')).toHaveLength(33);
  });
});

describe('the notification limits over two instances', () => {
  it('adds up acknowledgements to one address and office alerts from both', async () => {
    const { a, b } = await twoInstances({
      SMTP_URL: 'smtp://127.0.0.1:9',
      LEADS_NOTIFY_FROM: 'leads@sugam.example',
      LEADS_NOTIFY_TO: 'office@sugam.example',
      LEADS_ACK: 'on',
      ACKS_PER_RECIPIENT_PER_DAY: '2',
      OFFICE_ALERTS_PER_HOUR: '3',
    });
    const sameVisitor = (i: number) => ({ ...distinct(i), email: 'asha@example.com' });
    const answers = [];
    for (const [i, instance] of [a, b, a, b].entries()) {
      answers.push(await instance.post('/api/enquiries', sameVisitor(i), `198.51.100.${i + 1}`));
    }
    const channels = await Promise.all(
      answers.map(async (answer) => {
        const rows = await a.store.notificationsOf((answer.json() as { id: string }).id);
        return Object.fromEntries(rows.map((row) => [row.channel, row.status]));
      }),
    );
    expect(channels.map((row) => row.ack)).toEqual(['pending', 'pending', 'skipped', 'skipped']);
    expect(channels.map((row) => row.email)).toEqual(['pending', 'pending', 'pending', 'summarised']);
  });
});

describe('the per-client request limit over two instances', () => {
  it('answers 429 once one address has made RATE_LIMIT_MAX requests through either', async () => {
    const { a, b } = await twoInstances({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });
    const invalid = { name: '' };
    const answers = [];
    for (const instance of [a, b, a, b]) answers.push(await instance.post('/api/enquiries', invalid));
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 429]);
    // What is left of the minute the clock stands in.
    expect(answers[3]!.headers['retry-after']).toBe('60');
    expect((await a.post('/api/enquiries', invalid, '203.0.113.9')).statusCode).toBe(400);
  });
});

describe('the office over two instances', () => {
  it('keeps a sign-in made on one instance on the other, shows a change’s message wherever the next page is, and signs out everywhere', async () => {
    const { a, b } = await twoInstances();
    const lead = (await a.post('/api/enquiries', enquiry())).json().id as string;
    const priya = browser();
    expect((await priya.signIn(a)).statusCode).toBe(303);
    expect((await priya.inbox(b)).body).toContain('Signed in as Priya');
    // A change through B with B's form, the next page through A.
    expect((await priya.post(b, `/office/leads/${lead}/work`, { status: 'talked' })).statusCode).toBe(303);
    const next = await priya.inbox(a);
    expect(next.body).toContain(`Recorded: Talked (ref ${lead.slice(-6)}).`);
    expect((await priya.inbox(b)).body).not.toContain('Recorded: Talked');
    // Signing out through B ends the session on A as well.
    expect((await priya.post(b, '/office/sign-out', {})).statusCode).toBe(303);
    const after = await priya.inbox(a);
    expect(after.body).not.toContain('Signed in as');
    expect((await priya.post(a, `/office/leads/${lead}/work`, { status: 'talked' })).statusCode).toBe(403);
  });

  it('adds up one address’s wrong passwords on both, and a right one clears its count on both', async () => {
    const { a, b } = await twoInstances({ OFFICE_SIGNIN_MAX: '3' });
    const guesser = browser();
    for (const instance of [a, b]) expect((await guesser.signIn(instance, 'wrong guess')).statusCode).toBe(401);
    // The third place goes to the right password, which clears the address's count.
    expect((await guesser.signIn(b, password)).statusCode).toBe(303);
    for (const instance of [a, b, a]) expect((await guesser.signIn(instance, 'wrong guess')).statusCode).toBe(401);
    const refused = await guesser.signIn(b, password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own count.
    expect((await guesser.signIn(a, password, '203.0.113.9')).statusCode).toBe(303);
  });
});

describe('what the database keeps of visitors and sessions', () => {
  it('keeps hashes of addresses, contacts and session ids, never the values', async () => {
    const { a, b, db } = await twoInstances({ OFFICE_SIGNIN_MAX: '3' });
    const visitor = enquiry({ email: 'meera.iyer@example.com', phone: '+91 99672 31854' });
    const stored = [
      await a.post('/api/enquiries', visitor, '198.51.100.77'),
      await b.post('/api/enquiries', { ...visitor, idempotencyKey: newKey() }, '2001:db8:1:2::5'),
    ];
    expect(stored.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const office = browser();
    await office.signIn(b, 'wrong guess', '198.51.100.78');
    await office.signIn(a, password, '198.51.100.78');
    const counts = await db.query<{ scope: string; key: string; n: number }>(
      'SELECT scope, key, n FROM limit_counts WHERE n > 0',
    );
    const sessions = await db.query('SELECT * FROM office_sessions');
    expect(sessions.rows).toHaveLength(1);
    expect(new Set(counts.rows.map((row) => row.scope))).toEqual(new Set(['intake', 'notify', 'signin', 'rate']));
    const kept = JSON.stringify([counts.rows, sessions.rows]);
    const sessionId = office.cookie.split('=')[1]!;
    for (const value of ['198.51.100', '2001:db8', 'meera', '99672', '9967231854', sessionId]) {
      expect(kept).not.toContain(value);
    }
  });
});

describe('what has ended', () => {
  it('is deleted: the counts of past windows and sessions past their longest life, nothing current', async () => {
    const { a, b, db } = await twoInstances();
    await a.post('/api/enquiries', enquiry(), '198.51.100.77');
    await browser().signIn(b);
    const rows = async () =>
      Number(
        (await db.query('SELECT (SELECT count(*) FROM limit_counts) + (SELECT count(*) FROM office_sessions) AS n'))
          .rows[0].n,
      );
    const through = (text: string, values: unknown[]) => db.query(text, values);
    const query = { counts: through, sessions: through };
    await sweepEnded(query, clock());
    expect(await rows()).toBeGreaterThan(4);
    // A day and a half on (the clocks stood at 10:01, in a day's windows at most; a session lasts 12 hours).
    await sweepEnded(query, clock() + 36 * 3_600_000);
    expect(await rows()).toBe(0);
  });
});

describe('a database that does not answer', () => {
  it('answers a lead 503 unavailable, as when its store cannot save it', async () => {
    const settings = testSettings({ STATIC_DIR: await tempDir() });
    const { store, shared } = await openPostgres('postgres://nobody@127.0.0.1:9/none', { connectTimeoutMs: 500 });
    const app = buildApp(settings, store, { shared, startDelivery: false, startRetention: false });
    cleanups.push(async () => {
      await app.close();
      await store.close();
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(enquiry()),
    });
    expect([res.statusCode, res.json().error]).toEqual([503, 'unavailable']);
  });
});

describe('starting with DATABASE_URL', () => {
  it('refuses to start without OFFICE_PASSWORD_HASH, which each instance would make its own of', async () => {
    const dir = await tempDir();
    const env = { DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none', STATIC_DIR: dir, LEADS_DB: `${dir}/leads.db` };
    const refused = await spawnServer(env).then(
      () => '',
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/DATABASE_URL is set, so OFFICE_PASSWORD_HASH must be set too.*refused by the others/s);
    // Set (here: off), it starts, even before the database answers.
    const started = await spawnServer({ ...env, OFFICE_PASSWORD_HASH: 'off' });
    cleanups.push(async () => {
      started.child.kill('SIGTERM');
      await started.exited;
    });
    expect((await fetch(`${started.base}/api/ready`)).status).toBe(503);
  });
});
