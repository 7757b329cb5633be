import { describe, expect, it, vi } from 'vitest';
import {
  compileHint,
  deferScripts,
  extractPageData,
  fallbackMs,
  isPageData,
  loaderScript,
  loaderSources,
  pageDataDir,
  withCompileHint,
} from '@/lib/after-load-scripts';

const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/b.js" async=""></script>' +
  '<title>Services</title></head><body><h1>Services</h1>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<script>self.__next_f.push([1,"x"])</script>' +
  '<script src="/_next/static/chunks/late.js" async=""></script></body></html>';

describe('starting the framework scripts after load', () => {
  const out = deferScripts(page);

  it('removes every async framework script and script preload, keeping the rest of the page', () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|b|late)\.js"/);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out).not.toContain('polyfills.js');
    expect(out).toContain('<script>self.__next_f.push([1,"x"])</script>');
    expect(out).toContain('<h1>Services</h1>');
  });

  it('puts one loader where the first script was, listing the scripts in their order', () => {
    expect(loaderSources(out)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/late.js',
    ]);
    expect(out.indexOf('<script data-scripts=')).toBeLessThan(out.indexOf('<title>'));
    expect(out.match(/<script data-scripts=/g)).toHaveLength(1);
    expect(out).toContain(`>${loaderScript}</script>`);
  });

  it("gives the list to the page's head script, which starts with the loader, instead of adding a script", () => {
    const head = `<script>${loaderScript};document.documentElement.classList.add('js')</script>`;
    const withHead = deferScripts(page.replace('<title>', `${head}<title>`));
    expect(withHead.match(/<script/g)).toHaveLength(page.match(/<script/g)!.length - 4 + 1);
    expect(withHead).toContain(
      `<script data-scripts="/_next/static/chunks/a.js /_next/static/chunks/b.js /_next/static/chunks/late.js">${loaderScript};document`,
    );
    expect(loaderSources(withHead)).toEqual(loaderSources(out));
  });

  it('leaves a page without framework scripts as it is', () => {
    const plain = '<html><head></head><body><p>Offline</p></body></html>';
    expect(deferScripts(plain)).toBe(plain);
  });

  /** Runs the loader as the head script of a page with this head, listing `scripts`. */
  function runLoader(head: string, scripts: string, readyState: DocumentReadyState) {
    document.head.innerHTML = head;
    const holder = document.createElement('script');
    holder.setAttribute('data-scripts', scripts);
    Object.defineProperty(document, 'currentScript', { value: holder, configurable: true });
    Object.defineProperty(document, 'readyState', { value: readyState, configurable: true });
    new Function(loaderScript)();
  }

  it('adds the scripts only once the window has loaded and the next frame is drawn, in order', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      runLoader('', '/x.js /y.js', 'interactive');
      // However long the page takes to load, short of the fallback, nothing starts before it has.
      vi.advanceTimersByTime(fallbackMs - 100);
      expect(document.head.querySelectorAll('script')).toHaveLength(0);
      window.dispatchEvent(new Event('load'));
      window.dispatchEvent(new Event('load'));
      // Not in the load event itself: after the frame that follows it.
      expect(document.head.querySelectorAll('script')).toHaveLength(0);
      vi.advanceTimersByTime(16); // one frame (the fake clock draws every 16 ms)
      const added = [...document.head.querySelectorAll('script')] as HTMLScriptElement[];
      expect(added.map((s) => s.getAttribute('src'))).toEqual(['/x.js', '/y.js']);
      expect(added.every((s) => s.async === false)).toBe(true);
      // Once only, although the load event came twice and the fallback timer is still due.
      vi.advanceTimersByTime(fallbackMs);
      expect(document.head.querySelectorAll('script')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts the scripts after the fallback time when the load event never comes', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      runLoader('', '/x.js', 'interactive');
      vi.advanceTimersByTime(fallbackMs - 1);
      expect(document.head.querySelectorAll('script')).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect([...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual(['/x.js']);
    } finally {
      vi.useRealTimers();
    }
  });

  it("links the full stylesheet of the page's trimmed inline one, before the scripts", async () => {
    runLoader('<style data-href="/_next/static/chunks/site.css">.a{}</style>', '/x.js', 'complete');
    const added = () =>
      [...document.head.children].slice(1).map((el) => el.getAttribute('href') ?? el.getAttribute('src'));
    await vi.waitFor(() => expect(added()).toEqual(['/_next/static/chunks/site.css', '/x.js']));
    expect(document.head.querySelector('link')!.rel).toBe('stylesheet');
  });
});

describe('the compile hint on the scripts a page starts with', () => {
  it('is the first line of the script, and is added once', () => {
    const source = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([]);';
    const hinted = withCompileHint(source);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted.endsWith(source)).toBe(true);
    expect(withCompileHint(hinted)).toBe(hinted);
    expect(compileHint.endsWith('\n')).toBe(true);
  });
});

describe("the page's data in a file of its own", () => {
  const withData =
    '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><h1>Pune</h1>' +
    '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[7]});</script>' +
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
    '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>' +
    '<script>self.__next_f.push([1,"2:[\\"$\\",\\"h1\\",null,{\\"children\\":\\"Pune \\u003c/script\\u003e\\"}]\\n"])</script>' +
    '</body></html>';

  it("takes every data push out of the page, in order and unchanged, after Next's bootstrap scripts", () => {
    const result = extractPageData(withData)!;
    expect(result.html).toBe(
      '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><h1>Pune</h1></body></html>',
    );
    expect(result.data.trim().split('\n')).toEqual([
      '(self.__next_f=self.__next_f||[]).push([0]);',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[7]});',
      'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"]);',
      'self.__next_f.push([1,"2:[\\"$\\",\\"h1\\",null,{\\"children\\":\\"Pune \\u003c/script\\u003e\\"}]\\n"]);',
    ]);
    // Run as a script, the file pushes exactly what the page's inline scripts pushed.
    const self: { __next_f?: unknown[] } = {};
    const globalThis: { TURBOPACK?: unknown[] } = {};
    new Function('self', 'globalThis', result.data)(self, globalThis);
    expect(globalThis.TURBOPACK).toEqual([{ otherChunks: ['static/chunks/a.js'], runtimeModuleIds: [7] }]);
    expect(self.__next_f).toEqual([
      [0],
      [1, '1:"$Sreact.fragment"\n'],
      [1, '2:["$","h1",null,{"children":"Pune </script>"}]\n'],
    ]);
  });

  it('leaves pages without data, or with kinds of pushes it does not handle, as they are', () => {
    expect(extractPageData('<html><body><p>Offline</p></body></html>')).toBeNull();
    expect(
      extractPageData(withData.replace('</body>', '<script>self.__next_f.push([2,null])</script></body>')),
    ).toBeNull();
  });

  it('is listed first by the loader, which runs the scripts in order, and is not counted as code', () => {
    const src = `${pageDataDir}0123456789abcdef.js`;
    const page = deferScripts(extractPageData(withData)!.html, [src]);
    expect(loaderSources(page)).toEqual([src, '/_next/static/chunks/a.js']);
    expect(isPageData(src)).toBe(true);
    expect(isPageData('/_next/static/chunks/a.js')).toBe(false);
  });
});
