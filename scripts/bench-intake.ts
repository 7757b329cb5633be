/**
 * `npm run bench:intake`: how many enquiries the intake service acknowledges per second with
 * durable writes, and whether pages keep serving meanwhile. Not part of `npm test`.
 *
 * Starts the real service (`server/main.ts`, as `npm start` runs it: SQLite in WAL mode with
 * synchronous=FULL, group commit) on a temp database and a free port, with the rate limits
 * raised and logging at `warn`. autocannon then sends valid enquiries, each with its own
 * submission key, while a second autocannon fetches the home page at a steady rate. Afterwards
 * the database must hold exactly as many leads as were answered 201. Prints a summary and
 * writes bench/intake.md.
 *
 * One phase per connection count in BENCH_CONNECTIONS (default "8,32"): BENCH_AMOUNT enquiries
 * (default 30000), each connection sending its next enquiry as soon as the last is answered.
 * (autocannon's own rate option sends each second's quota in one burst, so it is not used to
 * offer a steady rate.) Pages: BENCH_PAGE_RATE requests/s (default 50) over
 * BENCH_PAGE_CONNECTIONS (default 2). GROUP_COMMIT_WINDOW_MS is passed on to the service.
 *
 * `npm run bench:intake -- --postgres --instances 2` measures PostgreSQL with one and two instances
 * beside SQLite (scripts/bench/postgres-intake.ts, bench/intake-postgres.md).
 * `npm run bench:intake -- --flood` measures something else: genuine visitors while an abusive
 * client floods (scripts/bench/intake-flood.ts, bench/intake-flood.md), with the service's
 * default limits. `npm run bench:intake -- --office-scale` measures the office inbox and its CSV
 * with 300,000 leads (scripts/bench/office-scale.ts, bench/office-scale.md). `npm run bench:intake -- --signin` measures pages and the health check while a
 * flood of wrong office passwords keeps the hashing busy (scripts/bench/signin-flood.ts,
 * bench/signin-flood.md).
 */
import { DatabaseSync } from 'node:sqlite';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The part of autocannon's API used here (the package ships no types). */
interface Histogram {
  average: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}
interface Result {
  duration: number;
  latency: Histogram;
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface Instance extends PromiseLike<Result> {
  on(event: 'response', listener: (client: unknown, statusCode: number) => void): void;
  stop(): void;
}
interface RequestSpec {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  setupRequest?: (request: { body?: string }) => { body?: string };
}
type Autocannon = (options: {
  url: string;
  connections?: number;
  amount?: number;
  duration?: number;
  method?: string;
  headers?: Record<string, string>;
  requests?: RequestSpec[];
  timeout?: number;
  overallRate?: number;
}) => Instance;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const root = fileURLToPath(new URL('..', import.meta.url));
const amount = Number(process.env.BENCH_AMOUNT ?? 30_000);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '8,32').split(',').map(Number);
const pageConnections = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 2);
const pageRate = Number(process.env.BENCH_PAGE_RATE ?? 50);
const warmUp = 2_000;
const target = { perSecond: 2000, p99Ms: 50 };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The exported site if there is one; otherwise a page of a similar size. */
async function staticDir(dir: string): Promise<{ path: string; what: string }> {
  const out = join(root, 'out');
  if (existsSync(join(out, 'index.html'))) return { path: out, what: 'out/ (the exported site)' };
  const site = join(dir, 'site');
  await mkdir(site, { recursive: true });
  const cards = Array.from(
    { length: 120 },
    (_, i) => `<article class="card"><h3>Service ${i}</h3><p>Packing, loading and moving, city ${i}.</p></article>`,
  ).join('\n');
  const html = `<!doctype html><html lang="en"><title>Home</title><main>${cards}</main>`;
  await writeFile(join(site, 'index.html'), html);
  const kb = Math.round(Buffer.byteLength(html) / 1024);
  return {
    path: site,
    what: `a generated ${kb} KB page, as there is no out/ here (npm run build makes the real site)`,
  };
}

function enquiryBody(): string {
  return JSON.stringify({
    name: 'Bench Visitor',
    email: 'bench@example.com',
    phone: '+91 98201 45678',
    pickup: 'Ghansoli, Navi Mumbai',
    drop: 'Kothrud, Pune',
    detail: '2 BHK household goods, fridge and washing machine',
    source: 'contact',
    idempotencyKey: randomUUID(),
    website: '',
  });
}

async function waitUntilUp(base: string, output: () => string): Promise<void> {
  // Generous: on a machine shared with other work, compiling the service at start can take a minute.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the service did not start:\n${output()}`);
}

/** What the response listener saw: 201s so far and when the last answer came. */
interface Tally {
  n: number;
  lastAt: number;
}

/** Sends `count` enquiries over `connections` connections; counts 201s as they arrive. */
export function fireEnquiries(base: string, count: number, connections: number, acknowledged: Tally) {
  const instance = autocannon({
    url: base,
    connections,
    amount: count,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/api/enquiries',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: enquiryBody() }),
      },
    ],
  });
  instance.on('response', (_client, statusCode) => {
    if (statusCode === 201) acknowledged.n++;
    acknowledged.lastAt = performance.now();
  });
  return instance;
}

interface Phase {
  connections: number;
  run: Result;
  seconds: number;
  created: number;
  perSecond: number;
  pages: Result;
}

/** One load phase with the page stream alongside. */
async function phase(base: string, connections: number, acknowledged: Tally): Promise<Phase> {
  const pageRun = pages(base, 3_600);
  const started = performance.now();
  const run = await fireEnquiries(base, amount, connections, acknowledged);
  // From the first request to the last answer (autocannon itself only notices the end on its
  // next one-second tick).
  const seconds = (acknowledged.lastAt - started) / 1000;
  pageRun.stop();
  const created = run.statusCodeStats['201']?.count ?? 0;
  return { connections, run, seconds, created, perSecond: created / seconds, pages: await pageRun };
}

/** A visitor-like stream of page requests at a fixed rate: it measures, it does not saturate. */
const pages = (base: string, duration: number) =>
  autocannon({ url: `${base}/`, connections: pageConnections, overallRate: pageRate, duration, timeout: 30 });

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The service as `npm start` runs it, on a temp database and a free port, with `settings` on top. */
export async function startService(dir: string, settings: Record<string, string>) {
  const db = join(dir, 'leads.db');
  const site = await staticDir(dir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LEADS_DB: db,
    STATIC_DIR: site.path,
    LOG_LEVEL: 'warn',
    GROUP_COMMIT_WINDOW_MS: process.env.GROUP_COMMIT_WINDOW_MS ?? '0',
    // e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the service under the bench's load.
    ...(process.env.BENCH_SERVICE_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVICE_NODE_OPTIONS } : {}),
    ...settings,
  };
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], { cwd: root, env });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  await waitUntilUp(base, () => output);
  console.log(`Service up on ${base}, database ${db}, pages from ${site.what}.`);
  return { base, db, site, env, server, exited };
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-intake-'));
  let service: Awaited<ReturnType<typeof startService>> | undefined;
  try {
    service = await startService(dir, {
      RATE_LIMIT_MAX: '1000000',
      CLIENT_LEAD_ALLOWANCE: '100000000',
      // Every enquiry here carries the same phone and message: none may be held as a repeat.
      SAME_CONTACT_MAX: '100000',
      SAME_MESSAGE_MAX: '100000',
      GLOBAL_RATE_LIMIT_MAX: '100000000',
      MAX_IN_FLIGHT: '100000',
    });
    const { base, db, site, env, server, exited } = service;

    // Pages alone, for reference, then a warm-up of the lead path.
    const idle = await pages(base, 3);
    const acknowledged: Tally = { n: 0, lastAt: 0 };
    await fireEnquiries(base, warmUp, 8, acknowledged);

    const load = [...loadavg()];
    const phases: Phase[] = [];
    for (const connections of connectionCounts) {
      console.log(`${amount} enquiries over ${connections} connections, pages alongside…`);
      phases.push(await phase(base, connections, acknowledged));
    }

    server.kill('SIGTERM');
    await exited;
    const check = new DatabaseSync(db, { readOnly: true });
    const { n: rows } = check.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number };
    check.close();

    const meets = (p: Phase) =>
      p.perSecond >= target.perSecond && p.run.latency.p99 <= target.p99Ms && p.run.non2xx === 0;
    const row = (p: Phase) =>
      `| ${p.connections} | **${p.perSecond.toFixed(0)}** (${p.created} in ${p.seconds.toFixed(2)} s) | ${ms(p.run.latency.p50)} / ${ms(p.run.latency.p90)} / **${ms(p.run.latency.p99)}** / ${ms(p.run.latency.max)} | ${p.run.non2xx} / ${p.run.errors} / ${p.run.timeouts} | ${ms(p.pages.latency.p50)} / ${ms(p.pages.latency.p99)} (${p.pages.requests.total} pages) |`;
    const report = [
      '# Intake throughput with durable writes',
      '',
      `Measured ${new Date().toISOString()} by \`npm run bench:intake\` (scripts/bench-intake.ts).`,
      '',
      `- Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}; load average before the run ${load.map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min; the machine is shared with other work).`,
      `- Service: \`server/main.ts\` in its own process, SQLite WAL with synchronous=FULL and group commit (GROUP_COMMIT_WINDOW_MS=${env.GROUP_COMMIT_WINDOW_MS}), logging at warn, rate limits raised. autocannon runs in the benchmark's process on the same 2 cores.`,
      `- Enquiries: valid, each with its own submission key, after a ${warmUp}-enquiry warm-up; per phase ${amount} over the given number of connections, each sending its next enquiry as soon as the last is answered.`,
      `- Pages: the home page (${site.what}) at ${pageRate} requests/s over ${pageConnections} connections during each phase, to show pages keep being served.`,
      '',
      '| connections | acknowledged enquiries/s (201) | enquiry latency p50 / p90 / p99 / max | non-2xx / errors / timeouts | home page p50 / p99 |',
      '| --- | --- | --- | --- | --- |',
      ...phases.map(row),
      `| (pages alone) | | | | ${ms(idle.latency.p50)} / ${ms(idle.latency.p99)} (${idle.requests.total} pages) |`,
      '',
      `Leads in the database after the run: ${rows}; 201 answers (warm-up included): ${acknowledged.n} — ${rows === acknowledged.n ? 'equal' : '**MISMATCH**'}.`,
      '',
      `With an abusive client flooding alongside, under the default limits: \`npm run bench:intake -- --flood\` (bench/intake-flood.md).`,
      '',
      `Target: ≥ ${target.perSecond} acknowledged enquiries/s at p99 ≤ ${target.p99Ms} ms — ${
        phases.some(meets)
          ? `**met** in this run (${phases
              .filter(meets)
              .map((p) => `${p.connections} connections`)
              .join(', ')})`
          : '**not met** in this run'
      }.`,
      '',
    ].join('\n');
    console.log(`\n${report}`);
    await mkdir(join(root, 'bench'), { recursive: true });
    await writeFile(join(root, 'bench', 'intake.md'), report);
    console.log('Written to bench/intake.md.');
    if (rows !== acknowledged.n) process.exitCode = 1;
  } finally {
    if (service?.server.exitCode === null) service.server.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  }
}

/** `--instances N` (2): how many instances share the database in `--postgres`. */
const instancesArg = () => {
  const at = process.argv.indexOf('--instances');
  const n = at >= 0 ? Number(process.argv[at + 1]) : 2;
  if (!Number.isInteger(n) || n < 1) throw new Error('--instances takes a whole number of instances, 1 or more');
  return n;
};

const run = process.argv.includes('--postgres')
  ? () =>
      import('./bench/postgres-intake').then(({ postgresIntake }) =>
        postgresIntake(startService, fireEnquiries, instancesArg()),
      )
  : process.argv.includes('--flood')
    ? async () => {
        const [{ flood }, { signInFlood }] = await Promise.all([
          import('./bench/intake-flood'),
          import('./bench/signin-flood'),
        ]);
        await flood(startService, () => signInFlood(startService));
      }
    : process.argv.includes('--office-scale')
      ? () => import('./bench/office-scale').then(({ officeScale }) => officeScale(startService))
      : process.argv.includes('--signin')
        ? () => import('./bench/signin-flood').then(({ signInFlood }) => signInFlood(startService))
        : main;
run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
