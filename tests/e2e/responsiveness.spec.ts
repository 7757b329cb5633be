import { expect, test, type Page } from '@playwright/test';
import { dialogKeys } from '@/lib/enquiry-dialog';

/**
 * What a visitor on a budget phone feels when the page's scripts start: the home page wakes only
 * the islands on or near the screen (components/interactive/wake.tsx), so the first tap is answered
 * while the rest of the page still sleeps. The CPU is slowed 4× through the DevTools protocol, as
 * Lighthouse's phone profile does. The bound is what this 2-core machine holds with two browser
 * workers running; Lighthouse measures the real figure (npm run bench, docs/performance.md).
 */
const slowdown = 4;

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.addInitScript((dismissed) => localStorage.setItem(dismissed, '1'), dialogKeys.dismissed);
}

/** Resolves once React has attached handlers to the element (the framework has started). */
async function started(page: Page, selector: string) {
  await page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps'));
    },
    selector,
    { polling: 50 },
  );
}

test.describe('a slow phone', () => {
  test('islands far below the first screen sleep until the visitor comes near them', async ({ page }) => {
    await slowPhone(page);
    await page.goto('/');
    await started(page, '.nav-toggle');
    const awake = (sel: string) =>
      page.evaluate((s) => {
        const el = document.querySelector(s);
        return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps'));
      }, sel);
    // The office map and the further questions are far below: no handlers while the visitor is at the top.
    expect(await awake('#office .facade--map')).toBe(false);
    expect(await awake('#faq .wake details')).toBe(false);
    await page.locator('#office').scrollIntoViewIfNeeded();
    await expect.poll(() => awake('#office .facade--map')).toBe(true);
  });
});
