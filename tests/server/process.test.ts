import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSqliteStore } from '../../server/store/sqlite';
import { claimAllDue, crmEnv, enquiry, runNode, spawnServer, startFakeCrm, tempDir } from './helpers';

/** The real service as `npm start` runs it, in a child process. */
type Server = Awaited<ReturnType<typeof spawnServer>>;
const servers: Server[] = [];
const crms: Awaited<ReturnType<typeof startFakeCrm>>[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(crms.splice(0).map((crm) => crm.close()));
});

async function spawn(env: Record<string, string>) {
  const server = await spawnServer(env);
  servers.push(server);
  return server;
}

const postJson = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const waitFor = <T>(fn: () => Promise<T> | T, timeout = 15_000) => vi.waitFor(fn, { timeout, interval: 50 });

/** A raw TCP connection to the service, so a test can send a request in pieces and see what comes back. */
async function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, received: () => received, closed };
}

/** The head of a JSON lead post with the given body length (the body follows separately). */
const postHead = (port: number, length: number) =>
  `POST /api/enquiries HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
  `Connection: keep-alive\r\nContent-Length: ${length}\r\n\r\n`;

/** What a container runtime allows between SIGTERM and SIGKILL (often 10 s), plus room for a loaded machine. */
const exitBudgetMs = 10_000 + 2_500;

/** Sends SIGTERM and answers how long the process took to exit, and its exit code. */
async function terminate(server: Awaited<ReturnType<typeof spawnServer>>) {
  const t0 = Date.now();
  server.child.kill('SIGTERM');
  const code = await server.exited;
  return { code, elapsed: Date.now() - t0 };
}

describe('the service as a process', () => {
  it('keeps every acknowledged lead through a hard kill and delivers each exactly once after restart', async () => {
    const dir = await tempDir();
    const env = { LEADS_DB: join(dir, 'leads.db'), STATIC_DIR: dir, RATE_LIMIT_MAX: '10000' };
    const first = await spawn(env);

    // Eight clients submit as fast as they can and go on until the process is gone: each one's
    // last request dies with it (in flight, or refused once it is down), so the kill lands in the
    // middle of the burst. (Group commit answers the clients of one transaction together, so the
    // kill cannot be timed to find requests in flight; what matters is that no 201 is lost.)
    const acknowledged = new Map<string, string>(); // name → id
    let next = 0;
    let killed = false;
    let cutOff = 0;
    const client = async () => {
      for (;;) {
        const name = `Durable ${String(next++).padStart(4, '0')}`;
        let res: Response;
        try {
          res = await postJson(`${first.base}/api/enquiries`, enquiry({ name }));
        } catch {
          expect(killed).toBe(true); // no answer only once the process is killed: no promise made
          cutOff++;
          return;
        }
        expect(res.status).toBe(201);
        acknowledged.set(name, (await res.json()).id);
        // The kill comes once 30 leads are acknowledged, while the clients go on sending.
        if (acknowledged.size >= 30 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, client));
    await first.exited;
    expect(acknowledged.size).toBeGreaterThanOrEqual(30);
    expect(cutOff).toBe(8);

    const store = openSqliteStore(env.LEADS_DB);
    const stored = await store.list();
    await store.close();
    const storedIds = new Set(stored.map((lead) => lead.id));
    for (const id of acknowledged.values()) expect(storedIds.has(id)).toBe(true);
    expect(stored.every((lead) => lead.delivery.status === 'pending')).toBe(true);

    // Restart with a CRM: everything stored before the crash goes out, once.
    const crm = await startFakeCrm();
    crms.push(crm);
    const second = await spawn({ ...env, ...crmEnv(crm.url), DELIVERY_INTERVAL_MS: '50' });
    await waitFor(async () => {
      const health = await (await fetch(`${second.base}/api/health`)).json();
      expect(health.queue).toEqual({ pending: 0, delivered: stored.length, failed: 0, quarantined: 0 });
    });
    const names = crm.requests.map((request) => String(request.json.name));
    expect(names).toHaveLength(stored.length);
    expect(new Set(names).size).toBe(names.length);
    for (const name of acknowledged.keys()) expect(names).toContain(name);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('never writes the CRM password or the visitor’s personal details to its log or its answers', async () => {
    const secret = 'Sup3r-Secret-CRM-Pa55';
    const visitor = { name: 'Zebulon Quartermaine', email: 'zq.private@example.org', phone: '+91 90000 11223' };
    const crm = await startFakeCrm();
    crms.push(crm);
    crm.behaviour.status = 500;
    const dir = await tempDir();
    const server = await spawn({
      LEADS_DB: join(dir, 'leads.db'),
      STATIC_DIR: dir,
      LOG_LEVEL: 'trace',
      DELIVERY_INTERVAL_MS: '50',
      RETRY_BASE_MS: '50',
      RETRY_CAP_MS: '100',
      ...crmEnv(crm.url, { CRM_PASS: secret }),
    });

    const answers: string[] = [];
    const call = async (path: string, init?: RequestInit) => {
      const res = await fetch(`${server.base}${path}`, init);
      const body = await res.text();
      answers.push(JSON.stringify([...res.headers]) + body);
      return body;
    };
    const asJson = (body: string): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const lead = enquiry(visitor);
    const { id } = JSON.parse(await call('/api/enquiries', asJson(JSON.stringify(lead)))) as { id: string };
    await call('/api/enquiries', asJson(JSON.stringify({ ...lead, email: 'not-an-email' })));
    await call('/api/enquiries', asJson(`{"name":"${visitor.name}","email":"${visitor.email}"`));
    await waitFor(() => expect(crm.requests.length).toBeGreaterThanOrEqual(2));
    crm.behaviour.status = 200;
    await waitFor(() => expect(crm.accepted()).toHaveLength(1));
    for (const path of ['/api/health', '/', '/missing/']) await call(path);

    // The password really was in use: the CRM received it.
    expect(crm.accepted()[0]?.fields.pass).toBe(secret);
    server.child.kill('SIGTERM');
    await server.exited;

    const log = server.output();
    expect(log).toContain('lead stored');
    expect(log).toContain('delivery failed');
    expect(log).toContain('lead delivered');
    expect(log).not.toContain(secret);
    // The phone as typed and as bare digits (a fragment like "90000" could match a timestamp).
    for (const value of [visitor.name, visitor.email, visitor.phone, '9000011223']) expect(log).not.toContain(value);
    for (const answer of answers) expect(answer).not.toContain(secret);
    expect(log).toContain(id);
  });

  it('exits promptly after SIGTERM with a keep-alive client whose request was in flight, keeping its lead', async () => {
    const dir = await tempDir();
    const env = { LEADS_DB: join(dir, 'leads.db'), STATIC_DIR: dir };
    const server = await spawn(env);
    const body = JSON.stringify(enquiry({ name: 'Keep Alive' }));
    const client = await rawConnection(server.port);
    // The request has begun when SIGTERM comes: its head and part of its body are in. (A request
    // on another connection answered after that means the service has read them.)
    client.socket.write(postHead(server.port, Buffer.byteLength(body)) + body.slice(0, 20));
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    const t0 = Date.now();
    server.child.kill('SIGTERM');
    await waitFor(() => expect(server.output()).toContain('shutting down'));
    client.socket.write(body.slice(20));
    // It is answered; the connection is then idle, and would stay open for its keep-alive time.
    await waitFor(() => expect(client.received()).toMatch(/^HTTP\/1\.1 201/));
    const code = await server.exited;
    const elapsed = Date.now() - t0;
    expect(code).toBe(0);
    expect(elapsed).toBeLessThan(exitBudgetMs);
    await client.closed;

    const id = JSON.parse(client.received().slice(client.received().indexOf('\r\n\r\n') + 4)).id as string;
    const store = openSqliteStore(env.LEADS_DB);
    expect((await store.get(id))?.payload.name).toBe('Keep Alive');
    await store.close();
  });

  it('exits within its shutdown time after SIGTERM while an upload has stalled half-way', async () => {
    const dir = await tempDir();
    const env = { LEADS_DB: join(dir, 'leads.db'), STATIC_DIR: dir };
    const server = await spawn(env);
    const acknowledged = await postJson(`${server.base}/api/enquiries`, enquiry({ name: 'Before The Stall' }));
    expect(acknowledged.status).toBe(201);
    const { id } = (await acknowledged.json()) as { id: string };

    const body = JSON.stringify(enquiry({ name: 'Never Finished' }));
    const stalled = await rawConnection(server.port);
    stalled.socket.write(postHead(server.port, Buffer.byteLength(body)) + body.slice(0, 40));
    // Answered after the stalled head: the service has read it and waits for the rest of the body.
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    const { code, elapsed } = await terminate(server);
    expect(code).toBe(0);
    expect(elapsed).toBeLessThan(exitBudgetMs);
    await stalled.closed;
    // The stalled upload was never acknowledged; the acknowledged lead is kept.
    expect(stalled.received()).not.toMatch(/^HTTP\/1\.1 201/);
    const store = openSqliteStore(env.LEADS_DB);
    expect((await store.list()).map((lead) => lead.id)).toEqual([id]);
    await store.close();
  });

  it('exits within its shutdown time while the CRM hangs, leaving the lead it was sending for a person to check', async () => {
    const crm = await startFakeCrm();
    crms.push(crm);
    crm.behaviour.delayMs = 120_000; // never answers within the test
    const dir = await tempDir();
    // A CRM timeout of 30 s: the old shutdown waited for it, once per lead of its batch.
    const env = { LEADS_DB: join(dir, 'leads.db'), STATIC_DIR: dir, ...crmEnv(crm.url, { CRM_TIMEOUT_MS: '30000' }) };
    const server = await spawn(env);
    const ids: string[] = [];
    for (const name of ['Hanging One', 'Hanging Two', 'Hanging Three']) {
      const res = await postJson(`${server.base}/api/enquiries`, enquiry({ name }));
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    await waitFor(() => expect(crm.requests.length).toBeGreaterThanOrEqual(1));

    const { code, elapsed } = await terminate(server);
    expect(code).toBe(0);
    expect(elapsed).toBeLessThan(exitBudgetMs);
    // Every acknowledged lead is stored. The one in flight may have reached the CRM, which takes no
    // key to drop a repeat: it is recorded as unknown, for a person to check (not sent again by
    // itself). The others were never sent and are due at once for the next start.
    const store = openSqliteStore(env.LEADS_DB);
    const leads = await store.list();
    expect(leads.map((lead) => lead.id).sort()).toEqual([...ids].sort());
    const sent = crm.requests.map((request) => String(request.json.name));
    expect(sent).toHaveLength(1);
    const inFlight = leads.find((lead) => lead.payload.name === sent[0])!;
    expect(inFlight.delivery).toMatchObject({
      status: 'failed',
      attempts: 1,
      nextAttemptAt: null,
      unknownAt: expect.any(String),
      lastError: 'sending was cut off at shutdown',
    });
    const others = leads.filter((lead) => lead !== inFlight);
    for (const lead of others) expect(lead.delivery).toMatchObject({ status: 'pending', attempts: 0 });
    const due = (await claimAllDue(store, new Date(), 60_000)).map((lead) => lead.id).sort();
    expect(due).toEqual(others.map((lead) => lead.id).sort());
    await store.close();
  });

  it('refuses to start on a bad setting, naming it', async () => {
    const bad = await runNode(['server/main.ts'], { PORT: 'eighty' });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('PORT');

    const noPass = await runNode(['server/main.ts'], { CRM_URL: 'https://crm.example.com/index.php', CRM_USER: 'u' });
    expect(noPass.code).toBe(1);
    expect(noPass.stderr).toMatch(/CRM_PASS/);
  });
});
