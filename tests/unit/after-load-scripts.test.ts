import { describe, expect, it } from 'vitest';
import { compileHint, deferScripts, loaderScript, loaderSources, withCompileHint } from '@/lib/after-load-scripts';

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
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
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

  it('leaves a page without framework scripts as it is', () => {
    const plain = '<html><head></head><body><p>Offline</p></body></html>';
    expect(deferScripts(plain)).toBe(plain);
  });

  it('adds the scripts only once the window has loaded', () => {
    document.head.innerHTML = '';
    const holder = document.createElement('script');
    holder.setAttribute('data-scripts', '/x.js /y.js');
    Object.defineProperty(document, 'currentScript', { value: holder, configurable: true });
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    new Function(loaderScript)();
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    const added = [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
    expect(added).toEqual(['/x.js', '/y.js']);
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
