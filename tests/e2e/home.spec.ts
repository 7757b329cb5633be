import { expect, test } from '@playwright/test';
import { company } from '@/content/company';
import { quoteTabs, sampleReviewsNote } from '@/content/localized/sections';
import { uiWords } from '@/content/localized/ui';
import { hindiTwinPages } from '@/content/pages';
import { htmlLang, localePath, locales } from '@/lib/shared/i18n';
import { hydrated } from './helpers';

/**
 * The home page in both languages, `/` and `/hi/` (docs/i18n.md#the-home-page): what a visitor
 * reads and uses there, the logo and the switch between the two home pages, and the Hindi home
 * page offered from an English page without a twin. Its quote form's sending is in forms.spec.ts, its
 * accessibility in a11y.spec.ts, a Hindi address opened offline in offline.spec.ts.
 */

for (const locale of locales) {
  const ui = uiWords[locale];

  test(`${localePath(locale, '/')} speaks its language: hero, quote form, sections and sample reviews`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.home.hero.heading);
    await expect(page.getByRole('link', { name: ui.home.hero.quote })).toHaveAttribute('href', '#quote');
    await expect(page.getByRole('heading', { level: 2, name: ui.home.quote.heading })).toBeVisible();
    await expect(page.getByRole('tab', { name: quoteTabs(locale)[0]!.name })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: ui.home.quoteForm.submit })).toBeVisible();
    for (const heading of [ui.home.steps.title, ui.home.services.title, ui.sections.reviews.title, ui.faq.title]) {
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    }
    // The sample reviews are still said to be samples, in the page's language.
    await expect(page.locator('#reviews')).toContainText(sampleReviewsNote(locale));
    // The hero's slider, once awake, names its buttons in the page's language.
    await hydrated(page, '.hero .carousel');
    await expect(page.locator('.hero').getByRole('button', { name: ui.sections.carousel.next })).toBeVisible();
  });
}

test('the logo of a Hindi page leads to the Hindi home page, and the two home pages switch to each other', async ({
  page,
}) => {
  await page.goto('/hi/city/lucknow/');
  await page.getByRole('banner').getByRole('link', { name: company.name, exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/$/);
  await page.getByRole('link', { name: uiWords.hi.switcher.aria }).click();
  await expect(page).toHaveURL(/\/\/[^/]+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.getByRole('link', { name: uiWords.en.switcher.aria }).click();
  await expect(page).toHaveURL(/\/hi\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(uiWords.hi.home.hero.heading);
});

test('an English page without a Hindi twin offers the Hindi home page, labelled so', async ({ page }) => {
  expect(hindiTwinPages).not.toContain('/our-team/');
  await page.goto('/our-team/');
  const link = page.getByRole('link', { name: uiWords.en.switcher.homeLabel });
  await expect(link).toHaveAttribute('href', '/hi/');
  await expect(link).toHaveAttribute('hreflang', 'hi-IN');
});
