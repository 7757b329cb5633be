import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { company } from '@/content/company';
import { quoteTabs } from '@/content/quote-tabs';
import { quoteTabs as quoteTabsHi } from '@/content/hi/quote-tabs';
import { sampleReviewsNote } from '@/content/hi/reviews';
import { uiWords } from '@/content/localized/ui';
import { schemaMessages } from '@/lib/lead-schemas';
import { hindiLines } from '@/server/delivery/crm';
import { crmFor, hydrated, jsonParam, received, savedForOffline, uniqueName } from './helpers';
import { hindiTwinPages } from '@/content/pages';

/**
 * The Hindi home page /hi/ and the Hindi offline page (docs/i18n.md): what a Hindi visitor reads
 * and uses there, the quote form reaching the CRM with its language, the links between the two
 * home pages, and a Hindi address opened offline.
 */

const hi = uiWords.hi;

test('the Hindi home page speaks Hindi: hero, quote form, sections and sample reviews', async ({ page }) => {
  await page.goto('/hi/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi.home.hero.heading);
  await expect(page.getByRole('link', { name: hi.home.hero.quote })).toHaveAttribute('href', '#quote');
  await expect(page.getByRole('heading', { level: 2, name: hi.home.quote.heading })).toBeVisible();
  await expect(page.getByRole('tab', { name: quoteTabsHi[0]!.name })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: hi.home.quoteForm.submit })).toBeVisible();
  for (const heading of [hi.home.steps.title, hi.home.services.title, hi.sections.reviews.title, hi.faq.title]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  // The sample reviews are still said to be samples, in Hindi.
  await expect(page.locator('#reviews')).toContainText(sampleReviewsNote);
  // The hero's slider, once awake, names its buttons in Hindi.
  await hydrated(page, '.hero .carousel');
  await expect(page.locator('.hero').getByRole('button', { name: hi.sections.carousel.next })).toBeVisible();
});

for (const path of ['/hi/', '/hi/offline/']) {
  test(`${path} has no serious or critical accessibility problem`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.classList.contains('loaded'));
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the Hindi quote form is checked in Hindi and reaches the CRM with its language and goods type', async ({
  page,
}, info) => {
  const name = uniqueName(info, 'सुनीता शर्मा');
  await page.goto('/hi/');
  await hydrated(page, '#quote .quote form');
  await page.getByRole('tab', { name: quoteTabsHi[1]!.name }).click();
  const form = page.locator('#quote .quote form');
  const words = hi.form;
  await expect(page.getByRole('heading', { level: 3, name: quoteTabsHi[1]!.heading })).toBeVisible();
  await form.getByLabel(words.pickup.label).fill('गोमती नगर, लखनऊ');
  await form.getByLabel(words.drop.label).fill('कोथरूड, पुणे');
  await form.getByLabel(hi.home.quoteForm.detailLabel).fill('हैचबैक');
  await form.getByLabel(words.name.label).fill(name);
  await form.getByLabel(words.phone.label).fill('12345');
  await form.getByLabel(words.email.label).fill('sunita@example.in');
  await form.getByRole('button', { name: hi.home.quoteForm.submit }).click();
  await expect(form.getByText(schemaMessages.hi.phoneInvalid)).toBeVisible();
  await expect(form.getByLabel(words.phone.label)).toBeFocused();

  await form.getByLabel(words.phone.label).fill('+91 98200 12345');
  await form.getByRole('button', { name: hi.home.quoteForm.submit }).click();
  await expect(form.getByRole('status')).toHaveText(words.success);
  const [lead] = await received(page, crmFor(name));
  const fields = jsonParam(lead!);
  expect(fields.service_detail_c).toBe(`हैचबैक\n${hindiLines.enquiry}`);
  // The office's CRM keeps its own goods types: the English name of the tab.
  expect(fields.goods_type_c).toBe(quoteTabs[1]!.name);
});

test('the logo of a Hindi page leads to the Hindi home page, and the two home pages switch to each other', async ({
  page,
}) => {
  await page.goto('/hi/city/lucknow/');
  await page.getByRole('banner').getByRole('link', { name: company.name, exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/$/);
  await page.getByRole('link', { name: hi.switcher.aria }).click();
  await expect(page).toHaveURL(/\/\/[^/]+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.getByRole('link', { name: uiWords.en.switcher.aria }).click();
  await expect(page).toHaveURL(/\/hi\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi.home.hero.heading);
});

test('an English page without a Hindi twin offers the Hindi home page, labelled so', async ({ page }) => {
  expect(hindiTwinPages).not.toContain('/our-team/');
  await page.goto('/our-team/');
  const link = page.getByRole('link', { name: uiWords.en.switcher.homeLabel });
  await expect(link).toHaveAttribute('href', '/hi/');
  await expect(link).toHaveAttribute('hreflang', 'hi-IN');
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a Hindi address never seen, opened offline, shows the Hindi offline page', async ({ page, context }) => {
    await page.goto('/hi/faqs/');
    await savedForOffline(page);
    await context.setOffline(true);
    await page.goto('/hi/city/nashik/').catch(() => undefined);
    await expect(page.getByRole('heading', { level: 1, name: hi.offline.title })).toBeVisible();
    await expect(page.getByRole('link', { name: /^कॉल करें / }).first()).toHaveAttribute('href', /^tel:/);
    // An English address still gets the English one.
    await page.goto('/city/nashik/').catch(() => undefined);
    await expect(page.getByRole('heading', { level: 1, name: uiWords.en.offline.title })).toBeVisible();
  });

  test('a visitor who came in Hindi finds the Hindi home page saved', async ({ page, context }) => {
    await page.goto('/hi/faqs/');
    await savedForOffline(page);
    await expect.poll(() => page.evaluate(async () => !!(await caches.match('/hi/')))).toBe(true);
    await context.setOffline(true);
    await page.goto('/hi/city/nashik/').catch(() => undefined);
    await page.getByRole('main').getByRole('link', { name: hi.offline.home }).click();
    await expect(page).toHaveURL(/\/hi\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi.home.hero.heading);
  });
});
