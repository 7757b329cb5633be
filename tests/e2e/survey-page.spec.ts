import { expect, type Page, test } from '@playwright/test';
import { company } from '@/content/company';
import { uiWords } from '@/content/localized/ui';
import { localePath, locales } from '@/lib/shared/i18n';
import { bandOf, type SlotDay } from '@/lib/shared/survey';
import { hydrated, seriousViolations } from './helpers';

/**
 * The free survey's booking page as built, in both languages (docs/surveys.md#the-booking-page):
 * accessible, no wider than a 320 px phone with its free times shown, and a form that posts to the
 * intake by itself. The free times are the browser's stub here: booking against the intake's own
 * survey routes is tested with the intake.
 */

/** The next fortnight as the intake answers it: every band free, the third day full. */
function fortnight(): SlotDay[] {
  return Array.from({ length: 14 }, (_, i) => {
    const date = new Date(Date.now() + (i + 1) * 86_400_000).toISOString().slice(0, 10);
    return { date, bands: company.surveys.bands.map((id) => ({ ...bandOf(id)!, free: i !== 2 })) };
  });
}

async function openWithFreeTimes(page: Page, path: string) {
  await page.route('**/surveys/slots?*', (route) => route.fulfill({ json: { days: fortnight() } }));
  await page.goto(path);
  await hydrated(page, '.survey__form');
  await expect(page.locator('.survey__day').first()).toBeVisible();
}

for (const locale of locales) {
  const w = uiWords[locale].survey;
  const path = localePath(locale, '/book-survey/');

  test(`${path} shows the free times by day with no serious accessibility problem`, async ({ page }) => {
    await openWithFreeTimes(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.heading);
    await expect(page.locator('.survey__day')).toHaveCount(14);
    await expect(page.getByText(w.form.noFreeDay)).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`${path} fits a 320 px wide screen, its choices 44 px tall`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openWithFreeTimes(page, path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // What a finger taps: the fields, the button and each radio's whole label (the honeypot is off-screen on purpose).
    const targets = page.locator(
      '.survey__form :is(input:not([type=hidden]):not([type=radio]), select, button, label:has(> input[type=radio])):not(.hp *)',
    );
    expect(await targets.count()).toBeGreaterThan(14 * 3);
    for (const target of await targets.all()) {
      const box = (await target.boundingBox())!;
      const what = await target.evaluate((el) => el.outerHTML.slice(0, 80));
      expect(box.x, what).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, what).toBeLessThanOrEqual(320);
      expect(box.height, what).toBeGreaterThanOrEqual(44);
    }
  });
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    const path = localePath(locale, '/book-survey/');
    test(`${path} has a form that posts every field to the intake itself`, async ({ page }) => {
      test.skip(test.info().project.name !== 'desktop', 'the same markup on a phone');
      await page.goto(path);
      const form = page.locator('form.survey__form');
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form).toHaveAttribute('action', /\/api\/surveys$/);
      await expect(form.locator('input[name="kind"][value="home"]')).toBeChecked();
      await expect(form.locator('input[name="date"]')).toHaveAttribute('type', 'date');
      await expect(form.locator('select[name="band"] option')).toHaveCount(company.surveys.bands.length + 1);
      for (const name of ['name', 'phone', 'email', 'locality', 'floor', 'website'])
        await expect(form.locator(`input[name="${name}"]`), name).toHaveCount(1);
      await expect(form.locator('input[name="lift"]')).toHaveCount(2);
      await expect(form.locator('input[name="lang"]')).toHaveValue(locale);
      await expect(form.locator('input[name="page"]')).toHaveValue(path);
      await expect(form.getByRole('button', { name: uiWords[locale].survey.form.submit })).toBeVisible();
    });
  }
});
