/**
 * `npm run bench:intake -- --flood`: genuine visitors while an abusive client floods the intake,
 * under the service's default limits (docs/lead-flow.md#rate-limits). Writes bench/intake-flood.md.
 *
 * - Genuine: BENCH_GENUINE visitors (default 500), each from an address of its own on loopback
 *   (127.1.x.y), each sending one enquiry with its own key, BENCH_GENUINE_CONNECTIONS (default 4)
 *   at a time.
 * - Flood, alongside until the genuine ones are done: BENCH_FLOOD_CONNECTIONS (default 16)
 *   connections from BENCH_FLOOD_ADDRESSES (default 50) addresses 127.0.0.2…, each sending its
 *   next request as soon as the last is answered, in turn: a copy of one lead (the same key), a
 *   honeypot hit, and a new made-up lead.
 *
 * Afterwards the database says where each genuine lead went: sent on to the CRM as usual, or
 * quarantined. The machine is shared by both clients and the service, so the flood's speed costs
 * the genuine visitors' latency: that is part of what is measured.
 */
import { DatabaseSync } from 'node:sqlite';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { startService as StartService } from '../bench-intake';

const root = fileURLToPath(new URL('../..', import.meta.url));
const genuineCount = Number(process.env.BENCH_GENUINE ?? 500);
const genuineConnections = Number(process.env.BENCH_GENUINE_CONNECTIONS ?? 4);
const floodConnections = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 16);
const floodAddresses = Number(process.env.BENCH_FLOOD_ADDRESSES ?? 50);

const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

/** POSTs one JSON enquiry from `localAddress`; resolves with the status, Retry-After and the time it took. */
function post(base: string, localAddress: string, body: object) {
  const payload = JSON.stringify(body);
  const started = performance.now();
  return new Promise<{ status: number; retryAfter: number | null; ms: number }>((resolve, reject) => {
    const req = request(
      `${base}/api/enquiries`,
      {
        method: 'POST',
        agent,
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const retryAfter = res.headers['retry-after'];
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: retryAfter === undefined ? null : Number(retryAfter),
            ms: performance.now() - started,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const enquiry = (name: string, extra: object = {}) => ({
  name,
  email: 'visitor@example.com',
  phone: '+91 98765 43210',
  pickup: 'Ghansoli, Navi Mumbai',
  drop: 'Kothrud, Pune',
  detail: '2 BHK household goods',
  source: 'contact',
  idempotencyKey: randomUUID(),
  ...extra,
});

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

const countBy = <T>(items: T[]) => {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
};

export async function flood(startService: typeof StartService): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-intake-flood-'));
  let service: Awaited<ReturnType<typeof StartService>> | undefined;
  try {
    // The service's own defaults for every limit: what a flood meets in production.
    service = await startService(dir, {});
    const { base, db, server, exited } = service;
    const load = [...loadavg()];

    // The abusive client: loops until told to stop.
    let stop = false;
    const floodAnswers: { status: number; retryAfter: number | null }[] = [];
    const copy = enquiry('Flood Copy');
    let turn = 0;
    const floodLoop = async (connection: number) => {
      while (!stop) {
        const address = `127.0.0.${2 + ((turn + connection) % floodAddresses)}`;
        const kind = turn++ % 3;
        const body =
          kind === 0 ? copy : kind === 1 ? enquiry('Flood Bot', { website: 'http://spam.example' }) : enquiry('Flood New');
        floodAnswers.push(await post(base, address, body));
      }
    };
    console.log(
      `Flood: ${floodConnections} connections from ${floodAddresses} addresses; genuine: ${genuineCount} visitors, ${genuineConnections} at a time…`,
    );
    const floodStarted = performance.now();
    const flooding = Array.from({ length: floodConnections }, (_, i) => floodLoop(i));
    // Let the flood reach its pace before the first visitor comes.
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const genuine: { status: number; retryAfter: number | null; ms: number; name: string }[] = [];
    let next = 0;
    const genuineStarted = performance.now();
    const visitor = async () => {
      while (next < genuineCount) {
        const i = next++;
        const name = `Genuine Visitor ${i}`;
        const address = `127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;
        genuine.push({ ...(await post(base, address, enquiry(name))), name });
      }
    };
    await Promise.all(Array.from({ length: genuineConnections }, visitor));
    const genuineSeconds = (performance.now() - genuineStarted) / 1000;
    stop = true;
    await Promise.all(flooding);
    const floodSeconds = (performance.now() - floodStarted) / 1000;

    server.kill('SIGTERM');
    await exited;
    const check = new DatabaseSync(db, { readOnly: true });
    const rows = check
      .prepare(
        `SELECT json_extract(l.payload, '$.name') AS name, d.quarantine AS quarantine
         FROM leads l JOIN deliveries d ON d.lead_id = l.id WHERE json_extract(l.payload, '$.name') LIKE 'Genuine Visitor %'`,
      )
      .all() as { name: string; quarantine: string | null }[];
    const { n: floodRows } = check
      .prepare(`SELECT COUNT(*) AS n FROM leads WHERE json_extract(payload, '$.name') LIKE 'Flood %'`)
      .get() as { n: number };
    check.close();

    const acknowledged = genuine.filter((g) => g.status === 201);
    const normal = rows.filter((row) => row.quarantine === null).length;
    const latencies = genuine.map((g) => g.ms);
    const floodStatus = [...countBy(floodAnswers.map((a) => a.status))].sort(([a], [b]) => a - b);
    const longestWait = Math.max(0, ...[...floodAnswers, ...genuine].map((a) => a.retryAfter ?? 0));
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const report = [
      '# Intake under a flood',
      '',
      `Measured ${new Date().toISOString()} by \`npm run bench:intake -- --flood\` (scripts/bench/intake-flood.ts).`,
      '',
      `- Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}; load average before the run ${load.map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min; the machine is shared with other work).`,
      '- Service: `server/main.ts` in its own process with its default limits (per client: 10 submissions a minute, 5 new leads an hour sent on; 1,000 new leads an hour sent on from everyone; past those, quarantined). Both clients run in the benchmark\'s process on the same cores.',
      `- Flood: ${floodConnections} connections from ${floodAddresses} loopback addresses, each request sent as soon as the last was answered, in turn a copy of one lead (one key), a honeypot hit and a new made-up lead; ${floodAnswers.length} requests in ${floodSeconds.toFixed(1)} s (${(floodAnswers.length / floodSeconds).toFixed(0)}/s).`,
      `- Genuine: ${genuineCount} visitors, each from an address of its own, one enquiry each, ${genuineConnections} at a time, during the flood.`,
      '',
      '| | count |',
      '| --- | --- |',
      `| genuine enquiries acknowledged (201) | **${acknowledged.length} of ${genuineCount}** in ${genuineSeconds.toFixed(1)} s |`,
      `| genuine enquiry latency p50 / p90 / p99 / max | ${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 90))} / **${ms(percentile(latencies, 99))}** / ${ms(Math.max(0, ...latencies))} |`,
      `| genuine leads in the database | ${rows.length}: ${normal} sent on to the CRM as usual, ${rows.length - normal} quarantined |`,
      `| the flood's answers by status | ${floodStatus.map(([status, n]) => `${status}: ${n}`).join(', ')} |`,
      `| the flood's rows in the database (one copy, honeypot hits, made-up leads) | ${floodRows} |`,
      `| longest Retry-After any answer carried | ${longestWait} s |`,
      '',
    ].join('\n');
    console.log(`\n${report}`);
    await mkdir(join(root, 'bench'), { recursive: true });
    await writeFile(join(root, 'bench', 'intake-flood.md'), report);
    console.log('Written to bench/intake-flood.md.');
    if (acknowledged.length !== genuineCount || rows.length !== genuineCount) process.exitCode = 1;
  } finally {
    agent.destroy();
    if (service?.server.exitCode === null) service.server.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  }
}
