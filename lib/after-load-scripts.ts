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

/** The loader: adds each script in `data-scripts` once `load` fires (or after `fallbackMs`). */
export const loaderScript =
  `(function(d,l){var done=0;function go(){if(done)return;done=1;l.split(' ').forEach(function(u){` +
  `var s=d.createElement('script');s.src=u;s.async=true;d.head.appendChild(s)})}` +
  `if(d.readyState==='complete')go();else{addEventListener('load',go);setTimeout(go,${fallbackMs})}})` +
  `(document,document.currentScript.getAttribute('data-scripts'))`;

const asyncScript = /<script src="(\/_next\/static\/[^"\s]+\.js)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script"[^>]*href="\/_next\/static\/[^"]+"[^>]*\/>/g;
const marker = '\u0000after-load\u0000';

/**
 * Rewrites one exported page: every `<script src="/_next/static/…" async>` (not the `noModule`
 * polyfill, which modern browsers skip anyway) and the script preloads are removed, and the
 * loader takes the first script's place. Returns the page unchanged when it has no such script.
 */
export function deferScripts(html: string): string {
  const sources: string[] = [];
  const without = html.replace(asyncScript, (_tag, src: string) => {
    const first = sources.length === 0;
    if (!sources.includes(src)) sources.push(src);
    return first ? marker : '';
  });
  if (!sources.length) return html;
  const loader = `<script data-scripts="${sources.join(' ')}">${loaderScript}</script>`;
  return without.replace(scriptPreload, '').replace(marker, loader);
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
