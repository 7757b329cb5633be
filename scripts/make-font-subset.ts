/**
 * Cuts the site's web font before `next build` (lib/server/font-subset.ts says what is kept): Inter's
 * variable Latin file from @fontsource-variable/inter, limited to the weights and characters the
 * site uses, as WOFF2. Skipped when the subset is newer than its source and this script's rules.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import subsetFont from 'subset-font';
import { fontCharacters, fontSubsetFile, fontWeights } from '../lib/server/font-subset';

const source = createRequire(import.meta.url).resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const inputs = [source, 'lib/server/font-subset.ts', 'scripts/make-font-subset.ts'];

function isFresh(): boolean {
  try {
    const made = statSync(fontSubsetFile).mtimeMs;
    return inputs.every((input) => statSync(input).mtimeMs <= made);
  } catch {
    return false;
  }
}

async function main() {
  if (isFresh()) return;
  const original = readFileSync(source);
  const subset = await subsetFont(original, fontCharacters, {
    targetFormat: 'woff2',
    variationAxes: { wght: fontWeights },
  });
  mkdirSync(dirname(fontSubsetFile), { recursive: true });
  writeFileSync(fontSubsetFile, subset);
  console.log(`make-font-subset: ${fontSubsetFile}, ${subset.length} bytes (Inter Latin: ${original.length})`);
}

main().catch((error: unknown) => {
  console.error('make-font-subset:', error instanceof Error ? error.message : error);
  process.exit(1);
});
