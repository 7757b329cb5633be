import { expect, test } from '@playwright/test';
import { uiWords } from '@/content/localized/ui';
import { getInTouch, hydrated, seriousViolations } from './helpers';

/** One page of each template, plus the pages with the most interactive parts. */
const templates = [
  '/',
  '/about/',
  '/review/',
  '/faqs/',
  '/services/',
  '/contact-us/',
  '/who-we-are/',
  '/why-sugam/',
  '/our-team/',
  '/vission-mission/',
  '/terms-and-conditions/',
  '/bill-claim/',
  '/moving-guide/',
  '/photo-gallery/',
  '/customer-support/',
  '/home-shifting/',
  '/warehouse/',
  '/safety-standard/',
  '/video-gallery/',
  '/city/bhiwandi/',
  '/city/pune/',
  '/no-such-page/',
  // Hindi pages (docs/i18n.md#tests): the city template, with its longest and shortest names.
  '/hi/city/bhiwandi/',
  '/hi/city/lucknow/',
  '/hi/city/allahabad/',
  '/hi/faqs/',
  // The Hindi home, offline, company, services, service and storage pages: the same templates, in Hindi.
  '/hi/',
  '/hi/offline/',
  '/hi/contact-us/',
  '/hi/review/',
  '/hi/about/',
  '/hi/why-sugam/',
  '/hi/services/',
  '/hi/home-shifting/',
  '/hi/warehouse/',
];

/**
 * What a phone shows differently (the menu button, the contact bar, one column): the templates a
 * phone visitor meets most, in both languages. The phone project checks these; the desktop one all.
 */
const phoneTemplates = new Set([
  '/',
  '/services/',
  '/contact-us/',
  '/city/pune/',
  '/hi/city/lucknow/',
  '/hi/',
  '/hi/offline/',
  '/no-such-page/',
]);

for (const path of templates) {
  test(`${path} has no serious or critical accessibility problem`, async ({ page, isMobile }) => {
    test.skip(isMobile && !phoneTemplates.has(path), 'one column of the same page: the phone checks a sample');
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.classList.contains('loaded'));
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the open Hindi enquiry dialog has no serious or critical accessibility problem', async ({ page }) => {
  await page.goto('/hi/city/lucknow/');
  await hydrated(page, '.nav-toggle');
  const toggle = page.getByRole('button', { name: uiWords.hi.nav.menu });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('banner').getByRole('link', { name: uiWords.hi.header.getInTouch }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('heading')).toHaveText(uiWords.hi.dialog.title);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the open enquiry dialog has no serious or critical accessibility problem', async ({ page }) => {
  await page.goto('/contact-us/');
  await (await getInTouch(page)).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
