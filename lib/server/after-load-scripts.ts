/**
 * The framework's scripts start after the window's `load` event (docs/performance.md). Next's
 * export puts its chunks in `<head>` as `<script async>`, and async scripts hold back `load`: the
 * preloader (docs/product.md#preloader-and-offline-support: hidden on `load`) would cover a page
 * that is already readable until about 160 KiB of JavaScript had arrived, and the scripts would
 * compete with the page's text, stylesheet and first picture on a slow connection. The exported
 * HTML is rewritten so the page paints, `load` fires and the preloader goes first; then one small
 * inline loader adds the same scripts, in the same order, and the islands hydrate.
 *
 * The loader's text is the same on every page (the list is in its `data-scripts` attribute), so
 * the Content-Security-Policy needs one hash for it. Should `load` be held back (a picture that
 * never arrives), the scripts start anyway after `fallbackMs`, when the preloader also gives up.
 */

/** Longest wait for `load` before the scripts start anyway (the preloader's own limit). */
export const fallbackMs = 4000;

/**
 * Runs `f` once the window has loaded and the frame after it has been drawn, so the page is on the
 * screen before anything else starts (or after `fallbackMs` whatever happens). On a fast
 * connection `load` can fire before the first paint; starting the framework or fetching the web
 * font at that moment would compete with it.
 */
export const afterLoadAndPaint =
  `function(f){var done=0;function run(){if(!done){done=1;f()}}` +
  `function next(){var c=function(){setTimeout(run,0)};window.requestAnimationFrame?requestAnimationFrame(c):setTimeout(c,0)}` +
  `if(document.readyState==='complete')next();else addEventListener('load',next);setTimeout(run,${fallbackMs})}`;

/**
 * The loader: once the page has loaded and painted (`afterLoadAndPaint`), it links the rest of
 * each inline stylesheet (its `data-rest`, the rules some page lacks inline, lib/server/prune-css.ts
 * `restCss`; the full stylesheet, its `data-href`, where the build wrote no rest: the page's
 * inline copy keeps only the rules of the page's own HTML), then adds each script in its script element's
 * `data-scripts` attribute. They download together and run in their order (`async = false`), so
 * the page's data runs before the framework that reads it. The stylesheet is requested first and
 * is a few KB against the scripts' 150, so it applies before the islands start. The loader opens
 * every page's head script (components/layout/head-script.ts); the build gives that script the
 * list (scripts/postbuild/transforms.ts, `defer-scripts`). Without it (the development server) the
 * loader does nothing.
 */
export const loaderScript =
  `(function(d,c,after){after(function(){[].forEach.call(d.querySelectorAll('style[data-href]'),function(t){` +
  `var l=d.createElement('link');l.rel='stylesheet';l.href=t.getAttribute('data-rest')||t.getAttribute('data-href');d.head.appendChild(l)});` +
  `(c.getAttribute('data-scripts')||'').split(' ').forEach(function(u){if(!u)return;` +
  `var s=d.createElement('script');s.src=u;s.async=false;d.head.appendChild(s)})})})` +
  `(document,document.currentScript,${afterLoadAndPaint})`;

/** The scripts a rewritten page's loader adds, in order. */
export function loaderSources(html: string): string[] {
  const match = /<script data-scripts="([^"]*)">/.exec(html);
  return match ? match[1]!.split(' ').filter(Boolean) : [];
}

/**
 * V8's explicit compile hint (v8.dev/blog/explicit-compile-hints): a script whose first line is
 * this comment has all its functions compiled while it downloads, on a background thread, instead
 * of each one on the main thread the first time it is called. Every function of the loader's
 * scripts runs as the page starts (the framework, the runtime, the islands), so they get it: the
 * framework's start-up task was measured 15–60% shorter with it. Browsers without compile hints
 * read an ordinary comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** A script's text with the compile hint as its first line (once). */
export function withCompileHint(source: string): string {
  return source.startsWith(compileHint) ? source : compileHint + source;
}

/**
 * Where a page's data goes. Next writes the page's React Server Components payload (the data React
 * hydrates the page from) into the HTML as inline `self.__next_f.push([1,"…"])` scripts: on the
 * home page 120 KB of the HTML's 200 (7 KB of its 22 KB with Brotli), downloaded and parsed
 * before the first paint although nothing reads it until the scripts start after `load`. The
 * build (scripts/postbuild/transforms.ts, `page-data`) moves those scripts, unchanged, into one
 * file the loader runs first, after Next's two bootstrap scripts (they only prepare the data queue and Turbopack's chunk list for the scripts
 * that follow, and each inline script would need a hash in the page's policy). Measured: first
 * paint of text pages about 150 ms earlier on the benchmark, level with the plain-HTML floor page. The file is named by its content's hash, so a
 * page and its data always come from the same build, and is cached like any build file.
 */
export const pageDataDir = '/_next/static/flight/';

/** Whether a loader address is a page's data file rather than code. */
export function isPageData(src: string): boolean {
  return src.startsWith(pageDataDir);
}
