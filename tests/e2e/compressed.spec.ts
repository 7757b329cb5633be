import { expect, test, type Response } from '@playwright/test';

/**
 * What a visitor's browser fetches arrives Brotli-compressed from the build's own copies
 * (scripts/precompress.ts, docs/performance.md#compressed-copies). The build leaves the router's
 * prefetch files (`__next.*.txt`) uncompressed because the site's links never prefetch: this
 * checks a visit and a navigation in place ask for none of them, so that choice costs no visitor
 * a byte. Should a link start prefetching, this fails, and precompress.ts must compress them again.
 */

test('a visit and a navigation in place fetch only compressed files, and no prefetch file', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto('/');
  // Scroll the whole page, so any link that would prefetch once in view has been seen.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.locator('footer a[href="/city/pune/"]').click();
  await expect(page).toHaveURL(/\/city\/pune\/$/);
  await page.waitForLoadState('networkidle');

  const paths = responses.map((response) => new URL(response.url()).pathname);
  expect(paths.filter((path) => /\/__next\.[^/]*\.txt$/.test(path))).toEqual([]);
  // The navigation's data is the page's index.txt, compressed.
  const data = responses.find((response) => new URL(response.url()).pathname === '/city/pune/index.txt');
  expect(data, 'the navigation fetched /city/pune/index.txt').toBeDefined();
  const origin = new URL(page.url()).origin;
  const text = responses.filter((response) => {
    const url = new URL(response.url());
    return url.origin === origin && response.status() === 200 && /\.(html|js|css|txt)$|\/$/.test(url.pathname);
  });
  expect(text.length).toBeGreaterThan(5);
  for (const response of text) {
    // Files under 512 bytes have no compressed copy (they would save too little).
    if ((await response.body()).length < 512) continue;
    expect(response.headers()['content-encoding'], new URL(response.url()).pathname).toBe('br');
  }
});
