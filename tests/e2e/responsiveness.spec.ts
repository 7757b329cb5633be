import { expect, test, type Page } from '@playwright/test';
import { dialogKeys } from '@/lib/browser/enquiry-dialog';

/**
 * What a visitor on a budget phone meets when the page's scripts start: the home page wakes only
 * the islands on or near the screen (components/interactive/wake.tsx), so the first tap is answered
 * (not lost) while the rest of the page still sleeps. The CPU is slowed 4× through the DevTools
 * protocol, as Lighthouse's phone profile does. How fast it is answered is a speed goal, measured
 * by the benchmark (npm run bench: Lighthouse's interaction figures, docs/performance.md), not
 * here: a time bound in a test fails on a loaded machine without anything being wrong.
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

// The English home page and its Hindi twin (docs/i18n.md#the-home-page): the same islands, woken the same way.
for (const home of ['/', '/hi/']) {
  test.describe(`a slow phone on ${home}`, () => {
    test('the first tap on a quote tab, as soon as the scripts start, is answered', async ({ page }) => {
      await slowPhone(page);
      await page.goto(home);
      await started(page, '.nav-toggle');
      const tab = page.locator('.quote__tabs [role="tab"]').nth(1);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
    });

    test('a tap that is the first thing to reach a sleeping island is answered by it', async ({ page }) => {
      await slowPhone(page);
      // A short screen, so the quote form starts far below it, asleep.
      await page.setViewportSize({ width: 412, height: 300 });
      await page.goto(home);
      await started(page, '.nav-toggle');
      const tab = page.locator('.quote__tabs [role="tab"]').nth(1);
      expect(await tab.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps')))).toBe(false);
      // Press and click in one task, before the island's observer could see it come near: the
      // press alone must wake it in time for React to hand it the click.
      await tab.evaluate((el) => {
        el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
        (el as HTMLElement).click();
      });
      await expect(tab).toHaveAttribute('aria-selected', 'true');
    });

    test('islands far below the first screen sleep until the visitor comes near them', async ({ page }) => {
      await slowPhone(page);
      await page.goto(home);
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
}
