/**
 * The exported city pages (the original 48 and the cities added later) are each written for their city (docs/city-pages.md#the-measurement):
 * no two share more than a third of their five-word runs, each has at least 400 words no other
 * city page has, and every city has its guide, shown on its page. Reads out/ after the build.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cityGuides } from '../../content/city-guides';
import { citySlugs } from '../../content/city-names';
import { exportedCityPages } from '../../scripts/city-pages/measure';
import {
  mainWords,
  maxShare,
  measure,
  minOwnWords,
  percent,
  sitewideNotices,
  summary,
  words,
} from '../../scripts/city-pages/similarity';

/** The most words a city page's site-wide notices may take, all together. */
const maxSitewideWords = 160;

const outDir = resolve('out');
if (!existsSync(join(outDir, 'city'))) {
  throw new Error('no city pages in out/: run `npm run build` (or build:e2e) first');
}
const pages = exportedCityPages(outDir);
const report = measure(pages);
console.log(`City pages (docs/city-pages.md#the-measurement):\n${summary(report)}`);

describe('the city pages, as exported', () => {
  it('every city has its own guide', () => {
    const missing = citySlugs.filter((slug) => !cityGuides[slug]);
    expect(missing, `cities without a guide in content/city-guides/`).toEqual([]);
  });

  it("every city page shows its guide's opening in its main content", () => {
    const notShown = pages
      .filter((page) => cityGuides[page.name as keyof typeof cityGuides])
      .filter((page) => {
        const intro = words(cityGuides[page.name as keyof typeof cityGuides]!.intro).join(' ');
        return !mainWords(page.html).join(' ').includes(intro);
      })
      .map((page) => page.name);
    expect(notShown).toEqual([]);
  });

  it(`no two city pages share more than ${percent(maxShare)} of their five-word runs`, () => {
    expect(report.pairs).toHaveLength((citySlugs.length * (citySlugs.length - 1)) / 2);
    const close = report.pairs
      .filter((pair) => pair.share > maxShare)
      .sort((p, q) => q.share - p.share)
      .map((pair) => `${pair.a} and ${pair.b}: ${percent(pair.share)}`);
    expect(close, `${close.length} pairs above ${percent(maxShare)}, closest first`).toEqual([]);
  });

  it(`every city page has at least ${minOwnWords} words of its own`, () => {
    const thin = report.pages
      .filter((page) => page.ownWords < minOwnWords)
      .sort((p, q) => p.ownWords - q.ownWords)
      .map((page) => `${page.name}: ${page.ownWords} of ${page.words} words`);
    expect(thin, `${thin.length} pages with fewer than ${minOwnWords} words of their own, fewest first`).toEqual([]);
  });

  it('measures apart only the site-wide notices, word for word the same on every city page and short', () => {
    const texts = new Map<string, Set<string>>();
    const shownOn = new Map<string, number>();
    const long: string[] = [];
    for (const page of pages) {
      const notices = sitewideNotices(page.html);
      let count = 0;
      for (const [name, list] of notices) {
        count += list.length;
        texts.set(name, (texts.get(name) ?? new Set()).add(list.join(' ')));
        shownOn.set(name, (shownOn.get(name) ?? 0) + 1);
      }
      if (count > maxSitewideWords) long.push(`${page.name}: ${count} words`);
    }
    expect([...texts.keys()].sort(), 'the notices every city page repeats').toEqual(['fraud-notice', 'price-promise']);
    for (const [name, variants] of texts) expect(variants.size, `${name} differs between city pages`).toBe(1);
    for (const [name, count] of shownOn) expect(count, `${name} missing from some city pages`).toBe(pages.length);
    expect(long, `pages whose site-wide notices pass ${maxSitewideWords} words`).toEqual([]);
  });
});
