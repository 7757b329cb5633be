import localFont from 'next/font/local';

/**
 * The site's web font, self-hosted (docs/performance.md): Inter, variable weight, from the
 * @fontsource-variable package, cut to weights 400–800 and the Latin characters the site needs:
 * 29 KB instead of 48 (lib/server/font-subset.ts; made before the build by scripts/make-font-subset.ts).
 * It sets the headings from a browser's second page on (components/layout/web-font.ts): the first
 * page fetches it after `load` and shows Inter's stand-in meanwhile. Running text uses the phone's
 * own face (app/globals.css, `--font-text`), so the words a visitor reads first never wait for a
 * download.
 *
 * `display: optional`: should the font not be there at once on a later page (say the cache was
 * cleared), the page keeps its stand-in rather than change font under the reader.
 */
export const sans = localFont({
  src: '../.generated/inter-latin-400-800.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'optional',
  // Not preloaded: the page's text, hero and scripts come first on a slow connection; the font
  // is cached by the first page (and the offline worker) for the rest.
  preload: false,
  variable: '--font-sans',
  // Next's stand-in (local Arial, one size for every weight) re-wrapped bold headings and does not
  // exist on Linux or Android: ours, per weight and with Arial-metric faces and Roboto, is in
  // app/globals.css, whose `--font` then adds the running-text faces (`--font-text`).
  adjustFontFallback: false,
  fallback: ['Inter Fallback'],
});
