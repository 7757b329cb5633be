/**
 * How alike the exported city pages are (docs/city-pages.md#the-measurement), for a writer at work:
 * `npx tsx scripts/city-pages/measure.ts` after a build prints the summary, every page's words of
 * its own and the closest pairs. The contract test (tests/contract/city-pages.test.ts) applies the
 * same measure and fails the build's tests on it.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { citySlugs } from '../../content/city-names';
import { failures, measure, percent, summary } from './similarity';

/** The exported city pages in out/, by slug. */
export function exportedCityPages(outDir = resolve('out')) {
  return citySlugs.map((slug) => ({
    name: slug,
    html: readFileSync(join(outDir, 'city', slug, 'index.html'), 'utf8'),
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = measure(exportedCityPages());
  console.log(summary(report));
  console.log('\nwords of its own, fewest first:');
  for (const page of [...report.pages].sort((p, q) => p.ownWords - q.ownWords))
    console.log(`  ${page.name.padEnd(14)} ${String(page.ownWords).padStart(5)} of ${page.words}`);
  console.log('\nclosest pairs:');
  for (const pair of [...report.pairs].sort((p, q) => q.share - p.share).slice(0, 10))
    console.log(`  ${pair.a} and ${pair.b}: ${percent(pair.share)}`);
  const broken = failures(report);
  if (broken.length) console.log(`\n${broken.length} problems, worst first:\n  ${broken.slice(0, 20).join('\n  ')}`);
  process.exitCode = broken.length ? 1 : 0;
}
