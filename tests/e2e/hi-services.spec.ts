import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { company } from '@/content/company';
import { fraudNotice } from '@/content/hi/fraud-notice';
import { serviceEstimates } from '@/content/hi/estimate-copy';
import { servicePages } from '@/content/hi/service-pages';
import { services } from '@/content/hi/services';
import { servicesPage } from '@/content/hi/story';
import { storagePages } from '@/content/hi/storage-pages';
import { uiWords } from '@/content/localized/ui';
import { fill } from '@/lib/i18n';
import { schemaMessages } from '@/lib/lead-schemas';
import { hindiLines } from '@/server/delivery/crm';
import { crmFor, hydrated, received, uniqueName } from './helpers';

/**
 * The Hindi services, service and storage pages as a Hindi-speaking visitor meets them
 * (docs/i18n.md#the-hindi-services-service-and-storage-pages): headings, tiles, the charges table,
 * the estimate, Send Feedback and the enquiry form in Hindi, the switch to English and back.
 */

const ui = uiWords.hi;
const w = ui.servicePages;
const home = servicePages.find((page) => page.slug === 'home-shifting')!;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('/hi/services/ shows the services, the charges and the estimate in Hindi, and the tiles lead to Hindi pages', async ({
  page,
}) => {
  await page.goto('/hi/services/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(servicesPage.heading);
  await expect(page.getByRole('heading', { name: fill(w.servicesTitle, { count: services.length }) })).toBeVisible();

  // The charges in rupees with Indian grouping, under Hindi headings.
  const table = page.getByRole('table', { name: w.priceCaption });
  await expect(table.getByRole('columnheader')).toHaveText([w.priceType, w.pricePacking, w.priceMoving]);
  await expect(table.getByRole('row', { name: /सिर्फ़ कुछ सामान/ })).toContainText('₹2,000 – ₹2,800');

  // A tile selects its service; its link reads in Hindi and opens the Hindi page.
  await hydrated(page, '[role="tablist"]');
  const office = services.find((s) => s.id === 'office-relocation')!;
  await page.getByRole('tab', { name: office.title }).click();
  const panel = page.getByRole('tabpanel', { name: office.title });
  await expect(panel).toContainText(office.description);
  await panel.getByRole('link', { name: fill(w.readMore, { service: office.title }) }).click();
  await expect(page).toHaveURL(/\/hi\/office-relocation\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    servicePages.find((p) => p.slug === 'office-relocation')!.title,
  );
});

test('a Hindi service page: its sections, the fraud warning and the estimate are Hindi', async ({ page }) => {
  await page.goto('/hi/home-shifting/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.title);
  const crumbs = page.getByRole('navigation', { name: ui.breadcrumbs.label });
  await expect(crumbs.getByRole('link', { name: ui.pages['/services/']! })).toHaveAttribute('href', '/hi/services/');
  for (const heading of [
    fill(w.bookingTitle, { service: home.navLabel }),
    w.itemsTitle,
    fill(w.whyTitle, { service: home.navLabel }),
    w.costTitle,
    fraudNotice.heading,
  ]) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('complementary', { name: fraudNotice.heading })).toContainText(fraudNotice.methods[0]!);
  // The estimate wakes in Hindi, with the page's own line.
  await expect(page.getByText(serviceEstimates['home-shifting']!.intro)).toBeVisible();
  const estimate = page.locator('#estimate');
  await estimate.scrollIntoViewIfNeeded();
  await expect(estimate.getByRole('form', { name: ui.estimator.formLabel })).toBeVisible();
  await expect(estimate.getByText(ui.estimator.waiting)).toBeVisible();
});

test('a storage page in Hindi keeps its storage preset and says it in Hindi', async ({ page }) => {
  const storage = storagePages.find((p) => p.slug === 'home-storage')!;
  await page.goto('/hi/home-storage/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(storage.title);
  await expect(page.getByRole('heading', { name: w.storageTitle })).toBeVisible();
  await expect(page.getByText(serviceEstimates['home-storage']!.intro)).toBeVisible();
  const estimate = page.locator('#estimate');
  await estimate.scrollIntoViewIfNeeded();
  await expect(estimate.getByLabel(ui.estimator.storageDays)).toHaveValue('30');
});

test('Send Feedback on a Hindi service page checks its form in Hindi and sends it', async ({ page }, info) => {
  const name = uniqueName(info, 'सुनीता राय');
  await page.goto('/hi/home-shifting/');
  await hydrated(page, 'button[aria-haspopup="dialog"]');
  await page.getByRole('button', { name: w.feedback.open }).click();
  const dialog = page.getByRole('dialog', { name: fill(w.feedback.title, { service: home.navLabel }) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: w.feedback.submit }).click();
  await expect(dialog.getByText(schemaMessages.hi.enter.name)).toBeVisible();
  await expect(dialog.getByText(schemaMessages.hi.enter.feedback)).toBeVisible();
  await expect(dialog.getByLabel(ui.form.name.label)).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByLabel(ui.form.name.label).fill(name);
  await dialog.getByLabel(ui.form.email.label).fill('sunita@example.in');
  await dialog.getByLabel(w.feedback.message).fill('टीम समय पर आई और सामान ध्यान से पैक किया।');
  await dialog.getByRole('button', { name: w.feedback.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.toast').filter({ hasText: w.feedback.sent })).toBeVisible();
  const [mail] = await received(page, (r) => r.service === 'email' && JSON.stringify(r.fields).includes(name));
  expect(mail!.fields).toMatchObject({
    template_params: expect.objectContaining({
      from_name: name,
      service: 'Home Shifting (Hindi page: reply in Hindi)',
    }),
  });
});

test('an enquiry from a Hindi service page reaches the CRM with its language', async ({ page }, info) => {
  const name = uniqueName(info, 'अमित शर्मा');
  await page.goto('/hi/car-bike-transport/');
  await hydrated(page, '#enquiry form');
  const form = page.locator('#enquiry form');
  const words = ui.form;
  await form.getByLabel(words.pickup.label).fill('अलीगंज, लखनऊ');
  await form.getByLabel(words.drop.label).fill('सेक्टर 62, नोएडा');
  await form.getByLabel(words.detail.label).fill('एक कार और 1 BHK का सामान');
  await form.getByLabel(words.name.label).fill(name);
  await form.getByLabel(words.phone.label).fill('+91 98390 12345');
  await form.getByLabel(words.email.label).fill('amit@example.in');
  await form.getByRole('button', { name: words.submit }).click();
  await expect(form.getByRole('status')).toHaveText(words.success);
  const [lead] = await received(page, crmFor(name));
  const fields = JSON.parse(String(lead!.fields.jsonParam)) as Record<string, string>;
  expect(fields.service_detail_c).toContain(`\n${hindiLines.enquiry}\nRef: `);
});

test('a visitor switches from a Hindi service page to English and back', async ({ page }) => {
  await page.goto('/hi/warehouse/');
  await page.getByRole('link', { name: ui.switcher.aria }).click();
  await expect(page).toHaveURL(/\/warehouse\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.getByRole('link', { name: uiWords.en.switcher.aria }).click();
  await expect(page).toHaveURL(/\/hi\/warehouse\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(storagePages[0]!.title);
});

test('the Hindi FAQ page warns of fraud in Hindi and leads to the Hindi services page', async ({ page }) => {
  await page.goto('/hi/faqs/');
  await expect(page.getByRole('complementary', { name: fraudNotice.heading })).toContainText(company.phoneDisplay);
  await page.getByRole('link', { name: w.seeAll }).click();
  await expect(page).toHaveURL(/\/hi\/services\/$/);
});

test('a Hindi city page links its services to their Hindi pages', async ({ page }) => {
  await page.goto('/hi/city/lucknow/');
  const section = page.locator('#services');
  const storage = section.getByRole('link', { name: 'स्टोरेज', exact: true });
  await expect(storage).toHaveAttribute('href', '/hi/home-storage/');
  await expect(storage).not.toHaveAttribute('hreflang', /./);
});

for (const path of ['/hi/services/', '/hi/home-shifting/', '/hi/warehouse/']) {
  test(`${path} has no serious or critical accessibility problem`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.classList.contains('loaded'));
    expect(await seriousViolations(page)).toEqual([]);
  });
}
