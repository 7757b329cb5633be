/**
 * The post-build pass, run once after `next build` (package.json's build script): each exported
 * page is parsed once and goes through the named transforms of scripts/postbuild/transforms.ts,
 * every result is checked, and out/_headers gets each page's Content-Security-Policy. A page that
 * lacks what a step relies on fails the build, naming the page, the step and the marker, and so
 * does an out/_headers that a static host would not read whole; nothing in out/ is changed then.
 * docs/performance.md explains the steps and what they buy.
 *
 * POSTBUILD_SKIP=step,step leaves steps out, to measure what they buy (`npm run bench`); the
 * site is built with every step.
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { markerName } from './build-state.mjs';
import { readExport, runPass, writeResult } from './postbuild/pass';
import { PostbuildError, stepNames, type Step } from './postbuild/problems';
import { buildSettings, headersFileSize, hostLimits, overHostLimits } from './site-headers';

function skippedSteps(): Set<Step> {
  const names = (process.env.POSTBUILD_SKIP ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(stepNames as readonly string[]).includes(name)) {
      throw new Error(`POSTBUILD_SKIP: no step "${name}" (steps: ${stepNames.join(', ')})`);
    }
  }
  return new Set(names as Step[]);
}

function main() {
  const root = process.cwd();
  const outDir = resolve(root, 'out');
  rmSync(join(outDir, markerName), { force: true });
  const skip = skippedSteps();
  const settings = buildSettings();
  const pages = readExport(root, outDir);
  const result = runPass(pages, outDir, settings, { skip });
  writeResult(outDir, result);

  const trimmed = result.pages.flatMap(({ output }) => (output.stylesheet ? [output.stylesheet] : []));
  const before = trimmed.reduce((sum, s) => sum + s.full.length, 0);
  const after = trimmed.reduce((sum, s) => sum + s.kept.length, 0);
  const started = new Set(result.pages.flatMap(({ output }) => output.startScripts));
  const withData = result.pages.filter(({ output }) => output.data).length;
  const { rules, longestLine } = headersFileSize(result.headers);
  console.log(
    `postbuild: ${result.pages.length} pages checked` +
      (skip.size ? ` (skipped: ${[...skip].join(', ')})` : '') +
      `; ${withData} with their data in a file; ${started.size} framework scripts started after load; ` +
      (before ? `stylesheets keep ${Math.round((after / before) * 100)}% overall; ` : '') +
      `out/_headers: ${rules} rules (at most ${hostLimits.rules}), connect-src ${['self', ...settings.connectOrigins].join(' ')}, ` +
      `longest line ${longestLine} characters (at most ${hostLimits.lineLength})`,
  );
  // Only a build with a step left out gets this far beyond the limits (./postbuild/pass.ts).
  const over = overHostLimits(result.headers);
  if (over) console.warn(`postbuild: ${over}; serve this measuring build with the intake service only`);
}

try {
  main();
} catch (error) {
  const message =
    error instanceof PostbuildError ? error.message : error instanceof Error ? error.message : String(error);
  console.error(`postbuild failed, out/ left as next build wrote it and not marked complete:\n${message}`);
  process.exit(1);
}
