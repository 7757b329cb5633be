import { expect, test } from '@playwright/test';
import { company, contactLinks } from '@/content/company';
import { cities } from '@/content/cities';
import { cityNames } from '@/content/localized/city';
import { aboutPage, contactPage, reviewPage, whyChoosePage } from '@/content/localized/story';
import { uiWords } from '@/content/localized/ui';
import { fill, htmlLang, localePath, locales } from '@/lib/shared/i18n';
import { hydrated } from './helpers';

/**
 * The contact, review, about and why-choose pages in both languages, as a visitor meets them
 * (docs/i18n.md#the-company-pages): their headings, sections and form, the about page's table,
 * lists and button, and the why-choose page's city links. The review form's sending is in
 * forms.spec.ts, their accessibility in a11y.spec.ts.
 */

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'what the pages say: once is enough');
});

for (const locale of locales) {
  const ui = uiWords[locale];
  const w = ui.companyPages;
  const pages = [
    { path: '/contact-us/', heading: contactPage(locale).heading, h2: [w.contact.enquiryTitle, ui.faq.title] },
    { path: '/review/', heading: reviewPage(locale).heading, h2: [w.review.listTitle, w.review.writeTitle] },
    {
      path: '/about/',
      heading: aboutPage(locale).heading,
      h2: [w.about.companyTitle, w.about.compareTitle, w.about.partnersTitle, w.about.presenceTitle, w.about.whyTitle],
    },
    {
      path: contactLinks.whyRoute,
      heading: whyChoosePage(locale).heading,
      h2: [w.why.strengthsTitle, w.why.citiesTitle],
    },
  ];

  test.describe(`the company pages in ${locale}`, () => {
    for (const { path, heading, h2 } of pages) {
      const address = localePath(locale, path);
      test(`${address} says its heading, its sections and its form in its language`, async ({ page }) => {
        await page.goto(address);
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        for (const title of h2) await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
        await expect(page.locator('#enquiry').getByRole('button', { name: ui.form.submit })).toBeVisible();
      });
    }

    test('the about page compares and lists in its language, and its button opens the dialog in it', async ({
      page,
    }) => {
      await page.goto(localePath(locale, '/about/'));
      const table = page.getByRole('table', { name: w.comparison.caption });
      await expect(table.getByRole('columnheader')).toHaveText([
        w.comparison.feature,
        w.comparison.typical,
        company.name,
      ]);
      await expect(table.getByRole('row').nth(1)).toContainText(w.comparison.yes);
      await expect(page.getByRole('group', { name: w.about.nationalLabel })).toContainText(
        { en: 'Maharashtra', hi: 'महाराष्ट्र' }[locale],
      );
      await expect(page.getByRole('group', { name: w.about.abroadLabel })).toContainText(
        { en: 'United Arab Emirates', hi: 'संयुक्त अरब अमीरात' }[locale],
      );
      await hydrated(page, '.page-hero a[aria-haspopup="dialog"]');
      await page.getByRole('link', { name: w.about.enquiryNow }).click();
      await expect(page.getByRole('dialog').getByRole('heading')).toHaveText(ui.dialog.title);
    });

    test('the why-choose page leads to each city’s page in its language, by the city’s name in it', async ({
      page,
    }) => {
      await page.goto(localePath(locale, contactLinks.whyRoute));
      const links = page.locator('#cities').getByRole('link');
      await expect(links).toHaveCount(cities.length);
      const lucknow = page.getByRole('link', { name: fill(w.why.cityLink, { city: cityNames(locale).lucknow }) });
      await expect(lucknow).toHaveAttribute('href', localePath(locale, '/city/lucknow/'));
    });
  });
}
