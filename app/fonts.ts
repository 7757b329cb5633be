import localFont from 'next/font/local';

/**
 * The site's web font, self-hosted (issue #6): Inter, variable weight, from the
 * @fontsource-variable package, cut to weights 400–800 and the Latin characters the site needs:
 * 29 KB instead of 48 (lib/font-subset.ts; made before the build by scripts/make-font-subset.ts).
 * It sets the headings; running text uses the phone's own face (app/globals.css, `--font-text`),
 * so the words a visitor reads first never wait for a download.
 *
 * `display: optional`: the font is used when it is there at once (from the cache, or within the
 * browser's 100 ms) and otherwise the page keeps its fallback until the next page, so text never
 * changes font under the reader. With `swap` the late font re-wrapped lines and moved the page
 * (CLS 0.02–0.05 on a slow connection): the metric-adjusted fallback (Arial, sized to Inter by
 * Next) only exists where Arial does, not on Android phones.
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
  // app/globals.css. Then the same order as running text.
  adjustFontFallback: false,
  fallback: [
    'Inter Fallback',
    '-apple-system',
    'Segoe UI',
    'Roboto',
    'Helvetica Neue',
    'Arial',
    'Liberation Sans',
    'Noto Sans',
    'system-ui',
    'sans-serif',
  ],
});
