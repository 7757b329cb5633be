/**
 * One Lighthouse run: the Lighthouse CLI in its own Node process (plain Node: under tsx's loader
 * the functions Lighthouse sends into the page carry esbuild's `__name` helper and fail there),
 * a fresh headless Chromium with the browser tests' flags (which keep it off the network), and
 * Lighthouse's default config: mobile form factor, four categories; simulated or applied
 * (devtools) throttling.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Result } from 'lighthouse';
import { lighthouseChromeFlags } from '../../tests/chromium-flags';

const lighthouseCli = join(
  dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')),
  'cli',
  'index.js',
);

export const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromeFlags = lighthouseChromeFlags;

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export interface Sample {
  /** Category scores, 0–100. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  totalBytes: number;
  /** The LCP element, as Lighthouse quotes it. */
  lcpElement: string;
  /** Long tasks (over 50 ms) that started after the first paint, and the longest of them, in ms. */
  longTasks: number;
  longestTaskMs: number;
  /** Lighthouse's CPU benchmark for this run (higher = faster machine at that moment). */
  benchmarkIndex: number;
  /** Scored audits that did not pass, by category: `id: title`. */
  failing: Record<Category, string[]>;
  warnings: string[];
  chromeVersion: string;
  lighthouseVersion: string;
}

/** Finds the first DOM-node snippet in an audit's details. */
function nodeSnippet(details: unknown): string | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const item = details as { type?: string; snippet?: string };
  if (item.type === 'node' && typeof item.snippet === 'string') return item.snippet;
  for (const value of Object.values(details)) {
    const found = nodeSnippet(value);
    if (found) return found;
  }
  return undefined;
}

/**
 * How Lighthouse slows the page down: `simulate` (its default) loads it at full speed and models a
 * slow phone and network from the trace; `devtools` really slows the CPU 4× and the network, so
 * work the model misses (several requests on one connection, timers, animations) shows too.
 */
export type Throttling = 'simulate' | 'devtools';
export const throttlings: Throttling[] = ['simulate', 'devtools'];

/** Runs the Lighthouse CLI; resolves with its report. */
function lighthouseReport(url: string, chromePort: number, throttling: Throttling): Promise<Result> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const report = join(dir, 'report.json');
  const args = [
    lighthouseCli,
    url,
    `--port=${chromePort}`,
    `--chrome-flags=${chromeFlags.join(' ')}`,
    `--only-categories=${categories.join(',')}`,
    `--throttling-method=${throttling}`,
    '--output=json',
    `--output-path=${report}`,
    '--quiet',
  ];
  return new Promise((done, fail) => {
    execFile(
      process.execPath,
      args,
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        try {
          if (error) throw new Error(`Lighthouse failed on ${url}: ${stderr || error.message}`);
          done(JSON.parse(readFileSync(report, 'utf8')) as Result);
        } catch (problem) {
          fail(problem);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    );
  });
}

/** Long tasks that started after the first paint (in the throttling's own timeline). */
function longTasksAfterPaint(lhr: Result): { longTasks: number; longestTaskMs: number } {
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const items = ((lhr.audits['long-tasks']?.details as { items?: { startTime: number; duration: number }[] })
    ?.items ?? []).filter((task) => task.startTime >= fcp);
  return { longTasks: items.length, longestTaskMs: Math.max(0, ...items.map((task) => task.duration)) };
}

/** Audits `url` once, with Chromium's debugging port on `chromePort`. */
export async function runLighthouse(url: string, chromePort: number, throttling: Throttling = 'simulate'): Promise<Sample> {
  const lhr = await lighthouseReport(url, chromePort, throttling);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} for ${url}`);
    return value;
  };
  const scores = {} as Record<Category, number>;
  const failing = {} as Record<Category, string[]>;
  for (const id of categories) {
    const category = lhr.categories[id];
    if (!category || category.score === null) throw new Error(`Lighthouse gave no ${id} score for ${url}`);
    scores[id] = Math.round(category.score * 100);
    failing[id] = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < (id === 'performance' ? 0.9 : 1))
      .map((audit) => `${audit.id}: ${audit.title}`);
  }
  return {
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    ...longTasksAfterPaint(lhr),
    totalBytes: numeric('total-byte-weight'),
    lcpElement: nodeSnippet(lhr.audits['lcp-breakdown-insight']?.details) ?? '?',
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
    warnings: lhr.runWarnings,
    chromeVersion: /Chrome\/([\d.]+)/.exec(lhr.environment.hostUserAgent)?.[1] ?? '?',
    lighthouseVersion: lhr.lighthouseVersion,
  };
}
