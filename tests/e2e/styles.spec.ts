import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { htmlFile } from '../../scripts/bench/js-sizes';
import { hydrated } from './helpers';

const outDir = resolve(__dirname, '../../out');
const inlineCss = (route: string) =>
  /<style[^>]*\sdata-href="[^"]+"[^>]*>([\s\S]*?)<\/style>/.exec(readFileSync(htmlFile(outDir, route), 'utf8'))?.[1] ??
  '';

test("each page's inline stylesheet carries its own rules, not the whole site's", ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'reads files only: once is enough');
  // The home page's quote tabs and the services page's tiles exist only on their own pages.
  expect(inlineCss('/')).toContain('.quote__tabs{');
  expect(inlineCss('/services/')).not.toContain('.quote__tabs');
  expect(inlineCss('/services/')).toContain('.service-tile');
  expect(inlineCss('/')).not.toContain('.service-tile');
  // Rules every page needs before its scripts run stay: the preloader, set by the inline script.
  for (const route of ['/', '/services/', '/terms-and-conditions/']) expect(inlineCss(route)).toContain('.preloader');
});

test('after a page loads, the rest of the stylesheet applies, and a page reached without a reload is styled', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the menu link is in the header bar on wide screens');
  await page.goto('/');
  const tabs = page.locator('.quote__tabs');
  const styleOf = (locator: typeof tabs) =>
    locator.evaluate((el) => {
      const s = getComputedStyle(el);
      return { display: s.display, background: s.backgroundColor, border: s.borderBottomWidth };
    });
  const direct = await styleOf(tabs);
  expect(direct.display).toBe('flex');

  await page.goto('/services/');
  await expect(page.locator('link[rel="stylesheet"][href^="/_next/static/"]')).toHaveCount(1);
  await hydrated(page, '#main-nav a[href="/"]');
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await page.locator('#main-nav a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(tabs).toBeVisible();
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  expect(await styleOf(tabs)).toEqual(direct);
});
