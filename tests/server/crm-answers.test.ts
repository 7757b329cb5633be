import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSettings } from '../../server/settings';
import { openSqliteStore } from '../../server/store/sqlite';
import { claimAllDue, crmEnv, enquiry, newKey, runNode, startApp, tempDir, watchRounds } from './helpers';

/**
 * What the CRM answers decides whether a lead counts as delivered: a CRM that answers 200 with
 * an error, a login page or a redirect must never have its leads taken for delivered, and the
 * password must never follow a redirect anywhere.
 */

type Started = Awaited<ReturnType<typeof startApp>>;
type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

const password = 'crm-pass-for-tests';
const servers: Server[] = [];
let app: Started | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const waitFor = <T>(fn: () => Promise<T> | T, timeout = 8_000) => vi.waitFor(fn, { timeout, interval: 20 });

/** A local HTTP server that records every request it receives and answers with `handler`. */
async function scriptedServer(host: string, handler: Handler) {
  const received: { method: string; url: string; body: string }[] = [];
  const state = { handler };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    received.push({ method: req.method ?? '', url: req.url ?? '', body });
    state.handler(req, res, body);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/index.php?entryPoint=createEnquiry`,
    origin: `http://${host}:${port}`,
    received,
    state,
  };
}

const answer =
  (status: number, type: string, body: string, headers: Record<string, string> = {}): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': type, ...headers }).end(body);
  };

/** Starts the app against a CRM answering with `handler`, and sends one enquiry. */
async function sendOne(handler: Handler, env: Record<string, string> = {}) {
  const crm = await scriptedServer('127.0.0.1', handler);
  const started = (app = await startApp(crmEnv(crm.url, env)));
  const res = await started.post('/api/enquiries', enquiry({ name: 'Answer Test' }));
  expect(res.statusCode).toBe(201);
  return { crm, started, id: res.json<{ id: string }>().id };
}

/** Waits for the first attempt to be recorded and returns the lead's delivery record. */
async function firstAttempt(started: Started, id: string) {
  await waitFor(async () => expect((await started.store.get(id))?.delivery.attempts).toBeGreaterThanOrEqual(1));
  return (await started.store.get(id))!.delivery;
}

describe('a CRM answer that is not a success', () => {
  it('does not count a 200 whose JSON says it failed as delivered, and records the answer', async () => {
    const { started, id } = await sendOne(
      answer(200, 'application/json', '{"success":false,"message":"Invalid login"}'),
    );
    const delivery = await firstAttempt(started, id);
    expect(delivery.status).toBe('failed');
    expect(delivery.deliveredAt).toBeNull();
    expect(delivery.lastError).toMatch(/HTTP 200.*failed/);
    expect(delivery.answer).toMatchObject({ status: 200, excerpt: '{"success":false,"message":"Invalid login"}' });

    // The office sees what the CRM said with the lead.
    const show = await runNode(['server/cli.ts', 'show', '--email', 'asha@example.com'], {
      LEADS_DB: started.settings.leadsDb,
    });
    expect(show.stdout).toMatch(/CRM answer +HTTP 200 at .*: \{"success":false,"message":"Invalid login"\}\n/);
  });

  for (const [what, body] of [
    ['"status":"error"', '{"status":"error","id":null}'],
    ['a truthy error field', '{"error":{"number":10,"name":"Invalid Login"}}'],
  ] as const) {
    it(`does not count a 200 with ${what} as delivered`, async () => {
      const { started, id } = await sendOne(answer(200, 'application/json; charset=utf-8', body));
      expect((await firstAttempt(started, id)).status).toBe('failed');
    });
  }

  it('does not count a 200 HTML login page as delivered, and never stores the password from it', async () => {
    const page = `<!doctype html><html><head><title>Log in</title><style>body{color:red}</style></head>
      <body><h1>Please log in</h1><p>Wrong password ${password}</p><form><input name="user"></form></body></html>`;
    const { started, id } = await sendOne(answer(200, 'text/html; charset=utf-8', page));
    const delivery = await firstAttempt(started, id);
    expect(delivery.status).toBe('failed');
    expect(delivery.lastError).toMatch(/HTML page/);
    // The excerpt is the page's text, short and scrubbed.
    expect(delivery.answer?.status).toBe(200);
    expect(delivery.answer?.excerpt).toContain('Please log in');
    expect(delivery.answer?.excerpt).not.toContain(password);
    expect(delivery.answer?.excerpt).not.toContain('color:red');
    expect(JSON.stringify(await started.store.get(id))).not.toContain(password);
  });

  it('does not count an HTML page sent as text/plain as delivered', async () => {
    const { started, id } = await sendOne(answer(200, 'text/plain', '\n  <html><body>Session expired</body></html>'));
    expect((await firstAttempt(started, id)).status).toBe('failed');
  });

  it('does not count a 200 whose answer stops half-way (until the timeout) as delivered', async () => {
    const { started, id } = await sendOne(
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"success":');
        // …and nothing more.
      },
      { CRM_TIMEOUT_MS: '300' },
    );
    const delivery = await firstAttempt(started, id);
    expect(delivery.status).toBe('failed');
    expect(delivery.lastError).toMatch(/did not finish/);
  });

  for (const status of [301, 302, 303, 307, 308]) {
    it(`treats a ${status} redirect as a failure and sends nothing to where it points`, async () => {
      const elsewhere = await scriptedServer('127.0.0.2', answer(200, 'text/plain', 'OK'));
      const { crm, started, id } = await sendOne(
        answer(status, 'text/plain', 'Moved', { location: `${elsewhere.origin}/login?next=crm` }),
      );
      const delivery = await firstAttempt(started, id);
      expect(delivery.status).toBe('failed');
      expect(delivery.lastError).toBe(`CRM answered HTTP ${status}, a redirect to ${elsewhere.origin} (not followed)`);
      expect(delivery.answer).toMatchObject({ status });
      // A few more attempts: the other host never hears of the lead or the password.
      await waitFor(async () => expect((await started.store.get(id))?.delivery.attempts).toBeGreaterThanOrEqual(2));
      expect(crm.received.length).toBeGreaterThanOrEqual(2);
      expect(crm.received[0]!.body).toContain(password);
      expect(elsewhere.received).toEqual([]);
    });
  }
});

describe('a CRM answer that is a success', () => {
  it('counts a plain 200 as delivered and records what the CRM said', async () => {
    const { started, id } = await sendOne(answer(200, 'application/json', '{"id":"crm-7","success":true}'));
    await waitFor(async () => expect((await started.store.get(id))?.delivery.status).toBe('delivered'));
    expect((await started.store.get(id))?.delivery.answer).toMatchObject({
      status: 200,
      excerpt: '{"id":"crm-7","success":true}',
      at: expect.any(String),
    });
  });

  it('with CRM_SUCCESS_MATCH, counts only a 2xx whose body matches it', async () => {
    const { crm, started, id } = await sendOne(answer(200, 'text/plain', 'OK'), {
      CRM_SUCCESS_MATCH: '^<result>created id=\\d+</result>$',
    });
    const delivery = await firstAttempt(started, id);
    expect(delivery.status).toBe('failed');
    expect(delivery.lastError).toMatch(/CRM_SUCCESS_MATCH/);

    // The rule replaces the HTML and JSON checks: this answer starts with `<` and still counts.
    crm.state.handler = answer(200, 'text/xml', '<result>created id=42</result>');
    await waitFor(async () => expect((await started.store.get(id))?.delivery.status).toBe('delivered'));
  });

  it('refuses a CRM_SUCCESS_MATCH that is not a regular expression, naming the setting', () => {
    expect(() => parseSettings(crmEnv('https://crm.example.com/x', { CRM_SUCCESS_MATCH: '(unclosed' }))).toThrow(
      /CRM_SUCCESS_MATCH: must be a regular expression/,
    );
  });
});

describe('leads the CRM keeps rejecting', () => {
  it('stops retrying after CRM_MAX_REJECTIONS, shows the lead in the list, and sends it again after leads retry', async () => {
    const { crm, started, id } = await sendOne(answer(400, 'application/json', '{"error":"bad field"}'), {
      CRM_MAX_REJECTIONS: '3',
    });
    await waitFor(async () =>
      expect((await started.store.get(id))?.delivery).toMatchObject({
        status: 'failed',
        attempts: 3,
        nextAttemptAt: null,
      }),
    );
    // Whole delivery rounds later, no further request went out and the lead is never due by itself.
    const worker = watchRounds(started.store);
    await worker.rounds(5);
    expect(crm.received).toHaveLength(3);

    const env = { LEADS_DB: started.settings.leadsDb, TZ: 'Asia/Kolkata' };
    const list = await runNode(['server/cli.ts', 'list'], env);
    expect(list.stdout).toMatch(/ stopped\n/);
    expect(list.stdout.trimEnd().split('\n').at(-1)).toBe('1 lead: 1 stopped.');

    crm.state.handler = answer(201, 'application/json', '{"id":"crm-9"}');
    const retried = await runNode(['server/cli.ts', 'retry', id], env);
    expect(retried.code).toBe(0);
    started.app.delivery?.nudge();
    await waitFor(async () => expect((await started.store.get(id))?.delivery.status).toBe('delivered'));
    expect(crm.received).toHaveLength(4);
  });

  it('keeps retrying a CRM that is down (5xx) past CRM_MAX_REJECTIONS', async () => {
    const { started, id } = await sendOne(answer(503, 'text/plain', 'Service Unavailable'), {
      CRM_MAX_REJECTIONS: '1',
    });
    await waitFor(async () => expect((await started.store.get(id))?.delivery.attempts).toBeGreaterThanOrEqual(3));
    expect((await started.store.get(id))?.delivery.nextAttemptAt).not.toBeNull();
  });
});

describe('/api/health and delivery failures', () => {
  it('turns 503 degraded after HEALTH_DELIVERY_FAILURES failures in a row, and ok after a delivery', async () => {
    const { crm, started, id } = await sendOne(answer(200, 'application/json', '{"success":false}'), {
      HEALTH_DELIVERY_FAILURES: '3',
    });
    // A monitor on this machine reads what fails (docs/lead-flow.md#health); the public only that something does.
    await waitFor(async () => {
      const health = await started.app.inject('/api/health');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({
        status: 'degraded',
        engine: 'sqlite',
        store: 'ok',
        crm: 'failing',
        off: ['office', 'email', 'whatsapp', 'webhook', 'ack'],
      });
    });
    const outside = await started.app.inject({ url: '/api/health', remoteAddress: '198.51.100.1' });
    expect([outside.statusCode, outside.json()]).toEqual([503, { status: 'degraded' }]);
    expect((await started.store.get(id))?.delivery.attempts).toBeGreaterThanOrEqual(3);

    crm.state.handler = answer(200, 'application/json', '{"success":true}');
    await waitFor(async () => expect((await started.store.get(id))?.delivery.status).toBe('delivered'));
    const health = await started.app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', store: 'ok' });
  });
});

describe('a plain-http CRM_URL', () => {
  const http = crmEnv('http://crm.example.com/index.php?entryPoint=createEnquiry');

  it('is refused unless CRM_ALLOW_HTTP=true, naming the setting', async () => {
    expect(() => parseSettings(http)).toThrow(/CRM_URL.*CRM_ALLOW_HTTP=true/);
    expect(parseSettings({ ...http, CRM_ALLOW_HTTP: 'true' }).crm?.url).toBe(http.CRM_URL);
    const started = await runNode(['server/main.ts'], { ...http, PORT: '0', HOST: '127.0.0.1' });
    expect(started.code).toBe(1);
    expect(started.stderr).toMatch(/CRM_ALLOW_HTTP/);
    expect(started.stderr + started.stdout).not.toContain(password);
  });

  it('is allowed on loopback, and https anywhere', () => {
    for (const url of [
      'http://127.0.0.1:4000/crm',
      'http://localhost/crm',
      'http://[::1]:8080/crm',
      'https://crm.example.com/x',
    ]) {
      expect(parseSettings(crmEnv(url)).crm?.url).toBe(url);
    }
  });
});

describe('leads retry --force', () => {
  it('sends a lead marked delivered by mistake again; without --force it refuses and names --force', async () => {
    const db = join(await tempDir(), 'leads.db');
    const store = openSqliteStore(db);
    const { id } = await store.saveLead({
      kind: 'enquiry',
      idempotencyKey: newKey(),
      payload: { name: 'Mistaken Delivery', email: 'md@example.com', phone: '+91 90000 00001' },
      spam: false,
    });
    await store.markDelivered(id, new Date('2026-03-02T09:00:05.000Z'));
    await store.close();
    const leads = (...args: string[]) => runNode(['server/cli.ts', ...args], { LEADS_DB: db, TZ: 'Asia/Kolkata' });

    const refused = await leads('retry', id);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--force');

    const forced = await leads('retry', '--force', id.slice(-6));
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toContain('due now');
    const after = openSqliteStore(db);
    const lead = await after.get(id);
    const due = await claimAllDue(after, new Date(), 1_000);
    await after.close();
    expect(lead?.delivery).toMatchObject({ status: 'pending', deliveredAt: null });
    expect(due.map((l) => l.id)).toEqual([id]);
  });
});
