import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { fontCharacters, symbolsOutsideInter } from '@/lib/font-subset';
import { compileHint, isPageData, loaderSources } from '@/lib/after-load-scripts';
import { allRoutes } from '@/lib/site-routes';
import { imageFileBudget, jsBeyondBaselineBudget } from '../../scripts/bench/budgets';
import { htmlFile, kib, measureJs } from '../../scripts/bench/js-sizes';
import { inlineCode } from '../../scripts/site-headers';

/**
 * Byte budgets of issue #6, read from the exported files in out/ (no browser): the client
 * JavaScript a page loads beyond the framework's shared baseline (gzip, as `npm run bench`
 * reports it) and the size of every image. Lighthouse scores and timings are not tested here:
 * they vary with the machine's load; `npm run bench` measures them against a floor page.
 */

const outDir = resolve('out');

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'reads files only: once is enough');
});

test('the shared JavaScript baseline is measured over every page of the site', () => {
  const js = measureJs(outDir);
  // Every page in the sitemap, and the offline page the offline-support worker shows.
  expect(js.pages.map((p) => p.route).sort()).toEqual([...allRoutes, '/offline/'].sort());
  expect(js.baselineScripts.length).toBeGreaterThan(0);
  for (const page of js.pages) expect(page.totalGzip - page.beyondGzip).toBe(js.baselineGzip);
});

for (const [route, budget] of Object.entries(jsBeyondBaselineBudget)) {
  test(`${route} loads at most ${kib(budget)} of JavaScript (gzip) beyond the shared baseline`, () => {
    const js = measureJs(outDir, [route]);
    const page = js.pages[0]!;
    const own = page.scripts
      .filter((url) => !js.baselineScripts.includes(url))
      .map((url) => `${url} ${kib(js.gzipByScript.get(url)!)}`);
    expect(
      page.beyondGzip,
      `${route}: ${kib(page.beyondGzip)} beyond the baseline: ${own.join(', ')}`,
    ).toBeLessThanOrEqual(budget);
  });
}

test('every script a page starts with carries the compile hint, so it compiles while it downloads', () => {
  const js = measureJs(outDir, ['/', '/terms-and-conditions/']);
  const scripts = [...new Set(js.pages.flatMap((page) => page.scripts))];
  expect(scripts.length).toBeGreaterThan(3);
  const unhinted = scripts.filter((url) => !readFileSync(join(outDir, url), 'utf8').startsWith(compileHint));
  expect(unhinted).toEqual([]);
});

test('each page keeps its data in a file of its own that the loader runs first, not in its HTML', () => {
  for (const route of ['/', '/city/pune/', '/terms-and-conditions/']) {
    const html = readFileSync(htmlFile(outDir, route), 'utf8');
    expect(html, route).not.toContain('self.__next_f');
    expect(html, route).not.toContain('TURBOPACK');
    const [first, ...rest] = loaderSources(html);
    expect(isPageData(first!), route).toBe(true);
    expect(rest.filter(isPageData), route).toEqual([]);
    const data = readFileSync(join(outDir, first!), 'utf8');
    expect(data, route).toMatch(/^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\);\n/);
    expect(data, route).toContain('\nself.__next_f.push([1,"');
  }
});

test("each page's head asks for its own picture first, and has no tag the first paint does not need", () => {
  for (const route of ['/', '/city/pune/', '/photo-gallery/', '/video-gallery/']) {
    const head = readFileSync(htmlFile(outDir, route), 'utf8').split('</head>')[0]!;
    const preloads = head.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(preloads[0], route).toMatch(/ as="image".* fetchPriority="high"/);
    expect(head, route).not.toContain('rel="preconnect"');
    expect(head, route).not.toContain('noModule');
  }
});

test('each page runs one inline script, so its policy needs one script hash', () => {
  for (const route of ['/', '/city/pune/', '/photo-gallery/', '/terms-and-conditions/', '/404.html']) {
    const html = readFileSync(route.endsWith('.html') ? join(outDir, route) : htmlFile(outDir, route), 'utf8');
    expect(inlineCode(html).scripts, route).toHaveLength(1);
    expect(inlineCode(html).styleAttrs, route).toEqual([]);
  }
});

test(`no image under out/images/ is larger than ${imageFileBudget / 1000} kB`, () => {
  const files: { path: string; size: number }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push({ path: relative(outDir, path), size: statSync(path).size });
    }
  };
  walk(join(outDir, 'images'));
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((f) => f.size > imageFileBudget)).toEqual([]);
});

test('the web font is the small subset, and it has every character the pages show', () => {
  const fonts = readdirSync(join(outDir, '_next/static/media')).filter((name) => name.endsWith('.woff2'));
  expect(fonts.length).toBe(1);
  expect(statSync(join(outDir, '_next/static/media', fonts[0]!)).size).toBeLessThan(32_000);

  const shown = new Set<string>();
  for (const { route } of measureJs(outDir).pages) {
    const html = readFileSync(join(outDir, ...route.split('/').filter(Boolean), 'index.html'), 'utf8');
    const text = html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
      .replaceAll('&nbsp;', '\u00a0')
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
    for (const char of text) if (char > ' ') shown.add(char);
  }
  expect(shown.size).toBeGreaterThan(60);
  const missing = [...shown].filter((char) => !fontCharacters.includes(char) && !symbolsOutsideInter.includes(char));
  expect(missing, 'characters the pages show that the font subset drops (lib/font-subset.ts)').toEqual([]);
});
