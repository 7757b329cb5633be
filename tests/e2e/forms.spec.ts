import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { quoteTabs } from '@/content/localized/sections';
import { servicePages } from '@/content/localized/service-pages';
import { uiWords } from '@/content/localized/ui';
import { fill } from '@/lib/shared/i18n';
import { schemaMessages } from '@/lib/shared/lead-schemas';
import { hindiLines } from '@/server/delivery/crm';
import { crm } from './e2e-env';
import {
  crmFor,
  fillEnquiry,
  frameworkScripts,
  getInTouch,
  hydrated,
  jsonParam,
  received,
  seriousViolations,
  sendEnquiry,
  uniqueName,
} from './helpers';

test('the home quote form sends the lead to the CRM in its exact format, with the tab as goods type', async ({
  page,
}, info) => {
  const name = uniqueName(info, 'Asha Quote');
  await page.goto('/');
  await hydrated(page, '#quote .quote form');
  await page.getByRole('tab', { name: 'Car Moving' }).click();
  const form = page.locator('#quote .quote form');
  await fillEnquiry(form, name);
  await form.getByRole('button', { name: 'Get my free quote' }).click();
  await expect(form.getByRole('status')).toHaveText('Form successfully submitted!');
  await expect(form.getByLabel(/Your name/)).toHaveValue('');

  const [lead] = await received(page, crmFor(name));
  expect(lead!.fields).toMatchObject({
    user: crm.user,
    pass: crm.pass,
    url: crm.restUrl,
    module_name: crm.enquiryModule,
  });
  expect(jsonParam(lead!)).toEqual({
    name,
    email1: 'asha@example.in',
    // The number as the visitor typed it (+91 98200 12345), in its one form (lib/shared/phone.ts).
    phone_office: '+919820012345',
    pickup_location_c: 'Vashi, Navi Mumbai',
    drop_location_c: 'Kothrud, Pune',
    service_detail_c: '2 BHK household',
    goods_type_c: 'Car Moving',
  });

  // The analytics copy: hashed personal fields, never the clear text.
  const events = await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
  const event = events.find((e) => (e as { event?: string }).event === 'generate_lead') as Record<string, string>;
  expect(event).toMatchObject({ pickup_location: 'Vashi, Navi Mumbai', good_type: 'Car Moving' });
  expect(event.email).toMatch(/^[0-9a-f]{64}$/);
  expect(JSON.stringify(events)).not.toContain('asha@example.in');
});

test('the contact form sends no goods type, and its analytics copy carries the fixed text', async ({ page }, info) => {
  const name = uniqueName(info, 'Ravi Contact');
  await page.goto('/contact-us/');
  const lead = await sendEnquiry(page, name);
  expect(jsonParam(lead)).not.toHaveProperty('goods_type_c');
  expect(jsonParam(lead)).toMatchObject({ name, service_detail_c: '2 BHK household' });
  const events = await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
  expect(events).toContainEqual(
    expect.objectContaining({ service_detail: 'NAN. Contact Form Query', good_type: 'NAN. Contact Form Query' }),
  );
});

test('a form filled and sent before the page scripts arrive is sent once they do, with everything typed', async ({
  page,
}, info) => {
  const name = uniqueName(info, 'Early Asha');
  // A slow connection: the page and its form are there, the scripts arrive only after the visitor
  // has sent the form (held until then, however long filling it takes).
  let arrive!: () => void;
  const sent = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(frameworkScripts, async (route) => {
    await sent;
    await route.continue();
  });
  await page.goto('/contact-us/');
  const form = page.locator('#enquiry form');
  await fillEnquiry(form, name);
  expect(await form.evaluate((f) => f.hasAttribute('data-ready'))).toBe(false);
  await form.getByRole('button', { name: 'Request a callback' }).click();
  // The browser did not submit the form itself (a reload with the values in the address).
  await expect(page).toHaveURL(/\/contact-us\/$/);
  arrive();
  await expect(form.getByRole('status')).toHaveText('Form successfully submitted!', { timeout: 15_000 });
  const [lead] = await received(page, crmFor(name));
  expect(jsonParam(lead!)).toMatchObject({ name, service_detail_c: '2 BHK household' });
});

test('a form sent while the page scripts are on their way is posted by the browser itself once they fail', async ({
  page,
}, info) => {
  const name = uniqueName(info, 'Stranded Asha');
  // The scripts are held back until the form is sent, then the network gives up on them.
  let giveUp!: () => void;
  const gaveUp = new Promise<void>((resolve) => (giveUp = resolve));
  await page.route(frameworkScripts, async (route) => {
    await gaveUp;
    await route.abort('timedout');
  });
  await page.goto('/contact-us/');
  const form = page.locator('#enquiry form');
  await fillEnquiry(form, name);
  await form.getByRole('button', { name: 'Request a callback' }).click();
  await expect(page).toHaveURL(/\/contact-us\/$/);
  giveUp();
  await expect(page).toHaveURL(/\/thank-you\/enquiry\/$/);
  const [lead] = await received(page, crmFor(name));
  expect(jsonParam(lead!)).toMatchObject({ name, service_detail_c: '2 BHK household' });
});

test('a form sent after the page scripts failed to load is posted by the browser itself', async ({ page }, info) => {
  const name = uniqueName(info, 'Blocked Ravi');
  let failedOnce!: () => void;
  const failed = new Promise<void>((resolve) => (failedOnce = resolve));
  page.on('requestfailed', (request) => {
    if (request.url().includes('/_next/static/')) failedOnce();
  });
  await page.route(frameworkScripts, (route) => route.abort('blockedbyclient'));
  await page.goto('/contact-us/');
  await failed;
  const form = page.locator('#enquiry form');
  await fillEnquiry(form, name);
  await form.getByRole('button', { name: 'Request a callback' }).click();
  await expect(page).toHaveURL(/\/thank-you\/enquiry\/$/);
  await received(page, crmFor(name));
});

test('the enquiry dialog sends the lead, closes, and says so on the page', async ({ page }, info) => {
  const name = uniqueName(info, 'Meera Dialog');
  await page.goto('/services/');
  await (await getInTouch(page)).click();
  const dialog = page.getByRole('dialog', { name: 'Get a free quote' });
  await fillEnquiry(dialog, name);
  await dialog.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.toast').filter({ hasText: 'Form successfully submitted!' })).toBeVisible();
  await received(page, crmFor(name));
});

test('the review form sends name, title, rating and description to the CRM', async ({ page }, info) => {
  const name = uniqueName(info, 'Kiran Review');
  await page.goto('/review/');
  const form = page.getByRole('form', { name: 'Write a review' });
  await hydrated(page, '#write-review form');
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel(/Review title/).fill('Careful packing');
  await form.getByLabel(/Your review/).fill('Nothing broke and they were on time.');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByRole('status')).toHaveText('Form successfully submitted!');
  const [lead] = await received(page, crmFor(name));
  expect(lead!.fields.module_name).toBe(crm.reviewModule);
  expect(jsonParam(lead!)).toEqual({
    name,
    review_title_c: 'Careful packing',
    rating: 4,
    description: 'Nothing broke and they were on time.',
  });
});

test('Send Feedback on a service page goes out through the e-mail API', async ({ page }, info) => {
  const name = uniqueName(info, 'Joseph Feedback');
  await page.goto('/home-shifting/');
  await hydrated(page, 'button[aria-haspopup="dialog"]');
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: /Feedback on/ });
  await dialog.getByLabel('Your name').fill(name);
  await dialog.getByLabel(/E-mail/).fill('joseph@example.in');
  await dialog.getByLabel(/Your feedback/).fill('The crew was polite and quick.');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.toast').filter({ hasText: 'Email sent!' })).toBeVisible();
  const [mail] = await received(page, (r) => r.service === 'email' && JSON.stringify(r.fields).includes(name));
  expect(mail!.path).toBe('/api/v1.0/email/send');
  expect(mail!.fields).toMatchObject({
    service_id: expect.any(String),
    template_id: expect.any(String),
    user_id: expect.any(String),
    template_params: expect.objectContaining({ from_name: name, reply_to: 'joseph@example.in' }),
  });
});

test('when the intake service cannot be reached, the visitor sees the failure and keeps what they typed', async ({
  page,
}, info) => {
  const name = uniqueName(info, 'Offline Visitor');
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.route('**/api/enquiries', (route) => route.abort('connectionrefused'));
  await page.goto('/contact-us/');
  await hydrated(page, '#enquiry form');
  const form = page.locator('#enquiry form');
  await fillEnquiry(form, name);
  await form.getByRole('button', { name: 'Request a callback' }).click();
  await expect(form.getByRole('status')).toHaveText('Error submitting form. Try again!');
  await expect(form.getByLabel(/Your name/)).toHaveValue(name);
  await expect(form.getByLabel(/Moving to/)).toHaveValue('Kothrud, Pune');
  expect(errors.join('\n')).toContain('Form submission failed');
});

test('bad input gets a clear message per field and sends nothing', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => r.url().includes('/api/') && requests.push(r.url()));
  await page.goto('/contact-us/');
  await hydrated(page, '#enquiry form');
  const form = page.locator('#enquiry form');
  await form.getByLabel(/Phone/).fill('11111111');
  await form.getByRole('button', { name: 'Request a callback' }).click();
  await expect(form.getByLabel(/Phone/)).toHaveAccessibleDescription(schemaMessages.en.phoneInvalid);
  await expect(form.getByLabel(/Phone/)).toHaveValue('11111111');
  await expect(form.getByLabel(/Moving from/)).toBeFocused();
  expect(requests).toEqual([]);
});

test('no request from the browser ever carries the CRM password', async ({ page }, info) => {
  const bodies: string[] = [];
  page.on('request', (r) => bodies.push(`${r.url()} ${r.postData() ?? ''}`));
  const name = uniqueName(info, 'Secret Check');
  await page.goto('/contact-us/');
  await hydrated(page, '#enquiry form');
  const form = page.locator('#enquiry form');
  await fillEnquiry(form, name);
  await form.getByRole('button', { name: 'Request a callback' }).click();
  await expect(form.getByRole('status')).toHaveText('Form successfully submitted!');
  await received(page, crmFor(name));
  expect(bodies.join('\n')).not.toContain(crm.pass);
  expect(bodies.join('\n')).not.toContain(crm.user);
});

test('no file of the built site contains the CRM password set during the build', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)]));
  const all = files(join(process.cwd(), 'out'));
  expect(all.length).toBeGreaterThan(100);
  const leaking = all.filter((f) => readFileSync(f).includes(crm.pass));
  expect(leaking).toEqual([]);
});

/**
 * The same forms on Hindi pages (docs/i18n.md#forms-and-leads): checked in Hindi in the browser,
 * and reaching the CRM with the language line, so the office calls back in Hindi.
 */
test.describe('in Hindi', () => {
  const hi = uiWords.hi;

  test('the quote form is checked in Hindi and reaches the CRM with its language and the English goods type', async ({
    page,
  }, info) => {
    const name = uniqueName(info, 'सुनीता शर्मा');
    const tab = quoteTabs('hi')[1]!;
    await page.goto('/hi/');
    await hydrated(page, '#quote .quote form');
    await page.getByRole('tab', { name: tab.name }).click();
    const form = page.locator('#quote .quote form');
    const words = hi.form;
    await expect(page.getByRole('heading', { level: 3, name: tab.heading })).toBeVisible();
    await form.getByLabel(words.pickup.label).fill('गोमती नगर, लखनऊ');
    await form.getByLabel(words.drop.label).fill('कोथरूड, पुणे');
    await form.getByLabel(hi.home.quoteForm.detailLabel).fill('हैचबैक');
    await form.getByLabel(words.name.label).fill(name);
    await form.getByLabel(words.phone.label).fill('12345');
    await form.getByLabel(words.email.label).fill('sunita@example.in');
    await form.getByRole('button', { name: hi.home.quoteForm.submit }).click();
    await expect(form.getByText(schemaMessages.hi.phoneInvalid)).toBeVisible();
    await expect(form.getByLabel(words.phone.label)).toBeFocused();

    await form.getByLabel(words.phone.label).fill('+91 98200 12345');
    await form.getByRole('button', { name: hi.home.quoteForm.submit }).click();
    await expect(form.getByRole('status')).toHaveText(words.success);
    const [lead] = await received(page, crmFor(name));
    const fields = jsonParam(lead!);
    expect(fields.service_detail_c).toBe(`हैचबैक\n${hindiLines.enquiry}`);
    // The office's CRM keeps its own goods types: the English name of the tab.
    expect(fields.goods_type_c).toBe(quoteTabs('en')[1]!.name);
  });

  test('an enquiry from a service page reaches the CRM with its language', async ({ page }, info) => {
    const name = uniqueName(info, 'अमित शर्मा');
    await page.goto('/hi/car-bike-transport/');
    await hydrated(page, '#enquiry form');
    const form = page.locator('#enquiry form');
    const words = hi.form;
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

  test('a review is checked in Hindi and reaches the CRM with its language', async ({ page }, info) => {
    const name = uniqueName(info, 'सुनीता रिव्यू');
    await page.goto('/hi/review/');
    const words = hi.reviewForm;
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

  test('Send Feedback on a service page checks its form in Hindi and sends it', async ({ page }, info) => {
    const name = uniqueName(info, 'सुनीता राय');
    const w = hi.servicePages;
    const service = servicePages('hi').find((p) => p.slug === 'home-shifting')!;
    await page.goto('/hi/home-shifting/');
    await hydrated(page, 'button[aria-haspopup="dialog"]');
    await page.getByRole('button', { name: w.feedback.open }).click();
    const dialog = page.getByRole('dialog', { name: fill(w.feedback.title, { service: service.navLabel }) });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: w.feedback.submit }).click();
    await expect(dialog.getByText(schemaMessages.hi.enter.name)).toBeVisible();
    await expect(dialog.getByText(schemaMessages.hi.enter.feedback)).toBeVisible();
    await expect(dialog.getByLabel(hi.form.name.label)).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByLabel(hi.form.name.label).fill(name);
    await dialog.getByLabel(hi.form.email.label).fill('sunita@example.in');
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
});
