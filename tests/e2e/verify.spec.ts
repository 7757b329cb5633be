import { expect, type Page, test } from '@playwright/test';
import { company } from '@/content/company';
import { fraudNotice } from '@/content/localized/sections';
import { uiWords } from '@/content/localized/ui';
import { fill, localePath, locales } from '@/lib/shared/i18n';
import { hydrated, seriousViolations } from './helpers';

/**
 * "Is this really us?" (docs/verify.md) as a visitor uses it, on a 360 px phone and a desktop, in
 * English and Hindi: a check answered under the field without leaving the page, the same check
 * answered by the intake's own page when scripts never run, the page's accessibility, and the
 * links that lead to it. The intake's every answer is in tests/server/verify.test.ts.
 */

test.beforeEach(async ({ page, isMobile }) => {
  // The narrowest phones in common use in India.
  if (isMobile) await page.setViewportSize({ width: 360, height: 780 });
});

/** The words a visitor reads for each check, in `locale`. */
const answersIn = (locale: (typeof locales)[number]) => {
  const w = uiWords[locale].verify.answers;
  return {
    genuinePhone: fill(w.phoneOurs, { value: company.phoneDisplay }),
    fakePhone: fill(w.phoneNotOurs, { value: '+91 91234 56789' }),
    upi: fill(w.upiOurs, { value: 'sugammovers@example', company: company.name }),
    lookAlike: fill(w.websiteNotOurs, { value: 'example.com.evil.in', domains: 'example.com' }),
  };
};

/** Types `value` into the page's one field, asks, and returns the status line under it. */
async function checkOnPage(page: Page, locale: (typeof locales)[number], value: string) {
  const words = uiWords[locale].verify.form;
  await page.getByRole('textbox', { name: words.label }).fill(value);
  await page.getByRole('button', { name: words.submit }).click();
  return page.locator('#check').getByRole('status');
}

for (const locale of locales) {
  const path = localePath(locale, '/verify/');
  const answers = answersIn(locale);

  test(`${path}: a phone number, a UPI ID and a website are answered on the page, what was typed kept`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(uiWords[locale].verify.heading);
    await hydrated(page, '#check form');
    const field = page.getByRole('textbox', { name: uiWords[locale].verify.form.label });

    await expect(await checkOnPage(page, locale, '98765 43210')).toHaveText(answers.genuinePhone);
    await expect(await checkOnPage(page, locale, '+91-91234-56789')).toHaveText(answers.fakePhone);
    await expect(field).toHaveValue('+91-91234-56789');
    await expect(await checkOnPage(page, locale, 'SugamMovers@example')).toHaveText(answers.upi);
    const lookAlike = await checkOnPage(page, locale, 'https://example.com.evil.in/pay');
    await expect(lookAlike).toHaveText(answers.lookAlike);
    await expect(field).toHaveValue('https://example.com.evil.in/pay');

    // Answered in place: the page was not left, and nothing typed went into its address.
    expect(new URL(page.url()).pathname).toBe(path);
    expect(page.url()).not.toContain('evil');
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`${path} without JavaScript: the intake answers the form with a page in the page’s language`, async ({
    browser,
    isMobile,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      ...(isMobile ? { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true } : {}),
    });
    const page = await context.newPage();
    try {
      await page.goto(path);
      const words = uiWords[locale].verify.form;
      for (const [typed, answer] of [
        ['098765 43210', answers.genuinePhone],
        ['example.com.evil.in', answers.lookAlike],
      ] as const) {
        await page.getByRole('textbox', { name: words.label }).fill(typed);
        await page.getByRole('button', { name: words.submit }).click();
        await expect(page.getByRole('status')).toHaveText(answer);
        await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en-IN' : 'hi');
        await expect(page.getByRole('textbox', { name: words.label })).toHaveValue(typed);
        await expect(page.getByRole('link', { name: 'cybercrime.gov.in' })).toBeVisible();
        // A post's answer: nothing typed in the address.
        expect(new URL(page.url()).pathname).toBe('/api/verify');
        expect(page.url()).not.toContain('evil');
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await context.close();
    }
  });

  test(`the intake’s answer page for ${path} has no serious or critical accessibility problem`, async ({ page }) => {
    // axe needs scripts: the form is posted as a browser without them posts it, past the island.
    await page.goto(path);
    await page.getByRole('textbox', { name: uiWords[locale].verify.form.label }).fill('+91 91234 56789');
    await Promise.all([
      page.waitForURL(/\/api\/verify$/),
      page.locator('#check form').evaluate((form: HTMLFormElement) => form.submit()),
    ]);
    await expect(page.getByRole('status')).toHaveText(answersIn(locale).fakePhone);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`the footer and the fraud notice lead to ${path}`, async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', 'links in the HTML: once is enough');
    await page.goto(localePath(locale, '/faqs/'));
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: uiWords[locale].pages['/verify/'] });
    await expect(footerLink).toHaveAttribute('href', path);
    const notice = page.getByRole('complementary', { name: fraudNotice(locale).heading });
    await expect(notice.getByRole('link', { name: fraudNotice(locale).verify })).toHaveAttribute('href', path);
    await footerLink.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(uiWords[locale].verify.heading);
  });
}
