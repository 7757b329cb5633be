import { expect, test } from '@playwright/test';
import { company } from '@/content/company';
import { privacySummary } from '@/content/localized/policies';
import { seriousViolations } from './helpers';

/**
 * The terms, the privacy policy and the bills and claims page: English pages, each opening with
 * its Hindi summary (docs/i18n.md#policies). Links to them from Hindi pages are in hindi.spec.ts.
 */

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
