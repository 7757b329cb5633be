import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { cities } from '@/content/cities';
import { thankYouPages } from '@/content/localized/thank-you';
import { uiWords } from '@/content/localized/ui';
import { schemaMessages } from '@/lib/shared/lead-schemas';
import { allRoutes, thankYouRoutes } from '@/content/pages';
import { hindiLines } from '@/server/delivery/crm';
import { crm } from './e2e-env';
import { crmFor, fillEnquiry, fillEnquiryHi, jsonParam, received, uniqueName } from './helpers';

/**
 * The forms when the page's scripts never run (an old phone, a blocked script, a network that
 * gave up): the browser posts each form to the intake service itself, the lead reaches the CRM,
 * and the visitor lands on a plain thank-you page, or on the form again with its problems.
 */
test.use({ javaScriptEnabled: false });

/** `stored`: the phone as the intake stores it and sends it to the CRM (lib/shared/phone.ts). */
const visitor = { email: 'asha@example.in', phone: '+91 98200 12345', digits: '9820012345', stored: '+919820012345' };

/** Nothing the visitor typed may be in the address, where history and server logs keep it. */
function expectNoPersonalData(page: Page, name: string) {
  const url = decodeURIComponent(page.url()).replaceAll('+', ' ');
  for (const value of [name, name.split(' ')[0]!, visitor.email, visitor.phone, visitor.digits, 'example.in']) {
    expect(url, 'the address after sending').not.toContain(value);
  }
}

async function expectThankYou(page: Page, kind: 'enquiry' | 'review', name: string) {
  await expect(page).toHaveURL(new RegExp(`/thank-you/${kind}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    kind === 'enquiry' ? 'Thank you, we have your enquiry' : 'Thank you for your review',
  );
  expectNoPersonalData(page, name);
}

const sendButton = (form: Locator, name: string) => form.getByRole('button', { name });

test('the home quote form sends the first tab’s enquiry to the CRM', async ({ page }, info) => {
  const name = uniqueName(info, 'Asha NoScript');
  await page.goto('/');
  const form = page.locator('#quote .quote form');
  await fillEnquiry(form, name, visitor.email);
  await sendButton(form, 'Get my free quote').click();
  await expectThankYou(page, 'enquiry', name);
  const [lead] = await received(page, crmFor(name));
  expect(lead!.fields.module_name).toBe(crm.enquiryModule);
  expect(jsonParam(lead!)).toEqual({
    name,
    email1: visitor.email,
    phone_office: visitor.stored,
    pickup_location_c: 'Vashi, Navi Mumbai',
    drop_location_c: 'Kothrud, Pune',
    service_detail_c: '2 BHK household',
    goods_type_c: 'Domestic Moving',
  });
});

test('the contact page’s enquiry form sends the enquiry to the CRM', async ({ page }, info) => {
  const name = uniqueName(info, 'Ravi NoScript');
  await page.goto('/contact-us/');
  const form = page.locator('#enquiry form');
  await fillEnquiry(form, name, visitor.email);
  await sendButton(form, 'Request a callback').click();
  await expectThankYou(page, 'enquiry', name);
  const [lead] = await received(page, crmFor(name));
  expect(jsonParam(lead!)).toEqual({
    name,
    email1: visitor.email,
    phone_office: visitor.stored,
    pickup_location_c: 'Vashi, Navi Mumbai',
    drop_location_c: 'Kothrud, Pune',
    service_detail_c: '2 BHK household',
  });
});

test('a city page’s enquiry form carries the page’s offer to the CRM', async ({ page }, info) => {
  const city = cities.find((c) => c.offer && c.slug === 'agra')!;
  const name = uniqueName(info, 'Meera NoScript');
  await page.goto(`/city/${city.slug}/`);
  const form = page.locator('#enquiry form');
  await fillEnquiry(form, name, visitor.email);
  await sendButton(form, 'Request a callback').click();
  await expectThankYou(page, 'enquiry', name);
  const [lead] = await received(page, crmFor(name));
  expect(jsonParam(lead!).service_detail_c).toBe(`2 BHK household\nOffer: ${city.offer} off (city page: ${city.city})`);
});

test('a Hindi page’s enquiry form lands on the Hindi thank-you page, and the CRM hears its offer and that it is Hindi', async ({
  page,
}, info) => {
  const name = uniqueName(info, 'राधा NoScript');
  await page.goto('/hi/city/lucknow/');
  const form = page.locator('#enquiry form');
  await fillEnquiryHi(form, name, visitor.phone, visitor.email);
  await sendButton(form, uiWords.hi.form.submit).click();
  await expect(page).toHaveURL(/\/hi\/thank-you\/enquiry\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(thankYouPages('hi').enquiry.title);
  await expect(page.locator('#next-steps li')).toHaveText(thankYouPages('hi').enquiry.nextSteps);
  // The switch leads to the same page in English.
  await expect(page.locator('.lang-switch')).toHaveAttribute('href', '/thank-you/enquiry/');
  expectNoPersonalData(page, name);
  const [lead] = await received(page, crmFor(name));
  // The Hindi page's offer is honoured as the English page's is.
  expect(jsonParam(lead!).service_detail_c).toBe(
    `2 BHK का घरेलू सामान\nOffer: 10% off (city page: Lucknow)\n${hindiLines.enquiry}`,
  );
});

test('the review form sends name, title, rating and review to the CRM', async ({ page }, info) => {
  const name = uniqueName(info, 'Kiran NoScript');
  await page.goto('/review/');
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel(/Review title/).fill('Careful packing');
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel(/Your review/).fill('Nothing broke & they were on time.');
  await sendButton(form, 'Submit review').click();
  await expectThankYou(page, 'review', name);
  const [lead] = await received(page, crmFor(name));
  expect(lead!.fields.module_name).toBe(crm.reviewModule);
  expect(jsonParam(lead!)).toEqual({
    name,
    review_title_c: 'Careful packing',
    rating: 4,
    description: 'Nothing broke & they were on time.',
  });
});

test('a bad enquiry comes back with each problem next to its field and everything typed, and sends once fixed', async ({
  page,
}, info) => {
  const name = uniqueName(info, 'Sunil <b>NoScript</b>');
  await page.goto('/about/');
  const form = page.locator('#enquiry form');
  await fillEnquiry(form, name, 'sunil.example.in');
  await form.getByLabel(/Phone/).fill('11111111');
  await sendButton(form, 'Request a callback').click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your enquiry');
  expectNoPersonalData(page, name);
  const again = page.getByRole('form', { name: 'Please check your enquiry' });
  const email = again.getByLabel(/E-mail/);
  const phone = again.getByLabel(/Phone/);
  await expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address, like name@example.com.');
  await expect(phone).toHaveAccessibleDescription(schemaMessages.en.phoneInvalid);
  await expect(email).toHaveValue('sunil.example.in');
  await expect(phone).toHaveValue('11111111');
  // The name, markup and all, is shown as typed, not run as markup.
  await expect(again.getByLabel(/Your name/)).toHaveValue(name);
  await expect(again.getByLabel(/Moving from/)).toHaveValue('Vashi, Navi Mumbai');
  await expect(again.getByLabel(/What are you moving/)).toHaveValue('2 BHK household');
  // The site's stylesheet dresses the page: the submit button looks like the site's.
  await expect(again.getByRole('button', { name: 'Request a callback' })).toHaveCSS('border-radius', '999px');

  await email.fill(visitor.email);
  await phone.fill(visitor.phone);
  await again.getByRole('button', { name: 'Request a callback' }).click();
  await expectThankYou(page, 'enquiry', name);
  const leads = await received(page, crmFor(name));
  expect(leads).toHaveLength(1);
  expect(jsonParam(leads[0]!)).toMatchObject({ name, email1: visitor.email, phone_office: visitor.stored });
});

test('a review without a rating comes back asking for one, with the review kept', async ({ page }, info) => {
  const name = uniqueName(info, 'Latha NoScript');
  await page.goto('/review/');
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel(/Review title/).fill('On time');
  await form.getByLabel(/Your review/).fill('Good crew.');
  await sendButton(form, 'Submit review').click();
  const again = page.getByRole('form', { name: 'Please check your review' });
  await expect(again.getByRole('group', { name: /Your rating/ })).toHaveAccessibleDescription(
    'Please choose a rating from 1 to 5 stars.',
  );
  await expect(again.getByLabel(/Your review/)).toHaveValue('Good crew.');
  await again.getByRole('radio', { name: '5 stars' }).check();
  await again.getByRole('button', { name: 'Submit review' }).click();
  await expectThankYou(page, 'review', name);
  const [lead] = await received(page, crmFor(name));
  expect(jsonParam(lead!)).toMatchObject({ name, rating: 5, description: 'Good crew.' });
});

test('Send Feedback opens without scripts and posts its form to the e-mail API', async ({ page }, info) => {
  const name = uniqueName(info, 'Joseph NoScript');
  await page.goto('/home-shifting/');
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: /Feedback on/ });
  await dialog.getByLabel('Your name').fill(name);
  await dialog.getByLabel(/E-mail/).fill(visitor.email);
  await dialog.getByLabel(/Your feedback/).fill('The crew was polite & quick.');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page).toHaveURL(/\/api\/v1\.0\/email\/send-form$/);
  expectNoPersonalData(page, name);
  const [mail] = await received(page, (r) => r.service === 'email' && JSON.stringify(r.fields).includes(name));
  // The fields `sendForm` sends (lib/browser/email-client.ts), with the template parameters the scripts send.
  expect(mail!.path).toBe('/api/v1.0/email/send-form');
  expect(mail!.fields).toEqual({
    from_name: name,
    reply_to: visitor.email,
    message: 'The crew was polite & quick.',
    service: expect.stringMatching(/home/i),
    lib_version: expect.any(String),
    service_id: 'service_e2e',
    template_id: 'template_e2e',
    user_id: 'public_e2e',
  });
});

test('every form of the exported site posts, to the intake or the e-mail API, and the thank-you pages stay out of search', () => {
  test.skip(test.info().project.name !== 'desktop', 'reads files only: once is enough');
  const html = (route: string) => readFileSync(join('out', route, 'index.html'), 'utf8');
  const actions = new Set<string>();
  for (const route of [...allRoutes, ...thankYouRoutes]) {
    for (const [form] of html(route).matchAll(/<form[^>]*>/g)) {
      expect(form, route).toMatch(/ method="post"/);
      actions.add(/ action="([^"]*)"/.exec(form)?.[1] ?? `none on ${route}`);
    }
  }
  expect([...actions].sort()).toEqual([
    '/api/enquiries',
    '/api/reviews',
    '/api/surveys',
    '/api/verify',
    expect.stringMatching(/\/api\/v1\.0\/email\/send-form$/),
  ]);
  const sitemap = readFileSync(join('out', 'sitemap.xml'), 'utf8');
  for (const route of thankYouRoutes) {
    expect(html(route), route).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(sitemap).not.toContain(route);
  }
});
