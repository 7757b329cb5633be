import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clientKey } from '../../server/http/client-address';
import { parseSettings } from '../../server/settings';
import { openSqliteStore } from '../../server/store/sqlite';
import { schemaVersion } from '../../server/store/connection';
import {
  claimAllDue,
  crmEnv,
  enquiry,
  newKey,
  olderStoreFile,
  review,
  runNode,
  startApp,
  startFakeCrm,
  tempDir,
  watchRounds,
} from './helpers';

/**
 * A hostile client against the intake (docs/lead-flow.md#rate-limits): floods from many
 * addresses, repeated keys, honeypot hits, spoofed proxy headers, odd input. Whatever it does,
 * the next genuine visitor's lead is acknowledged and stored, and nobody is told to wait an hour.
 */

type Started = Awaited<ReturnType<typeof startApp>>;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(env: Record<string, string> = {}) {
  const started = await startApp(env);
  cleanups.push(() => started.close());
  return started;
}

const postFrom = (
  started: Pick<Started, 'app'>,
  remoteAddress: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  started.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });

/** Every Retry-After the answers carried is a small number of seconds. */
const expectShortWaits = (answers: { headers: Record<string, unknown> }[]) => {
  for (const res of answers) {
    const retryAfter = res.headers['retry-after'];
    if (retryAfter !== undefined) expect(Number(retryAfter)).toBeLessThanOrEqual(60);
  }
};

describe('a flood does not shut intake off for everyone', () => {
  it('1,000 copies of one lead and 200 honeypot hits from 50 addresses leave the next customer’s lead acknowledged and sent on', async () => {
    // The per-client limit is out of the way here (helpers' generous limits): the global one alone must hold.
    const started = await start();
    const copy = enquiry({ name: 'Flood Copy' });
    const answers = [];
    for (let i = 0; i < 1_000; i++)
      answers.push(await postFrom(started, `127.0.0.${(i % 50) + 2}`, '/api/enquiries', copy));
    for (let i = 0; i < 200; i++) {
      answers.push(
        await postFrom(
          started,
          `127.0.0.${(i % 50) + 2}`,
          '/api/enquiries',
          enquiry({ website: 'http://spam.example' }),
        ),
      );
    }
    expect(new Set(answers.map((r) => r.statusCode))).toEqual(new Set([201]));
    expectShortWaits(answers);

    const customer = await postFrom(started, '203.0.113.50', '/api/enquiries', enquiry({ name: 'Real Customer' }));
    expect(customer.statusCode).toBe(201);
    const lead = await started.store.get(customer.json().id);
    expect(lead?.payload.name).toBe('Real Customer');
    // Not held back: it goes to the CRM like any other.
    expect(lead?.delivery).toMatchObject({ status: 'pending', quarantine: null });
    expect(lead?.delivery.nextAttemptAt).not.toBeNull();
  });

  it('quarantines what one client sends past its allowance: acknowledged and kept, sent only once released', async () => {
    const crm = await startFakeCrm();
    cleanups.push(() => crm.close());
    const started = await start({ ...crmEnv(crm.url), CLIENT_LEAD_ALLOWANCE: '3' });
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await postFrom(started, '198.51.100.7', '/api/enquiries', enquiry({ name: `Busy Sender ${i}` }));
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    const other = await postFrom(started, '198.51.100.8', '/api/reviews', review({ name: 'Someone Else' }));
    expect(other.statusCode).toBe(201);

    const held = async () =>
      (await started.store.list()).filter((lead) => lead.delivery.quarantine).map((lead) => lead.id);
    expect((await held()).sort()).toEqual(ids.slice(3).sort());
    expect((await started.store.get(ids[5]!))?.delivery.quarantine).toBe('client');

    // The worker sends the four others and, round after round, not the held ones.
    const worker = watchRounds(started.store);
    await expect.poll(() => crm.accepted().length).toBe(4);
    await worker.rounds(3);
    expect(crm.requests.map((r) => r.json.name).sort()).toEqual([
      'Busy Sender 0',
      'Busy Sender 1',
      'Busy Sender 2',
      'Someone Else',
    ]);
    expect(await started.store.stats()).toMatchObject({ delivered: 4, quarantined: 3, pending: 0 });

    expect(await started.store.release(ids[4]!)).toBe('released');
    expect(await started.store.release(ids[0]!)).toBe('not_quarantined');
    await expect.poll(() => crm.accepted().map((r) => r.json.name)).toContain('Busy Sender 4');
    expect((await held()).sort()).toEqual([ids[3], ids[5]].sort());
    expect(await started.store.retry(ids[3]!)).toBe('quarantined');
  });

  it('treats a form posted without scripts the same: past the allowance it is thanked and quarantined', async () => {
    const started = await start({ CLIENT_LEAD_ALLOWANCE: '1' });
    const post = (name: string) =>
      started.app.inject({
        method: 'POST',
        url: '/api/reviews',
        remoteAddress: '198.51.100.9',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ name, title: 'Good move', rating: '5', description: 'All fine.' }).toString(),
      });
    for (const name of ['Form One', 'Form Two']) {
      const res = await post(name);
      expect([res.statusCode, res.headers.location]).toEqual([303, '/thank-you/review/']);
    }
    const byName = new Map((await started.store.list()).map((lead) => [lead.payload.name, lead.delivery.quarantine]));
    expect(Object.fromEntries(byName)).toEqual({ 'Form One': null, 'Form Two': 'client' });
  });

  it('refuses only a client past its allowance once the quarantine is full, with a wait of a minute at most', async () => {
    const started = await start({ CLIENT_LEAD_ALLOWANCE: '1', QUARANTINE_MAX: '2' });
    const from = (address: string, name: string) => postFrom(started, address, '/api/enquiries', enquiry({ name }));
    expect((await from('198.51.100.20', 'First')).statusCode).toBe(201);
    expect((await from('198.51.100.20', 'Held One')).statusCode).toBe(201);
    expect((await from('198.51.100.20', 'Held Two')).statusCode).toBe(201);
    const refused = await from('198.51.100.20', 'Too Many');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ error: 'busy', message: expect.stringMatching(/wait a minute/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // A newcomer is still taken, and sent on.
    const newcomer = await from('198.51.100.21', 'Newcomer');
    expect(newcomer.statusCode).toBe(201);
    expect((await started.store.get(newcomer.json().id))?.delivery.quarantine).toBeNull();
  });

  it('puts every address of one IPv6 /64 under one per-client limit', async () => {
    const started = await start({ RATE_LIMIT_MAX: '2' });
    const answers = [];
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:fffe', '2001:db8:1:2:abcd::9']) {
      answers.push(await postFrom(started, address, '/api/enquiries', enquiry()));
    }
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 429]);
    expect(answers[2]!.json()).toEqual({ error: 'rate_limited', message: expect.stringMatching(/wait a minute/) });
    expectShortWaits(answers);
    // The next /64 is another client; an IPv4 address is one client however it is written.
    expect((await postFrom(started, '2001:db8:1:3::1', '/api/enquiries', enquiry())).statusCode).toBe(201);
    expect((await postFrom(started, '198.51.100.30', '/api/enquiries', enquiry())).statusCode).toBe(201);
    expect((await postFrom(started, '::ffff:198.51.100.30', '/api/enquiries', enquiry())).statusCode).toBe(201);
    expect((await postFrom(started, '198.51.100.30', '/api/enquiries', enquiry())).statusCode).toBe(429);
  });

  it('never lets a setting make a 429 ask for more than a minute', () => {
    expect(() => parseSettings({ RATE_LIMIT_WINDOW_MS: '3600000' })).toThrow(/RATE_LIMIT_WINDOW_MS/);
    expect(parseSettings({ RATE_LIMIT_WINDOW_MS: '60000' }).rateLimit.windowMs).toBe(60_000);
  });

  it('names one client per IPv4 address and per IPv6 /64, however the address is written', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:0DB8:0000:0001:ffff:0:0:1')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('behind a proxy', () => {
  it('refuses TRUST_PROXY=true at start, naming what to give instead', () => {
    expect(() => parseSettings({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY[\s\S]*number of proxies/);
    expect(() => parseSettings({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
    expect(parseSettings({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseSettings({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
    ]);
  });

  it('does not let a client pick its address with X-Forwarded-For', async () => {
    const started = await start({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '127.0.0.1' });
    // Straight to the service, claiming a new address each time: the claim is ignored.
    const direct = [];
    for (let i = 0; i < 3; i++) {
      direct.push(
        await postFrom(started, '198.51.100.40', '/api/enquiries', enquiry(), { 'x-forwarded-for': `192.0.2.${i}` }),
      );
    }
    expect(direct.map((r) => r.statusCode)).toEqual([201, 201, 429]);
    // Through the proxy, with addresses made up in front of the one the proxy added: only that one counts.
    const proxied = [];
    for (let i = 0; i < 3; i++) {
      proxied.push(
        await postFrom(started, '127.0.0.1', '/api/enquiries', enquiry(), {
          'x-forwarded-for': `192.0.2.${i}, 203.0.113.60`,
        }),
      );
    }
    expect(proxied.map((r) => r.statusCode)).toEqual([201, 201, 429]);
  });
});

describe('/api/health', () => {
  it('tells the public only up or down, and the details to this machine or a holder of HEALTH_TOKEN', async () => {
    const token = 'health-token-for-tests-0123';
    const started = await start({ HEALTH_TOKEN: token });
    await postFrom(started, '198.51.100.70', '/api/enquiries', enquiry());
    const get = (remoteAddress: string, headers: Record<string, string> = {}) =>
      started.app.inject({ url: '/api/health', remoteAddress, headers });

    const outside = await get('198.51.100.71');
    expect([outside.statusCode, outside.body]).toEqual([200, '{"status":"ok"}']);
    // A proxy on this machine forwarding a visitor does not make the visitor local.
    const forwarded = await get('127.0.0.1', { 'x-forwarded-for': '198.51.100.71' });
    expect(forwarded.body).toBe('{"status":"ok"}');
    expect((await get('198.51.100.71', { 'x-health-token': 'wrong-token-0123456789' })).body).toBe('{"status":"ok"}');

    const detail = {
      status: 'ok',
      engine: 'sqlite',
      store: 'ok',
      queue: { pending: 1, delivered: 0, failed: 0, quarantined: 0 },
      off: ['crm', 'office', 'email', 'whatsapp', 'webhook', 'ack'],
    };
    expect((await get('127.0.0.1')).json()).toEqual(detail);
    expect((await get('::1')).json()).toEqual(detail);
    expect((await get('198.51.100.71', { 'x-health-token': token })).json()).toEqual(detail);
  });

  it('is rate-limited for the public, with a short Retry-After', async () => {
    const started = await start();
    const answers = [];
    for (let i = 0; i < 61; i++)
      answers.push(await started.app.inject({ url: '/api/health', remoteAddress: '198.51.100.72' }));
    expect(answers.slice(0, 60).every((r) => r.statusCode === 200)).toBe(true);
    expect(answers[60]!.statusCode).toBe(429);
    expectShortWaits(answers);
    // Another client, and a monitor on this machine, are not affected.
    expect((await started.app.inject({ url: '/api/health', remoteAddress: '198.51.100.73' })).statusCode).toBe(200);
    for (let i = 0; i < 70; i++) {
      expect((await started.app.inject({ url: '/api/health', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    }
  });
});

describe('the submission key', () => {
  it('is bound to its endpoint and content: other details under it are refused, not taken for the first lead', async () => {
    const started = await start();
    const first = enquiry({ name: 'First Sender' });
    const stored = await started.post('/api/enquiries', first);
    expect(stored.statusCode).toBe(201);
    // The same lead again (a double click, a retry): the same answer.
    expect((await started.post('/api/enquiries', first)).json()).toEqual(stored.json());

    const changed = await started.post('/api/enquiries', { ...first, name: 'Someone Else' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ error: 'key_reused', message: expect.any(String) });
    expect(changed.body).not.toContain(stored.json().id);
    const elsewhere = await started.post('/api/reviews', review({ idempotencyKey: first.idempotencyKey }));
    expect(elsewhere.statusCode).toBe(409);

    const leads = await started.store.list();
    expect(leads.map((lead) => lead.payload.name)).toEqual(['First Sender']);
  });

  it('on a form page sent again with changed details: the form comes back with them and a new key, and sending it stores them', async () => {
    const started = await start();
    const own = 'http://localhost:80';
    const form = (fields: Record<string, string>) =>
      started.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: own },
        payload: new URLSearchParams(fields).toString(),
      });
    const fields = {
      pickup: 'Vashi, Navi Mumbai',
      drop: 'Kothrud, Pune',
      detail: '2 BHK household',
      name: 'Asha Verma',
      phone: '+91 98200 12345',
      email: 'asha@example.in',
      source: 'contact',
      idempotencyKey: 'form-page-key-0001',
    };
    expect((await form(fields)).statusCode).toBe(303);
    const again = await form({ ...fields, name: 'Asha V. Verma' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('value="Asha V. Verma"');
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(again.body)?.[1];
    expect(key).toBeDefined();
    expect(key).not.toBe(fields.idempotencyKey);
    expect((await form({ ...fields, name: 'Asha V. Verma', idempotencyKey: key! })).statusCode).toBe(303);
    expect((await started.store.list()).map((lead) => lead.payload.name).sort()).toEqual([
      'Asha V. Verma',
      'Asha Verma',
    ]);
  });
});

describe('text nobody can see', () => {
  it('refuses a name made only of invisible or control characters, as an empty one', async () => {
    const started = await start();
    for (const name of [
      '\u200b\u200c\u200d',
      '\u202e\u2066\u200f',
      '\u0000\u0007\u001b',
      ' \u3164 \u2800 ',
      '\ufeff\u00ad',
    ]) {
      for (const [url, body] of [
        ['/api/enquiries', enquiry({ name })],
        ['/api/reviews', review({ name })],
      ] as const) {
        const res = await started.post(url, body);
        expect(res.statusCode, JSON.stringify(name)).toBe(400);
        expect(res.json().fields).toEqual({ name: 'Please enter your name.' });
      }
    }
    expect(await started.store.list()).toEqual([]);
  });

  it('strips control characters from free text, and keeps line breaks and the joiners of Indian scripts', async () => {
    const started = await start();
    const res = await started.post(
      '/api/enquiries',
      enquiry({ name: 'क्\u200dष Rao\u0007', detail: 'Two rooms\u001b[2J\nand a fridge\u0000', pickup: '\u009bVashi' }),
    );
    expect(res.statusCode).toBe(201);
    const lead = await started.store.get(res.json().id);
    expect(lead?.payload).toMatchObject({
      name: 'क्\u200dष Rao',
      detail: 'Two rooms[2J\nand a fridge',
      pickup: 'Vashi',
    });
  });
});

describe('a URL the router cannot read', () => {
  it('is answered with the security headers and without echoing the URL', async () => {
    const started = await start();
    for (const url of ['/%', '/%zz-probe-7f3a', '/api/%E0%A4%A-probe-7f3a', '/city/%-probe-7f3a/']) {
      const res = await started.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.body).toBe('{"error":"bad_request"}');
      expect(res.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'strict-transport-security': expect.stringContaining('max-age='),
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
        'cache-control': 'no-store',
      });
      expect(res.headers['permissions-policy']).toBeDefined();
    }
  });
});

describe('quarantined leads in the store and the leads command', () => {
  it('brings a database of the second schema forward: its leads are not quarantined and stay due', async () => {
    const file = await olderStoreFile(
      2,
      `INSERT INTO leads VALUES ('01V2LEAD', 'enquiry', '{"name":"Second Schema"}', 'k2-key-0000000001', 0, '2026-01-01T00:00:00.000Z');
      INSERT INTO deliveries (lead_id, status, next_attempt_at) VALUES ('01V2LEAD', 'pending', '2026-01-01T00:00:00.000Z');`,
    );
    const store = openSqliteStore(file);
    expect((await store.get('01V2LEAD'))?.delivery).toMatchObject({ status: 'pending', quarantine: null });
    expect((await claimAllDue(store, new Date(), 1_000)).map((lead) => lead.id)).toEqual(['01V2LEAD']);
    const held = await store.saveLead({
      kind: 'review',
      idempotencyKey: newKey(),
      payload: {},
      spam: false,
      hold: 'global',
    });
    expect(await store.quarantined()).toEqual([held.id]);
    await store.close();
    const check = new DatabaseSync(file, { readOnly: true });
    expect(Number(check.prepare('PRAGMA user_version').get()?.user_version)).toBe(schemaVersion);
    check.close();
  });

  it('brings a database of the third schema (claim owners) forward; a claim never hands out a quarantined lead', async () => {
    const file = await olderStoreFile(
      3,
      `INSERT INTO leads VALUES ('01V3LEAD', 'enquiry', '{"name":"Third Schema"}', 'k3-key-0000000001', 0, '2026-01-01T00:00:00.000Z');
      INSERT INTO deliveries (lead_id, status, next_attempt_at) VALUES ('01V3LEAD', 'pending', '2026-01-01T00:00:00.000Z');`,
    );
    const store = openSqliteStore(file);
    expect((await store.get('01V3LEAD'))?.delivery).toMatchObject({ status: 'pending', quarantine: null });
    const held = await store.saveLead({
      kind: 'enquiry',
      idempotencyKey: newKey(),
      payload: { name: 'Held Lead' },
      spam: false,
      hold: 'client',
    });
    // Even made due by hand, a quarantined lead is never claimed: only the old lead comes out.
    const raw = new DatabaseSync(file, { timeout: 5_000 });
    raw.prepare('UPDATE deliveries SET next_attempt_at = ? WHERE lead_id = ?').run('2026-01-01T00:00:00.000Z', held.id);
    raw.close();
    const first = await store.claimNext(new Date(), 60_000);
    expect(first?.lead.id).toBe('01V3LEAD');
    expect(await store.claimNext(new Date(), 60_000)).toBeUndefined();
    expect(await claimAllDue(store, new Date(), 1_000)).toEqual([]);
    expect(await store.release(held.id)).toBe('released');
    expect((await store.claimNext(new Date(), 60_000))?.lead.id).toBe(held.id);
    await store.close();
    const check = new DatabaseSync(file, { readOnly: true });
    expect(Number(check.prepare('PRAGMA user_version').get()?.user_version)).toBe(schemaVersion);
    check.close();
  });

  it('lists quarantined leads as such, and release sends them on', async () => {
    const db = join(await tempDir(), 'leads.db');
    const store = openSqliteStore(db);
    const save = (name: string, hold: 'client' | 'global' | null) =>
      store.saveLead({
        kind: 'enquiry',
        idempotencyKey: newKey(),
        payload: { name, source: 'contact' },
        spam: false,
        hold,
      });
    const normal = await save('Plain Lead', null);
    const first = await save('Held By Client', 'client');
    const second = await save('Held Overall', 'global');
    await store.close();
    const leads = (...args: string[]) => runNode(['server/cli.ts', ...args], { LEADS_DB: db });

    const listed = await leads('list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/Held By Client .* quarantined\n/);
    expect(listed.stdout).toMatch(/Plain Lead .* pending\n/);
    expect(listed.stdout).toContain('3 leads: 2 quarantined, 1 pending.');

    const refused = await leads('retry', first.id);
    expect([refused.code, refused.stderr]).toEqual([1, expect.stringContaining(`release ${first.id}`)]);
    const released = await leads('release', first.id.slice(-6), normal.id);
    expect(released.code).toBe(1);
    expect(released.stdout).toContain(`Lead ${first.id} released`);
    expect(released.stderr).toContain(`Lead ${normal.id} is not quarantined`);
    expect((await leads('release', '--all')).stdout).toContain(`Lead ${second.id} released`);
    expect((await leads('list')).stdout).toContain('3 leads: 3 pending.');
  });
});
