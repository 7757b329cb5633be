/**
 * `npm run bench:intake -- --postgres [--instances N]`: durable enquiries per second and their
 * latency on PostgreSQL with one instance and with N (default 2) instances of the service sharing
 * one database, beside SQLite with one instance, in the same run on the same machine. Writes
 * bench/intake-postgres.md.
 *
 * PostgreSQL is a throwaway cluster of the machine's own (scripts/postgres-cluster.ts) with its
 * defaults (fsync on, synchronous_commit on: a 201 means the commit is on disk), on a Unix socket.
 * Each configuration gets a new database, a warm-up, then BENCH_AMOUNT enquiries (default 20000)
 * over BENCH_CONNECTIONS connections (default 32) split evenly across its instances, one
 * autocannon per instance in this process; afterwards the database must hold exactly as many
 * leads as were answered 201.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { startCluster } from '../postgres-cluster';

type StartService = (dir: string, settings: Record<string, string>) => Promise<{
  base: string;
  server: { kill(signal: NodeJS.Signals): boolean; exitCode: number | null };
  exited: Promise<number | null>;
}>;
/** What the bench needs of `fireEnquiries` in scripts/bench-intake.ts. */
type Fire = (
  base: string,
  count: number,
  connections: number,
  tally: { n: number; lastAt: number },
) => PromiseLike<{ latency: { p50: number; p99: number; max: number }; non2xx: number; errors: number }>;

const root = fileURLToPath(new URL('../..', import.meta.url));
const amount = Number(process.env.BENCH_AMOUNT ?? 20_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const warmUp = 2_000;
const target = { perSecond: 2000, p99Ms: 50 };

/** Limits out of the way: one client sends everything, with the same phone and message. */
const raised = {
  RATE_LIMIT_MAX: '1000000',
  CLIENT_LEAD_ALLOWANCE: '100000000',
  SAME_CONTACT_MAX: '100000',
  SAME_MESSAGE_MAX: '100000',
  GLOBAL_RATE_LIMIT_MAX: '100000000',
  MAX_IN_FLIGHT: '100000',
  OFFICE_PASSWORD_HASH: 'off',
};

interface Row {
  label: string;
  perSecond: number;
  created: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
  failed: number;
  stored: number;
}

/** Sends `total` enquiries spread over `bases`, each with its share of the connections, at once. */
async function spread(fire: Fire, bases: string[], total: number) {
  const tally = { n: 0, lastAt: 0 };
  const started = performance.now();
  const results = await Promise.all(
    bases.map((base) => fire(base, Math.ceil(total / bases.length), Math.max(1, connections / bases.length), tally)),
  );
  const seconds = (tally.lastAt - started) / 1000;
  return {
    created: tally.n,
    seconds,
    // The slowest instance's percentiles: conservative for the pair.
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    max: Math.max(...results.map((r) => r.latency.max)),
    failed: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
  };
}

/** One configuration: its instances started, warmed up, measured, stopped; the stored leads counted. */
async function measure(
  label: string,
  instances: number,
  env: (i: number) => Record<string, string>,
  count: () => Promise<number>,
  tools: { startService: StartService; fire: Fire },
): Promise<Row> {
  const dirs = await Promise.all(Array.from({ length: instances }, () => mkdtemp(join(tmpdir(), 'bench-pg-'))));
  const services = [];
  for (const [i, dir] of dirs.entries()) services.push(await tools.startService(dir, { ...raised, ...env(i) }));
  try {
    const bases = services.map((s) => s.base);
    const warm = await spread(tools.fire, bases, warmUp);
    console.log(`${label}: ${amount} enquiries over ${connections} connections…`);
    const run = await spread(tools.fire, bases, amount);
    for (const s of services) s.server.kill('SIGTERM');
    await Promise.all(services.map((s) => s.exited));
    const stored = await count();
    return { label, ...run, perSecond: run.created / run.seconds, stored: stored - warm.created };
  } finally {
    for (const s of services) if (s.server.exitCode === null) s.server.kill('SIGKILL');
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

async function countPostgres(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>('SELECT COUNT(*) AS n FROM leads')).rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function newDatabase(cluster: ReturnType<typeof startCluster>, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return cluster.urlOf(name);
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function postgresIntake(startService: StartService, fire: Fire, instances: number): Promise<void> {
  const tools = { startService, fire };
  const load = loadavg();
  const cluster = startCluster();
  const sqliteDir = await mkdtemp(join(tmpdir(), 'bench-sqlite-'));
  const rows: Row[] = [];
  try {
    const sqliteDb = join(sqliteDir, 'leads.db');
    rows.push(
      await measure('SQLite, 1 instance', 1, () => ({ LEADS_DB: sqliteDb }), async () => {
        const db = new DatabaseSync(sqliteDb, { readOnly: true });
        const { n } = db.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number };
        db.close();
        return n;
      }, tools),
    );
    for (const n of [...new Set([1, instances])]) {
      const url = await newDatabase(cluster, `bench_${n}`);
      rows.push(await measure(`PostgreSQL, ${n} instance${n > 1 ? 's' : ''}`, n, () => ({ DATABASE_URL: url }), () => countPostgres(url), tools));
    }
  } finally {
    cluster.stop();
    await rm(sqliteDir, { recursive: true, force: true });
  }
  const meets = (r: Row) => r.perSecond >= target.perSecond && r.p99 <= target.p99Ms && r.failed === 0;
  const report = [
    '# Intake throughput on PostgreSQL, one and several instances',
    '',
    `Measured ${new Date().toISOString()} by \`npm run bench:intake -- --postgres --instances ${instances}\` (scripts/bench/postgres-intake.ts).`,
    '',
    `- Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}; load average before ${load.map((l) => l.toFixed(1)).join(' / ')}. The service instances, PostgreSQL and the load generator (autocannon, in the benchmark's process) share these cores.`,
    '- PostgreSQL 15 (Debian), a throwaway cluster on a Unix socket with its defaults: fsync and synchronous_commit on, so a 201 means the commit is on disk. SQLite: WAL with synchronous=FULL. Both with group commit; logging at warn; limits raised.',
    `- Per configuration: a ${warmUp}-enquiry warm-up, then ${amount} valid enquiries, each with its own key, over ${connections} connections split evenly across the instances.`,
    '',
    '| configuration | acknowledged enquiries/s | p50 / p99 / max (the slowest instance) | non-2xx or errors | stored = 201s |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.label} | **${r.perSecond.toFixed(0)}** (${r.created} in ${r.seconds.toFixed(2)} s) | ${ms(r.p50)} / **${ms(r.p99)}** / ${ms(r.max)} | ${r.failed} | ${r.stored === r.created ? 'yes' : `**no** (${r.stored} stored)`} |`,
    ),
    '',
    `Target: ≥ ${target.perSecond} durable enquiries/s at p99 ≤ ${target.p99Ms} ms with ${instances} instances — ${
      rows.filter((r) => r.label.startsWith('PostgreSQL') && r.label.includes(`${instances} instance`)).some(meets)
        ? '**met** in this run'
        : '**not met** in this run'
    }.`,
    '',
  ].join('\n');
  console.log(`\n${report}`);
  await mkdir(join(root, 'bench'), { recursive: true });
  await writeFile(join(root, 'bench', 'intake-postgres.md'), report);
  console.log('Written to bench/intake-postgres.md.');
  if (rows.some((r) => r.stored !== r.created)) process.exitCode = 1;
}
