import { once } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import { type AddressInfo, connect } from 'node:net';
import { getPriority } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword, parsePasswordHash, type PasswordHash, verifyPassword } from '../../server/office/password';
import { PasswordThread } from '../../server/office/password-thread';
import { SessionStore } from '../../server/office/sessions';
import { SignInLimit } from '../../server/office/sign-in-limit';
import { signInsPerTurn } from '../../server/office/turns';
import { parseSettings } from '../../server/settings';
import { crmEnv, enquiry, newKey, parseCsv, startApp, startFakeCrm, tempDir } from './helpers';
import { startWebhookReceiver } from './notify-fakes';

const password = 'tea-at-four-on-the-terrace';
/** A hash as `npm run office-password` makes, at a low cost so the tests stay quick. */
let hash: string;
beforeAll(async () => {
  hash = await hashPassword(password, { N: 1024, r: 8, p: 1 });
});

const origin = 'http://localhost:80';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((close) => close()));
});

/** The app with the inbox switched on, and a browser-like client for it. */
async function office(env: Record<string, string> = {}, options: Parameters<typeof startApp>[1] = {}) {
  const lines: string[] = [];
  const app = await startApp(
    { OFFICE_PASSWORD_HASH: hash, LOG_LEVEL: 'info', ...env },
    { startDelivery: false, logStream: { write: (line) => lines.push(line) }, ...options },
  );
  cleanups.push(() => app.close());
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const client = {
    cookie: '',
    csrf: '',
    async signIn(name = 'Priya', pass = password, remoteAddress = '127.0.0.1') {
      const res = await app.app.inject({
        method: 'POST',
        url: '/office/sign-in',
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        payload: form({ name, password: pass }),
      });
      const cookie = String(res.headers['set-cookie'] ?? '');
      if (cookie) client.cookie = cookie.split(';')[0]!;
      return res;
    },
    async inbox(url = '/office/') {
      const res = await app.app.inject({ method: 'GET', url, headers: { cookie: client.cookie } });
      client.csrf = /name="csrf" value="([^"]+)"/.exec(res.body)?.[1] ?? '';
      return res;
    },
    post(url: string, fields: Record<string, string>, headers: Record<string, string> = { origin }) {
      return app.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: client.cookie, ...headers },
        payload: form(fields),
      });
    },
  };
  return { ...app, client, lines };
}

describe('the office inbox, switched off', () => {
  it('answers 404 to every office address without OFFICE_PASSWORD_HASH, never an open inbox', async () => {
    const app = await startApp();
    cleanups.push(() => app.close());
    for (const url of ['/office/', '/office', '/office/leads.csv']) {
      expect((await app.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const post = await app.app.inject({
      method: 'POST',
      url: '/office/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      payload: `name=x&password=${password}`,
    });
    expect(post.statusCode).toBe(404);
  });

  it('refuses to start with a hash that is not one, without quoting it', () => {
    expect(() => parseSettings({ OFFICE_PASSWORD_HASH: 'hunter2-plain-text' })).toThrow(
      /OFFICE_PASSWORD_HASH.*npm run office-password/,
    );
    expect(() => parseSettings({ OFFICE_PASSWORD_HASH: 'hunter2-plain-text' })).not.toThrow(/hunter2/);
    expect(parsePasswordHash('scrypt$2097152$8$1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5a2V5')).toEqual({
      problem: expect.stringContaining('cost'),
    });
  });
});

describe('signing in', () => {
  it('shows a sign-in page kept out of search engines and caches, with no script and none allowed but its own', async () => {
    const { app } = await office();
    const res = await app.inject({ method: 'GET', url: '/office/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow, noarchive">');
    expect(res.body).not.toMatch(/<script/i);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
    expect(res.headers['cache-control']).toBe('no-store');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/unsafe|script-src [^;]*(:|\*)/);
    // The site's global headers still apply.
    expect(res.headers['x-frame-options']).toBe('DENY');
    // The stylesheet it links is served, cached for good under its content's name.
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(res.body)![1]!;
    const css = await app.inject({ method: 'GET', url: href });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.headers['cache-control']).toContain('immutable');
  });

  it('lets the right password in with a Secure, HttpOnly, SameSite=Strict __Host- cookie; a wrong one gets 401', async () => {
    const { client, lines } = await office();
    const wrong = await client.signIn('Priya', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(wrong.body).toContain('That password is not right.');
    // The name typed stays; only the password is asked again, and never shown back.
    expect(wrong.body).toMatch(/<input id="name" name="name"[^>]* value="Priya">/);
    expect(wrong.body).toMatch(/<input id="password"[^>]* autofocus>/);
    expect(wrong.body).not.toContain('not-the-password');

    const right = await client.signIn();
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/office/');
    const cookie = String(right.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-office=[\w-]{40,}; Path=\/; HttpOnly; Secure; SameSite=Strict; Max-Age=43200$/);
    const inbox = await client.inbox();
    expect(inbox.body).toContain('Signed in as Priya');
    expect(lines.join('\n')).not.toContain(password);
  });

  it('signs out: the old cookie opens nothing any more', async () => {
    const { client } = await office();
    await client.signIn();
    await client.inbox();
    const out = await client.post('/office/sign-out', { csrf: client.csrf });
    expect(out.statusCode).toBe(303);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await client.inbox()).body).toContain('Office password');
  });

  it('limits guessing: a client past its attempts gets 429 with Retry-After, even with the right password', async () => {
    const { client } = await office({ OFFICE_SIGNIN_MAX: '3', OFFICE_SIGNIN_WINDOW_MS: '600000' });
    for (let i = 0; i < 3; i++) expect((await client.signIn('Priya', `guess-${i}`)).statusCode).toBe(401);
    const limited = await client.signIn();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(limited.headers['set-cookie']).toBeUndefined();
    expect(limited.body).toContain('Too many sign-in attempts');
    // Another address is still let in.
    expect((await client.signIn('Ravi', password, '203.0.113.9')).statusCode).toBe(303);
  });

  it('limits guessing from many addresses: past the overall failures everyone waits', async () => {
    const { client } = await office({ OFFICE_SIGNIN_MAX: '100', OFFICE_SIGNIN_GLOBAL_MAX: '4' });
    for (let i = 1; i <= 4; i++) {
      expect((await client.signIn('x', 'guess', `198.51.100.${i}`)).statusCode).toBe(401);
    }
    const fifth = await client.signIn('Priya', password, '198.51.100.77');
    expect(fifth.statusCode).toBe(429);
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts the limits in windows and ends sessions on time (injected clocks)', async () => {
    let now = 0;
    const limit = new SignInLimit({ clientMax: 2, globalMax: 100, windowMs: 60_000 }, () => now);
    expect(limit.attempt('a')).toMatchObject({ ok: true });
    expect(limit.attempt('a')).toMatchObject({ ok: true });
    expect(limit.attempt('a')).toEqual({ ok: false, retryAfterSeconds: 60 });
    now = 59_500;
    expect(limit.attempt('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
    now = 60_000;
    expect(limit.attempt('a')).toMatchObject({ ok: true });

    const sessions = new SessionStore(1_000, () => now);
    const { id } = sessions.create('Priya', 'staff');
    expect(sessions.get(id)).toMatchObject({ name: 'Priya', role: 'staff' });
    now += 999;
    expect(sessions.get(id)).toBeDefined();
    now += 1;
    expect(sessions.get(id)).toBeUndefined();
  });

  it('checks passwords against the hash npm run office-password makes', async () => {
    const made = parsePasswordHash(await hashPassword('a long office password', { N: 1024, r: 8, p: 1 }));
    if ('problem' in made) throw new Error(made.problem);
    expect(await verifyPassword('a long office password', made)).toBe(true);
    expect(await verifyPassword('a long office passwore', made)).toBe(false);
  });

  it('checks passwords on a thread of its own at the lowest priority, leaving the pages’ thread as it was', async () => {
    const made = parsePasswordHash(await hashPassword('a long office password', { N: 1024, r: 8, p: 1 }));
    if ('problem' in made) throw new Error(made.problem);
    const before = getPriority();
    const thread = new PasswordThread();
    cleanups.push(() => thread.close());
    expect(await thread.verify('a long office password', made)).toBe(true);
    expect(await thread.verify('a long office passwore', made)).toBe(false);
    // On Linux a thread's nice value is its own: 19 there, the thread answering requests untouched.
    if (process.platform === 'linux') expect(await thread.priority()).toBe(19);
    expect(getPriority()).toBe(before);
  });
});

/**
 * The password check as the inbox runs it, counted: how many checks ran, how many at once at
 * most, and (with `hold`) every check waits for `release()` before it hashes.
 */
function countedChecks({ hold = false } = {}) {
  let release!: () => void;
  const released = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const counts = { calls: 0, running: 0, most: 0 };
  const verify = async (pass: string, parsed: PasswordHash) => {
    counts.calls++;
    counts.most = Math.max(counts.most, ++counts.running);
    try {
      await released;
      return await verifyPassword(pass, parsed);
    } finally {
      counts.running--;
    }
  };
  return { counts, verify, release: () => release() };
}

/** 200 wrong sign-ins sent at once from 40 addresses; each answer as it comes. */
function guessFlood(client: { signIn: (name: string, pass: string, address: string) => Promise<SignInAnswer> }) {
  const answers: SignInAnswer[] = [];
  const all = Array.from({ length: 200 }, (_, i) =>
    client.signIn('Guesser', `guess-${i}`, `198.51.100.${(i % 40) + 1}`).then((res) => {
      answers.push(res);
      return res;
    }),
  );
  return { answers, all: Promise.all(all) };
}
type SignInAnswer = Awaited<ReturnType<Awaited<ReturnType<typeof office>>['client']['signIn']>>;

/** A wrong sign-in as a browser posts it to the service at `port`, from its own page. */
function signInPost(port: number, n: number): string {
  const body = `name=Guesser&password=guess-${n}`;
  return [
    'POST /office/sign-in HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    `Origin: http://127.0.0.1:${port}`,
    'Content-Type: application/x-www-form-urlencoded',
    `Content-Length: ${body.length}`,
    '',
    body,
  ].join('\r\n');
}

describe('signing in under a flood of guesses', () => {
  it('checks no more passwords than the overall limit allows, even when 200 guesses arrive at once', async () => {
    let clock = Date.now();
    const checks = countedChecks();
    // The hashing queue opened wide, so only the sign-in limits stand between the flood and the hash.
    const { client } = await office(
      { OFFICE_SIGNIN_WINDOW_MS: '900000' },
      { office: { now: () => clock, verify: checks.verify, hashing: { running: 1, waiting: 1_000 } } },
    );
    const answers = await guessFlood(client).all;
    const wrong = answers.filter((res) => res.statusCode === 401);
    const refused = answers.filter((res) => res.statusCode === 429);
    // 40 addresses × 5 attempts each would let all 200 through; the overall 50 stops them.
    expect(wrong).toHaveLength(50);
    expect(checks.counts.calls).toBe(50);
    expect(refused).toHaveLength(150);
    for (const res of refused) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body).toContain('Too many sign-in attempts');
    }
    // Meanwhile the office is kept out too; after the window the right password lets it in.
    expect((await client.signIn('Priya', password, '203.0.113.5')).statusCode).toBe(429);
    clock += 900_000;
    expect((await client.signIn('Priya', password, '203.0.113.5')).statusCode).toBe(303);
    expect((await client.inbox()).body).toContain('Signed in as Priya');
  });

  it('hashes one password at a time, turns away guesses past a short queue unhashed, and keeps serving pages and health', async () => {
    const site = await tempDir();
    await mkdir(join(site, 'about'), { recursive: true });
    await writeFile(join(site, 'about', 'index.html'), '<!doctype html><title>About</title><p>about page</p>');
    const checks = countedChecks({ hold: true });
    const { client, app } = await office({ STATIC_DIR: site }, { office: { verify: checks.verify } });
    const flood = guessFlood(client);
    // One check hashing (held), four waiting their turn: the other 195 are answered at once.
    await vi.waitFor(() => expect(flood.answers).toHaveLength(195), { timeout: 5_000, interval: 5 });
    expect(checks.counts).toEqual({ calls: 1, running: 1, most: 1 });
    for (const res of flood.answers) {
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toContain('Please try again in a few seconds.');
    }
    // With a check still hashing, a visitor's page and the health check are answered.
    const about = await app.inject({ method: 'GET', url: '/about/' });
    expect([about.statusCode, about.body.includes('about page')]).toEqual([200, true]);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    checks.release();
    const answers = await flood.all;
    expect(answers.filter((res) => res.statusCode === 401)).toHaveLength(5);
    expect(checks.counts).toEqual({ calls: 5, running: 0, most: 1 });
    // Guesses turned away unhashed cost nobody an attempt: the right password still gets in.
    expect((await client.signIn('Priya', password, '198.51.100.1')).statusCode).toBe(303);
  });

  it('answers a burst of sign-ins a few at a time, getting back to other requests in between', async () => {
    const checks = countedChecks({ hold: true });
    const { app, lines } = await office({}, { office: { verify: checks.verify } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    let accepted = 0;
    app.server.on('connection', () => accepted++);
    const sockets = await Promise.all(
      Array.from({ length: 200 }, async () => {
        const socket = connect(port, '127.0.0.1');
        await once(socket, 'connect');
        return socket;
      }),
    );
    cleanups.push(async () => {
      checks.release();
      for (const socket of sockets) socket.destroy();
    });
    await vi.waitFor(() => expect(accepted).toBe(200), { timeout: 5_000, interval: 5 });
    const answered = () => lines.filter((line) => line.includes('"request completed"')).length;
    // How many sign-ins are answered between one turn of the event loop and the next: the turns
    // in which a page's file read would be taken up.
    const perTurn: number[] = [];
    let before = 0;
    const turn = () => {
      perTurn.push(answered() - before);
      before = answered();
      if (before < 195) setImmediate(turn);
    };
    // All 200 posts written at once, so they are all there to be read by the service's next turn.
    sockets.forEach((socket, i) => socket.write(signInPost(port, i)));
    setImmediate(turn);
    await vi.waitFor(() => expect(answered()).toBe(195), { timeout: 5_000, interval: 5 });
    expect(Math.max(...perTurn)).toBeLessThanOrEqual(2 * signInsPerTurn);
  });

  it('logs the first refused sign-in of a minute, and the rest of that minute as one count', async () => {
    const checks = countedChecks({ hold: true });
    const { client, lines, app } = await office({}, { office: { verify: checks.verify } });
    const flood = guessFlood(client);
    await vi.waitFor(() => expect(flood.answers).toHaveLength(195), { timeout: 5_000, interval: 5 });
    const refusedLines = () => lines.filter((line) => line.includes('office sign-in refused'));
    expect(refusedLines()).toHaveLength(1);
    expect(refusedLines()[0]).toContain('password checks busy');
    checks.release();
    await flood.all;
    // The minute's count is written when it ends, or as here when the service stops.
    await app.close();
    const counted = lines.filter((line) => line.includes('office sign-ins refused'));
    expect(counted).toHaveLength(1);
    expect(JSON.parse(counted[0]!)).toMatchObject({ counts: { 'password checks busy': 194 } });
    expect(counted[0]).toContain('194 more');
  });

  it('keeps the overall count while guesses wait: a guess in flight counts as failed until proven right', () => {
    const limit = new SignInLimit({ clientMax: 100, globalMax: 3, windowMs: 60_000 }, () => 0);
    const pending = ['a', 'b', 'c'].map((client) => limit.attempt(client));
    expect(pending.every((verdict) => verdict.ok)).toBe(true);
    expect(limit.attempt('d')).toEqual({ ok: false, retryAfterSeconds: 60 });
    const [right, unchecked, wrong] = pending as Extract<ReturnType<SignInLimit['attempt']>, { ok: true }>[];
    right!.settle('right');
    unchecked!.settle('unchecked');
    wrong!.settle('wrong');
    // Two reservations given back (a right password, a guess never checked), one failure kept.
    expect(limit.attempt('d')).toMatchObject({ ok: true });
    expect(limit.attempt('e')).toMatchObject({ ok: true });
    expect(limit.attempt('f')).toEqual({ ok: false, retryAfterSeconds: 60 });
  });
});

describe('sessions', () => {
  it('keeps a session used every hour until its 12 hours, and signs out one left unused for 2 hours', async () => {
    const start = Date.now();
    let clock = start;
    const { client, app } = await office({}, { office: { now: () => clock } });
    await client.signIn('Priya');
    for (let hour = 1; hour <= 11; hour++) {
      clock = start + hour * 3_600_000;
      expect((await client.inbox()).body).toContain('Signed in as Priya');
    }
    clock = start + 12 * 3_600_000 - 1;
    expect((await client.inbox()).body).toContain('Signed in as Priya');
    clock = start + 12 * 3_600_000;
    const ended = await client.inbox();
    expect(ended.body).toContain('Office password');
    expect(ended.body).not.toContain('without use');

    await client.signIn('Ravi');
    clock += 2 * 3_600_000;
    expect((await client.inbox()).body).toContain('Signed in as Ravi');
    clock += 2 * 3_600_000 + 1;
    const idle = await client.inbox();
    expect(idle.body).toContain('Office password');
    expect(idle.body).toContain(
      '<p class="notice" role="status">You were signed out after 2 hours without use. Please sign in again.</p>',
    );
    expect(String(idle.headers['set-cookie'])).toContain('Max-Age=0');
    expect(idle.body).not.toContain('Signed in as');
    const csv = await app.inject({ method: 'GET', url: '/office/leads.csv', headers: { cookie: client.cookie } });
    expect(csv.statusCode).toBe(303);
  });

  it('ends sessions unused for OFFICE_SESSION_IDLE_MS, and a change posted then is refused saying why', async () => {
    let clock = Date.now();
    const { client, post, store } = await office(
      { OFFICE_SESSION_IDLE_MS: '1800000' },
      { office: { now: () => clock } },
    );
    const { id } = (await (await post('/api/enquiries', enquiry())).json()) as { id: string };
    await client.signIn('Priya');
    await client.inbox();
    clock += 1_800_001;
    const refused = await client.post(`/office/leads/${id}/work`, { csrf: client.csrf, status: 'talked' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('You were signed out after 30 minutes without use. Nothing was changed.');
    expect((await store.calls()).size).toBe(0);
  });
});

describe('working the leads', () => {
  it('lists every lead newest first with what the office needs to call back', async () => {
    const { client, post, store } = await office();
    await post('/api/enquiries', enquiry({ name: 'Older Lead', phone: '098765 43211' }));
    await post(
      '/api/enquiries',
      enquiry({
        name: 'Asha Verma',
        phone: '098200-12345',
        pickup: 'Ghansoli, Navi Mumbai',
        drop: 'Kothrud, Pune',
        movingDate: '2026-12-15',
        homeSize: '2bhk',
        page: '/city/pune/',
      }),
    );
    // An estimate as the intake stores it once priced.
    await store.saveLead({
      kind: 'enquiry',
      idempotencyKey: newKey(),
      spam: false,
      payload: {
        ...enquiry({ name: 'Estimate Lead' }),
        estimate: {
          query: 'from=pune&to=mumbai&size=1bhk',
          summary: '1 BHK, Pune → Mumbai',
          low: 9000,
          high: 14000,
          gstPercent: 18,
        },
      },
    });
    await client.signIn();
    const { body } = await client.inbox('/office/all/');
    const order = ['Estimate Lead', 'Asha Verma', 'Older Lead'].map((name) => body.indexOf(`>${name}</h3>`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const asha = body.slice(order[1], order[2]);
    // Typed with a trunk 0, stored and dialled in its one form (lib/shared/phone.ts), shown as people read it.
    expect(asha).toContain('href="tel:+919820012345">Call +91 98200 12345</a>');
    expect(asha).toContain('href="https://wa.me/919820012345"');
    expect(asha).toContain('Ghansoli, Navi Mumbai → Kothrud, Pune');
    expect(asha).toContain('15 Dec 2026');
    expect(asha).toContain('2 BHK');
    expect(asha).toContain('/city/pune/');
    expect(asha).toMatch(/just now/);
    // Within office hours 15 minutes; at night, after the next opening (tests/server/office-queue.test.ts, fixed clocks).
    expect(asha).toMatch(/Call back by (\d+ \w{3} )?\d\d:\d\d \((\d+ h )?\d+ min left\)/);
    expect(body).toContain('₹9,000 – ₹14,000 incl. 18% GST (indicative) — 1 BHK, Pune → Mumbai');
    expect(body).toContain('href="/services/?from=pune&amp;to=mumbai&amp;size=1bhk#estimate"');
    expect(body).toContain('<svg');
    expect(body).toContain('3 enquiries in the last 30 days');
    // No personal data in any URL the page links to, besides the tel: and WhatsApp links.
    const urls = [...body.matchAll(/(?:href|action)="([^"]+)"/g)].map((m) => m[1]!);
    for (const url of urls.filter((u) => !u.startsWith('tel:') && !u.startsWith('https://wa.me/'))) {
      expect(url).not.toMatch(/asha|9876|verma|example\.com/i);
    }
  });

  it('says when the promised call-back has passed, counting office hours', async () => {
    // Friday 27 Nov 2026, 12:00 in India; the office opens 8:00 to 20:00.
    const noon = new Date('2026-11-27T12:00:00+05:30').getTime();
    const { client, store } = await office({}, { office: { now: () => noon } });
    await store.saveLead(
      { kind: 'enquiry', idempotencyKey: newKey(), spam: false, payload: enquiry({ name: 'Waiting Lead' }) },
      new Date(noon - 40 * 60_000),
    );
    await client.signIn();
    const { body } = await client.inbox();
    expect(body).toContain('Call-back promised by 11:35: late by 25 min');
    expect(body).toMatch(/<span class="q-time">late by 25 min<\/span>/);
    expect(body).toContain('1 to call back (1 late)');
  });

  it('records a call with the signed-in name and time; a post without the token changes nothing', async () => {
    const { client, post, store } = await office();
    const { id } = (await (await post('/api/enquiries', enquiry())).json()) as { id: string };
    await client.signIn('Priya');
    await client.inbox();
    const url = `/office/leads/${id}/work`;

    // No token, a wrong token, another site's Origin, or no Origin at all: 403, nothing recorded.
    for (const [fields, headers] of [
      [{ status: 'talked' }, { origin }],
      [{ status: 'talked', csrf: 'forged' }, { origin }],
      [{ status: 'talked', csrf: client.csrf }, { origin: 'https://evil.example' }],
      [
        { status: 'talked', csrf: client.csrf },
        { origin, 'sec-fetch-site': 'cross-site' },
      ],
      [{ status: 'talked', csrf: client.csrf }, {}],
    ] as [Record<string, string>, Record<string, string>][]) {
      const refused = await client.post(url, fields, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain('nothing was changed');
    }
    expect((await store.calls()).size).toBe(0);
    expect((await store.desk.work([id])).size).toBe(0);

    const done = await client.post(url, { csrf: client.csrf, status: 'talked', back: '/office/' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/office/#lead-${id}`);
    expect((await store.calls()).get(id)).toMatchObject({ by: 'Priya' });
    // Talked: out of the queue, in every lead's list with who called first and when.
    const queue = (await client.inbox()).body;
    expect(queue).toContain(`Recorded: Talked (ref ${id.slice(-6)}).`);
    expect(queue).not.toContain(`id="lead-${id}"`);
    const { body } = await client.inbox('/office/all/');
    expect(body).toMatch(/First called by Priya at \d\d:\d\d, 0 min after it arrived/);
    expect(body).toContain('<strong>Talked</strong> · You have it');
  });

  it('retries a delivery the CRM stopped taking, and the CRM gets it', async () => {
    const crm = await startFakeCrm();
    cleanups.push(() => crm.close());
    const { client, post, app, store } = await office(crmEnv(crm.url, { CRM_MAX_REJECTIONS: '1' }));
    const { id } = (await (await post('/api/enquiries', enquiry())).json()) as { id: string };
    crm.behaviour.status = 400;
    await app.delivery!.tick();
    expect((await store.get(id))?.delivery).toMatchObject({ status: 'failed', nextAttemptAt: null });
    await client.signIn();
    const before = (await client.inbox()).body;
    expect(before).toContain('CRM: failed, stopped');
    expect(before).toContain('Retry CRM');

    crm.behaviour.status = 200;
    expect((await client.post(`/office/leads/${id}/retry`, { csrf: '', channel: 'crm' })).statusCode).toBe(403);
    const res = await client.post(`/office/leads/${id}/retry`, { csrf: client.csrf, channel: 'crm' });
    expect(res.statusCode).toBe(303);
    await app.delivery!.tick();
    expect(crm.accepted()).toHaveLength(1);
    const after = (await client.inbox()).body;
    expect(after).toContain('CRM: delivered, 2 attempts');
    expect(after).not.toContain('Retry CRM');
  });

  it('shows each notification of a lead, and retries one its channel stopped taking', async () => {
    const webhook = await startWebhookReceiver();
    cleanups.push(webhook.close);
    webhook.behaviour.status = 400;
    const { client, post, store } = await office(
      {
        LEADS_WEBHOOK_URL: `${webhook.base}/hooks/leads`,
        LEADS_WEBHOOK_SECRET: 'webhook-secret-for-the-inbox-test',
        NOTIFY_MAX_REJECTIONS: '1',
      },
      { startDelivery: true },
    );
    const { id } = (await (await post('/api/enquiries', enquiry())).json()) as { id: string };
    const webhookOf = async () => (await store.notificationsOf(id)).find((n) => n.channel === 'webhook')!;
    await vi.waitFor(async () => expect(await webhookOf()).toMatchObject({ status: 'failed', nextAttemptAt: null }), {
      timeout: 15_000,
      interval: 20,
    });
    await client.signIn();
    const before = (await client.inbox()).body;
    expect(before).toContain('Webhook: failed, stopped');
    expect(before).toContain('Retry Webhook');

    webhook.behaviour.status = 200;
    const stopped = await webhookOf();
    const res = await client.post(`/office/leads/${id}/retry`, {
      csrf: client.csrf,
      channel: `notification:${stopped.id}`,
    });
    expect(res.statusCode).toBe(303);
    await vi.waitFor(async () => expect((await webhookOf()).status).toBe('delivered'), {
      timeout: 15_000,
      interval: 20,
    });
    expect(webhook.accepted()).toHaveLength(1);
    const after = (await client.inbox()).body;
    expect(after).toContain('Webhook: delivered, 2 attempts');
    expect(after).not.toContain('Retry Webhook');
    // Another lead's notification cannot be retried through this lead's address.
    const other = (await (await post('/api/enquiries', enquiry())).json()) as { id: string };
    await client.inbox();
    await client.post(`/office/leads/${other.id}/retry`, { csrf: client.csrf, channel: `notification:${stopped.id}` });
    expect((await client.inbox()).body).toContain(`No lead with ref ${other.id}.`);
  });

  it('releases a held (quarantined) lead so it is sent on', async () => {
    const crm = await startFakeCrm();
    cleanups.push(() => crm.close());
    const { client, app, store } = await office(crmEnv(crm.url));
    const { id } = await store.saveLead({
      kind: 'enquiry',
      idempotencyKey: newKey(),
      spam: false,
      hold: 'client',
      payload: enquiry({ name: 'Held Lead' }),
    });
    await client.signIn();
    const before = (await client.inbox()).body;
    expect(before).toContain('held (quarantined)');
    await app.delivery!.tick();
    expect(crm.requests).toHaveLength(0);

    expect((await client.post(`/office/leads/${id}/release`, {})).statusCode).toBe(403);
    expect((await store.get(id))?.delivery.quarantine).toBe('client');
    expect((await client.post(`/office/leads/${id}/release`, { csrf: client.csrf })).statusCode).toBe(303);
    await app.delivery!.tick();
    expect(crm.accepted()).toHaveLength(1);
    expect((await client.inbox()).body).toContain('released');
  });

  it('lists held leads by address and releases or discards one address’s, or a time window’s, at once', async () => {
    const crm = await startFakeCrm();
    cleanups.push(() => crm.close());
    const { client, app, store } = await office(crmEnv(crm.url));
    const hold = (name: string, from: string) =>
      store.saveLead({
        kind: 'enquiry',
        idempotencyKey: newKey(),
        spam: false,
        hold: 'repeat',
        heldFrom: from,
        payload: enquiry({ name }),
      });
    for (const name of ['Flood A1', 'Flood A2', 'Flood A3']) await hold(name, '203.0.113.7');
    for (const name of ['Hostel B1', 'Hostel B2']) await hold(name, '100.64.9.9');
    await client.signIn();
    const page = (await client.inbox()).body;
    expect(page).toContain('Held for review: 5 leads');
    expect(page).toMatch(/203\.0\.113\.7 {2}3 leads, .*the same phone, e-mail or message repeated/);
    expect(page).toContain('Release all 2');

    // Without the session's token nothing changes.
    expect((await client.post('/office/held/discard', { from: '203.0.113.7' })).statusCode).toBe(403);
    expect((await client.post('/office/held/discard', { csrf: client.csrf, from: '203.0.113.7' })).statusCode).toBe(
      303,
    );
    expect((await client.inbox()).body).toContain('Discarded 3 held leads (from 203.0.113.7)');
    expect((await client.post('/office/held/release', { csrf: client.csrf, from: '100.64.9.9' })).statusCode).toBe(303);
    await app.delivery!.tick();
    expect(
      crm
        .accepted()
        .map((r) => r.json.name)
        .sort(),
    ).toEqual(['Hostel B1', 'Hostel B2']);
    const after = (await client.inbox()).body;
    expect(after).not.toContain('Held for review');
    expect((await store.stats()).quarantined).toBe(0);
    expect(await store.list()).toHaveLength(2);

    // A time window takes what was held in it, in the office's time zone.
    await hold('Late C1', '198.51.100.4');
    const wall = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16);
    const window = {
      csrf: client.csrf,
      since: wall(new Date(Date.now() - 3_600_000)),
      until: wall(new Date(Date.now() + 60_000)),
    };
    await client.inbox();
    expect((await client.post('/office/held/discard', { ...window, csrf: client.csrf })).statusCode).toBe(303);
    expect((await client.inbox()).body).toContain('Discarded 1 held lead');
    expect(await store.list()).toHaveLength(2);
  });

  it('downloads every lead as CSV with who called it, only when signed in', async () => {
    const { client, post, app } = await office();
    const { id } = (await (await post('/api/enquiries', enquiry({ name: '=cmd|calc' }))).json()) as { id: string };
    expect((await app.inject({ method: 'GET', url: '/office/leads.csv' })).statusCode).toBe(303);
    await client.signIn('Ravi');
    await client.inbox();
    await client.post(`/office/leads/${id}/work`, { csrf: client.csrf, status: 'talked' });
    const csv = await app.inject({ method: 'GET', url: '/office/leads.csv', headers: { cookie: client.cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/);
    expect(csv.headers['cache-control']).toBe('no-store');
    const [header, row] = parseCsv(csv.body);
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('id')).toBe(id);
    expect(cell('name')).toBe("'=cmd|calc");
    expect(cell('phone')).toBe('+919820145678');
    expect(cell('received_ist')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(cell('called_by')).toBe('Ravi');
    expect(cell('called_ist')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(cell('status')).toBe('talked');
    expect(cell('taken_by')).toBe('Ravi');
  });

  it('writes no personal data or password to the log', async () => {
    const { client, post, lines } = await office();
    const { id } = (await (await post('/api/enquiries', enquiry())).json()) as { id: string };
    await client.signIn('Priya', 'wrong-password-guess');
    await client.signIn('Priya');
    await client.inbox();
    await client.post(`/office/leads/${id}/work`, { csrf: client.csrf, status: 'talked' });
    await client.post(`/office/leads/${id}/work`, { status: 'talked' });
    const log = lines.join('\n');
    expect(log).toContain('office sign-in');
    for (const secret of [password, 'wrong-password-guess', 'Asha', '98765', 'asha@example.com', client.csrf]) {
      expect(log).not.toContain(secret);
    }
  });
});
