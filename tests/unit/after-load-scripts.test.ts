import { describe, expect, it, vi } from 'vitest';
import { compileHint, fallbackMs, loaderScript, withCompileHint } from '@/lib/server/after-load-scripts';

describe('the loader, which starts the framework scripts after load', () => {
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

  it('links only the rest of the stylesheet where the build wrote one', async () => {
    runLoader(
      '<style data-href="/_next/static/chunks/site.css" data-rest="/_next/static/chunks/rest-1.css">.a{}</style>',
      '/x.js',
      'complete',
    );
    const added = () =>
      [...document.head.children].slice(1).map((el) => el.getAttribute('href') ?? el.getAttribute('src'));
    await vi.waitFor(() => expect(added()).toEqual(['/_next/static/chunks/rest-1.css', '/x.js']));
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
