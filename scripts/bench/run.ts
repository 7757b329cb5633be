/**
 * `npm run bench`: builds the site once (timed, from a clean .next), then measures each page of
 * ./budgets.ts `benchPages` with Lighthouse (mobile; simulated and applied throttling), alternating in
 * every round with its floor page (./floor.ts: the same hero and text as plain HTML), and reports
 * the medians, the client JavaScript per page (./js-sizes.ts) and the build time against the
 * budgets (docs/performance.md). Prints Markdown and writes it to bench/RESULTS.md.
 *
 *   npm run bench                                    # full: build, 6 pages × 5 runs × 2
 *   npm run bench -- --no-build --runs 1 --pages /,/services/   # quick check on the current out/
 *   npm run bench -- --no-build --reference ../before/out       # this out/ against an earlier build's
 *
 * Options: --runs N (5), --taps N (5 fresh loads per control for the first-tap table, ./first-tap.ts;
 * 0 leaves it out), --pages a,b (the six pages), --throttling simulate,devtools (both: Lighthouse's
 * simulated throttling and applied throttling), --no-build (measure the current out/),
 * --port P (3600: site on P, floor on P+1, Chromium's debugging port P+2), --write FILE
 * (bench/RESULTS.md), --no-write, --reference DIR (measure against another build's exported site in
 * DIR instead of the floor pages, alternating the same way: a before/after check of a change on one
 * machine, whatever that machine's Lighthouse scores are that day).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import {
  benchPages,
  buildSecondsBudget,
  imageFileBudget,
  jsBeyondBaselineBudget,
  lighthouseBudget as budget,
} from './budgets';
import { formatHeadersFile } from '../../server/http/headers-file';
import { buildSettings, headerRules } from '../site-headers';
import { floorDescription, writeFloorSite } from './floor';
import { exportedRoutes, kib, measureJs } from './js-sizes';
import { runLighthouse, throttlings, type Sample, type Throttling } from './lighthouse';
import { measureFirstTaps } from './first-tap';

/** What a first tap on the home page may take, from the press to the answer (docs/performance.md#the-first-tap). */
const firstTapBudgetMs = 100;

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = join(root, 'out');

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    taps: { type: 'string', default: '5' },
    pages: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string', default: '3600' },
    write: { type: 'string', default: 'bench/RESULTS.md' },
    'no-write': { type: 'boolean', default: false },
    throttling: { type: 'string', default: throttlings.join(',') },
    reference: { type: 'string' },
  },
  strict: true,
});
const runs = Number(options.runs);
const taps = Number(options.taps);
const basePort = Number(options.port);
const pages = options.pages ? options.pages.split(',').map((p) => p.trim()) : benchPages;
const doBuild = !options['no-build'];
const reference = options.reference === undefined ? undefined : resolve(options.reference);
/** What each page is measured against: its floor page, or the same page of the reference build. */
const against = reference ? 'reference build' : 'floor page';
const againstShort = reference ? 'reference' : 'floor';
const modes = options.throttling.split(',').map((m) => m.trim()) as Throttling[];
if (modes.some((m) => !throttlings.includes(m)))
  throw new Error(`--throttling takes ${throttlings.join(' and/or ')}, not ${options.throttling}`);
if (!Number.isInteger(taps) || taps < 0) throw new Error(`--taps must be a whole number, not ${options.taps}`);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number, not ${options.runs}`);
if (!Number.isInteger(basePort) || basePort < 1024)
  throw new Error(`--port must be a port number, not ${options.port}`);

const log = (message: string) => process.stderr.write(`${message}\n`);
const children: ChildProcess[] = [];
const tempDirs: string[] = [];
function cleanUp() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

// ---------------------------------------------------------------------------------------------
// Build

function build(): number {
  log('Building from a clean .next (npm run build)…');
  rmSync(join(root, '.next'), { recursive: true, force: true });
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`npm run build failed (exit ${result.status})`);
  }
  log(`Built in ${seconds.toFixed(1)} s.`);
  return seconds;
}

// ---------------------------------------------------------------------------------------------
// Servers: the intake service for the site, a second instance of it for the floor pages

async function startServer(staticDir: string, port: number): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-leads-'));
  tempDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: staticDir,
      LEADS_DB: join(dataDir, 'leads.db'),
      LOG_LEVEL: 'warn',
      CRM_URL: '',
      // No office inbox: no first password made and printed for a throwaway store.
      OFFICE_PASSWORD_HASH: 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server for ${staticDir} stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return origin;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`the server for ${staticDir} did not answer on ${origin} within 30 s`);
}

// ---------------------------------------------------------------------------------------------
// Statistics and formatting

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The medians of a page's samples. */
type Summary = Pick<
  Sample,
  'scores' | 'lcpMs' | 'tbtMs' | 'cls' | 'fcpMs' | 'totalBytes' | 'benchmarkIndex' | 'longTasks' | 'longestTaskMs'
>;

function summarize(samples: Sample[]): Summary {
  const m = (pick: (s: Sample) => number) => median(samples.map(pick));
  return {
    scores: {
      performance: m((s) => s.scores.performance),
      accessibility: m((s) => s.scores.accessibility),
      'best-practices': m((s) => s.scores['best-practices']),
      seo: m((s) => s.scores.seo),
    },
    lcpMs: m((s) => s.lcpMs),
    tbtMs: m((s) => s.tbtMs),
    cls: m((s) => s.cls),
    fcpMs: m((s) => s.fcpMs),
    totalBytes: m((s) => s.totalBytes),
    benchmarkIndex: m((s) => s.benchmarkIndex),
    longTasks: m((s) => s.longTasks),
    longestTaskMs: m((s) => s.longestTaskMs),
  };
}

/** What misses its budget, empty when the page passes. */
function verdict(site: Summary, floor: Summary): string[] {
  const misses: string[] = [];
  if (site.scores.performance < budget.performance) misses.push(`perf < ${budget.performance}`);
  if (site.scores.accessibility < budget.accessibility) misses.push('a11y');
  if (site.scores['best-practices'] < budget.bestPractices) misses.push('best practices');
  if (site.scores.seo < budget.seo) misses.push('SEO');
  if (site.lcpMs > budget.lcpVsFloor * floor.lcpMs) misses.push(`LCP > ${budget.lcpVsFloor}× ${againstShort}`);
  if (site.cls > budget.cls) misses.push(`CLS > ${budget.cls}`);
  return misses;
}

const fmtScore = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
const fmtMs = (n: number) => String(Math.round(n));
const fmtCls = (n: number) => n.toFixed(3);
const fmtKib = (n: number) => (n / 1024).toFixed(0);
const pass = (ok: boolean) => (ok ? 'pass' : '**FAIL**');

function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/** Audits that failed in any run, with how many runs they failed in. */
function failingAudits(samples: Sample[]): string[] {
  const counts = new Map<string, number>();
  for (const sample of samples) {
    for (const [category, audits] of Object.entries(sample.failing)) {
      if (category === 'performance') continue;
      for (const audit of audits) counts.set(`${category} — ${audit}`, (counts.get(`${category} — ${audit}`) ?? 0) + 1);
    }
  }
  return [...counts].map(([audit, n]) => `${audit} (${n}/${samples.length} runs)`);
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '?';
}

function largestImage(dir: string): { path: string; size: number } {
  let largest = { path: '', size: 0 };
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    const candidate = stat.isDirectory() ? largestImage(path) : { path, size: stat.size };
    if (candidate.size > largest.size) largest = candidate;
  }
  return largest;
}

function chromiumVersion(): string {
  const result = spawnSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8' });
  return /[\d.]{6,}/.exec(result.stdout ?? '')?.[0] ?? '?';
}

// ---------------------------------------------------------------------------------------------
// Lighthouse runs

/** Failed Lighthouse runs that were retried (a busy machine can time a run out), for the report. */
const retried: string[] = [];
const attemptsPerRun = 3;

async function auditWithRetries(url: string, mode: Throttling): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, basePort + 2, mode);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
      if (attempt >= attemptsPerRun) throw error;
      retried.push(`${url}: ${message}`);
      log(`${message} (attempt ${attempt} of ${attemptsPerRun}; trying again)`);
      await new Promise((done) => setTimeout(done, 5000));
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Main

/** Client JavaScript per page, from out/: the table rows and the lightest and heaviest page. */
function clientJs() {
  const textPages = Object.keys(jsBeyondBaselineBudget).filter((route) => route !== '/');
  const js = measureJs(outDir);
  const jsRows = [...new Set([...pages, ...benchPages, ...textPages])].map((route) => {
    const page = js.pages.find((p) => p.route === route)!;
    const limit = jsBeyondBaselineBudget[route];
    return [
      `\`${route}\``,
      kib(page.totalGzip),
      kib(page.beyondGzip),
      limit === undefined ? '—' : `≤ ${kib(limit)}`,
      limit === undefined ? '—' : pass(page.beyondGzip <= limit),
    ];
  });
  const heaviest = [...js.pages].sort((a, b) => b.beyondGzip - a.beyondGzip)[0]!;
  const lightest = [...js.pages].sort((a, b) => a.beyondGzip - b.beyondGzip)[0]!;
  const image = largestImage(join(outDir, 'images'));

  return { js, jsRows, heaviest, lightest, image };
}

/** Writes the floor pages (or takes the reference build) and starts the two servers, warmed up. */
async function startSites() {
  const floorDir = reference ?? writeFloorPages();
  const site = await startServer(outDir, basePort);
  const floor = await startServer(floorDir, basePort + 1);
  for (const page of pages) for (const origin of [site, floor]) await (await fetch(`${origin}${page}`)).text();

  return { site, floor };
}

function writeFloorPages(): string {
  const floorDir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  tempDirs.push(floorDir);
  writeFloorSite(outDir, floorDir, pages);
  // The service sends each page the CSP of its directory's _headers; without one the floor pages'
  // inline stylesheet would be refused and they would be measured unstyled.
  writeFileSync(join(floorDir, '_headers'), formatHeadersFile(headerRules(floorDir, buildSettings()), 'Floor pages.'));
  return floorDir;
}

type Pair = { site: Sample[]; floor: Sample[] };

/** A page measured in one throttling mode: the key of the samples. */
const sampleKey = (page: string, mode: Throttling) => `${mode} ${page}`;

/** Lighthouse, alternating site and floor (and which goes first) in every round, in each throttling mode. */
async function lighthouseRounds(site: string, floor: string) {
  const samples = new Map<string, Pair>();
  for (const mode of modes) {
    for (const page of pages) {
      const pair = { site: [] as Sample[], floor: [] as Sample[] };
      samples.set(sampleKey(page, mode), pair);
      for (let i = 0; i < runs; i++) {
        const order = i % 2 === 0 ? (['site', 'floor'] as const) : (['floor', 'site'] as const);
        for (const variant of order) {
          const sample = await auditWithRetries(`${variant === 'site' ? site : floor}${page}`, mode);
          pair[variant].push(sample);
          const s = sample.scores;
          log(
            `${page} ${mode} run ${i + 1}/${runs} ${(variant === 'site' ? 'site' : againstShort).padEnd(9)} perf ${s.performance} a11y ${s.accessibility} ` +
              `bp ${s['best-practices']} seo ${s.seo} LCP ${fmtMs(sample.lcpMs)} ms TBT ${fmtMs(sample.tbtMs)} ms ` +
              `long tasks ${sample.longTasks} (longest ${fmtMs(sample.longestTaskMs)} ms) ` +
              `CLS ${fmtCls(sample.cls)} ${fmtKib(sample.totalBytes)} KiB (benchmarkIndex ${Math.round(sample.benchmarkIndex)})`,
          );
        }
      }
    }
  }
  return samples;
}

/** The Lighthouse table's rows and the details under it; allPass when every page is in budget. */
function lighthouseReport(samples: Map<string, Pair>) {
  const lhRows: string[][] = [];
  const details: string[] = [];
  let allPass = true;
  for (const [mode, page] of modes.flatMap((m) => pages.map((p) => [m, p] as const))) {
    const pair = samples.get(sampleKey(page, mode))!;
    const s = summarize(pair.site);
    const f = summarize(pair.floor);
    const misses = verdict(s, f);
    allPass &&= misses.length === 0;
    const both = (pick: (x: Summary) => number, fmt: (n: number) => string) => `${fmt(pick(s))} / ${fmt(pick(f))}`;
    lhRows.push([
      `\`${page}\``,
      mode,
      both((x) => x.scores.performance, fmtScore),
      both((x) => x.scores.accessibility, fmtScore),
      both((x) => x.scores['best-practices'], fmtScore),
      both((x) => x.scores.seo, fmtScore),
      `${both((x) => x.lcpMs, fmtMs)} (${(s.lcpMs / f.lcpMs).toFixed(2)}×)`,
      both((x) => x.tbtMs, fmtMs),
      `${s.longTasks} / ${fmtMs(s.longestTaskMs)}`,
      both((x) => x.cls, fmtCls),
      both((x) => x.fcpMs, fmtMs),
      both((x) => x.totalBytes, fmtKib),
      misses.length ? `**FAIL**: ${misses.join(', ')}` : 'pass',
    ]);
    for (const [variant, list] of [
      ['site', pair.site],
      [againstShort, pair.floor],
    ] as const) {
      const failed = failingAudits(list);
      details.push(
        `- \`${page}\` ${mode} ${variant}: LCP element \`${mostCommon(list.map((x) => x.lcpElement)).replace(/`/g, "'")}\`` +
          (failed.length
            ? `; failing audits: ${failed.join('; ')}`
            : '; no failing accessibility, best-practices or SEO audits'),
      );
      const warnings = [...new Set(list.flatMap((x) => x.warnings))];
      if (warnings.length) details.push(`  - Lighthouse warnings: ${warnings.join(' ')}`);
    }
  }

  return { lhRows, details, allPass };
}

/** What `main` measured, for the report. */
interface Measured {
  startedAt: Date;
  loadBefore: number[];
  loadAfter: number[];
  buildSeconds: number | undefined;
  routes: string[];
  samples: Map<string, Pair>;
  tapResults: Awaited<ReturnType<typeof measureFirstTaps>>;
  clientJs: ReturnType<typeof clientJs>;
}

/** The report's opening: when, on what machine and browser, and how Lighthouse ran. */
function reportHeader({ startedAt, loadBefore, loadAfter, samples }: Measured): string[] {
  const anySample = samples.get(sampleKey(pages[0]!, modes[0]!))!.site[0]!;
  const cpu = cpus();
  const benchmarkIndex = median([...samples.values()].flatMap((p) => [...p.site, ...p.floor]).map((x) => x.benchmarkIndex));
  return [
    '# Performance benchmark',
    '',
    `Made by \`npm run bench\` (scripts/bench/run.ts) on ${startedAt.toISOString()}.`,
    '',
    `- Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? '?'}), load average ${loadBefore[0]!.toFixed(2)} ` +
      `before and ${loadAfter[0]!.toFixed(2)} after; Lighthouse CPU benchmark index (median) ` +
      `${Math.round(benchmarkIndex)}`,
    `- Node ${process.version}, Chromium ${chromiumVersion()} (Lighthouse saw ${anySample.chromeVersion}), ` +
      `Lighthouse ${anySample.lighthouseVersion}`,
    `- Lighthouse: mobile, ${modes.map((m) => (m === 'simulate' ? 'simulated throttling (the default)' : 'applied throttling (devtools: CPU 4× slower, slow network)')).join(' and ')}, median of ${runs} run${runs === 1 ? '' : 's'} per page and mode, ` +
      `each run of the page paired with a run of its ${against}${reference ? ` (${reference})` : ''} (alternating which goes first)`,
    ...(retried.length
      ? [`- Lighthouse runs retried after a failure (${retried.length}): ${retried.map((r) => `\`${r}\``).join('; ')}`]
      : []),
    '',
  ];
}

/** The build's time and the Lighthouse table with its details. */
function buildAndLighthouseSections({ buildSeconds, routes }: Measured, report: ReturnType<typeof lighthouseReport>) {
  return [
    '## Build',
    '',
    buildSeconds === undefined
      ? 'Not built in this run (`--no-build`): measured the existing `out/`.'
      : `Full build of every page (\`npm run build\` from a clean \`.next\`, ${routes.length} pages): ` +
        `**${buildSeconds.toFixed(1)} s** (budget ≤ ${buildSecondsBudget} s: ${pass(buildSeconds <= buildSecondsBudget)}).`,
    '',
    `## Lighthouse: site / ${against}`,
    '',
    `Each cell is the site's median / the ${against}'s median. Budgets: performance ≥ ${budget.performance}, ` +
      `accessibility, best practices and SEO ${budget.accessibility}, LCP ≤ ${budget.lcpVsFloor}× the ${against}'s, ` +
      `CLS ≤ ${budget.cls}; TBT as low as the framework allows.`,
    '',
    table(
      [
        'page',
        'throttling',
        'performance',
        'accessibility',
        'best practices',
        'SEO',
        `LCP ms (site ÷ ${againstShort})`,
        'TBT ms',
        'site long tasks after first paint (count / longest ms)',
        'CLS',
        'FCP ms',
        'total KiB',
        'budgets',
      ],
      report.lhRows,
    ),
    '',
    reference ? `Reference build: the exported site in ${reference}.` : `Floor page: ${floorDescription}`,
    '',
    ...report.details,
    '',
  ];
}

/** The first-tap table, when taps were measured. */
function firstTapSection({ tapResults }: Measured): string[] {
  if (!tapResults.length) return [];
  const tapRows = tapResults.map((r) => [
    r.label,
    fmtMs(median(r.samples)),
    fmtMs(Math.max(...r.samples)),
    String(r.samples.length),
    pass(median(r.samples) <= firstTapBudgetMs),
  ]);
  return [
    '## The first tap (home page, phone, CPU 4× slower)',
    '',
    'From the press to the page showing the answer, for a tap made as soon as React has started ' +
      `(scripts/bench/first-tap.ts); median and worst of fresh loads. Budget: median ≤ ${firstTapBudgetMs} ms.`,
    '',
    table(['control', 'median ms', 'worst ms', 'loads', 'result'], tapRows),
    '',
  ];
}

/** Client JavaScript per page and the largest image. */
function clientJsSection({ clientJs: { js, jsRows, heaviest, lightest, image } }: Measured): string[] {
  return [
    '## Client JavaScript (gzip)',
    '',
    `The \`<script src>\` files each page's HTML references (\`noModule\` polyfills excluded), gzip level 9. ` +
      `The framework (React, Next.js and the bundler's runtime: the ${js.baselineScripts.length} scripts the build ` +
      `manifest lists as every page's first): **${kib(js.baselineGzip)}**.`,
    '',
    table(['page', 'total JS', 'beyond the framework', 'budget', 'result'], jsRows),
    '',
    `All ${js.pages.length} pages: beyond the framework from ${kib(lightest.beyondGzip)} (\`${lightest.route}\`) ` +
      `to ${kib(heaviest.beyondGzip)} (\`${heaviest.route}\`). Largest file under \`out/images/\`: ` +
      `\`${image.path.slice(outDir.length + 1)}\`, ${(image.size / 1000).toFixed(1)} kB ` +
      `(budget ≤ ${imageFileBudget / 1000} kB: ${pass(image.size <= imageFileBudget)}).`,
    '',
  ];
}

async function main() {
  const startedAt = new Date();
  const loadBefore = loadavg();
  const buildSeconds = doBuild ? build() : undefined;
  const routes = exportedRoutes(outDir);
  for (const page of pages) {
    if (!routes.includes(page)) throw new Error(`${page} is not an exported page (have ${routes.length} pages)`);
  }

  const js = clientJs();
  const { site, floor } = await startSites();
  const samples = await lighthouseRounds(site, floor);
  if (taps > 0) log(`First taps on the home page, ${taps} fresh loads per control…`);
  const tapResults = taps > 0 ? await measureFirstTaps(site, taps) : [];
  const measured: Measured = {
    startedAt,
    loadBefore,
    loadAfter: loadavg(),
    buildSeconds,
    routes,
    samples,
    tapResults,
    clientJs: js,
  };
  const lighthouse = lighthouseReport(samples);
  const markdown = [
    ...reportHeader(measured),
    ...buildAndLighthouseSections(measured, lighthouse),
    ...firstTapSection(measured),
    ...clientJsSection(measured),
  ].join('\n');

  const formatted = await format(markdown, {
    ...(await resolveConfig(join(root, 'bench', 'RESULTS.md'))),
    parser: 'markdown',
  });
  process.stdout.write(formatted);
  if (!options['no-write']) {
    const target = resolve(root, options.write);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, formatted);
    log(`Wrote ${options.write}.`);
  }
  if (!lighthouse.allPass) log('Some pages miss their Lighthouse budgets (see the table).');
}

/** Stops the two servers and waits until they have exited. */
async function stopServers() {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
        }),
    ),
  );
}

main()
  .then(async () => {
    await stopServers();
    cleanUp();
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    cleanUp();
    process.exit(1);
  });
