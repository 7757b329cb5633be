import { DatabaseSync } from 'node:sqlite';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/http/app';
import { openSqliteStore } from '../../server/store/sqlite';
import type { LeadStore } from '../../server/store/types';
import { crmEnv, enquiry, newKey, startApp, tempDir, testSettings, watchRounds } from './helpers';

/**
 * A CRM that holds each answer until the test lets it go (or answers at once in `auto` mode), and
 * counts what it received by lead name.
 */
async function startHoldingCrm() {
  const received: string[] = [];
  const held: (() => void)[] = [];
  const state = { auto: false };
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push(/"name":"([^"]*)"/.exec(Buffer.concat(chunks).toString())?.[1] ?? '?');
    const answer = () => {
      if (!res.destroyed) res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"crm-1"}');
    };
    if (state.auto) answer();
    else held.push(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/index.php?entryPoint=lead`,
    received,
    /** How many times the CRM received the lead of this name. */
    times: (name: string) => received.filter((n) => n === name).length,
    /** Answers every request held so far. */
    releaseAll: () => held.splice(0).forEach((answer) => answer()),
    /** Answers everything from now on at once. */
    answerAll() {
      state.auto = true;
      this.releaseAll();
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

type Crm = Awaited<ReturnType<typeof startHoldingCrm>>;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const waitFor = <T>(fn: () => Promise<T> | T, timeout = 10_000) => vi.waitFor(fn, { timeout, interval: 20 });

/** A second service process on the same database file: its own store and delivery worker. */
async function secondService(file: string, crm: Crm): Promise<{ app: FastifyInstance; store: LeadStore }> {
  const settings = testSettings({ LEADS_DB: file, STATIC_DIR: join(file, '..'), ...crmEnv(crm.url) });
  const store = openSqliteStore(settings.leadsDb, settings.store);
  const app = buildApp(settings, store, { startDelivery: false, startRetention: false });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    await store.close();
  });
  return { app, store };
}

async function setup() {
  const crm = await startHoldingCrm();
  cleanups.push(() => crm.close());
  const first = await startApp(crmEnv(crm.url), { startDelivery: false, startRetention: false });
  cleanups.push(() => first.close());
  return { crm, first };
}

describe('each lead reaches the CRM once', () => {
  it('is not sent again by a second process while its send outlives the lease a batch once had', async () => {
    // One clock for both processes, moved by the test: the sends take "minutes" without waiting.
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = new Date('2026-11-24T10:00:00.000Z');
    vi.setSystemTime(t0);
    const { crm, first } = await setup();
    const names = ['Overlap One', 'Overlap Two', 'Overlap Three'];
    for (const name of names) expect((await first.post('/api/enquiries', enquiry({ name }))).statusCode).toBe(201);

    // The old process starts on the leads; the CRM is slow (2 s timeout + 30 s margin = the lease).
    first.app.delivery!.start();
    await waitFor(() => expect(crm.received).toEqual(['Overlap One']));
    vi.setSystemTime(new Date(t0.getTime() + 20_000));
    crm.releaseAll();
    await waitFor(() => expect(crm.received).toEqual(['Overlap One', 'Overlap Two']));

    // 40 s after it began, while it still sends its second lead, a new process starts (a restart).
    vi.setSystemTime(new Date(t0.getTime() + 40_000));
    const second = await secondService(first.settings.leadsDb, crm);
    second.app.delivery!.start();
    await waitFor(() => expect(crm.received).toHaveLength(3));
    crm.answerAll();

    await waitFor(async () => expect(await first.store.stats()).toMatchObject({ pending: 0, failed: 0, delivered: 3 }));
    // More rounds of both workers send nothing more.
    await Promise.all([watchRounds(first.store).rounds(3), watchRounds(second.store).rounds(3)]);
    for (const name of names) expect(crm.times(name), name).toBe(1);
  });

  it('is not sent again when recording its delivery failed while another process held the lock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = new Date('2026-11-24T10:00:00.000Z');
    vi.setSystemTime(t0);
    const { crm, first } = await setup();
    const { id } = (await first.post('/api/enquiries', enquiry({ name: 'Locked Out' }))).json<{ id: string }>();
    const marking = vi.spyOn(first.store, 'markDelivered');

    first.app.delivery!.start();
    await waitFor(() => expect(crm.received).toEqual(['Locked Out']));
    // `leads delete` (another process) holds the write lock when the CRM's yes comes back.
    const other = new DatabaseSync(first.settings.leadsDb, { timeout: 5_000 });
    cleanups.push(() => (other.isOpen ? other.close() : undefined));
    other.exec('BEGIN IMMEDIATE');
    crm.releaseAll();
    await waitFor(() => expect(marking.mock.settledResults.some((r) => r.type === 'rejected')).toBe(true));
    other.exec('ROLLBACK');

    // Long after any lease has run out, the lead is delivered and was sent once.
    vi.setSystemTime(new Date(t0.getTime() + 5 * 60_000));
    crm.answerAll();
    await waitFor(async () => expect((await first.store.get(id))?.delivery.status).toBe('delivered'));
    await watchRounds(first.store).rounds(3);
    expect(crm.times('Locked Out')).toBe(1);
  });

  it('is sent once when two processes deliver from one database at the same time', async () => {
    const { crm, first } = await setup();
    crm.answerAll();
    const names = Array.from({ length: 20 }, (_, i) => `Shared ${String(i).padStart(2, '0')}`);
    for (const name of names) expect((await first.post('/api/enquiries', enquiry({ name }))).statusCode).toBe(201);
    const second = await secondService(first.settings.leadsDb, crm);
    first.app.delivery!.start();
    second.app.delivery!.start();
    await waitFor(async () => expect((await first.store.stats()).delivered).toBe(20));
    await Promise.all([watchRounds(first.store).rounds(3), watchRounds(second.store).rounds(3)]);
    expect([...crm.received].sort()).toEqual(names);
  });
});

describe('a claim', () => {
  it('belongs to its claimer: nobody else records a result or releases it while it runs', async () => {
    const store = openSqliteStore(join(await tempDir(), 'leads.db'));
    cleanups.push(() => store.close());
    const now = new Date();
    const { id } = await store.saveLead({ kind: 'enquiry', idempotencyKey: newKey(), payload: {}, spam: false }, now);

    const claim = await store.claimNext(now, 60_000);
    expect(claim?.lead.id).toBe(id);
    // A second claimer finds nothing while the lease runs.
    expect(await store.claimNext(now, 60_000)).toBeUndefined();
    expect(await store.markDelivered(id, now, undefined, 'someone-else')).toBe(false);
    expect(await store.markAttempt(id, 'CRM answered HTTP 500', now, {}, 'someone-else')).toBe(false);
    expect(await store.releaseClaim(id, 'someone-else')).toBe(false);
    expect((await store.get(id))?.delivery).toMatchObject({ status: 'pending', attempts: 0 });

    // Its owner releases it: due again at once, no attempt counted.
    expect(await store.releaseClaim(id, claim!.token)).toBe(true);
    const again = await store.claimNext(now, 60_000);
    expect(again?.lead.id).toBe(id);
    expect(await store.markDelivered(id, now, { status: 200, excerpt: 'ok' }, again!.token)).toBe(true);
    expect((await store.get(id))?.delivery).toMatchObject({ status: 'delivered', attempts: 1 });
  });
});
