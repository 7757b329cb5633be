/**
 * The build's first and last step: `clear` removes out/'s build-complete marker before anything
 * else runs, `write` writes it once every other step has succeeded (scripts/build-state.mjs says
 * what `npm start` makes of it). A build that stops half-way therefore leaves no marker.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { markerName, settingsDigest } from './build-state.mjs';

const outDir = 'out';
const marker = join(outDir, markerName);
const command = process.argv[2];

if (command === 'clear') {
  rmSync(marker, { force: true });
} else if (command === 'write') {
  const buildIdFile = join('.next', 'BUILD_ID');
  if (!existsSync(join(outDir, 'index.html')) || !existsSync(buildIdFile)) {
    console.error('build-complete: no out/index.html or .next/BUILD_ID; not marking out/ complete');
    process.exit(1);
  }
  const content = {
    buildId: readFileSync(buildIdFile, 'utf8').trim(),
    finishedAt: new Date().toISOString(),
    settings: settingsDigest(process.env),
  };
  // Written whole or not at all.
  writeFileSync(`${marker}.tmp`, `${JSON.stringify(content, null, 2)}\n`);
  renameSync(`${marker}.tmp`, marker);
  console.log(`build-complete: out/ is complete (build ${content.buildId})`);
} else {
  console.error('usage: tsx scripts/build-complete.ts clear|write');
  process.exit(2);
}
