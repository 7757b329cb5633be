import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { fontCharacters, symbolsOutsideInter } from '@/lib/server/font-subset';
import { compileHint, isPageData, loaderSources } from '@/lib/server/after-load-scripts';
import { allRoutes, hindiRoutes, thankYouRoutes } from '@/content/pages';
import { frameworkBudget, hindiJsBudget, imageFileBudget, jsBeyondBaselineBudget } from '../../scripts/bench/budgets';
import { frameworkScripts as frameworkScriptsOf, htmlFile, kib, measureJs } from '../../scripts/bench/js-sizes';
import { inlineCode } from '../../scripts/site-headers';

/**
 * Byte budgets of the performance design, read from the exported files in out/ (no browser): the
 * client JavaScript a page loads beyond the framework itself (gzip, as `npm run bench` measures
 * it) and the size of every image. Lighthouse scores and timings are not tested here: they vary
 * with the machine's load; `npm run bench` measures them against a floor page.
 *
 * The framework is React, Next.js and the bundler's runtime: the scripts Next's build manifest
 * lists as every page's first. Everything else a page loads counts against its budget, the
 * layout's islands (navigation, the enquiry dialog's shell, the offline worker's registration)
 * included: they are on every page, so measured against the scripts all pages share they would
 * cost nothing, and a text page could never exceed its budget whatever the layout grew to.
 */

const outDir = resolve('out');

const frameworkScripts = () => frameworkScriptsOf(resolve('.'));

it("every page of the site loads the framework's scripts, so each page's own JavaScript is measured beyond them", () => {
  const js = measureJs(outDir);
  // Every page in the sitemap, the offline pages the offline-support worker shows, and the thank-you pages.
  expect(js.pages.map((p) => p.route).sort()).toEqual(
    [...allRoutes, ...hindiRoutes, '/offline/', '/hi/offline/', ...thankYouRoutes].sort(),
  );
  const framework = frameworkScripts();
  for (const page of js.pages) {
    expect(
      framework.filter((url) => !page.scripts.includes(url)),
      page.route,
    ).toEqual([]);
  }
});

it(`the framework every page starts with is at most ${kib(frameworkBudget)} (gzip)`, () => {
  const js = measureJs(outDir, ['/']);
  expect(
    js.baselineGzip,
    js.baselineScripts.map((url) => `${url} ${kib(js.gzipByScript.get(url)!)}`).join(', '),
  ).toBeLessThanOrEqual(frameworkBudget);
});

/** Each budgeted page, and the Hindi twin of each that has one, with the English page's budget. */
const budgeted: [string, number][] = [
  ...Object.entries(jsBeyondBaselineBudget),
  ...Object.keys(jsBeyondBaselineBudget)
    .filter((route) => hindiRoutes.includes(`/hi${route}`))
    .map((route): [string, number] => [`/hi${route}`, hindiJsBudget(route)!]),
];

for (const [route, budget] of budgeted) {
  it(`${route} loads at most ${kib(budget)} of JavaScript (gzip) beyond the framework's own`, () => {
    const js = measureJs(outDir, [route]);
    const framework = frameworkScripts();
    const own = js.pages[0]!.scripts.filter((url) => !framework.includes(url));
    const ownGzip = own.reduce((total, url) => total + js.gzipByScript.get(url)!, 0);
    // The bench reports the same figure.
    expect(js.pages[0]!.beyondGzip).toBe(ownGzip);
    expect(own.length, `${route} loads no script beyond the framework: is the measure broken?`).toBeGreaterThan(0);
    expect(
      ownGzip,
      `${route}: ${kib(ownGzip)} beyond the framework: ${own.map((url) => `${url} ${kib(js.gzipByScript.get(url)!)}`).join(', ')}`,
    ).toBeLessThanOrEqual(budget);
  });
}

it('every script a page starts with carries the compile hint, so it compiles while it downloads', () => {
  const js = measureJs(outDir, ['/', '/terms-and-conditions/']);
  const scripts = [...new Set(js.pages.flatMap((page) => page.scripts))];
  expect(scripts.length).toBeGreaterThan(3);
  const unhinted = scripts.filter((url) => !readFileSync(join(outDir, url), 'utf8').startsWith(compileHint));
  expect(unhinted).toEqual([]);
});

it('each page keeps its data in a file of its own that the loader runs first, not in its HTML', () => {
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

it("each page's head asks for its own picture first, and has no tag the first paint does not need", () => {
  for (const route of ['/', '/city/pune/', '/photo-gallery/', '/video-gallery/']) {
    const head = readFileSync(htmlFile(outDir, route), 'utf8').split('</head>')[0]!;
    const preloads = head.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(preloads[0], route).toMatch(/ as="image".* fetchPriority="high"/);
    expect(head, route).not.toContain('rel="preconnect"');
    expect(head, route).not.toContain('noModule');
  }
});

it('each page runs one inline script, so its policy needs one script hash', () => {
  for (const route of ['/', '/city/pune/', '/photo-gallery/', '/terms-and-conditions/', '/404.html']) {
    const html = readFileSync(route.endsWith('.html') ? join(outDir, route) : htmlFile(outDir, route), 'utf8');
    expect(inlineCode(html).scripts, route).toHaveLength(1);
    expect(inlineCode(html).styleAttrs, route).toEqual([]);
  }
});

it(`no image under out/images/ is larger than ${imageFileBudget / 1000} kB`, () => {
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

it('the web font is the small subset, and it has every character the pages show', () => {
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
    // Devanagari is set in the phone's own Devanagari face, never in Inter (docs/i18n.md#fonts).
    for (const char of text) if (char > ' ' && !/[\u0900-\u097f\ua8e0-\ua8ff\u200c\u200d]/.test(char)) shown.add(char);
  }
  expect(shown.size).toBeGreaterThan(60);
  const missing = [...shown].filter((char) => !fontCharacters.includes(char) && !symbolsOutsideInter.includes(char));
  expect(missing, 'characters the pages show that the font subset drops (lib/server/font-subset.ts)').toEqual([]);
});
