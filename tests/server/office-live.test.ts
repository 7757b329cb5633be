import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/office/password';
import { openPostgres } from '../../server/store/postgres';
import { enquiry, review, startApp } from './helpers';
import { freshDatabase } from './postgres';

/**
 * What tells the office a lead arrived while the inbox is open (docs/office.md#it-tells-you): the
 * check its script makes every few seconds, and the script itself.
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

/** The app with the inbox on, on a clock the test moves, and one signed-in browser's requests. */
async function office() {
  const clock = { now: Date.now() };
  const started = await startApp(
    { OFFICE_PASSWORD_HASH: hash },
    { startDelivery: false, office: { now: () => clock.now } },
  );
  cleanups.push(() => started.close());
  let cookie = '';
  const get = (url: string) => started.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return {
    ...started,
    clock,
    get,
    live: async () => {
      const res = await get('/office/live');
      return { status: res.statusCode, body: res.json() as unknown, headers: res.headers };
    },
    async signIn() {
      const res = await started.app.inject({
        method: 'POST',
        url: '/office/sign-in',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        payload: new URLSearchParams({ name: 'Priya', password }).toString(),
      });
      cookie = String(res.headers['set-cookie']).split(';')[0]!;
    },
    async lead(overrides: Parameters<typeof enquiry>[0] = {}) {
      return ((await (await started.post('/api/enquiries', enquiry(overrides))).json()) as { id: string }).id;
    },
  };
}

describe('the open inbox’s check for new leads', () => {
  it('answers a browser that is not signed in 401, and nothing about the leads', async () => {
    const { live, lead } = await office();
    await lead();
    const answer = await live();
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ signedOut: true });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('gives the count of leads to call and the newest enquiry, never cached', async () => {
    const { live, lead, signIn, store, post } = await office();
    await signIn();
    expect(await live()).toMatchObject({ status: 200, body: { toCall: 0, latest: null } });

    const first = await lead({ name: 'Asha Verma' });
    const second = await lead({ name: 'Ravi Kumar', phone: '+91 98201 45679' });
    const answer = await live();
    expect(answer.body).toEqual({ toCall: 2, latest: second });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    // Nothing personal: a count and an id.
    expect(JSON.stringify(answer.body)).not.toMatch(/Asha|Ravi|98201/);

    // Spam and reviews are not new leads to call.
    await lead({ name: 'Bot', website: 'http://spam.example' });
    await post('/api/reviews', review());
    expect((await live()).body).toEqual({ toCall: 2, latest: second });

    // Worked leads leave the count; the newest stays the newest.
    await store.desk.change(first, 'Priya', new Date(), { status: 'talked' });
    expect((await live()).body).toEqual({ toCall: 1, latest: second });
  });

  it('does not keep a session alive: an inbox left open still signs out after 2 hours unused', async () => {
    const { live, signIn, get, clock } = await office();
    await signIn();
    const start = clock.now;
    // An open page checks every few seconds; a check every minute is enough to show it counts for nothing.
    for (let minute = 1; minute <= 120; minute++) {
      clock.now = start + minute * 60_000;
      expect((await live()).status).toBe(200);
    }
    clock.now = start + 2 * 3_600_000 + 1;
    expect((await live()).status).toBe(401);
    // The next page opened says why, as for any session left unused.
    const page = await get('/office/');
    expect(page.body).toContain('You were signed out after 2 hours without use. Please sign in again.');
    expect(page.body).not.toContain('Signed in as');
  });

  it('still lets any page the person opens count as use', async () => {
    const { live, signIn, get, clock } = await office();
    await signIn();
    const start = clock.now;
    clock.now = start + 3_600_000;
    expect((await get('/office/')).body).toContain('Signed in as Priya');
    clock.now = start + 3 * 3_600_000;
    expect((await live()).status).toBe(200);
  });
});

describe('the inbox’s script', () => {
  it('is linked from the signed-in inbox only, served under its content’s name and allowed by the policy', async () => {
    const { get, signIn, lead } = await office();
    const signInPage = await get('/office/');
    expect(signInPage.body).not.toMatch(/<script/i);

    const id = await lead();
    await signIn();
    const inbox = await get('/office/');
    const src = /<script src="(\/office\/office-[0-9a-f]{12}\.js)" defer><\/script>/.exec(inbox.body)?.[1];
    expect(src).toBeDefined();
    // Nothing inline: the policy allows only the inbox's own files, and the page's fetches to itself.
    expect(inbox.body.match(/<script/g)).toHaveLength(1);
    const csp = String(inbox.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toMatch(/unsafe|script-src [^;]*(:|\*)/);

    // What the script finds on the page: the newest lead, the list it replaces, the choice it shows.
    expect(inbox.body).toContain(`<main id="inbox" data-latest="${id}">`);
    expect(inbox.body).toMatch(/<section id="queue"[^>]*>[\s\S]*id="lead-[\s\S]*<\/section>/);
    expect(inbox.body).toContain(
      '<p hidden id="alerts"><label><input type="checkbox" id="alerts-on"> Sound and notification for new leads</label></p>',
    );

    const script = await get(src!);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-security-policy']).toBe(csp);
    expect(Buffer.byteLength(script.body)).toBeLessThanOrEqual(4 * 1024);
    expect(script.body).toContain("fetch('/office/live'");
    // Valid as JavaScript (not run).
    expect(() => new Function(script.body)).not.toThrow();
  });
});

describe('reading a session without using it, in the database the instances share', () => {
  it('finds it without moving its last use, and says once it has ended unused', async () => {
    const url = await freshDatabase();
    const { store, shared } = await openPostgres(url);
    cleanups.push(() => store.close());
    let now = Date.UTC(2026, 10, 23, 10, 0, 0);
    const sessions = shared.sessions({ lifetimeMs: 12 * 3_600_000, idleMs: 3_600_000, now: () => now });
    const { id } = await sessions.create('Priya', 'staff');
    now += 59 * 60_000;
    expect(await sessions.peek(id)).toMatchObject({ session: { name: 'Priya' } });
    now += 2 * 60_000;
    expect(await sessions.peek(id)).toEqual({ ended: 'idle' });
    // Peeking left it for the next page to end, saying why.
    expect(await sessions.use(id)).toEqual({ ended: 'idle' });
    expect(await sessions.peek(id)).toEqual({ ended: 'gone' });
    expect(await sessions.peek(undefined)).toEqual({ ended: 'gone' });
  });
});
