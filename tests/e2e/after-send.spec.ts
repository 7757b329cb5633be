import { expect, type Page, test } from '@playwright/test';
import { company } from '@/content/company';
import { uiWords } from '@/content/localized/ui';
import { schemaMessages } from '@/lib/shared/lead-schemas';
import { crmFor, fillEnquiry, fillEnquiryHi, getInTouch, hydrated, received, uniqueName } from './helpers';

/**
 * What a visitor reads after sending an enquiry with the page's scripts
 * (docs/product.md#after-a-form-is-sent), against the real intake and the fake CRM, and what a
 * phone number nobody has gets (docs/product.md#phone-numbers).
 */

/** The lead's id the fake CRM received: the last line of its free text, `Ref: <id>`. */
async function storedId(page: Page, name: string): Promise<string> {
  const [lead] = await received(page, crmFor(name));
  const fields = JSON.parse(String(lead!.fields.jsonParam)) as Record<string, string>;
  return /\nRef: (\S+)$/.exec(fields.service_detail_c!)![1]!;
}

const callSentence =
  /^(We call you back within 15 minutes, on the phone number you gave\.|Our office (opens at 8:00 AM|closes at 8:00 PM|is closed now \(Mon - Sun: 8:00 AM - 8:00 PM\)): we call you back by 8:15 AM (today|tomorrow)\.)$/;

test('a sent enquiry shows the reference of the lead the CRM received, when the call comes, and Call and WhatsApp', async ({
  page,
}, info) => {
  const name = uniqueName(info, 'Asha Reference');
  await page.goto('/');
  await hydrated(page, '#quote .quote form');
  const form = page.locator('#quote .quote form');
  await fillEnquiry(form, name);
  await form.getByRole('button', { name: 'Get my free quote' }).click();
  await expect(form.getByRole('status')).toHaveText('Form successfully submitted!');

  const id = await storedId(page, name);
  const panel = form.locator('.after-send');
  await expect(panel.locator('.after-send__ref')).toHaveText(id.slice(-6));
  await expect(panel.getByText(/^Your reference number is/)).toHaveText(
    `Your reference number is ${id.slice(-6)}. Say it when you call or message us.`,
  );
  await expect(panel.getByText(/call you back/)).toHaveText(callSentence);
  await expect(panel.getByRole('link', { name: `Call ${company.phoneDisplay}` })).toHaveAttribute(
    'href',
    `tel:${company.phoneE164}`,
  );
  await expect(panel.getByRole('link', { name: 'Message us on WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/${company.whatsapp}`,
  );
});

test('the enquiry dialog closes after sending, and the page keeps the message and the reference until closed', async ({
  page,
}, info) => {
  const name = uniqueName(info, 'Meera Reference');
  await page.goto('/terms-and-conditions/');
  await (await getInTouch(page)).click();
  const dialog = page.getByRole('dialog', { name: 'Get a free quote' });
  await fillEnquiry(dialog, name);
  await dialog.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(dialog).toBeHidden();
  const toast = page.locator('.toast');
  await expect(toast).toContainText('Form successfully submitted!');
  const id = await storedId(page, name);
  await expect(toast.locator('.after-send__ref')).toHaveText(id.slice(-6));
  await expect(toast.getByText(/call you back/)).toHaveText(callSentence);
  await expect(toast.getByRole('link', { name: `Call ${company.phoneDisplay}` })).toBeVisible();
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeEmpty();
});

test('on a Hindi page the reference and the call time are in Hindi', async ({ page }, info) => {
  const name = uniqueName(info, 'राधा रेफ़रेंस');
  await page.goto('/hi/contact-us/');
  await hydrated(page, '#enquiry form');
  const form = page.locator('#enquiry form');
  const words = uiWords.hi.form;
  await fillEnquiryHi(form, name);
  await form.getByRole('button', { name: words.submit }).click();
  await expect(form.getByRole('status')).toHaveText(words.success);
  const id = await storedId(page, name);
  await expect(form.getByText(/^आपका रेफ़रेंस नंबर/)).toHaveText(
    `आपका रेफ़रेंस नंबर ${id.slice(-6)} है। कॉल या मैसेज करते समय यह नंबर बताएँ।`,
  );
  await expect(form.getByText(/आपको कॉल करेंगे|फ़ोन नंबर पर कॉल करेंगे/)).toBeVisible();
  await expect(form.getByRole('link', { name: `कॉल करें ${company.phoneDisplay}` })).toBeVisible();
});

test('when sending fails, the values stay and WhatsApp is offered with the move but nothing personal', async ({
  page,
}, info) => {
  const name = uniqueName(info, 'Ravi Offline');
  await page.goto('/contact-us/');
  await hydrated(page, '#enquiry form');
  await page.route('**/api/enquiries', (route) => route.abort());
  const form = page.locator('#enquiry form');
  await fillEnquiry(form, name);
  await form.getByLabel(/Home size/).selectOption('2bhk');
  await form.getByRole('button', { name: 'Request a callback' }).click();
  await expect(form.getByRole('status')).toHaveText('Error submitting form. Try again!');
  await expect(form.getByLabel(/Your name/)).toHaveValue(name);
  const href = await form
    .getByRole('link', { name: 'Send your move details on WhatsApp instead' })
    .getAttribute('href');
  expect(href).toMatch(new RegExp(`^https://wa\\.me/${company.whatsapp}\\?text=`));
  const text = new URL(href!).searchParams.get('text')!;
  expect(text).toContain('From: Vashi, Navi Mumbai\nTo: Kothrud, Pune\nHome size: 2 BHK');
  // The decoded message, and the link as sent: neither carries the name, e-mail or phone.
  for (const personal of [name, 'asha@example.in', '98200', '12345']) {
    expect(text).not.toContain(personal);
    expect(href).not.toContain(personal);
  }
  expect(text).not.toContain(name.split(' ')[0]!);
});

test('a phone number nobody has gets a message next to the field saying what is expected, and everything typed stays', async ({
  page,
}, info) => {
  const name = uniqueName(info, 'Sunil Phone');
  const requests: string[] = [];
  page.on('request', (r) => r.url().includes('/api/') && requests.push(r.url()));
  await page.goto('/contact-us/');
  await hydrated(page, '#enquiry form');
  const form = page.locator('#enquiry form');
  await fillEnquiry(form, name);
  const phone = form.getByLabel(/Phone/);
  for (const [typed, message] of [
    ['11111111', schemaMessages.en.phoneInvalid],
    ['99999 99999', schemaMessages.en.phoneMadeUp],
    ['98765 43210', schemaMessages.en.phoneMadeUp],
  ] as const) {
    await phone.fill(typed);
    await form.getByRole('button', { name: 'Request a callback' }).click();
    await expect(phone).toHaveAccessibleDescription(message);
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue(typed);
    await expect(form.getByLabel(/Your name/)).toHaveValue(name);
    await expect(form.getByLabel(/Moving from/)).toHaveValue('Vashi, Navi Mumbai');
    await expect(form.getByLabel(/E-mail/)).toHaveValue('asha@example.in');
  }
  expect(requests).toEqual([]);
});
