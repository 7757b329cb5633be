import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startOfficeIntake } from './office-intake';

/**
 * The office's work queue in a real browser (docs/office.md#the-work-queue), on an intake of its
 * own whose clock starts at 22:59 in India on Friday 27 Nov 2026 (SERVICE_CLOCK_START): the
 * office is closed, so a lead sent then is due at 08:15 the next morning, as the visitor was told.
 * Two people work the leads side by side, record outcomes and notes, search, and read the report.
 */

const password = 'monsoon-van-lines-office-2026';
let intake: Awaited<ReturnType<typeof startOfficeIntake>>;
const clockStart = Date.parse('2026-11-27T22:59:00+05:30');
let startedAt = 0;
/** The service's clock now, to the minute, as the reminder field takes it (India's time). */
const serviceMinute = () => new Date(clockStart + (Date.now() - startedAt) + 330 * 60_000).toISOString().slice(0, 16);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  startedAt = Date.now();
  intake = await startOfficeIntake(password, {
    SERVICE_CLOCK_START: '2026-11-27T22:59:00+05:30',
    CLIENT_LEAD_ALLOWANCE: '100',
  });
});
test.afterAll(async () => intake?.stop());

/** An enquiry as the site's forms send it. */
const enquiry = (name: string, phone: string, extra: Record<string, string> = {}) => ({
  name,
  email: 'visitor@example.in',
  phone,
  pickup: 'Kothrud, Pune',
  drop: 'Whitefield, Bengaluru',
  detail: '2 BHK household',
  source: 'contact',
  idempotencyKey: crypto.randomUUID(),
  website: '',
  ...extra,
});

async function signIn(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${intake.url}/office/`);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel(/Office password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
  return page;
}

/** The queue's line of the lead from `name`. */
const row = (page: Page, name: string) => page.locator('.q-row').filter({ hasText: name });

/** Opens the card of a queue's line, unless it is open already (a change's return to it opens it). */
async function openRow(page: Page, name: string) {
  const details = row(page, name).locator('details').first();
  if ((await details.getAttribute('open')) === null) await details.locator('summary').first().click();
  await expect(details).toHaveAttribute('open', '');
}

test('a lead sent at 22:59 is due at 08:15, and two people share the queue without calling the same customer', async ({
  browser,
  request,
}) => {
  for (const [name, phone, extra] of [
    ['Asha Verma', '98200 12345', { page: '/city/pune/', homeSize: '2bhk', lang: 'hi' }],
    ['Ravi Kumar', '98111 22222', { page: '/' }],
  ] as const) {
    const sent = await request.post(`${intake.url}/api/enquiries`, {
      data: enquiry(name, phone, extra),
      headers: { origin: intake.url },
    });
    expect(sent.status()).toBe(201);
  }
  const priya = await signIn(browser, 'Priya');
  await expect(priya.locator('.q-row .q-main strong')).toHaveText(['Asha Verma', 'Ravi Kumar']);
  await expect(row(priya, 'Asha Verma')).toContainText(/9 h 1[56] min left/);
  await expect(row(priya, 'Asha Verma')).toContainText('हिंदी');
  await expect(priya).toHaveTitle(/^\(2\) To call/);
  await openRow(priya, 'Asha Verma');
  await expect(row(priya, 'Asha Verma')).toContainText('Call back by 28 Nov 08:15');
  await row(priya, 'Asha Verma').getByRole('button', { name: 'Take it' }).click();
  await expect(priya.locator('p.notice')).toHaveText(/You have it/);

  const ramesh = await signIn(browser, 'Ramesh');
  await expect(row(ramesh, 'Asha Verma')).toContainText('Priya has it');
  await openRow(ramesh, 'Asha Verma');
  await row(ramesh, 'Asha Verma').getByRole('button', { name: 'Talked' }).click();
  await expect(ramesh.locator('p.notice')).toHaveText(/Priya has ref \w{6}, so nothing was changed/);
  await expect(row(ramesh, 'Asha Verma')).toContainText('Priya has it');

  // Priya cannot reach her: the office is closed, so "try again in 1 hour" waits for opening.
  await priya.reload();
  await openRow(priya, 'Asha Verma');
  await row(priya, 'Asha Verma').getByRole('button', { name: 'Not reachable: try again in 1 hour' }).click();
  await expect(priya.locator('p.notice')).toHaveText(/Recorded: Not reachable/);
  await expect(row(priya, 'Asha Verma')).toContainText('try again at 28 Nov 08:00');
  await expect(priya.locator('.q-row .q-main strong')).toHaveText(['Asha Verma', 'Ravi Kumar']);

  // Ravi neither: a reminder for this very minute comes to the top of Priya's queue at once.
  await openRow(priya, 'Ravi Kumar');
  const ravi = row(priya, 'Ravi Kumar');
  await ravi.getByText('Record an outcome, a reminder or a note').click();
  await ravi.getByLabel('Outcome').selectOption('unreachable');
  await ravi.getByLabel('Or try again at').fill(serviceMinute());
  await ravi.getByRole('button', { name: 'Save' }).click();
  await expect(priya.locator('p.notice')).toHaveText(/Recorded: Not reachable/);
  await expect(priya.locator('.q-row .q-main strong')).toHaveText(['Ravi Kumar', 'Asha Verma']);
  await expect(row(priya, 'Ravi Kumar')).toContainText('reminder due (yours)');

  // WCAG 2.2 AA with a card and its form open.
  await row(priya, 'Ravi Kumar').getByText('Record an outcome, a reminder or a note').click();
  const axe = await new AxeBuilder({ page: priya })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await priya.context().close();
  await ramesh.context().close();
});

test('a lead is worked to won with notes, who and when, and found again by phone', async ({ browser, request }) => {
  const priya = await signIn(browser, 'Priya');
  await openRow(priya, 'Ravi Kumar');
  const ravi = row(priya, 'Ravi Kumar');
  await ravi.getByText('Record an outcome, a reminder or a note').click();
  await ravi.getByLabel('Outcome').selectOption('quoted');
  await ravi.getByLabel('Note').fill('Wants the piano packed too');
  await ravi.getByRole('button', { name: 'Save' }).click();
  // No amount: the form comes back with what was typed.
  await expect(priya.getByRole('alert')).toHaveText(/give the amount in whole rupees/);
  await expect(priya.getByLabel('Note')).toHaveValue('Wants the piano packed too');
  await priya.getByLabel('Quote in rupees').fill('28,500');
  await priya.getByRole('button', { name: 'Save' }).click();
  await expect(priya.locator('p.notice')).toHaveText(/Recorded: Quote sent/);
  await priya.getByText('Record an outcome, a reminder or a note').click();
  await priya.getByLabel('Outcome').selectOption('won');
  await priya.getByLabel('Moving date').fill('2026-12-15');
  await priya.getByRole('button', { name: 'Save' }).click();
  await expect(priya.locator('.status')).toContainText('Won: moving on 2026-12-15');
  await priya.getByText(/^History \(\d+\)$/).click();
  await expect(priya.locator('.history li')).toHaveText([
    /Priya: Not reachable · try again at \d\d:\d\d$/,
    /Priya: Quote sent: ₹28,500 · “Wants the piano packed too”$/,
    /Priya: Won: moving on 2026-12-15$/,
  ]);

  // The same phone again: a repeat, linked to the earlier lead.
  const again = await request.post(`${intake.url}/api/enquiries`, {
    data: enquiry('Ravi K', '+91 98111-22222'),
    headers: { origin: intake.url },
  });
  expect(again.status()).toBe(201);
  await priya.goto(`${intake.url}/office/`);
  await expect(row(priya, 'Ravi K')).toContainText('repeat');

  // Found by phone from the search form; the address keeps no search words.
  await priya.getByRole('link', { name: 'All leads' }).click();
  await priya.getByLabel('Search a name, phone or reference').fill('98111 22222');
  await priya.getByRole('button', { name: 'Find' }).click();
  await expect(priya.getByRole('heading', { level: 2, name: /found/ })).toHaveText('2 found, newest first');
  expect(priya.url()).toBe(`${intake.url}/office/all/`);
  await expect(priya.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(['Ravi K', 'Ravi Kumar']);
  await priya.context().close();
});

test('the owner’s report counts the leads sent here and their first calls', async ({ browser }) => {
  const owner = await signIn(browser, 'Owner');
  await owner.getByRole('link', { name: 'Report' }).click();
  // Three enquiries; Asha (not reachable) and Ravi (won) called while the office was closed, so
  // no office minutes passed, and before 08:15, the time they were told; Ravi K not yet due.
  await expect(owner.locator('p.summary')).toHaveText(
    '3 enquiries, 2 called; half of them within 0 office minutes. 100% called by the time the visitor was told. Won 1, lost 0.',
  );
  await owner.context().close();
});
