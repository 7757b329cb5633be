import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPostgresStore } from '../../server/store/postgres';
import type { LeadStore } from '../../server/store/types';
import { crmEnv, enquiry, newKey, sleep, spawnServer, startFakeCrm, tempDir } from './helpers';
import { freshDatabase } from './postgres';

/**
 * Two instances of the real service (`npm start`'s server/main.ts, in child processes) on two
 * loopback ports over one PostgreSQL database, as behind a load balancer (docs/deploying.md).
 */
type Server = Awaited<ReturnType<typeof spawnServer>>;
type Crm = Awaited<ReturnType<typeof startFakeCrm>>;
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const enquiries = 2_000;
const clients = 16;
/** How long a client waits before it sends a refused or unanswered submission again, to the other instance. */
const clientRetryMs = 500;

/** Instance A and B over one new database; each tells the fake CRM which it is (`via=`). */
async function twoInstances(crm: Crm) {
  const url = await freshDatabase();
  const dir = await tempDir();
  const env = (via: string) => ({
    DATABASE_URL: url,
    STATIC_DIR: dir,
    LEADS_DB: `${dir}/unused.db`,
    OFFICE_PASSWORD_HASH: 'off',
    GLOBAL_RATE_LIMIT_MAX: '100000',
    DELIVERY_INTERVAL_MS: '50',
    CRM_TIMEOUT_MS: '2000',
    ...crmEnv(`${crm.url}&via=${via}`),
  });
  const a = await spawnServer(env('a'));
  cleanups.push(() => a.child.exitCode === null && a.child.kill('SIGKILL'));
  const b = await spawnServer(env('b'));
  cleanups.push(() => b.child.exitCode === null && b.child.kill('SIGKILL'));
  const store = await openPostgresStore(url);
  cleanups.push(() => store.close());
  return { a, b, store };
}

const post = (server: Server, body: unknown) =>
  fetch(`${server.base}/api/enquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });

/**
 * The burst: `clients` clients send `enquiries` enquiries, alternating between the instances; a
 * submission refused or unanswered is sent again, with the same key, to the other instance.
 * `acknowledged` is called after each 201.
 */
async function burst(a: Server, b: Server, acknowledgedOne: (count: number) => void) {
  const acknowledged = new Map<string, string>(); // name → id
  const acksFromB: number[] = [];
  let next = 0;
  const client = async () => {
    for (let i = next++; i < enquiries; i = next++) {
      const body = { ...enquiry({ name: `Failover ${String(i).padStart(4, '0')}` }), idempotencyKey: newKey() };
      for (let target = i % 2 === 0 ? a : b; ; target = target === a ? b : a) {
        const res = await post(target, body).catch(() => undefined);
        if (res?.status === 201) {
          acknowledged.set(body.name, ((await res.json()) as { id: string }).id);
          if (target === b) acksFromB.push(Date.now());
          acknowledgedOne(acknowledged.size);
          break;
        }
        await sleep(clientRetryMs);
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return { acknowledged, acksFromB };
}

/**
 * Kills A (SIGKILL) once `after` leads are acknowledged, in the middle of one of A's sends to the
 * CRM: the CRM has the lead, and A never hears back. Answers the kill's time and that lead's id.
 */
function killMidSend(a: Server, crm: Crm, after: () => boolean) {
  const kill = { at: 0, inFlight: '' };
  crm.behaviour.beforeAnswer = (request) => {
    if (kill.at || !after() || !request.url.endsWith('via=a')) return;
    kill.at = Date.now();
    kill.inFlight = refOf(request.json);
    a.child.kill('SIGKILL');
  };
  return kill;
}

const refOf = (json: Record<string, unknown>) => /\nRef: (\S+)$/.exec(String(json.service_detail_c))?.[1] ?? '';

/** The longest time between two acknowledgements in a row. */
const longestGap = (times: number[]) => Math.max(0, ...times.slice(1).map((time, i) => time - times[i]!));

/** Every acknowledged lead stored once, under the id its 201 gave. */
async function everyLeadOnce(store: LeadStore, acknowledged: Map<string, string>) {
  const byName = new Map<string, string[]>();
  for (const lead of await store.list()) {
    const name = String(lead.payload.name);
    byName.set(name, [...(byName.get(name) ?? []), lead.id]);
  }
  for (const [name, id] of acknowledged) expect(byName.get(name), name).toEqual([id]);
}

describe('two instances over one PostgreSQL database', () => {
  it('loses no acknowledged lead when one is killed mid-burst: the other acknowledges throughout and finishes its work', async () => {
    const crm = await startFakeCrm();
    cleanups.push(crm.close);
    const { a, b, store } = await twoInstances(crm);
    expect(await (await fetch(`${b.base}/api/health`)).json()).toMatchObject({ engine: 'postgres' });

    let count = 0;
    const kill = killMidSend(a, crm, () => count >= enquiries / 3);
    const { acknowledged, acksFromB } = await burst(a, b, (n) => (count = n));
    expect(kill.at).toBeGreaterThan(0);
    expect(await a.exited).toBe(null); // killed, not exited
    expect(acknowledged.size).toBe(enquiries);
    // The survivor acknowledged throughout: never a pause a client's retry would not cover.
    expect(longestGap(acksFromB)).toBeLessThan(4 * clientRetryMs);
    await everyLeadOnce(store, acknowledged);
    // The lead A was sending when it died: B sends it within a minute of the kill, once A's claim
    // has run out (CRM_TIMEOUT_MS + 30 s).
    const refs = () => crm.accepted().map((r) => refOf(r.json));
    await vi.waitFor(() => expect(refs().filter((ref) => ref === kill.inFlight)).toHaveLength(2), {
      timeout: Math.max(1_000, kill.at + 60_000 - Date.now()),
      interval: 250,
    });
    // Every acknowledged lead reaches the CRM; the one in flight at the kill is the only repeat,
    // and, like every send, it carries the lead's id for the CRM to tell it by.
    await vi.waitFor(() => expect(new Set(refs())).toEqual(new Set(acknowledged.values())), {
      timeout: 90_000,
      interval: 500,
    });
    const counts = new Map<string, number>();
    for (const ref of refs()) counts.set(ref, (counts.get(ref) ?? 0) + 1);
    expect([...counts].filter(([, n]) => n > 1)).toEqual([[kill.inFlight, 2]]);
    expect([...acknowledged.values()]).toContain(kill.inFlight);
    expect(await store.stats()).toEqual({ pending: 0, delivered: enquiries, failed: 0, spam: 0, quarantined: 0 });
  }, 240_000);
});
