import { expect, test, type Page } from '@playwright/test';
import { startOfficeIntake } from './office-intake';

/**
 * The open inbox telling the office a lead arrived (docs/office.md#it-tells-you): the list and the
 * tab's title update themselves, a half-typed form is never swept away, and the sound and
 * notification stay off until chosen. On an intake of this file's own with the inbox on.
 */

const password = 'monsoon-van-lines-live-2026';
let intake: Awaited<ReturnType<typeof startOfficeIntake>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  intake = await startOfficeIntake(password);
});

test.afterAll(async () => {
  await intake?.stop();
});

let phone = 45_670;
/** Sends an enquiry as the site's forms do, each from its own phone number. */
async function sendLead(page: Page, name: string) {
  const answer = await page.request.post(`${intake.url}/api/enquiries`, {
    data: {
      name,
      email: 'visitor@example.in',
      phone: `98201 ${phone++}`,
      pickup: 'Vashi, Navi Mumbai',
      drop: 'Kothrud, Pune',
      detail: '2 BHK household',
      source: 'contact',
      idempotencyKey: crypto.randomUUID(),
      website: '',
    },
  });
  expect(answer.status()).toBe(201);
}

async function signIn(page: Page) {
  await page.goto(`${intake.url}/office/`);
  await page.getByLabel('Your name').fill('Priya');
  await page.getByLabel('Office password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in as Priya')).toBeVisible();
}

/** What the page's script made of notifications, without a real one on the machine. */
async function recordNotifications(page: Page) {
  await page.addInitScript(() => {
    const shown: { title: string; body?: string }[] = [];
    class Recorded {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, body: options?.body });
      }
    }
    Object.assign(window, { Notification: Recorded, shownNotifications: shown });
  });
}

test('a lead sent while the inbox is open appears in it without a reload, and the title counts it', async ({
  page,
}) => {
  const blocked: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Refused to/i.test(msg.text())) blocked.push(msg.text());
  });
  await recordNotifications(page);
  await signIn(page);
  await expect(page).toHaveTitle(/^To call · /);
  // Sound and notification: offered by the script, off until chosen.
  const alerts = page.getByLabel('Sound and notification for new leads');
  await expect(alerts).toBeVisible();
  await expect(alerts).not.toBeChecked();
  // A mark on this very page: gone if it were loaded again.
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));

  await sendLead(page, 'Meera Joshi');
  await expect(page.locator('.q-row').filter({ hasText: 'Meera Joshi' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveTitle(/^\(1\) To call · /);
  await expect(page.getByRole('status').filter({ hasText: '1 new lead' })).toBeVisible();
  expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  // Off, so nothing was shown.
  expect(await page.evaluate(() => (window as { shownNotifications?: unknown[] }).shownNotifications)).toEqual([]);

  // Turned on, it is remembered, and the next lead is told by its count alone (it shows on lock screens).
  await alerts.check();
  await page.reload();
  await expect(alerts).toBeChecked();
  await sendLead(page, 'Kabir Shah');
  await expect(page.locator('.q-row').filter({ hasText: 'Kabir Shah' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveTitle(/^\(2\) To call · /);
  expect(await page.evaluate(() => (window as { shownNotifications?: unknown[] }).shownNotifications)).toEqual([
    { title: 'New lead', body: '2 to call' },
  ]);
  expect(blocked).toEqual([]);
});

test('a form being filled in the list is left alone: the new leads are offered instead', async ({ page }) => {
  await signIn(page);
  await expect(page.getByLabel('Sound and notification for new leads')).not.toBeChecked();
  // A note half typed in a card of the queue.
  const first = page.locator('.q-row').first();
  await first.locator('summary').first().click();
  await first.getByText('Record an outcome, a reminder or a note').click();
  await first.getByLabel('Note').fill('Asked to call after 6 pm');
  await first.getByLabel('Note').blur();

  await sendLead(page, 'Farah Khan');
  const show = page.getByRole('button', { name: 'Show them' });
  await expect(show).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'New leads arrived' })).toBeVisible();
  await expect(first.getByLabel('Note')).toHaveValue('Asked to call after 6 pm');
  await expect(page.locator('.q-row').filter({ hasText: 'Farah Khan' })).toHaveCount(0);
  await show.click();
  await expect(page.locator('.q-row').filter({ hasText: 'Farah Khan' })).toBeVisible();
});

test('without scripts the inbox is the same list, with nothing to choose for sound', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page);
  await expect(page.locator('.q-row').filter({ hasText: 'Meera Joshi' })).toBeVisible();
  await expect(page.getByLabel('Sound and notification for new leads')).toBeHidden();
  // The count comes with the page itself.
  await expect(page).toHaveTitle(/^\(\d+\) To call · /);
  await context.close();
});
