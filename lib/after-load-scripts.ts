/**
 * The framework's scripts start after the window's `load` event (issue #6). Next's export puts
 * its chunks in `<head>` as `<script async>`, and async scripts hold back `load`: the preloader
 * (SPEC §2, DECISIONS §7: hidden on `load`) would cover a page that is already readable until
 * about 160 KiB of JavaScript had arrived, and the scripts would compete with the page's text,
 * stylesheet and first picture on a slow connection. The exported HTML is rewritten so the page
 * paints, `load` fires and the preloader goes first; then one small inline loader adds the same
 * scripts, in the same order, and the islands hydrate.
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
 * The loader: once the page has loaded and painted (`afterLoadAndPaint`), it links the full
 * stylesheet of each inline one (its `data-href`: the page's inline copy keeps only the rules
 * of the page's own HTML, lib/prune-css.ts), then adds each script in its script element's
 * `data-scripts` attribute. They download together and run in their order (`async = false`), so
 * the page's data runs before the framework that reads it. The stylesheet is requested first and
 * is a few KB against the scripts' 150, so it applies before the islands start. The loader opens
 * every page's head script (components/layout/head-script.ts); the build gives that script the
 * list. Without it (the development server) the loader does nothing.
 */
export const loaderScript =
  `(function(d,c,after){after(function(){[].forEach.call(d.querySelectorAll('style[data-href]'),function(t){` +
  `var l=d.createElement('link');l.rel='stylesheet';l.href=t.getAttribute('data-href');d.head.appendChild(l)});` +
  `(c.getAttribute('data-scripts')||'').split(' ').forEach(function(u){if(!u)return;` +
  `var s=d.createElement('script');s.src=u;s.async=false;d.head.appendChild(s)})})})` +
  `(document,document.currentScript,${afterLoadAndPaint})`;

const asyncScript = /<script src="(\/_next\/static\/[^"\s]+\.js)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script"[^>]*href="\/_next\/static\/[^"]+"[^>]*\/>/g;
/**
 * Next's polyfills for browsers without ES modules (2017 and older), which modern browsers skip.
 * The loader adds the framework without them, so they would not come first for those browsers
 * anyway: those see the pre-rendered page.
 */
const legacyPolyfills = /<script src="\/_next\/static\/[^"\s]+\.js" noModule=""><\/script>/g;
const marker = '\u0000after-load\u0000';

/**
 * Rewrites one exported page: every `<script src="/_next/static/…" async>`, the script preloads
 * and the `noModule` polyfills (`legacyPolyfills`) are removed, and the
 * page's head script, which starts with the loader, gets the list in its `data-scripts`, `first`
 * (the page's data file) before them. A page without that script gets a loader of its own where
 * the first script was. Returns the page unchanged when it has no such script.
 */
export function deferScripts(html: string, first: string[] = []): string {
  const sources: string[] = [...first];
  let placed = false;
  const without = html.replace(asyncScript, (_tag, src: string) => {
    if (!sources.includes(src)) sources.push(src);
    if (placed) return '';
    placed = true;
    return marker;
  });
  if (!placed) return html;
  const list = `data-scripts="${sources.join(' ')}"`;
  const headScript = `<script>${loaderScript}`;
  const rest = without.replace(scriptPreload, '').replace(legacyPolyfills, '');
  if (rest.includes(headScript)) return rest.replace(marker, '').replace(headScript, `<script ${list}>${loaderScript}`);
  return rest.replace(marker, `<script ${list}>${loaderScript}</script>`);
}

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
 * build moves those scripts, unchanged, into one file the loader runs first, after Next's two
 * bootstrap scripts (they only prepare the data queue and Turbopack's chunk list for the scripts
 * that follow, and each inline script would need a hash in the page's policy). Measured: first
 * paint of text pages about 150 ms earlier on the benchmark, level with the plain-HTML floor page. The file is named by its content's hash, so a
 * page and its data always come from the same build, and is cached like any build file.
 */
export const pageDataDir = '/_next/static/flight/';

const dataPush = /<script>(self\.__next_f\.push\(\[1,"(?:[^"\\]|\\.)*"\]\))<\/script>/g;
/** Next's bootstrap scripts: the data queue (`[0]`) and the chunk list Turbopack's runtime reads. */
const bootstrap = [
  /<script>(\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\));?<\/script>/,
  /<script id="_R_">(\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(\{[^<]*\}\));?<\/script>/,
];

/**
 * Takes the page's data pushes out of an exported page: returns the page without them and their
 * text (one statement per former script, in order), or `null` when the page has none or has other
 * kinds of pushes (form state, binary rows) that this step does not handle.
 */
export function extractPageData(html: string): { html: string; data: string } | null {
  const pushes: string[] = [];
  const without = html.replace(dataPush, (_tag, push: string) => {
    pushes.push(`${push};`);
    return '';
  });
  if (!pushes.length || /self\.__next_f\.push\(\[[2-9]/.test(without)) return null;
  const start: string[] = [];
  let rest = without;
  for (const pattern of bootstrap) {
    rest = rest.replace(pattern, (_tag, code: string) => {
      start.push(`${code};`);
      return '';
    });
  }
  return { html: rest, data: [...start, ...pushes].join('\n') + '\n' };
}

/** Whether a loader address is a page's data file rather than code. */
export function isPageData(src: string): boolean {
  return src.startsWith(pageDataDir);
}
