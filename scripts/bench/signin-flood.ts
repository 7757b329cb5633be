/**
 * `npm run bench:intake -- --signin`: how quickly pages and the health check are answered while a
 * flood of wrong office passwords arrives (docs/office.md#signing-in). Writes bench/signin-flood.md.
 *
 * The service runs with a real office password hash (the default scrypt cost) and its sign-in
 * limits raised out of the way, so the flood keeps the hashing busy the whole time: the worst
 * case for the libuv thread pool that scrypt shares with the site's file reads. Under the default
 * limits the overall cap turns the flood away unhashed after 50 guesses a window.
 *
 * Three phases, BENCH_SIGNIN_SECONDS each (default 10; the first 3 s): pages alone; during
 * bursts of sign-ins with no name, refused before any check (the cost of answering such a burst
 * at all, whatever the hashing does); during bursts of wrong passwords. A burst is
 * BENCH_SIGNIN_BURST (default 200) posts sent at once from BENCH_SIGNIN_ADDRESSES (default 40)
 * loopback addresses 127.0.0.2…, one every BENCH_SIGNIN_EVERY_MS (default 1000) whatever the
 * answers, from a worker thread. Alongside: the home page every 20 ms and /api/health every
 * 200 ms, each sent on time.
 *
 * The flood's client shares the service's cores, so it is kept cheap: it writes each post as
 * ready-made bytes on kept-alive connections (Node's HTTP client took about twice the service's
 * processor time per post), its thread is started before the phase's clock, and the report gives
 * its processor time and the longest delay of the benchmark's own event loop per phase, so a stall
 * of the benchmark can be told from one of the service. BENCH_SERVICE_NODE_OPTIONS (e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof`) is passed to the service to profile it under the flood.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { hashPassword } from '../../server/office/password';
import type { startService as StartService } from '../bench-intake';

const root = fileURLToPath(new URL('../..', import.meta.url));
const burst = Number(process.env.BENCH_SIGNIN_BURST ?? 200);
const burstEveryMs = Number(process.env.BENCH_SIGNIN_EVERY_MS ?? 1_000);
const floodAddresses = Number(process.env.BENCH_SIGNIN_ADDRESSES ?? 40);
const floodSeconds = Number(process.env.BENCH_SIGNIN_SECONDS ?? 10);
const target = { pageP99Ms: 50 };

const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

/** One request; resolves with its status (0: no answer) and the milliseconds until its whole answer came. */
function send(url: string, options: { method?: string; headers?: Record<string, string>; localAddress?: string; body?: string }) {
  const started = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve) => {
    const req = request(url, { method: options.method ?? 'GET', agent, headers: options.headers, localAddress: options.localAddress }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    // A connection the service closed (its timeouts) is an answer too: status 0.
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(options.body);
  });
}

type Answer = { status: number; ms: number };

/**
 * GETs `path` every `everyMs` until `stop()` says so, each from the next of `addresses` loopback
 * addresses (the health check allows one client 60 a minute); every answer.
 */
function steady(base: string, path: string, everyMs: number, stop: () => boolean, addresses = 1): Promise<Answer[]> {
  const answers: Promise<Answer>[] = [];
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      const localAddress = `127.2.0.${1 + (answers.length % addresses)}`;
      if (!stop()) return void answers.push(send(`${base}${path}`, { localAddress }));
      clearInterval(timer);
      void Promise.all(answers).then(resolve);
    }, everyMs);
  });
}

/** Pages and health sampled until `stop()`. */
const sample = async (base: string, stop: () => boolean) => {
  const [pages, health] = await Promise.all([
    steady(base, '/', 20, stop),
    steady(base, '/api/health', 200, stop, 50),
  ]);
  return { pages, health };
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
/** p50 / p99 / max, how many, and how many were not 200. */
const spread = (answers: Answer[]) => {
  const values = answers.map((a) => a.ms);
  const failed = answers.filter((a) => a.status !== 200).length;
  return `${ms(percentile(values, 50))} / **${ms(percentile(values, 99))}** / ${ms(Math.max(0, ...values))} (${values.length}, ${failed} not 200)`;
};

/** What a flood posts to /office/sign-in as its `n`th request: no name (refused before any check), or a wrong password. */
const guesses = {
  noName: () => ({ name: '', password: 'x' }),
  wrong: (n: number) => ({ name: 'Bench Guesser', password: `wrong-guess-${n}` }),
};
type Guess = keyof typeof guesses;

/**
 * A kept-alive connection from one loopback address that sends a sign-in post written out in full
 * and reads the status of its answer: the same bytes on the wire as Node's HTTP client sends, at a
 * fraction of its processor time (which it would take from the service on the same cores).
 */
class FloodLine {
  #socket: Socket | undefined;
  #received = Buffer.alloc(0);
  #answer: ((status: number) => void) | undefined;
  constructor(
    private readonly url: URL,
    private readonly localAddress: string,
  ) {}

  /** Sends one request; resolves with its answer's status, 0 when the connection closed unanswered. */
  send(request: Buffer): Promise<number> {
    return new Promise((resolve) => {
      this.#answer = resolve;
      this.#received = Buffer.alloc(0);
      if (!this.#socket || this.#socket.destroyed) this.#connect();
      this.#socket!.write(request);
    });
  }

  close(): void {
    this.#socket?.destroy();
  }

  #connect(): void {
    const socket = connect({ host: this.url.hostname, port: Number(this.url.port), localAddress: this.localAddress });
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.#read(chunk));
    socket.on('error', () => this.#settle(0));
    socket.on('close', () => this.#settle(0));
    this.#socket = socket;
  }

  /** Complete once the headers and Content-Length bytes of body are in (the service sends no chunked sign-in answers). */
  #read(chunk: Buffer): void {
    this.#received = Buffer.concat([this.#received, chunk]);
    const end = this.#received.indexOf('\r\n\r\n');
    if (end === -1) return;
    const head = this.#received.subarray(0, end).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (this.#received.length < end + 4 + length) return;
    if (/\r\nconnection: *close/i.test(head)) this.#socket?.destroy();
    this.#settle(Number(head.slice(9, 12)));
  }

  #settle(status: number): void {
    const answer = this.#answer;
    this.#answer = undefined;
    answer?.(status);
  }
}

/** A sign-in post as the form sends it, ready to write. */
function signInRequest(url: URL, fields: Record<string, string>): Buffer {
  const body = new URLSearchParams(fields).toString();
  return Buffer.from(
    `POST /office/sign-in HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${url.origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n${body}`,
  );
}

/**
 * Bursts of sign-in posts from many addresses, each burst sent at once, again every
 * `burstEveryMs` whatever the answers, until `stop()`; the answers' statuses. As Node's HTTP agent
 * would, each post goes on an idle kept-alive connection from its address, or a new one.
 */
async function flood(base: string, stop: () => boolean, guess: Guess): Promise<Map<number, number>> {
  const url = new URL(base);
  const idle = Array.from({ length: floodAddresses }, () => [] as FloodLine[]);
  const opened = new Set<FloodLine>();
  const statuses = new Map<number, number>();
  const answers: Promise<void>[] = [];
  for (let n = 0; !stop(); n += burst) {
    // The whole burst written out before the first post is sent.
    const requests = Array.from({ length: burst }, (_, i) => signInRequest(url, guesses[guess](n + i)));
    requests.forEach((request, i) => {
      const address = (n + i) % floodAddresses;
      const line = idle[address]!.pop() ?? new FloodLine(url, `127.0.0.${2 + address}`);
      opened.add(line);
      const answer = line.send(request).then((status) => {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        idle[address]!.push(line);
      });
      answers.push(answer);
    });
    await new Promise((resolve) => setTimeout(resolve, burstEveryMs));
  }
  await Promise.all(answers);
  for (const line of opened) line.close();
  return statuses;
}

/** One phase: pages and health sampled for `seconds`, with the flood of `guess` alongside when given. */
async function phase(base: string, seconds: number, guess?: Guess) {
  // The flood's thread is started, and its module loaded, before the phase begins.
  const flooding = guess ? await floodInWorker({ base, seconds, guess }) : undefined;
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  const until = performance.now() + seconds * 1000;
  const stop = () => performance.now() > until;
  const [flooded, sampled] = await Promise.all([flooding?.() ?? { statuses: new Map<number, number>(), cpuMs: 0 }, sample(base, stop)]);
  lag.disable();
  return { ...sampled, ...flooded, samplerLagMs: lag.max / 1e6 };
}

/**
 * The flood from a worker thread running this module, so that answering 200 guesses at once
 * does not hold up the benchmark's own reading of the pages' answers: what is measured is the
 * service. Resolves once the thread is ready, with the function that starts the flood; that
 * resolves with the answers' statuses and the thread's processor time.
 */
async function floodInWorker(job: { base: string; seconds: number; guess: Guess }) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { signInFlood: job } });
  await once(worker, 'message');
  return async () => {
    worker.postMessage('go');
    const [{ statuses, cpuMs }] = (await once(worker, 'message')) as [{ statuses: [number, number][]; cpuMs: number }];
    await worker.terminate();
    return { statuses: new Map(statuses), cpuMs };
  };
}

if (!isMainThread && (workerData as { signInFlood?: unknown } | null)?.signInFlood) {
  const { base, seconds, guess } = (workerData as { signInFlood: { base: string; seconds: number; guess: Guess } })
    .signInFlood;
  parentPort!.once('message', () => {
    const until = performance.now() + seconds * 1000;
    const cpu = process.threadCpuUsage();
    void flood(base, () => performance.now() > until, guess).then((statuses) => {
      const used = process.threadCpuUsage(cpu);
      parentPort!.postMessage({ statuses: [...statuses], cpuMs: (used.user + used.system) / 1000 });
    });
  });
  parentPort!.postMessage('ready');
}

/**
 * The benchmark: pages alone, then during bursts of sign-ins that are never checked (no name: the
 * cost of answering the burst at all), then during bursts of wrong passwords; writes the report.
 */
export async function signInFlood(startService: typeof StartService): Promise<{ pagesP99: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-signin-flood-'));
  let service: Awaited<ReturnType<typeof StartService>> | undefined;
  try {
    const limitsOff = { OFFICE_SIGNIN_MAX: '1000', OFFICE_SIGNIN_GLOBAL_MAX: '100000' };
    const hash = await hashPassword(`bench-${Date.now()}-not-guessed`);
    service = await startService(dir, { OFFICE_PASSWORD_HASH: hash, ...limitsOff });
    const { base, server, exited } = service;
    const load = [...loadavg()];
    console.log(`Bursts of ${burst} sign-ins every ${burstEveryMs} ms from ${floodAddresses} addresses, ${floodSeconds} s a phase…`);
    const phases = [
      { what: 'no flood', ...(await phase(base, 3)) },
      { what: 'bursts of sign-ins with no name (400, never checked)', ...(await phase(base, floodSeconds, 'noName')) },
      { what: 'bursts of wrong passwords', ...(await phase(base, floodSeconds, 'wrong')) },
    ];
    server.kill('SIGTERM');
    await exited;
    const report = signInReport(load, limitsOff, phases);
    console.log(`\n${report}`);
    await mkdir(join(root, 'bench'), { recursive: true });
    await writeFile(join(root, 'bench', 'signin-flood.md'), report);
    console.log('Written to bench/signin-flood.md.');
    return { pagesP99: percentile(phases.at(-1)!.pages.map((a) => a.ms), 99) };
  } finally {
    agent.destroy();
    if (service?.server.exitCode === null) service.server.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  }
}

/** bench/signin-flood.md: the set-up, a row per phase, and whether pages met the target under the wrong passwords. */
function signInReport(
  load: number[],
  limits: Record<string, string>,
  phases: {
    what: string;
    pages: Answer[];
    health: Answer[];
    statuses: Map<number, number>;
    cpuMs: number;
    samplerLagMs: number;
  }[],
): string {
  const statuses = (counts: Map<number, number>) =>
    [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`).join(', ') || '–';
  const p99 = (answers: Answer[]) => percentile(answers.map((a) => a.ms), 99);
  const pagesP99 = p99(phases.at(-1)!.pages);
  const hashingShare = pagesP99 - p99(phases.at(-2)!.pages);
  return [
    '# Pages during a sign-in flood',
    '',
    `Measured ${new Date().toISOString()} by \`npm run bench:intake -- --signin\` (scripts/bench/signin-flood.ts).`,
    '',
    `- Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}; load average before the run ${load.map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min; the machine is shared with other work).`,
    `- Service: \`server/main.ts\` in its own process, the office password hashed at the default scrypt cost, the sign-in limits raised (${Object.entries(limits).map(([k, v]) => `${k}=${v}`).join(', ')}) so wrong passwords keep the hashing busy throughout. The flood's client runs in a worker thread of the benchmark's process, on the same cores; it writes each post as ready-made bytes on kept-alive connections (the same requests Node's HTTP client sends, which took about twice the service's processor time per post, on the same two cores).`,
    `- Floods: ${burst} sign-in posts sent at once from ${floodAddresses} loopback addresses, again every ${burstEveryMs} ms whatever the answers, for ${floodSeconds} s: first with no name (refused before any check: what answering such a burst costs at all), then with wrong passwords.`,
    '- Alongside: the home page every 20 ms and `/api/health` every 200 ms, sent on time whatever the last answer.',
    '',
    "| during | home page p50 / p99 / max (requests) | /api/health p50 / p99 / max | the flood's answers by status | the flood client's processor time; the benchmark's longest event-loop delay |",
    '| --- | --- | --- | --- | --- |',
    ...phases.map(
      (p) =>
        `| ${p.what} | ${spread(p.pages)} | ${spread(p.health)} | ${statuses(p.statuses)} | ${p.cpuMs ? ms(p.cpuMs) : '–'}; ${ms(p.samplerLagMs)} |`,
    ),
    '',
    'Statuses: 400 no name; 401 hashed and wrong; 429 turned away unhashed (checks busy or a limit); 0 connection closed unanswered.',
    '',
    "The last column tells the benchmark's own stalls from the service's: a page answer measured late while the benchmark's thread was itself held up that long may not have been late from the service.",
    '',
    `What the hashing itself adds: the home page's p99 during the wrong passwords is ${ms(Math.abs(hashingShare))} ${hashingShare > 0 ? 'above' : 'below'} its p99 during the bursts never checked.`,
    '',
    `Target: home page p99 ≤ ${target.pageP99Ms} ms during the wrong passwords — **${pagesP99 <= target.pageP99Ms ? 'met' : 'not met'}** in this run.`,
    '',
  ].join('\n');
}
