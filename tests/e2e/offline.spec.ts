import { expect, test } from '@playwright/test';
import { uiWords } from '@/content/localized/ui';
import { fillEnquiry, hydrated, savedForOffline } from './helpers';

// These tests need the offline-support worker that the other tests block.
test.use({ serviceWorkers: 'allow' });

test('the offline-support worker registers from /service-worker.js once the page has loaded', async ({ page }) => {
  await page.goto('/moving-guide/');
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(scriptURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/service-worker\.js$/);
  const response = await page.request.get('/service-worker.js');
  expect(response.headers()['cache-control']).toBe('no-cache');
});

test('a page seen once reloads offline, pictures and all', async ({ page, context }) => {
  await page.goto('/about/');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  // The pictures of the first visit were loaded before the worker existed; they are saved too.
  const shown = await savedForOffline(page);
  expect(shown.length).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The pictures seen on the first visit show although the network is gone.
  for (const src of shown) {
    const path = new URL(src).pathname;
    await expect(page.locator(`img[src="${path}"]`).first()).toHaveJSProperty('complete', true);
    expect(
      await page
        .locator(`img[src="${path}"]`)
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
  }
});

test('a page never seen shows the offline page, which offers a call and the saved pages', async ({ page, context }) => {
  await page.goto('/');
  await savedForOffline(page);
  await context.setOffline(true);
  await page.goto('/city/nashik/').catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Call / }).first()).toHaveAttribute('href', /^tel:/);
  // The key pages were saved at install: the contact page opens offline without a visit.
  await page.getByRole('main').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact-us\/$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline');
});

test('an enquiry sent offline shows the failure message and keeps every value', async ({ page, context }) => {
  await page.goto('/contact-us/');
  await savedForOffline(page);
  const form = page.locator('#enquiry form');
  await hydrated(page, '#enquiry form');
  await context.setOffline(true);
  await fillEnquiry(form, 'Offline Asha');
  await form.getByRole('button', { name: 'Request a callback' }).click();
  await expect(form.getByRole('status')).toHaveText('Error submitting form. Try again!');
  await expect(form.getByLabel(/Moving from/)).toHaveValue('Vashi, Navi Mumbai');
  await expect(form.getByLabel(/Moving to/)).toHaveValue('Kothrud, Pune');
  await expect(form.getByLabel(/Your name/)).toHaveValue('Offline Asha');
  await expect(form.getByLabel(/Phone/)).toHaveValue('+91 98200 12345');
  await expect(form.getByLabel(/E-mail/)).toHaveValue('asha@example.in');
});

test('a Hindi address never seen, opened offline, shows the Hindi offline page', async ({ page, context }) => {
  await page.goto('/hi/faqs/');
  await savedForOffline(page);
  await context.setOffline(true);
  await page.goto('/hi/city/nashik/').catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1, name: uiWords.hi.offline.title })).toBeVisible();
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
  await page.getByRole('main').getByRole('link', { name: uiWords.hi.offline.home }).click();
  await expect(page).toHaveURL(/\/hi\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(uiWords.hi.home.hero.heading);
});
