/**
 * `npm run bench:intake -- --flood`: genuine visitors while a flood e-mail-bombs one outside
 * address through the enquiry form, under the service's default limits, with the CRM and every
 * notification channel set up as fakes on this machine (docs/lead-flow.md#floods). Writes
 * bench/intake-flood.md.
 *
 * - A household: 10 different enquiries from one address (a family, an office, a hostel).
 * - The flood: BENCH_FLOOD (default 1000) enquiries from BENCH_FLOOD_ADDRESSES (default 200)
 *   addresses 127.0.0.2…, each with its own name and phone and the same outside e-mail address
 *   (the target), BENCH_FLOOD_CONNECTIONS (default 16) at a time as fast as they are answered.
 * - Alongside: BENCH_GENUINE (default 40) visitors, each from its own address 127.1.x.y with
 *   their own details, BENCH_GENUINE_CONNECTIONS (default 4) at a time.
 *
 * Afterwards: whether every genuine lead reached the CRM, the office's e-mail, WhatsApp and
 * webhook, and its sender's acknowledgement, and how long the last took; what was held; how many
 * acknowledgements reached the target. Then, in the same run, pages during a sign-in flood
 * (`signInFlood`, which also writes bench/signin-flood.md), whose p99 the report carries.
 */
import { DatabaseSync } from 'node:sqlite';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { startService as StartService } from '../bench-intake';
import { startFakes } from './flood-fakes';

const root = fileURLToPath(new URL('../..', import.meta.url));
const genuineCount = Number(process.env.BENCH_GENUINE ?? 40);
const genuineConnections = Number(process.env.BENCH_GENUINE_CONNECTIONS ?? 4);
const floodCount = Number(process.env.BENCH_FLOOD ?? 1000);
const floodConnections = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 16);
const floodAddresses = Number(process.env.BENCH_FLOOD_ADDRESSES ?? 200);
const office = 'office@bench.example';
const target = 'target@example.org';

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

/** A different, real-looking Indian mobile number per `i`. */
const mobile = (i: number) => `+91 9${String(820_145_670 + i * 7_919)}`;

/** An enquiry of person `i`: their own name, phone and e-mail unless `extra` says otherwise. */
const enquiry = (name: string, i: number, extra: object = {}) => ({
  name,
  email: `person${i}@example.in`,
  phone: mobile(i),
  pickup: 'Ghansoli, Navi Mumbai',
  drop: 'Kothrud, Pune',
  detail: `${(i % 3) + 1} BHK, about ${20 + (i % 40)} cartons`,
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

type Answer = Awaited<ReturnType<typeof post>>;

/** Runs `count` jobs over `connections` at a time, each job as soon as the last is answered. */
async function pool(count: number, connections: number, job: (i: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < count) await job(next++);
  };
  await Promise.all(Array.from({ length: connections }, worker));
}

/** The household, then the flood with the genuine visitors alongside; every answer and its time. */
async function send(base: string) {
  const genuine: (Answer & { name: string; email: string })[] = [];
  for (let i = 0; i < 10; i++) {
    const body = enquiry(`Household Member ${i}`, 9_000 + i);
    genuine.push({ ...(await post(base, '127.1.200.1', body)), name: body.name, email: body.email });
  }
  const floodAnswers: Answer[] = [];
  const started = performance.now();
  const flooding = pool(floodCount, floodConnections, async (i) => {
    const address = `127.0.${Math.floor(i / 250)}.${2 + (i % floodAddresses)}`;
    floodAnswers.push(await post(base, address, enquiry(`Flood ${i}`, i, { email: target })));
  });
  const visiting = pool(genuineCount, genuineConnections, async (i) => {
    const body = enquiry(`Genuine Visitor ${i}`, 5_000 + i);
    const address = `127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    genuine.push({ ...(await post(base, address, body)), name: body.name, email: body.email });
  });
  await flooding;
  const floodSeconds = (performance.now() - started) / 1000;
  await visiting;
  return { genuine, floodAnswers, floodSeconds };
}

/** Seconds until every genuine lead has reached the CRM, each office channel and its sender (at most a minute). */
async function reached(fakes: Awaited<ReturnType<typeof startFakes>>, genuine: { name: string; email: string }[]) {
  const started = performance.now();
  const missing = () => {
    // A name followed by what no longer name has (`Visitor 1` is not `Visitor 12`).
    const has = (bodies: { body: string }[], name: string) => bodies.some((r) => new RegExp(`${name}\\b`).test(r.body));
    return genuine.filter(
      ({ name, email }) =>
        !has(fakes.crm(), name) ||
        !has(fakes.whatsapp(), name) ||
        !has(fakes.webhook(), name) ||
        !fakes.mails.some((m) => m.to.includes(office) && new RegExp(`${name}\\b`).test(m.subject)) ||
        !fakes.mails.some((m) => m.to.includes(email)),
    );
  };
  while (missing().length > 0 && performance.now() - started < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { seconds: (performance.now() - started) / 1000, missing: missing().length };
}

/** What the store holds afterwards: held leads by reason, and the flood's leads sent on. */
function stored(file: string) {
  const db = new DatabaseSync(file, { readOnly: true });
  const held = db
    .prepare('SELECT quarantine AS reason, COUNT(*) AS n FROM deliveries WHERE quarantine IS NOT NULL GROUP BY 1')
    .all() as { reason: string; n: number }[];
  const { n: floodSent } = db
    .prepare(
      `SELECT COUNT(*) AS n FROM leads l JOIN deliveries d ON d.lead_id = l.id
       WHERE json_extract(l.payload, '$.name') LIKE 'Flood %' AND d.quarantine IS NULL`,
    )
    .get() as { n: number };
  db.close();
  return { held, floodSent };
}

/** The flood, then `then` (the sign-in flood, measured on a service of its own) before the report is written. */
export async function flood(
  startService: typeof StartService,
  then: () => Promise<{ pagesP99: number }>,
): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-intake-flood-'));
  const fakes = await startFakes(office);
  let service: Awaited<ReturnType<typeof StartService>> | undefined;
  try {
    // The service's own defaults for every limit: what a flood meets in production.
    service = await startService(dir, fakes.env);
    const load = [...loadavg()];
    console.log(`Household of 10; flood of ${floodCount} from ${floodAddresses} addresses; ${genuineCount} visitors alongside…`);
    const { genuine, floodAnswers, floodSeconds } = await send(service.base);
    const arrival = await reached(fakes, genuine);
    // Leave the summaries time to go out (a second's wait, then each channel's round).
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    service.server.kill('SIGTERM');
    await service.exited;
    const facts = { load, genuine, floodAnswers, floodSeconds, arrival, ...stored(service.db), fakes };
    const report = floodReport({ ...facts, signIn: await then() });
    console.log(`\n${report}`);
    await mkdir(join(root, 'bench'), { recursive: true });
    await writeFile(join(root, 'bench', 'intake-flood.md'), report);
    console.log('Written to bench/intake-flood.md.');
    if (arrival.missing > 0 || genuine.some((g) => g.status !== 201)) process.exitCode = 1;
  } finally {
    agent.destroy();
    if (service?.server.exitCode === null) service.server.kill('SIGKILL');
    await fakes.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The report's words and table. */
function floodReport(r: {
  load: number[];
  genuine: (Answer & { name: string })[];
  floodAnswers: Answer[];
  floodSeconds: number;
  arrival: { seconds: number; missing: number };
  held: { reason: string; n: number }[];
  floodSent: number;
  fakes: Awaited<ReturnType<typeof startFakes>>;
  signIn: { pagesP99: number };
}): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const latencies = r.genuine.map((g) => g.ms);
  const officeMails = r.fakes.mails.filter((m) => m.to.includes(office));
  const summaries = officeMails.filter((m) => /Held for review|not alerted one by one/.test(m.subject)).length;
  const statuses = [...countBy(r.floodAnswers.map((a) => a.status))].sort(([a], [b]) => a - b);
  const heldTotal = r.held.reduce((sum, h) => sum + h.n, 0);
  return [
    '# Intake under a flood',
    '',
    `Measured ${new Date().toISOString()} by \`npm run bench:intake -- --flood\` (scripts/bench/intake-flood.ts).`,
    '',
    `- Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}; load average before the run ${r.load.map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min; the machine is shared with other work).`,
    '- Service: `server/main.ts` in its own process with its default limits, the CRM, the office e-mail, WhatsApp, the webhook and acknowledgements on, each a fake on this machine that records what reached it.',
    `- A household: 10 different enquiries from one address. The flood: ${floodCount} enquiries from ${floodAddresses} addresses, each with its own name and phone and the same outside e-mail address, ${floodConnections} at a time: ${r.floodAnswers.length} answered in ${r.floodSeconds.toFixed(1)} s (${(r.floodAnswers.length / r.floodSeconds).toFixed(0)}/s). Alongside it, ${genuineCount} visitors from addresses of their own.`,
    '',
    '| | |',
    '| --- | --- |',
    `| genuine enquiries acknowledged (201) | **${r.genuine.filter((g) => g.status === 201).length} of ${r.genuine.length}** |`,
    `| genuine enquiries at the CRM, the office's e-mail, WhatsApp and webhook and their sender's inbox | **${r.genuine.length - r.arrival.missing} of ${r.genuine.length}**, the last ${r.arrival.seconds.toFixed(1)} s after the flood ended |`,
    `| genuine enquiry answer p50 / p99 / max | ${ms(percentile(latencies, 50))} / **${ms(percentile(latencies, 99))}** / ${ms(Math.max(0, ...latencies))} |`,
    `| the flood's answers by status | ${statuses.map(([status, n]) => `${status}: ${n}`).join(', ')} |`,
    `| held for review | ${heldTotal} (${r.held.map((h) => `${h.reason}: ${h.n}`).join(', ') || 'none'}); flood leads sent on to the CRM: ${r.floodSent} |`,
    `| acknowledgements that reached the flood's target | **${r.fakes.mails.filter((m) => m.to.includes(target)).length}** |`,
    `| office e-mails / of them summaries / WhatsApp messages / webhook calls | ${officeMails.length} / ${summaries} / ${r.fakes.whatsapp().length} / ${r.fakes.webhook().length} |`,
    `| home page p99 during a sign-in flood (200 wrong passwords at once every second; bench/signin-flood.md) | **${ms(r.signIn.pagesP99)}** |`,
    '',
  ].join('\n');
}
