/**
 * Flags Debian's Chromium needs on this kind of machine (docs/testing.md#browser-tests): without
 * the networking ones it tries to reach the internet and fails noisily. Playwright, the SEO
 * Lighthouse check and `npm run bench` all start Chromium with these.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The same flags for a Chromium that Lighthouse starts itself (headless). */
export const lighthouseChromeFlags = ['--headless=new', ...chromiumFlags];
