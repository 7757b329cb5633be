import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import type { EnquiryInput, ReviewInput } from '../../lib/shared/lead-schemas';
import { buildApp, type AppOptions } from '../../server/http/app';
import { parseSettings } from '../../server/settings';
import { openSqliteStore } from '../../server/store/sqlite';
import type { Lead, LeadStore } from '../../server/store/types';

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A fresh temp folder, removed after the test file. */
export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'intake-test-'));
  dirs.push(dir);
  return dir;
}

/** A submission key like the browser makes. */
export const newKey = () => randomUUID();

/** A valid enquiry from the given form. */
export function enquiry(overrides: Partial<EnquiryInput> = {}): EnquiryInput {
  return {
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone: '+91 98201 45678',
    pickup: 'Ghansoli, Navi Mumbai',
    drop: 'Kothrud, Pune',
    detail: '2 BHK household goods',
    source: 'contact',
    idempotencyKey: newKey(),
    website: '',
    ...overrides,
  };
}

/** A valid review. */
export function review(overrides: Partial<ReviewInput> = {}): ReviewInput {
  return {
    name: 'Rahul Nair',
    title: 'Careful packing',
    rating: 5,
    description: 'Nothing broken, on time.',
    idempotencyKey: newKey(),
    ...overrides,
  };
}

/**
 * Per-client limits out of the way: most tests send many leads from one address (inject's
 * 127.0.0.1) about something else. The tests of the limits set their own.
 */
export const generousLimits = {
  RATE_LIMIT_MAX: '100000',
  CLIENT_LEAD_ALLOWANCE: '100000',
  SAME_CONTACT_MAX: '100000',
  SAME_MESSAGE_MAX: '100000',
  ACKS_PER_RECIPIENT_PER_DAY: '1000',
  ACKS_PER_HOUR: '100000',
  OFFICE_ALERTS_PER_HOUR: '100000',
};

/** Settings as the service would parse them, with fast retries, a quiet log and generous per-client limits. */
export function testSettings(env: Record<string, string> = {}) {
  return parseSettings({
    ...generousLimits,
    LOG_LEVEL: 'silent',
    DELIVERY_INTERVAL_MS: '25',
    RETRY_BASE_MS: '40',
    RETRY_CAP_MS: '160',
    CRM_TIMEOUT_MS: '2000',
    ...env,
  });
}

/** The app in-process with a temp SQLite store; `close` shuts both. */
export async function startApp(env: Record<string, string> = {}, options: AppOptions = {}) {
  const dir = await tempDir();
  const settings = testSettings({ LEADS_DB: join(dir, 'leads.db'), STATIC_DIR: dir, ...env });
  const store = openSqliteStore(settings.leadsDb, settings.store);
  const app = buildApp(settings, store, options);
  await app.ready();
  return {
    app,
    store,
    settings,
    dir,
    post: (path: string, body: unknown) =>
      app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      }),
    async close() {
      await app.close();
      await store.close();
    },
  };
}

/**
 * Counts the delivery worker's polling rounds through its store: every round claims leads one by
 * one (`claimNext`) until the store has none due, so `rounds(n)` resolves once the store has
 * ended n more rounds that way, whatever the machine's speed. Call it before the rounds it
 * should count.
 */
export function watchRounds(store: LeadStore) {
  const claimNext = store.claimNext.bind(store);
  return {
    rounds: countRounds(store, 'claimNext'),
    /**
     * Ids of the leads that would ever be due again, at any time from now on, leases included. It
     * claims what it finds, so ask it only once nothing should be due.
     */
    dueEver: async () =>
      (await claimAllDue({ claimNext }, new Date(Date.now() + 365 * 86_400_000), 0)).map((lead) => lead.id),
  };
}

/**
 * Wraps a claiming method of the store (`claimNext`, `claimNotification`) so that the answer
 * `rounds(n)` resolves once it has found nothing n more times: a worker's round ends that way.
 */
export function countRounds(store: LeadStore, method: 'claimNext' | 'claimNotification') {
  const claim = store[method].bind(store) as (...args: unknown[]) => Promise<unknown>;
  let ended = 0;
  const waiting: { at: number; resolve: () => void }[] = [];
  (store as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
    const found = await claim(...args);
    if (!found) {
      ended++;
      for (const waiter of waiting.filter((w) => ended >= w.at)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
    return found;
  };
  return (n: number) => new Promise<void>((resolve) => waiting.push({ at: ended + n, resolve }));
}

/**
 * Every lead due at `now`, claimed for `leaseMs` one by one as the delivery worker claims them
 * (`claimNext`), due order first; several callers at once share the due leads between them.
 */
export async function claimAllDue(store: Pick<LeadStore, 'claimNext'>, now: Date, leaseMs: number): Promise<Lead[]> {
  const leads: Lead[] = [];
  // A lead already claimed here stays out even when its lease (0 ms) has run out already.
  for (;;) {
    const claim = await store.claimNext(now, leaseMs, { exclude: leads.map((lead) => lead.id) });
    if (!claim) return leads;
    leads.push(claim.lead);
  }
}

/** CRM settings pointing at a fake CRM. */
export const crmEnv = (url: string, extra: Record<string, string> = {}) => ({
  CRM_URL: url,
  CRM_USER: 'intake-bot',
  CRM_PASS: 'crm-pass-for-tests',
  CRM_REST_URL: 'https://crm.example.com/service/v4_1/rest.php',
  ...extra,
});

/** One request as the fake CRM received it. */
export interface CrmRequest {
  /** The path and query it was sent to. */
  url: string;
  fields: Record<string, string>;
  json: Record<string, unknown>;
  /** Status it answered with; undefined while it is still answering. */
  status?: number;
}

/**
 * A stand-in CRM on 127.0.0.1: parses each multipart body with the web Request API, records it,
 * and answers with the current `status` after `delayMs` (and after `beforeAnswer`, when set).
 */
export async function startFakeCrm() {
  const requests: CrmRequest[] = [];
  const behaviour: { status: number; delayMs: number; beforeAnswer?: (request: CrmRequest) => Promise<void> | void } = {
    status: 200,
    delayMs: 0,
  };
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = await new Request('http://crm.test/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: Buffer.concat(chunks),
    }).formData();
    const fields = Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
    const json = JSON.parse(fields.jsonParam ?? 'null') as Record<string, unknown>;
    const record: CrmRequest = { url: req.url ?? '', fields, json };
    requests.push(record);
    const { status, delayMs } = behaviour;
    if (delayMs) await sleep(delayMs);
    await behaviour.beforeAnswer?.(record);
    record.status = status;
    if (!res.destroyed) res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'OK' : 'Error');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/index.php?entryPoint=createEnquiry`,
    requests,
    behaviour,
    /** Requests it answered 2xx to. */
    accepted: () => requests.filter((r) => r.status !== undefined && r.status < 300),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Environment for a child process: only what it needs, plus the test's settings. */
const childEnv = (env: Record<string, string>): NodeJS.ProcessEnv => ({
  NODE_ENV: 'production',
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  TMPDIR: process.env.TMPDIR,
  ...env,
});

/** The real service as a child process (`node --import tsx server/main.ts`), on a free port. */
export async function spawnServer(env: Record<string, string>, { startTimeoutMs = 20_000 } = {}) {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: childEnv({ HOST: '127.0.0.1', PORT: '0', ...generousLimits, ...env }),
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, startTimeoutMs);
    const check = () => {
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited:\n${output}`));
    });
  });
  return { child, port, base: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Runs a command of the service (e.g. the leads CLI) to completion; `input`, when given, is its piped stdin. */
export function runNode(args: string[], env: Record<string, string>, input?: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: root,
      env: childEnv(env),
    });
    if (input !== undefined) child.stdin.end(input);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** RFC 4180 parser, independent of the service's writer. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** The directives of a Content-Security-Policy, by name. */
export const cspDirectives = (csp: string) =>
  new Map(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values];
    }),
  );

/** Writes files (path → content) under `dir`, as an exported site would have them. */
export async function writeSite(dir: string, files: Record<string, string>) {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), content);
  }
}

/** A page shaped like the export's: an inline script, JSON-LD and a script file. */
export const exportedPage = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title>` +
  `<script>document.documentElement.classList.add('js')</script>` +
  `<script type="application/ld+json">{"@type":"Organization","name":"${title}"}</script>` +
  `<script src="/_next/static/chunks/main.js" async></script></head><body>${body}</body></html>`;

/** The deliveries table's columns each older schema version added to the first one's. */
const olderDeliveryColumns = {
  1: '',
  2: ', rejections INTEGER NOT NULL DEFAULT 0, answer_status INTEGER, answer_excerpt TEXT, answered_at TEXT',
  3: ', rejections INTEGER NOT NULL DEFAULT 0, answer_status INTEGER, answer_excerpt TEXT, answered_at TEXT, claim_owner TEXT',
} as const;

/**
 * A new database file as an older version of the service left it: the tables of schema `version`
 * holding what the `inserts` (SQL) put in them; answers the file's path.
 */
export async function olderStoreFile(version: keyof typeof olderDeliveryColumns, inserts: string): Promise<string> {
  const file = join(await tempDir(), 'leads.db');
  const old = new DatabaseSync(file, { timeout: 5_000 });
  old.exec(`CREATE TABLE leads (id TEXT PRIMARY KEY, kind TEXT NOT NULL, payload TEXT NOT NULL,
      idempotency_key TEXT NOT NULL UNIQUE, spam INTEGER NOT NULL, created_at TEXT NOT NULL);
    CREATE TABLE deliveries (lead_id TEXT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
      status TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT, next_attempt_at TEXT,
      claimed_until TEXT, delivered_at TEXT${olderDeliveryColumns[version]});
    ${inserts}
    PRAGMA user_version = ${version};`);
  old.close();
  return file;
}
