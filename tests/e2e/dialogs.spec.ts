import { expect, test } from '@playwright/test';
import { getInTouch, hydrated, sendEnquiry, uniqueName } from './helpers';

test.describe('enquiry dialog', () => {
  test('opens from Get In Touch, keeps focus inside, closes on Escape and gives focus back', async ({ page }) => {
    await page.goto('/services/');
    const button = await getInTouch(page);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Get a free quote' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/Moving from/)).toBeVisible();
    // Tabbing stays inside the modal dialog.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus returns to the button that opened it.
    await expect(button).toBeFocused();
  });

  test('opens from the about page’s Enquiry Now and closes with its close icon', async ({ page }) => {
    await page.goto('/about/');
    await hydrated(page, '.page-hero a[aria-haspopup]');
    await page.getByRole('link', { name: 'Enquiry Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get a free quote' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test.describe('for a first-time visitor', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test('opens by itself 2 s after load, once per session, and never again once closed', async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      await hydrated(page, '.nav-toggle');
      const dialog = page.getByRole('dialog', { name: 'Get a free quote' });
      await expect(dialog).toBeHidden();
      await page.clock.runFor(2100);
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.goto('/faqs/');
      await hydrated(page, '.nav-toggle');
      await page.clock.runFor(3000);
      // Had the timer fired, the dialog would now be fetching its form: let that settle first.
      await page.waitForLoadState('networkidle');
      await expect(dialog).toBeHidden();
    });
  });

  test.describe('for a visitor who sent an enquiry from a page form', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test('it never opens by itself again, in a new tab either', async ({ page, context, browser, baseURL }, info) => {
      const name = uniqueName(info, 'Asha Tabs');
      // This tab has had its one automatic opening (sessionStorage is per tab), so nothing covers
      // the page form while the visitor fills it in; the new tab below starts a session of its own.
      await page.addInitScript(() => sessionStorage.setItem('enquiry-dialog:auto-shown', '1'));
      await page.goto('/contact-us/');
      await sendEnquiry(page, name);

      // A new tab is a new browser session for the dialog's once-per-session rule.
      const tab = await context.newPage();
      await tab.goto('/about/');
      await hydrated(tab, '.nav-toggle');
      // A first-time visitor who opens the same page after it: their dialog opens by itself, so
      // by then the new tab's own two seconds (which started earlier) have passed too.
      const newcomer = await browser.newContext({ baseURL, serviceWorkers: 'block' });
      const control = await newcomer.newPage();
      await control.goto('/about/');
      await expect(control.getByRole('dialog', { name: 'Get a free quote' })).toBeVisible({ timeout: 10_000 });
      await expect(tab.getByRole('dialog', { name: 'Get a free quote' })).toBeHidden();
      await newcomer.close();
    });
  });

  test('without JavaScript, Get In Touch leads to the contact page’s enquiry form', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Get In Touch' }).click();
    await expect(page).toHaveURL(/\/contact-us\/#enquiry$/);
    await expect(page.locator('#enquiry form')).toBeVisible();
    await context.close();
  });
});
