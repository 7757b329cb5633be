import { expect, test, type Page } from '@playwright/test';
import { domSettled, failOnConsoleErrors } from './helpers';

/**
 * After `load` a page links only the rest of its stylesheet (lib/server/prune-css.ts `restCss`), not the
 * whole one again: every element must then look exactly as with the whole stylesheet, in the
 * order the whole stylesheet gives its rules.
 */
const pages = [
  '/',
  '/services/',
  '/home-shifting/',
  '/city/pune/',
  '/faqs/',
  '/contact-us/',
  '/about/',
  '/review/',
  '/photo-gallery/',
  '/privacy-and-policy/',
  '/hi/city/pune/',
  '/hi/faqs/',
];

/**
 * Every element's computed style, property by property, with its place in the page: `keep` reads
 * it and keeps it in the page, `compare` reads it again and returns the elements and the first ten
 * property values that differ from the kept reading. A page's thousands of elements times hundreds
 * of properties are compared where they are, rather than sent to the test twice. Sizes that follow
 * from the content (an image arriving, a carousel moving) rather than from a rule are left out;
 * the rules that set them are compared through padding, margin, display and the rest.
 */
function styles(page: Page, step: 'keep' | 'compare') {
  return page.evaluate((step) => {
    type Reading = { at: string; values: string[] }[];
    const fromContent = /^(width|height|block-size|inline-size|transform-origin|perspective-origin)$/;
    const now: Reading = [...document.querySelectorAll('body *')].map((element, index) => {
      const style = getComputedStyle(element);
      const values: string[] = [];
      for (let i = 0; i < style.length; i++) {
        const name = style[i]!;
        if (!fromContent.test(name)) values.push(`${name}: ${style.getPropertyValue(name)}`);
      }
      return {
        at: `${index} <${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`,
        values,
      };
    });
    const kept = window as unknown as { stylesBefore: Reading };
    if (step === 'keep') {
      kept.stylesBefore = now;
      return { elements: now.length, movedElements: [], differences: [] };
    }
    const before = kept.stylesBefore;
    return {
      elements: now.length,
      movedElements: now.filter((element, i) => before[i]?.at !== element.at).map((element) => element.at),
      differences: before
        .flatMap((element, i) => {
          const values = new Set(now[i]?.values);
          return element.values.filter((value) => !values.has(value)).map((value) => `${element.at} ${value}`);
        })
        .slice(0, 10),
    };
  }, step);
}

// Carousels and tickers hold still, so only the stylesheet changes between the two readings.
test.use({ reducedMotion: 'reduce' });
failOnConsoleErrors();

for (const path of pages) {
  test(`${path} looks the same with the rest of its stylesheet as with the whole`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    const rest = page.locator('link[rel="stylesheet"][href*="/rest-"]');
    await expect(rest).toHaveCount(1);
    await page.waitForFunction(() =>
      [...document.styleSheets].some((sheet) => sheet.href?.includes('/rest-') && sheet.cssRules.length > 0),
    );
    const whole = await page.locator('style[data-rest]').getAttribute('data-href');
    await domSettled(page);
    const before = await styles(page, 'keep');
    expect(before.elements).toBeGreaterThan(50);
    await page.evaluate(
      (href) =>
        new Promise<void>((done, fail) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href!;
          link.onload = () => done();
          link.onerror = () => fail(new Error(`${href} did not load`));
          document.head.append(link);
        }),
      whole,
    );
    const after = await styles(page, 'compare');
    // The same elements, in the same order: only the stylesheet changed between the two readings.
    expect(after.elements).toBe(before.elements);
    expect(after.movedElements).toEqual([]);
    expect(after.differences).toEqual([]);
  });
}
