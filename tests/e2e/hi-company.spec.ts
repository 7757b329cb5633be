import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { company, contactLinks } from '@/content/company';
import { cities } from '@/content/cities';
import { cityNamesHi } from '@/content/hi/city-names';
import { privacySummary } from '@/content/hi/policy-summaries';
import { aboutPage, contactPage, reviewPage, whyChoosePage } from '@/content/hi/story';
import { uiWords } from '@/content/localized/ui';
import { schemaMessages } from '@/lib/lead-schemas';
import { hindiLines } from '@/server/delivery/crm';
import { crm } from './e2e-env';
import { crmFor, hydrated, received, uniqueName } from './helpers';

/**
 * The Hindi contact, review, about and why-choose pages as a Hindi-speaking visitor meets them
 * (docs/i18n.md#the-company-pages), and the Hindi summaries at the top of the English policies
 * (docs/i18n.md#policies).
 */

const ui = uiWords.hi;
const w = ui.companyPages;
const whyPath = `/hi${contactLinks.whyRoute}`;

const pages = [
  { path: '/hi/contact-us/', heading: contactPage.heading, h2: [w.contact.enquiryTitle, ui.faq.title] },
  { path: '/hi/review/', heading: reviewPage.heading, h2: [w.review.listTitle, w.review.writeTitle] },
  {
    path: '/hi/about/',
    heading: aboutPage.heading,
    h2: [w.about.companyTitle, w.about.compareTitle, w.about.partnersTitle, w.about.presenceTitle, w.about.whyTitle],
  },
  { path: whyPath, heading: whyChoosePage.heading, h2: [w.why.strengthsTitle, w.why.citiesTitle] },
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('the four Hindi company pages', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'what the pages say: once is enough');
  });

  for (const { path, heading, h2 } of pages) {
    test(`${path} is Hindi: its heading, its sections and its form`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      for (const title of h2) await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(page.locator('#enquiry').getByRole('button', { name: ui.form.submit })).toBeVisible();
    });

    test(`${path} has no serious or critical accessibility problem`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'load' });
      await page.waitForFunction(() => document.documentElement.classList.contains('loaded'));
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the about page compares and lists in Hindi, and its button opens the Hindi dialog', async ({ page }) => {
    await page.goto('/hi/about/');
    const table = page.getByRole('table', { name: w.comparison.caption });
    await expect(table.getByRole('columnheader')).toHaveText([
      w.comparison.feature,
      w.comparison.typical,
      company.name,
    ]);
    await expect(table.getByRole('row').nth(1)).toContainText(w.comparison.yes);
    await expect(page.getByRole('group', { name: w.about.nationalLabel })).toContainText('महाराष्ट्र');
    await expect(page.getByRole('group', { name: w.about.abroadLabel })).toContainText('संयुक्त अरब अमीरात');
    await hydrated(page, '.page-hero a[aria-haspopup="dialog"]');
    await page.getByRole('link', { name: w.about.enquiryNow }).click();
    await expect(page.getByRole('dialog').getByRole('heading')).toHaveText(ui.dialog.title);
  });

  test('the why-choose page leads to each city’s Hindi page, by its Hindi name', async ({ page }) => {
    await page.goto(whyPath);
    const links = page.locator('#cities').getByRole('link');
    await expect(links).toHaveCount(cities.length);
    const lucknow = page.getByRole('link', { name: `${cityNamesHi.lucknow} में पैकर्स और मूवर्स` });
    await expect(lucknow).toHaveAttribute('href', '/hi/city/lucknow/');
  });

  test('a visitor switches from the Hindi about page to English and back', async ({ page }) => {
    await page.goto('/hi/about/');
    await page.getByRole('link', { name: ui.switcher.aria }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.getByRole('link', { name: uiWords.en.switcher.aria }).click();
    await expect(page).toHaveURL(/\/hi\/about\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutPage.heading);
  });

  test('links to the policies from a Hindi page say they lead to English', async ({ page }) => {
    await page.goto('/hi/review/');
    for (const link of [
      page.getByRole('contentinfo').getByRole('link', { name: `${ui.pages['/privacy-and-policy/']} (अंग्रेज़ी में)` }),
      page.locator('#write-review').getByRole('link', { name: ui.reviewForm.privacyPolicy }),
      page.locator('#enquiry').getByRole('link', { name: ui.form.privacyPolicy }),
    ]) {
      await expect(link).toHaveAttribute('href', /^\/privacy-and-policy\//);
      await expect(link).toHaveAttribute('hreflang', 'en-IN');
      await expect(link).toContainText('(अंग्रेज़ी में)');
    }
  });
});

test('a Hindi review is checked in Hindi and reaches the CRM with its language', async ({ page }, info) => {
  const name = uniqueName(info, 'सुनीता रिव्यू');
  await page.goto('/hi/review/');
  const words = ui.reviewForm;
  const form = page.getByRole('form', { name: words.formLabel });
  await hydrated(page, '#write-review form');
  await form.getByLabel(words.name.label).fill(name);
  await form.getByLabel(words.title.label).fill('सावधानी से पैकिंग');
  await form.getByLabel(words.description.label).fill('कुछ नहीं टूटा और टीम समय पर आई।');
  await form.getByRole('button', { name: words.submit }).click();
  await expect(form.getByText(schemaMessages.hi.rating)).toBeVisible();
  await form.getByRole('radio', { name: '4 स्टार' }).check();
  await form.getByRole('button', { name: words.submit }).click();
  await expect(form.getByRole('status')).toHaveText(words.success);
  const [lead] = await received(page, crmFor(name));
  expect(lead!.fields.module_name).toBe(crm.reviewModule);
  const fields = JSON.parse(String(lead!.fields.jsonParam)) as Record<string, unknown>;
  expect(fields.rating).toBe(4);
  expect(String(fields.description).split('\n').slice(0, 2)).toEqual([
    'कुछ नहीं टूटा और टीम समय पर आई।',
    hindiLines.review,
  ]);
});

test.describe('the English policies', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'what the pages say: once is enough');
  });

  for (const path of ['/privacy-and-policy/', '/terms-and-conditions/', '/bill-claim/']) {
    test(`${path} opens with a Hindi summary, saying the full text below is in English`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
      const summary = page.locator('#hindi-summary');
      await expect(summary).toHaveAttribute('lang', 'hi');
      await expect(summary).toContainText('नीचे अंग्रेज़ी में');
      // At the top: right under the page's title, before the English text.
      const [summaryTop, firstEnglish] = await Promise.all([
        summary.evaluate((el) => el.getBoundingClientRect().top),
        page
          .locator('main h2')
          .filter({ hasNotText: /[\u0900-\u097F]/ })
          .first()
          .evaluate((el) => el.getBoundingClientRect().top),
      ]);
      expect(summaryTop).toBeLessThan(firstEnglish);
      await expect(summary.getByRole('link', { name: privacySummary.askLink })).toHaveAttribute(
        'href',
        '/hi/contact-us/',
      );
    });
  }

  test('the privacy summary says what is kept and for how long, as the English policy does', async ({ page }) => {
    await page.goto('/privacy-and-policy/');
    const summary = page.locator('#hindi-summary');
    await expect(summary).toContainText(`${company.leadRetentionDays} दिन बाद मिटा देती है`);
    await expect(summary).toContainText('डिजिटल पर्सनल डेटा प्रोटेक्शन एक्ट, 2023');
    await expect(page.locator('#how-long-we-keep-it')).toContainText(
      `${company.leadRetentionDays} days after it was sent`,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
});
