/**
 * The build's first and last step: `clear` removes out/'s build-complete marker before anything
 * else runs, `write` writes it once every other step has succeeded (scripts/build-state.mjs says
 * what `npm start` makes of it). A build that stops half-way therefore leaves no marker.
 * The marker also records the build's launch warnings (content/launch-warnings.ts): the content
 * and SITE_URL this build was made with, which the start's banner shows (server/main.ts).
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { markerName, settingsDigest } from './build-state.mjs';

const outDir = 'out';
const marker = join(outDir, markerName);
const command = process.argv[2];

/** Writes the marker once out/ holds a finished export. */
async function write() {
  const buildIdFile = join('.next', 'BUILD_ID');
  if (!existsSync(join(outDir, 'index.html')) || !existsSync(buildIdFile)) {
    console.error('build-complete: no out/index.html or .next/BUILD_ID; not marking out/ complete');
    process.exit(1);
  }
  const content = {
    buildId: readFileSync(buildIdFile, 'utf8').trim(),
    finishedAt: new Date().toISOString(),
    settings: settingsDigest(process.env),
    launch: await buildLaunchWarnings(),
  };
  // Written whole or not at all.
  writeFileSync(`${marker}.tmp`, `${JSON.stringify(content, null, 2)}\n`);
  renameSync(`${marker}.tmp`, marker);
  console.log(`build-complete: out/ is complete (build ${content.buildId})`);
}

/** What this build's content and SITE_URL still lack for a launch. */
async function buildLaunchWarnings() {
  const { env } = await import('../lib/server/env');
  const { siteLaunchWarnings } = await import('../content/launch-warnings');
  return siteLaunchWarnings(env.SITE_URL);
}

if (command === 'clear') {
  rmSync(marker, { force: true });
} else if (command === 'write') {
  write().catch((error: unknown) => {
    console.error('build-complete:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
} else {
  console.error('usage: tsx scripts/build-complete.ts clear|write');
  process.exit(2);
}
