import { expect, type Page, test } from '@playwright/test';
import { uiWords } from '@/content/localized/ui';
import { localePath, locales } from '@/lib/shared/i18n';
import { hydrated, seriousViolations } from './helpers';
import { startOfficeIntake } from './office-intake';

/**
 * From an estimate to a booked survey and back (docs/surveys.md), against an intake of the test's own
 * with the office inbox on: price a move on a city page, book tomorrow 11:00 by video, get the
 * confirmation and the calendar file, open the quote, see the booking in the office, move it from
 * its page; the same booking without JavaScript; twenty visitors after one last place.
 */

const password = 'survey-office-pass-2026';
/** Tomorrow in India, as the booking's days are. */
const tomorrow = () => new Date(Date.now() + (330 + 24 * 60) * 60_000).toISOString().slice(0, 10);
const query = 'from=pune&to=bengaluru&size=2bhk&pf=3';

let intake: Awaited<ReturnType<typeof startOfficeIntake>>;
test.beforeEach(async () => {
  intake = await startOfficeIntake(password);
});
test.afterEach(async () => {
  await intake.stop();
});

async function signIn(page: Page) {
  await page.goto(`${intake.url}/office/`);
  await page.getByLabel('Your name').fill('Priya');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

for (const locale of locales) {
  const w = uiWords[locale].survey;
  test(`${localePath(locale, '/city/pune/')}: an estimate, then a video survey tomorrow 11:00, its calendar file and quote, seen by the office and moved from its page`, async ({
    page,
  }) => {
    await page.goto(`${intake.url}${localePath(locale, '/city/pune/')}?${query}#estimate`);
    await hydrated(page, '#estimate form');
    await page.locator('#estimate').getByRole('link', { name: uiWords[locale].estimator.bookSurvey }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/book-survey/')}\\?`));
    await hydrated(page, '.survey__form');
    await page.getByLabel(w.form.kinds.video).check();
    await page.locator(`input[name="slot"][value="${tomorrow()} 11-13"]`).check();
    await page.getByLabel(w.form.name).fill('Asha Verma');
    await page.locator('input[name="phone"]').fill('98201 45678');
    await page.getByLabel(w.form.locality).fill('Kothrud, Pune');
    // The estimate's third floor without a lift came with it.
    await expect(page.getByLabel(w.form.floor)).toHaveValue('3');
    await page.getByRole('button', { name: w.form.submit }).click();
    const booked = page.locator('.survey__booked');
    await expect(booked.getByRole('heading', { name: w.form.booked })).toBeFocused();
    await expect(booked).toContainText('11:00');
    const reference = (await booked.locator('.after-send__ref').textContent())!.trim();
    expect(reference).toMatch(/^[0-9A-Z]{6}$/);

    const calendar = await page.request.get(
      (await booked.getByRole('link', { name: w.form.calendar }).getAttribute('href')) as string,
    );
    expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await calendar.text()).toMatch(/DTSTART:\d{8}T053000Z/);

    const quoteHref = await booked.getByRole('link', { name: new RegExp(w.form.quote) }).getAttribute('href');
    const quote = await page.context().newPage();
    await quote.goto(quoteHref!);
    await expect(quote.locator('h1')).toContainText(/[0-9A-Z]{4}-[0-9A-Z]{4}/);
    await quote.close();

    const manage = (await booked.getByRole('link', { name: w.form.manage }).getAttribute('href'))!;
    const office = await page.context().newPage();
    await signIn(office);
    await expect(office.locator('.survey-line').first()).toContainText('Video call');
    await office.goto(`${intake.url}/office/surveys/`);
    await expect(office.getByRole('link', { name: 'Asha Verma' })).toBeVisible();
    await office.close();

    await page.goto(manage);
    await page.locator('input[name="slot"]').nth(3).check();
    await page.getByRole('button', { name: w.manage.rescheduleSubmit }).click();
    await expect(page.getByRole('status')).toContainText(w.manage.rescheduled.split('{')[0]!.trim());
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the booking form posts to the intake and lands on the booked survey’s own page', async ({ page }) => {
    const w = uiWords.en.survey;
    await page.goto(`${intake.url}/book-survey/`);
    const form = page.locator('form.survey__form');
    await form.locator('input[name="kind"][value="video"]').check();
    await form.locator('input[name="date"]').fill(tomorrow());
    await form.locator('select[name="band"]').selectOption('11-13');
    await form.locator('input[name="name"]').fill('Ravi Kumar');
    await form.locator('input[name="phone"]').fill('98450 12345');
    await form.locator('input[name="locality"]').fill('Indiranagar, Bengaluru');
    await form.locator('input[name="floor"]').fill('0');
    await form.locator('input[name="lift"][value="yes"]').check();
    await page.getByRole('button', { name: w.form.submit }).click();
    await expect(page).toHaveURL(/\/survey\/[A-Za-z0-9_-]{24}\/\?booked$/);
    await expect(page.getByRole('status')).toContainText(w.form.booked);
    await expect(page.locator('.survey__when')).toContainText('between 11:00 and 13:00');
  });
});

test('twenty visitors after the last place of a band: exactly one gets it, the others are offered the nearest', async ({
  request,
}) => {
  test.skip(test.info().project.name !== 'desktop', 'the intake decides, whatever the screen');
  const body = (i: number) => ({
    kind: 'home',
    date: tomorrow(),
    band: '14-16',
    name: `Visitor ${i}`,
    phone: `98${String(10_000_000 + i * 7919).slice(0, 8)}`,
    locality: 'Baner, Pune',
    floor: '1',
    lift: 'yes',
    idempotencyKey: crypto.randomUUID(),
  });
  expect((await request.post(`${intake.url}/api/surveys`, { data: body(99) })).status()).toBe(201);
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => request.post(`${intake.url}/api/surveys`, { data: body(i) })),
  );
  const statuses = answers.map((a) => a.status());
  expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  const refused = await answers.find((a) => a.status() === 409)!.json();
  expect(refused.error).toBe('slot_taken');
  expect(refused.nearest.length).toBeGreaterThan(0);
});
