import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSqliteStore } from '../../server/store/sqlite';
import { crmEnv, enquiry, runNode, spawnServer, startFakeCrm, tempDir } from './helpers';

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

  it('refuses to start on a bad setting, naming it', async () => {
    const bad = await runNode(['server/main.ts'], { PORT: 'eighty' });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('PORT');

    const noPass = await runNode(['server/main.ts'], { CRM_URL: 'https://crm.example.com/index.php', CRM_USER: 'u' });
    expect(noPass.code).toBe(1);
    expect(noPass.stderr).toMatch(/CRM_PASS/);
  });
});
