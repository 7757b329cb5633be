import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { uiWords } from '@/content/localized/ui';
import { fill, type Locale } from '@/lib/shared/i18n';
import { fillEnquiry, frameworkScripts, getInTouch, hydrated, sendEnquiry, uniqueName } from './helpers';

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

  test.describe('for a first-time visitor on a wide screen', () => {
    test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 1280, height: 800 } });

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
      // A first-time visitor on a wide screen who opens the same page after it: their dialog opens
      // by itself, so by then the new tab's own two seconds (which started earlier) have passed too.
      const newcomer = await browser.newContext({
        baseURL,
        serviceWorkers: 'block',
        viewport: { width: 1280, height: 800 },
      });
      const control = await newcomer.newPage();
      await control.goto('/about/');
      await expect(control.getByRole('dialog', { name: 'Get a free quote' })).toBeVisible({ timeout: 10_000 });
      await expect(tab.getByRole('dialog', { name: 'Get a free quote' })).toBeHidden();
      // Nor, on a phone, the bar that stands in for it.
      await expect(tab.getByRole('complementary', { name: 'Get a free quote' })).toHaveCount(0);
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

/**
 * Lets the 2-second timer run out, so a prompt that would come up has: the phone's bar at once, the
 * dialog once the form it fetches has arrived and rendered (a moment after the network is idle).
 */
async function pastTwoSeconds(page: Page) {
  await hydrated(page, '.nav-toggle');
  await page.clock.runFor(3000);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
}

/** The phone's bar in place of the dialog opening by itself (docs/product.md#the-enquiry-dialog). */
const promptBar = (page: Page, locale: Locale = 'en') =>
  page.getByRole('complementary', { name: uiWords[locale].dialog.title });

/** Neither the dialog nor the phone's bar has come up by itself. */
async function expectNoPrompt(page: Page, locale: Locale = 'en') {
  await expect(page.getByRole('dialog', { name: uiWords[locale].dialog.title })).toBeHidden();
  await expect(promptBar(page, locale)).toHaveCount(0);
}

test.describe('the 2-second prompt', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test.beforeEach(async ({ page }) => page.clock.install());

  for (const path of ['/thank-you/enquiry/', '/hi/thank-you/enquiry/', '/thank-you/review/']) {
    test(`does not come up on the thank-you page ${path}`, async ({ page }) => {
      await page.goto(path);
      await pastTwoSeconds(page);
      await expectNoPrompt(page, path.startsWith('/hi/') ? 'hi' : 'en');
    });
  }

  test('does not come up over an estimate its link restores', async ({ page }) => {
    await page.goto('/services/?from=pune&to=bengaluru&size=2bhk&pf=3#estimate');
    await expect(page.locator('.estimator__band')).toBeVisible({ timeout: 15_000 });
    await pastTwoSeconds(page);
    await expectNoPrompt(page);
  });

  test('does not come up after an enquiry the browser posted itself, on its thank-you page or in a new tab', async ({
    page,
    context,
  }, info) => {
    test.slow(); // two pages and a new tab, each given its two seconds and more
    // The page's scripts never arrive, so the browser posts the form itself; the thank-you page it
    // lands on loads its scripts, as the visitor's connection recovers.
    await page.route(frameworkScripts, (route) => route.abort());
    const failed = page.waitForEvent('requestfailed');
    await page.goto('/contact-us/');
    await failed;
    await page.unroute(frameworkScripts);
    const form = page.locator('#enquiry form');
    await fillEnquiry(form, uniqueName(info, 'Asha Posted'));
    await form.getByRole('button', { name: 'Request a callback' }).click();
    await expect(page).toHaveURL(/\/thank-you\/enquiry\/$/);
    await pastTwoSeconds(page);
    await expectNoPrompt(page);

    // A new tab is a new session: only the remembered enquiry keeps the prompt away there.
    const tab = await context.newPage();
    await tab.goto('/faqs/');
    await pastTwoSeconds(tab);
    await expectNoPrompt(tab);
  });

  test.describe('on a phone 360 px wide', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('is a small bar above the contact bar that covers no content and takes no focus; tapping it opens the dialog', async ({
      page,
    }) => {
      await page.goto('/city/agra/');
      await hydrated(page, '.nav-toggle');
      const bar = promptBar(page);
      await expect(bar).toHaveCount(0);
      await page.clock.runFor(2100);
      await expect(bar).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Free quote in 30 minutes · Open the form' })).toBeVisible();
      // It rises into place (0.25 s): measure where it comes to rest, not a frame on the way.
      await bar.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
      await expect(page.locator('dialog[open]')).toHaveCount(0);
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

      // Small, at the bottom, just above the contact bar and clear of it.
      const box = (await bar.boundingBox())!;
      const contact = (await page.getByRole('group', { name: 'Quick contact' }).boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(60);
      expect(box.y + box.height).toBeLessThanOrEqual(contact.y + 0.5);
      expect(contact.y + contact.height).toBeCloseTo(740, 0);
      // The page's heading and call to action are not under it, and the end of the page scrolls clear of it.
      for (const target of [page.getByRole('heading', { level: 1 }), page.locator('.page-hero .btn').first()]) {
        const shown = (await target.boundingBox())!;
        expect(shown.y + shown.height).toBeLessThanOrEqual(box.y);
      }
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const last = (await page.locator('footer').last().locator('p, li, a').last().boundingBox())!;
      expect(last.y + last.height).toBeLessThanOrEqual(box.y + 0.5);

      const axe = await new AxeBuilder({ page }).include('.enquiry-prompt').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

      await bar.getByRole('button', { name: /Open the form/ }).click();
      await expect(page.getByRole('dialog', { name: 'Get a free quote' })).toBeVisible();
      await expect(bar).toHaveCount(0);
    });

    test('closed, it does not come back in this session or another, and the dialog never opens by itself', async ({
      page,
      context,
    }) => {
      await page.goto('/');
      await pastTwoSeconds(page);
      const bar = promptBar(page);
      await bar.getByRole('button', { name: 'Close the free quote bar' }).click();
      await expect(bar).toHaveCount(0);
      await page.goto('/faqs/');
      await pastTwoSeconds(page);
      await expectNoPrompt(page);
      const tab = await context.newPage();
      await tab.goto('/about/');
      await pastTwoSeconds(tab);
      await expectNoPrompt(tab);
    });

    test('speaks Hindi on a Hindi page, and keeps still for a visitor who asks for less motion', async ({ page }) => {
      const words = uiWords.hi.dialog;
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/hi/');
      await pastTwoSeconds(page);
      const bar = promptBar(page, 'hi');
      await expect(
        bar.getByRole('button', { name: `${fill(words.prompt, { minutes: 30 })} · ${words.promptOpen}` }),
      ).toBeVisible();
      await expect(bar.getByRole('button', { name: words.promptClose })).toBeVisible();
      await expect(page.locator('dialog[open]')).toHaveCount(0);
      expect(await bar.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    });
  });
});
