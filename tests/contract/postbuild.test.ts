/**
 * The post-build pass (scripts/postbuild/) against the pages `next build` last wrote, before the
 * pass changed them (kept in .next/export-html/). Runs in seconds right after the build in
 * `npm test`, so a Next or React upgrade that changes the markup the pass relies on fails here
 * with the page, the step and the marker, before any browser test starts.
 */
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPageData, loaderScript, pageDataDir } from '../../lib/server/after-load-scripts';
import { isRevealScript } from '../../scripts/postbuild/boundaries';
import { keptExport, runPass, type ExportedPage } from '../../scripts/postbuild/pass';
import { markers, PostbuildError } from '../../scripts/postbuild/problems';
import { buildSettings, inlineCode } from '../../scripts/site-headers';

const root = resolve('.');
const outDir = join(root, 'out');
const settings = buildSettings();
const pages = keptExport(root);
if (!pages) {
  throw new Error('no pages of the last `next build` in .next/export-html/: run `npm run build` (or build:e2e) first');
}
const page = (route: string) => pages.find((p) => p.route === route)!;

/** Runs the pass on some pages and returns its failure. */
function failure(input: ExportedPage[]): PostbuildError {
  try {
    runPass(input, outDir, settings);
  } catch (error) {
    if (error instanceof PostbuildError) return error;
    throw error;
  }
  throw new Error('the pass accepted the page');
}

/** What running these scripts leaves in Next's flight queue and Turbopack's chunk list. */
function runScripts(scripts: string[]) {
  const self: { __next_f?: unknown[] } = {};
  const globalThis: { TURBOPACK?: unknown[] } = {};
  for (const code of scripts) new Function('self', 'globalThis', code)(self, globalThis);
  return { flight: self.__next_f, chunks: globalThis.TURBOPACK };
}

/** A pass over every page takes seconds on an idle two-core machine, and several times that beside other work. */
const wholeSite = 120_000;

describe('the markup of the last `next build`, as the post-build pass relies on it', () => {
  it('every page goes through every step and passes every check', { timeout: wholeSite }, () => {
    expect(pages.length).toBeGreaterThan(50);
    expect(() => runPass(pages, outDir, settings)).not.toThrow();
  });

  it.each(['page-data', 'defer-scripts', 'trim-stylesheet'] as const)(
    'with %s left out (to measure it) every other step still does its work',
    { timeout: wholeSite },
    (step) => {
      expect(() => runPass(pages, outDir, settings, { skip: new Set([step]) })).not.toThrow();
    },
  );

  const result = runPass(pages, outDir, settings);
  const output = (route: string) => result.pages.find((p) => p.route === route)!.output;

  it.each(['/', '/city/pune/', '/terms-and-conditions/', '/404.html'])(
    "%s: the data file pushes exactly what the page's inline scripts pushed, in order",
    (route) => {
      const before = inlineCode(page(route).html).scripts.filter(
        (code) => !code.startsWith(loaderScript) && !isRevealScript(code),
      );
      const { data } = output(route);
      expect(data?.src.startsWith(pageDataDir)).toBe(true);
      const moved = runScripts([data!.text]);
      expect(moved).toEqual(runScripts(before));
      // Next splits the data over one push or several, depending on how the render streamed.
      const pushes = moved.flight!.filter(
        (push) => Array.isArray(push) && push[0] === 1 && typeof push[1] === 'string',
      );
      expect(pushes.map((push) => (push as [1, string])[1]).join('').length).toBeGreaterThan(100);
    },
  );

  it('pages of one template keep one inline stylesheet, so one rule gives them all their policy', () => {
    const cities = result.pages.filter((p) => p.route.startsWith('/city/'));
    expect(cities.length).toBeGreaterThan(10);
    expect(new Set(cities.map((p) => p.code.styles.join('\n'))).size).toBe(1);
    expect(result.headers).toMatch(/^\/city\/\*$/m);
    expect(result.headers).not.toMatch(/^\/city\/pune\/$/m);
  });

  it('an out/_headers that a static host would not read whole fails the pass, naming the numbers', () => {
    // A style of its own on each city page: each needs a rule of its own again.
    const apart = pages.map((p) =>
      p.route.includes('/city/')
        ? { ...p, html: p.html.replace('</head>', `<style>/*${p.route}*/</style></head>`) }
        : p,
    );
    const error = failure(apart);
    expect(error.problems.map((p) => [p.page, p.step, p.marker])).toEqual([['out/_headers', 'policy', 'hostLimits']]);
    expect(error.message).toMatch(
      /out\/_headers has \d{3} rules and lines of up to \d+ characters; .*at most 100 rules/,
    );
  });

  it("the loader starts the data file, then every framework script in the page's order", () => {
    const original = page('/').html;
    const tags = [...original.matchAll(/<script src="(\/_next\/[^"]+)"([^>]*)>/g)];
    const started = tags.filter(([, , rest]) => !/nomodule/i.test(rest!)).map(([, src]) => src);
    const list = /<script data-scripts="([^"]*)">/.exec(output('/').html)![1]!.split(' ');
    expect(isPageData(list[0]!)).toBe(true);
    expect(list.slice(1)).toEqual([...new Set(started)]);
  });
});

describe('islands that wake when near the screen: their outlined content goes back in place', () => {
  const home = page('/');
  const output = () => runPass([home], outDir, settings).pages[0]!.output.html;

  it("next build outlines the home page's sleeping islands, and the pass puts every one back", () => {
    const outlined = [...home.html.matchAll(/<template id="(B:\d+)"><\/template>/g)].length;
    expect(outlined, 'the home page has islands in Suspense boundaries').toBeGreaterThanOrEqual(5);
    const html = output();
    expect(html).not.toMatch(/<template id="B:|<div hidden id="S:|\$RC\(|\$RT=/);
    // Every wake-up wrapper holds a complete boundary (React inlines some itself).
    const wrappers = [...html.matchAll(/<div class="wake" data-wake="[^"]+">(.{0,8})/g)].map((m) => m[1]);
    expect(wrappers.length).toBeGreaterThanOrEqual(outlined);
    expect(new Set(wrappers)).toEqual(new Set(['<!--$-->']));
    // The quote form is where it belongs: in the quote section, not at the end of the page.
    const quote = html.indexOf('id="quote-heading"');
    const tabs = html.indexOf('class="quote__tabs"');
    expect(tabs).toBeGreaterThan(quote);
    expect(tabs).toBeLessThan(html.indexOf('id="about-us"'));
  });

  it('a boundary whose content is missing fails the pass, naming the marker', () => {
    const error = failure([{ ...home, html: home.html.replace('<div hidden id="S:0">', '<div hidden id="S:x0">') }]);
    expect(error.message).toContain('/: inline-boundaries:');
    expect(error.message).toContain(markers.suspenseBoundaries);
  });

  it('a boundary with a fallback in its place is refused, not half inlined', () => {
    const html = home.html.replace('<template id="B:0"></template>', '<template id="B:0"></template><p>Loading</p>');
    const error = failure([{ ...home, html }]);
    expect(error.message).toContain('/: inline-boundaries: left behind: <template id="B:0">');
  });
});

describe('markup that moved fails the pass, naming the page, the step and the marker', () => {
  const home = page('/');
  const mutated = (change: (html: string) => string) => [{ ...home, html: change(home.html) }];

  it('framework scripts that became modules', () => {
    const error = failure(
      mutated((html) => html.replace(/(<script src="\/_next\/[^"]+") async=""/g, '$1 type="module"')),
    );
    expect(error.message).toContain('/: defer-scripts:');
    expect(error.message).toContain(markers.frameworkScripts);
  });

  it('framework scripts served from somewhere other than /_next/', () => {
    const error = failure(mutated((html) => html.replaceAll('<script src="/_next/', '<script src="/assets/')));
    expect(error.message).toContain('/: defer-scripts: the page has no framework script tag');
    expect(error.message).toContain(markers.frameworkScripts);
  });

  it('flight data under another name', () => {
    const error = failure(mutated((html) => html.replaceAll('self.__next_f', 'self.__next_d')));
    expect(error.message).toMatch(/\/: page-data: \d+ inline scripts this step does not know/);
    expect(error.message).toContain(markers.inlineScripts);
    expect(error.message).toContain(markers.flightData);
  });

  it('a page without the head script that starts with the loader', () => {
    const error = failure(mutated((html) => html.replace(`<script>${loaderScript}`, '<script>')));
    expect(error.message).toContain('/: defer-scripts: the page has 0 scripts that start with the loader');
    expect(error.message).toContain(markers.headScript);
  });

  it('a stylesheet that is no longer inline', () => {
    const error = failure(
      mutated((html) => html.replace('<style data-precedence="next" data-href=', '<style data-from=')),
    );
    expect(error.message).toContain('/: trim-stylesheet: the page has 0 inline stylesheets');
    expect(error.message).toContain(markers.inlineStylesheet);
  });

  it('every problem of every page, not only the first', () => {
    const broken = [home, page('/city/pune/')].map((p) => ({ ...p, html: p.html.replaceAll('self.__next_f', 'x') }));
    const error = failure(broken);
    expect(new Set(error.problems.map((p) => p.page))).toEqual(new Set(['/', '/city/pune/']));
  });

  it('an attribute added to the framework script tags is no reason to fail: they still go, in order', () => {
    const html = home.html.replace(/(<script src="\/_next\/[^"]+") async=""/g, '$1 async="" crossorigin=""');
    expect(html).not.toBe(home.html);
    const rewritten = runPass([{ ...home, html }], outDir, settings).pages[0]!.output.html;
    expect(rewritten).not.toMatch(/<script src=/);
    expect(/<script data-scripts="([^"]*)">/.exec(rewritten)![1]).toBe(
      /<script data-scripts="([^"]*)">/.exec(runPass([home], outDir, settings).pages[0]!.output.html)![1],
    );
  });
});
