/**
 * `npm run bench:first-start` (docs/performance.md#the-first-start): how long a fresh clone takes
 * from `npm start` to serving. Clones the repository's committed HEAD into a temp folder, copies
 * node_modules in (what `npm ci` would install; not timed), then runs each step of the
 * `build:site` script in package.json as `npm start` would, timing each (wall and CPU), and
 * `npm start`, which finds out/ complete and serves it, until /api/health and / answer. The sum is
 * the first start. Then it waits for the compressed copies `npm start` makes beside the service
 * (scripts/precompress.ts), reported on their own line. Prints Markdown and writes it to
 * bench/first-start.md. Not part of `npm test`.
 *
 *   npm run bench:first-start                     # one fresh clone
 *   npm run bench:first-start -- --keep           # keep the clone (its path is printed)
 *
 * Options: --port P (3650), --write FILE (bench/first-start.md), --no-write, --keep.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: '3650' },
    write: { type: 'string', default: 'bench/first-start.md' },
    'no-write': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
  strict: true,
});

/** What the README promises a newcomer: `npm ci && npm start` serving within this (docs/performance.md#the-first-start). */
const firstStartBudgetSeconds = 60;

const log = (line: string) => process.stderr.write(`${line}\n`);

type Step = { name: string; wallSeconds: number; cpuSeconds: number | null; note: string };

/**
 * Runs one build step with `sh`, as npm runs a script (node_modules/.bin first on PATH), and
 * times it. `times` after it gives the CPU its children used (user and system), whatever ran.
 */
function runStep(dir: string, command: string): Promise<Step> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('sh', ['-c', `${command}\nstatus=$?\necho '@@times'\ntimes\nexit $status`], {
      cwd: dir,
      env: {
        ...process.env,
        PATH: `${join(dir, 'node_modules', '.bin')}:${process.env.PATH}`,
        NEXT_TELEMETRY_DISABLED: '1',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      const wallSeconds = (performance.now() - started) / 1000;
      const [before = output, after = ''] = output.split('@@times\n');
      if (code !== 0) return reject(new Error(`${command} failed (exit ${code}):\n${before.slice(-4000)}`));
      // `times` prints the shell's own user/system, then its children's: `0m1.234s 0m0.567s`.
      const children = after.trim().split('\n')[1] ?? '';
      const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
      const lastLine = before.trim().split('\n').filter(Boolean).at(-1) ?? '';
      resolve({
        name: command,
        wallSeconds,
        cpuSeconds: seconds.length === 2 ? seconds[0]! + seconds[1]! : null,
        note: /precompress|image variants|make-og-images|postbuild:/.test(lastLine) ? lastLine.slice(0, 140) : '',
      });
    });
  });
}

/** Waits for the line the compressed copies' run prints when done (at most 10 minutes). */
async function copiesMade(output: () => string, since: number) {
  const deadline = Date.now() + 600_000;
  for (;;) {
    const line = output()
      .split('\n')
      .find((l) => l.startsWith('precompress:'));
    if (line) return { seconds: (performance.now() - since) / 1000, line: line.slice(0, 140) };
    if (Date.now() > deadline) return { seconds: Number.NaN, line: 'no precompress line within 10 minutes' };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** `npm start` in `dir` until /api/health and the home page answer; the child is left running. */
async function serve(dir: string, port: number) {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start stopped (exit ${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm start did not serve within 120 s:\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok && (await fetch(`${base}/`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const wallSeconds = (performance.now() - started) / 1000;
  // The process group: npm, start.mjs and the service.
  const stop = () => process.kill(-child.pid!, 'SIGTERM');
  return { wallSeconds, stop, output: () => output };
}

async function main() {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const dir = mkdtempSync(join(tmpdir(), 'first-start-'));
  const site = join(dir, 'site');
  log(`Cloning ${commit} into ${site} and copying node_modules (not timed)…`);
  execFileSync('git', ['clone', '--quiet', root, site]);
  cpSync(join(root, 'node_modules'), join(site, 'node_modules'), { recursive: true, verbatimSymlinks: true });

  const buildScript = (
    JSON.parse(readFileSync(join(site, 'package.json'), 'utf8')) as { scripts: { 'build:site': string } }
  ).scripts['build:site'];
  const loadBefore = loadavg();
  const steps: Step[] = [];
  const started = performance.now();
  for (const command of buildScript.split(' && ')) {
    log(`  ${command}`);
    const step = await runStep(site, command);
    log(`    ${step.wallSeconds.toFixed(1)} s (CPU ${step.cpuSeconds?.toFixed(1) ?? '?'} s) ${step.note}`);
    steps.push(step);
  }
  log('  npm start (serves the complete out/)');
  const server = await serve(site, Number(options.port));
  const totalSeconds = (performance.now() - started) / 1000;
  const loadAfter = loadavg();
  const copies = await copiesMade(server.output, performance.now());
  server.stop();
  steps.push({ name: 'npm start, until / and /api/health answer', wallSeconds: server.wallSeconds, cpuSeconds: null, note: '' });
  if (!options.keep) rmSync(dir, { recursive: true, force: true });
  else log(`Kept ${site}`);

  const cpu = steps.reduce((sum, step) => sum + (step.cpuSeconds ?? 0), 0);
  steps.push({
    name: 'then, beside the running service: tsx scripts/precompress.ts',
    wallSeconds: copies.seconds,
    cpuSeconds: null,
    note: copies.line,
  });
  const rows = steps.map(
    (step) =>
      `| \`${step.name}\` | ${step.wallSeconds.toFixed(1)} | ${step.cpuSeconds?.toFixed(1) ?? ''} | ${step.note.replace(/\|/g, '\\|')} |`,
  );
  const report = [
    '# First start of a fresh clone',
    '',
    `Commit ${commit}, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores; load average ${loadBefore[0]!.toFixed(1)} before, ${loadAfter[0]!.toFixed(1)} after. Written by \`npm run bench:first-start\` (scripts/bench/first-start.ts): a clone of the commit with node_modules copied in, each step of \`npm run build:site\` as \`npm start\` runs it, then \`npm start\` until it serves; the compressed copies are made after that, beside the running service.`,
    '',
    `**First start: ${totalSeconds.toFixed(1)} s** (budget ${firstStartBudgetSeconds} s on an idle machine${totalSeconds > firstStartBudgetSeconds ? '; over it here' : ''}), ${cpu.toFixed(1)} CPU seconds in the build steps.`,
    '',
    '| step | wall s | CPU s | last line |',
    '| ---- | -----: | ----: | --------- |',
    ...rows,
    '',
    'CPU seconds do not depend on what else the machine runs as much as wall seconds do: on a machine shared with other work, compare those.',
    '',
  ].join('\n');
  const target = join(root, options.write);
  const formatted = await format(report, { ...(await resolveConfig(target)), filepath: target });
  process.stdout.write(formatted);
  if (!options['no-write']) writeFileSync(target, formatted);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
