import { connect, type Socket } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSettings } from '../../server/settings';
import { enquiry, spawnServer, startApp, tempDir } from './helpers';

type Started = Awaited<ReturnType<typeof startApp>>;
let app: Started | undefined;
let child: Awaited<ReturnType<typeof spawnServer>> | undefined;
afterEach(async () => {
  await app?.close();
  if (child && child.child.exitCode === null) child.child.kill('SIGKILL');
  app = child = undefined;
});

/** The app listening on a free loopback port, with the given settings. */
async function listening(env: Record<string, string>) {
  app = await startApp(env);
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.app.server.address() as { port: number };
  return port;
}

/** A raw connection: when it was closed by the service, and what the service said. */
async function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const state = { received: '', closedAt: 0 };
  socket.on('data', (chunk: Buffer) => (state.received += chunk.toString()));
  socket.on('error', () => undefined);
  socket.on('close', () => (state.closedAt = Date.now()));
  return { socket, state };
}

const waitFor = <T>(fn: () => Promise<T> | T, timeout: number) => vi.waitFor(fn, { timeout, interval: 20 });
/** Room for a loaded 2-core machine on top of a timeout (Node checks for late requests every 0.5 s). */
const slack = 2_500;

describe('slow clients', () => {
  it('cuts off a body that stops half-way after REQUEST_TIMEOUT_MS, storing nothing', async () => {
    const port = await listening({ REQUEST_TIMEOUT_MS: '1500' });
    const body = JSON.stringify(enquiry({ name: 'Slow Loris' }));
    const client = await rawConnection(port);
    const t0 = Date.now();
    client.socket.write(
      `POST /api/enquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 30)}`,
    );
    await waitFor(() => expect(client.state.closedAt).toBeGreaterThan(0), 1_500 + slack);
    expect(client.state.closedAt - t0).toBeGreaterThanOrEqual(1_400);
    expect(client.state.received).toMatch(/^(HTTP\/1\.1 408|$)/);
    expect(await app!.store.list()).toEqual([]);
  });

  it('cuts off headers that never finish within the header timeout', async () => {
    const port = await listening({ REQUEST_TIMEOUT_MS: '1500' });
    const client = await rawConnection(port);
    client.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a');
    await waitFor(() => expect(client.state.closedAt).toBeGreaterThan(0), 1_500 + slack);
  });

  it('closes an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const port = await listening({ KEEP_ALIVE_TIMEOUT_MS: '1000' });
    const client = await rawConnection(port);
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    await waitFor(() => expect(client.state.received).toMatch(/^HTTP\/1\.1 200[\s\S]*\r\n\r\n\{/), 5_000);
    const answeredAt = Date.now();
    await waitFor(() => expect(client.state.closedAt).toBeGreaterThan(0), 1_000 + slack);
    expect(client.state.closedAt - answeredAt).toBeGreaterThanOrEqual(800);
  });

  it('by default gives a whole request 10 s and an idle connection 5 s, and shuts down within 8 s', () => {
    expect(parseSettings({}).timeouts).toEqual({ requestMs: 10_000, keepAliveMs: 5_000, shutdownMs: 8_000 });
  });
});

describe('where the service listens', () => {
  it('by default only on this machine (behind its proxy), still reachable as http://localhost', async () => {
    const dir = await tempDir();
    // HOST empty counts as unset: the default applies.
    child = await spawnServer({ HOST: '', LEADS_DB: join(dir, 'leads.db'), STATIC_DIR: dir });
    expect((await fetch(`http://localhost:${child.port}/api/health`)).status).toBe(200);

    // Not on the machine's network addresses, where anyone on the network could reach it.
    const external = Object.values(networkInterfaces())
      .flat()
      .find((nic) => nic && nic.family === 'IPv4' && !nic.internal);
    if (external) {
      const refused = await new Promise<boolean>((resolve) => {
        const socket = connect(child!.port, external.address);
        socket.once('connect', () => {
          socket.destroy();
          resolve(false);
        });
        socket.once('error', () => resolve(true));
      });
      expect(refused).toBe(true);
    }
  });
});
