import localFont from 'next/font/local';

/**
 * The site's one typeface, self-hosted (issue #6): Inter, variable weight, Latin subset only
 * (48 KB), from the @fontsource-variable package. `display: swap` shows text at once in the
 * fallback, and Next sizes the fallback (Arial, adjusted) to Inter's metrics so nothing moves
 * when the font arrives.
 */
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Noto Sans', 'Arial', 'sans-serif'],
});
