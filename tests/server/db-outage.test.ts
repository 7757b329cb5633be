import { afterEach, describe, expect, it, vi } from 'vitest';
import { startCluster } from '../../scripts/postgres-cluster';
import { openPostgresStore } from '../../server/store/postgres';
import { crmEnv, enquiry, newKey, sleep, spawnServer, startFakeCrm, tempDir, writeSite } from './helpers';

/**
 * PostgreSQL stopped for 10 s under the service's feet, in the middle of a burst. A cluster of
 * this test's own (the run's shared one must stay up for the other tests).
 */
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const outageMs = 10_000;

describe('a PostgreSQL outage', () => {
  it('answers every submission 201 or 503 meanwhile, loses no 201, keeps the pages up and delivers by itself after', async () => {
    const cluster = startCluster();
    cleanups.push(() => cluster.stop());
    const crm = await startFakeCrm();
    cleanups.push(crm.close);
    const dir = await tempDir();
    await writeSite(dir, { 'index.html': '<!doctype html><title>Home</title><h1>Packers and movers</h1>' });
    const server = await spawnServer({
      DATABASE_URL: cluster.url,
      STATIC_DIR: dir,
      OFFICE_PASSWORD_HASH: 'off',
      GLOBAL_RATE_LIMIT_MAX: '100000',
      DELIVERY_INTERVAL_MS: '100',
      ...crmEnv(crm.url),
    });
    cleanups.push(() => server.child.exitCode === null && server.child.kill('SIGKILL'));
    const post = (body: unknown) =>
      fetch(`${server.base}/api/enquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });

    const acknowledged = new Set<string>();
    const statuses = new Map<number, number>();
    const during = { pages: [] as number[], health: [] as number[], answers: [] as number[] };
    let stop = false;
    let n = 0;
    const client = async () => {
      while (!stop) {
        const res = await post({ ...enquiry({ name: `Outage ${n++}` }), idempotencyKey: newKey() });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 201) acknowledged.add(((await res.json()) as { id: string }).id);
        else {
          expect(res.status).toBe(503);
          expect(await res.json()).toMatchObject({
            error: 'unavailable',
            message: expect.stringMatching(/in a minute/),
          });
          await sleep(100);
        }
      }
    };
    const clients = Promise.all(Array.from({ length: 6 }, client));
    await sleep(1_500);
    cluster.pause();
    const outageStart = Date.now();
    while (Date.now() - outageStart < outageMs) {
      during.pages.push((await fetch(`${server.base}/`)).status);
      during.health.push((await fetch(`${server.base}/api/ready`)).status);
      await sleep(500);
    }
    cluster.start();
    await sleep(3_000);
    stop = true;
    await clients;

    // Refused while it was down, taken again once it was back; never a 500, never a hang.
    expect([...statuses.keys()].sort()).toEqual([201, 503]);
    expect(statuses.get(503)).toBeGreaterThan(0);
    // The pages were served throughout, and load balancers were told this instance could not take leads.
    expect(new Set(during.pages)).toEqual(new Set([200]));
    expect(during.health.filter((code) => code === 503).length).toBeGreaterThan(during.health.length / 2);
    expect((await fetch(`${server.base}/api/ready`)).status).toBe(200);

    // Nothing acknowledged is lost, and every lead reaches the CRM without anyone's help.
    const store = await openPostgresStore(cluster.url);
    cleanups.push(() => store.close());
    const stored = new Set((await store.list()).map((lead) => lead.id));
    for (const id of acknowledged) expect(stored.has(id)).toBe(true);
    const refs = () => new Set(crm.accepted().map((r) => /\nRef: (\S+)$/.exec(String(r.json.service_detail_c))?.[1]));
    await vi.waitFor(() => expect(refs()).toEqual(stored), { timeout: 30_000, interval: 250 });
  }, 90_000);
});
