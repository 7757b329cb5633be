/**
 * `npm run bench:intake -- --office-scale`: the office inbox and its CSV with many leads
 * (docs/office.md#every-lead-searched-and-filtered, docs/office.md#csv). Writes bench/office-scale.md.
 *
 * Starts the real service (as `npm start` runs it) with the inbox on, seeds BENCH_OFFICE_LEADS
 * leads (default 300,000) straight into its database, all within the last 30 days (the inbox's
 * counts and chart cover those: the worst case, every one of them still to call), then measures: the queue, every lead's first page and an
 * older page; the whole CSV's time and size; and, while a second CSV downloads as fast as it can
 * be read, the home page and new enquiries at a steady rate each (BENCH_OFFICE_RATE a second,
 * default 20), with their p50/p99. The service's peak resident memory comes from /proc.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashPassword } from '../../server/office/password';
import type { startService as StartService } from '../bench-intake';
import { seedLeads } from './seed-leads';

const root = fileURLToPath(new URL('../..', import.meta.url));
const leadCount = Number(process.env.BENCH_OFFICE_LEADS ?? 300_000);
const rate = Number(process.env.BENCH_OFFICE_RATE ?? 20);
const target = { p99Ms: 50 };
const password = 'bench-office-password-4417';
// A connection per request: a kept-alive one the service has just closed (KEEP_ALIVE_TIMEOUT_MS)
// would fail a request for a reason that is not the one measured.
const agent = new Agent({ keepAlive: false, maxSockets: Infinity });

/** One answer: its status, its size in bytes and how long it took to the last byte. */
interface Answer {
  status: number;
  bytes: number;
  ms: number;
  headers: Record<string, string | string[] | undefined>;
}

/** A request to the service, its answer read to the end (and counted, not kept). */
function call(base: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const started = performance.now();
  return new Promise<Answer>((resolve, reject) => {
    const req = request(`${base}${path}`, { method: options.method ?? 'GET', agent, headers: options.headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - started, headers: res.headers }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** Signs in as the office does; answers the session's cookie. */
async function signIn(base: string): Promise<string> {
  const res = await call(base, '/office/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ name: 'Bench', password }).toString(),
  });
  const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0];
  if (res.status !== 303 || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

/** The service's resident memory now and at its peak (kB), from /proc. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Requests at a steady `perSecond` until `stop()`; answers their latencies and statuses. */
function steady(send: () => Promise<Answer>, perSecond: number) {
  const answers: Answer[] = [];
  const inFlight: Promise<void>[] = [];
  const timer = setInterval(() => {
    const started = performance.now();
    inFlight.push(
      send().then(
        (a) => void answers.push(a),
        () => void answers.push({ status: 0, bytes: 0, ms: performance.now() - started, headers: {} }),
      ),
    );
  }, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      return answers;
    },
  };
}

const enquiryBody = () =>
  JSON.stringify({
    name: 'Bench Visitor',
    email: 'bench@example.com',
    phone: '+91 98201 45678',
    pickup: 'Ghansoli, Navi Mumbai',
    drop: 'Kothrud, Pune',
    detail: '2 BHK household goods',
    source: 'contact',
    idempotencyKey: randomUUID(),
    website: '',
  });

/** The figures of one run. */
interface Figures {
  seedSeconds: number;
  inbox: Answer[];
  list: Answer[];
  olderPage: Answer;
  csv: Answer;
  during: { csv: Answer; pages: Answer[]; posts: Answer[]; rssMaxKb: number };
  idle: { pages: Answer[]; posts: Answer[] };
  peakKb: number;
  /** Resident memory after the inbox's pages, before the first CSV. */
  rssBeforeKb: number;
}

/** Pages and posts at the steady rate for `ms`, with nothing else going on (for reference). */
async function idleLoad(base: string, ms: number) {
  const pages = steady(() => call(base, '/'), rate);
  const posts = steady(() => call(base, '/api/enquiries', postOptions()), rate);
  await new Promise((resolve) => setTimeout(resolve, ms));
  return { pages: await pages.stop(), posts: await posts.stop() };
}

const postOptions = () => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: enquiryBody(),
});

/** The CSV downloaded as fast as it is read, with pages and posts alongside; memory sampled. */
async function csvUnderLoad(base: string, cookie: string, pid: number) {
  let rssMaxKb = 0;
  const sampler = setInterval(() => (rssMaxKb = Math.max(rssMaxKb, memoryOf(pid).rss)), 50);
  const pages = steady(() => call(base, '/'), rate);
  const posts = steady(() => call(base, '/api/enquiries', postOptions()), rate);
  const csv = await call(base, '/office/leads.csv', { headers: { cookie } });
  const during = { csv, pages: await pages.stop(), posts: await posts.stop() };
  clearInterval(sampler);
  return { ...during, rssMaxKb };
}

/** Seeds the leads, then takes every measurement. */
async function measure(base: string, db: string, pid: number): Promise<Figures> {
  const started = performance.now();
  const day = 86_400_000;
  seedLeads(db, { count: leadCount, from: new Date(Date.now() - 29 * day), stepMs: (29 * day) / leadCount, spamEvery: 50, heldEvery: 1000 });
  const seedSeconds = (performance.now() - started) / 1000;
  console.log(`Seeded ${leadCount} leads in ${seedSeconds.toFixed(1)} s.`);
  const cookie = await signIn(base);
  const inbox: Answer[] = [];
  for (let i = 0; i < 5; i++) inbox.push(await call(base, '/office/', { headers: { cookie } }));
  const list: Answer[] = [];
  for (let i = 0; i < 5; i++) list.push(await call(base, '/office/all/', { headers: { cookie } }));
  const body = await new Promise<string>((resolve) => {
    request(`${base}/office/all/`, { agent, headers: { cookie } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve(text));
    }).end();
  });
  const older = /href="(\/office\/all\/\?older=[^"]+)"/.exec(body)?.[1] ?? '/office/all/';
  const olderPage = await call(base, older, { headers: { cookie } });
  console.log('Inbox measured; the CSV alone…');
  const rssBeforeKb = memoryOf(pid).rss;
  const csv = await call(base, '/office/leads.csv', { headers: { cookie } });
  const idle = await idleLoad(base, 5_000);
  console.log('The CSV again, with pages and enquiries alongside…');
  const during = await csvUnderLoad(base, cookie, pid);
  return { seedSeconds, inbox, list, olderPage, csv, during, idle, peakKb: memoryOf(pid).peak, rssBeforeKb };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const latencies = (answers: Answer[]) =>
  `${ms(percentile(answers.map((a) => a.ms), 50))} / **${ms(percentile(answers.map((a) => a.ms), 99))}** / ${ms(Math.max(...answers.map((a) => a.ms)))} (${answers.length}, ${answers.filter((a) => a.status >= 400 || a.status === 0).length} failed)`;

/** The report as Markdown. */
function report(f: Figures, load: number[]): string {
  const worst = Math.max(percentile(f.during.pages.map((a) => a.ms), 99), percentile(f.during.posts.map((a) => a.ms), 99));
  return [
    '# The office inbox and its CSV at scale',
    '',
    `Measured ${new Date().toISOString()} by \`npm run bench:intake -- --office-scale\` (scripts/bench/office-scale.ts).`,
    '',
    `- Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}; load average before the run ${load.map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min; the machine is shared with other work).`,
    `- Service: \`server/main.ts\` in its own process with the inbox on, rate limits raised; ${leadCount.toLocaleString('en-IN')} leads seeded straight into its database (in ${f.seedSeconds.toFixed(1)} s), all in the last 30 days: every 50th caught by the spam trap, every 1,000th held.`,
    `- Load during the CSV: the home page and new enquiries, ${rate} a second each, while the CSV downloads as fast as the client reads it. The client runs in the benchmark's process on the same cores.`,
    '',
    '| | figure |',
    '| --- | --- |',
    `| the queue to call (the 100 most urgent with their cards, counts), 5 loads: p50 / max | ${ms(percentile(f.inbox.map((a) => a.ms), 50))} / ${ms(Math.max(...f.inbox.map((a) => a.ms)))} (${mb(f.inbox[0]!.bytes)}) |`,
    `| every lead, first page (50 leads, chart, spam trap), 5 loads: p50 / max | ${ms(percentile(f.list.map((a) => a.ms), 50))} / ${ms(Math.max(...f.list.map((a) => a.ms)))} (${mb(f.list[0]!.bytes)}) |`,
    `| every lead, an older page | ${ms(f.olderPage.ms)} |`,
    `| CSV of every lead, alone | ${(f.csv.ms / 1000).toFixed(1)} s, ${mb(f.csv.bytes)} |`,
    `| CSV again, with the load alongside | ${(f.during.csv.ms / 1000).toFixed(1)} s, ${mb(f.during.csv.bytes)} |`,
    `| home page during the CSV: p50 / p99 / max | ${latencies(f.during.pages)} |`,
    `| new enquiry (201) during the CSV: p50 / p99 / max | ${latencies(f.during.posts)} |`,
    `| home page with nothing else going on: p50 / p99 / max | ${latencies(f.idle.pages)} |`,
    `| new enquiry with nothing else going on: p50 / p99 / max | ${latencies(f.idle.posts)} |`,
    `| service's resident memory: before the first CSV / most while the second downloaded / peak over the run | ${(f.rssBeforeKb / 1024).toFixed(0)} MB / ${(f.during.rssMaxKb / 1024).toFixed(0)} MB / ${(f.peakKb / 1024).toFixed(0)} MB |`,
    '',
    `Goal: p99 ≤ ${target.p99Ms} ms for pages and enquiries while the CSV downloads, memory bounded — p99 **${worst <= target.p99Ms ? 'met' : 'not met'}** in this run (${ms(worst)}).`,
    '',
  ].join('\n');
}

/** The benchmark: a service of its own on a temp database, measured, the report written. */
export async function officeScale(startService: typeof StartService): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-office-scale-'));
  let service: Awaited<ReturnType<typeof StartService>> | undefined;
  try {
    const hash = await hashPassword(password, { N: 1024, r: 8, p: 1 });
    service = await startService(dir, {
      OFFICE_PASSWORD_HASH: hash,
      RATE_LIMIT_MAX: '1000000',
      CLIENT_LEAD_ALLOWANCE: '100000000',
      GLOBAL_RATE_LIMIT_MAX: '100000000',
    });
    const load = [...loadavg()];
    const figures = await measure(service.base, service.db, service.server.pid!);
    const text = report(figures, load);
    console.log(`\n${text}`);
    await mkdir(join(root, 'bench'), { recursive: true });
    await writeFile(join(root, 'bench', 'office-scale.md'), text);
    console.log('Written to bench/office-scale.md.');
  } finally {
    agent.destroy();
    service?.server.kill('SIGTERM');
    await rm(dir, { recursive: true, force: true });
  }
}
