import { expect, type Locator, type Page, test } from '@playwright/test';
import { cities } from '@/content/cities';
import { uiWords } from '@/content/localized/ui';
import { type Locale, localePath } from '@/lib/shared/i18n';
import { crmFor, fillEnquiry, fillEnquiryHi, hydrated, jsonParam, received, uniqueName } from './helpers';

/**
 * A city page's offer travels with every enquiry sent from that page, whichever form sends it:
 * the page's own form (links-and-offers.spec.ts), the enquiry dialog the header opens, and the
 * dialog "Get this estimate confirmed" opens, in English and in Hindi (docs/product.md#city-pages).
 */

const city = cities.find((c) => c.offer && c.slug === 'agra')!;
const offerLine = `\nOffer: ${city.offer} off (city page: ${city.city})`;

const languages: { locale: Locale; fill: (scope: Locator, name: string) => Promise<void> }[] = [
  { locale: 'en', fill: fillEnquiry },
  { locale: 'hi', fill: fillEnquiryHi },
];

/** The header's Get In Touch in the page's language: in the bar on wide screens, in the menu on phones. */
async function openFromHeader(page: Page, locale: Locale) {
  const words = uiWords[locale];
  await hydrated(page, '.nav-toggle');
  const toggle = page.getByRole('button', { name: words.nav.menu });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('banner').getByRole('link', { name: words.header.getInTouch }).click();
}

/** The CRM record's free text of the lead sent under `name`. */
async function crmDetail(page: Page, name: string): Promise<string> {
  const [lead] = await received(page, crmFor(name));
  return String(jsonParam(lead!).service_detail_c);
}

for (const { locale, fill } of languages) {
  const words = uiWords[locale];
  const cityPage = localePath(locale, `/city/${city.slug}/`);

  test(`${cityPage}: an enquiry sent through the header’s enquiry dialog carries the page’s offer to the CRM`, async ({
    page,
  }, info) => {
    const name = uniqueName(info, `Dialog Offer ${locale}`);
    await page.goto(cityPage);
    await openFromHeader(page, locale);
    const dialog = page.getByRole('dialog', { name: words.dialog.title });
    await expect(dialog).toBeVisible();
    await fill(dialog, name);
    await dialog.getByRole('button', { name: words.dialog.submit }).click();
    await expect(dialog).toBeHidden();
    expect(await crmDetail(page, name)).toContain(offerLine);
  });

  test(`${cityPage}: an enquiry sent through "Get this estimate confirmed" carries the page’s offer and the estimate to the CRM`, async ({
    page,
  }, info) => {
    const name = uniqueName(info, `Estimate Offer ${locale}`);
    await page.goto(`${cityPage}?from=${city.slug}&to=lucknow&size=2bhk#estimate`);
    const estimate = page.locator('#estimate');
    await estimate.getByRole('button', { name: words.estimator.confirm }).click();
    const dialog = page.getByRole('dialog', { name: words.dialog.titleEstimate });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(words.form.name.label).fill(name);
    await dialog.getByLabel(words.form.phone.label).fill('+91 98200 12345');
    await dialog.getByLabel(words.form.email.label).fill('meera@example.in');
    await dialog.getByRole('button', { name: words.dialog.submit }).click();
    await expect(dialog).toBeHidden();
    const detail = await crmDetail(page, name);
    expect(detail).toContain(offerLine);
    expect(detail).toContain(`from=${city.slug}&to=lucknow&size=2bhk`);
  });
}

test('the dialog opened on a page without an offer sends none', async ({ page }, info) => {
  const plain = cities.find((c) => !c.offer)!;
  const name = uniqueName(info, 'Dialog No Offer');
  await page.goto(`/city/${plain.slug}/`);
  await openFromHeader(page, 'en');
  const dialog = page.getByRole('dialog', { name: uiWords.en.dialog.title });
  await fillEnquiry(dialog, name);
  await dialog.getByRole('button', { name: uiWords.en.dialog.submit }).click();
  await expect(dialog).toBeHidden();
  expect(await crmDetail(page, name)).not.toContain('Offer:');
});
