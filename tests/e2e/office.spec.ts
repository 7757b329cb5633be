import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { startOfficeIntake } from './office-intake';
import type { AddressInfo } from 'node:net';

/**
 * The office inbox (docs/office.md) in a real browser. The shared intake of the other browser
 * tests runs with OFFICE_PASSWORD_HASH=off, so there /office/ must be a 404; this file starts an
 * intake of its own with the setting (a free port, its own database and its own fake CRM whose
 * answer each test sets), and the office's hash made by `npm run office-password`.
 */

const password = 'monsoon-van-lines-office-2026';
const staff = 'Priya';

/** A CRM stand-in: answers `status` (JSON like the real one's) and counts the leads it accepted. */
function fakeCrm() {
  const state = { status: 400, accepted: 0, received: 0 };
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      state.received++;
      if (state.status < 300) state.accepted++;
      res.writeHead(state.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(state.status < 300 ? { id: `crm-${state.accepted}` } : { error: 'invalid module' }));
    });
  });
  return { state, server };
}

let intake: Awaited<ReturnType<typeof startOfficeIntake>>;
let office = '';
const crm = fakeCrm();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await new Promise<void>((resolve) => crm.server.listen(0, '127.0.0.1', resolve));
  const crmUrl = `http://127.0.0.1:${(crm.server.address() as AddressInfo).port}/crm`;
  intake = await startOfficeIntake(password, {
    OFFICE_SIGNIN_MAX: '4',
    CRM_URL: crmUrl,
    CRM_USER: 'e2e-office',
    CRM_PASS: 'e2e-office-crm-secret',
    CRM_REST_URL: 'https://crm.example.test/service/v4_1/rest.php',
    CRM_MAX_REJECTIONS: '1',
    DELIVERY_INTERVAL_MS: '100',
    // The third lead from this one address is held (quarantined), for the release test.
    CLIENT_LEAD_ALLOWANCE: '2',
  });
  office = intake.url;
});

test.afterAll(async () => {
  await intake?.stop();
  await new Promise((resolve) => crm.server.close(resolve));
});

/** Collects what the content security policy blocked on a page. */
function policyViolations(page: Page): string[] {
  const blocked: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Refused to/i.test(msg.text())) blocked.push(msg.text());
  });
  return blocked;
}

/** An enquiry as the site's forms send it. */
const enquiry = (name: string, extra: Record<string, string> = {}) => ({
  name,
  email: 'visitor@example.in',
  phone: '98200 12345',
  pickup: 'Vashi, Navi Mumbai',
  drop: 'Kothrud, Pune',
  detail: '2 BHK household',
  source: 'contact',
  idempotencyKey: crypto.randomUUID(),
  website: '',
  ...extra,
});

async function signIn(page: Page) {
  await page.goto(`${office}/office/`);
  await page.getByLabel('Your name').fill(staff);
  await page.getByLabel('Office password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${staff}`)).toBeVisible();
}

/** The card of the lead from `name`. */
const card = (page: Page, name: string) => page.getByRole('article', { name });

test('with OFFICE_PASSWORD_HASH=off the inbox is a 404, and no sitemap lists it', async ({ page, request }) => {
  const response = await page.goto('/office/');
  expect(response?.status()).toBe(404);
  await expect(page.getByLabel('Office password')).toHaveCount(0);
  expect((await request.get('/office/leads.csv')).status()).toBe(404);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<urlset');
  // (The site has an office-relocation page; the inbox is /office/ itself.)
  expect(sitemap).not.toMatch(/\/office\/<\/loc>/);
});

test('the office signs in and sees every lead newest first, with how to call each back', async ({
  page,
  request,
}, info) => {
  // Seeding through the CRM, axe and two full-page screenshots: more than the default 30 s on a busy machine.
  test.slow();
  const blocked = policyViolations(page);
  // A lead the CRM rejects (it stops after one rejection), one it takes, one held past the allowance.
  expect(
    (
      await request.post(`${office}/api/enquiries`, {
        data: enquiry('Asha Verma', { page: '/city/pune/', movingDate: '2026-12-15', homeSize: '2bhk' }),
      })
    ).status(),
  ).toBe(201);
  await expect.poll(() => crm.state.received).toBe(1);
  crm.state.status = 200;
  expect((await request.post(`${office}/api/enquiries`, { data: enquiry('Ravi Kumar', { page: '/' }) })).status()).toBe(
    201,
  );
  await expect.poll(() => crm.state.accepted).toBe(1);
  expect(
    (await request.post(`${office}/api/enquiries`, { data: enquiry('Held Lead', { page: '/city/pune/' }) })).status(),
  ).toBe(201);

  const signInPage = await page.goto(`${office}/office/`);
  expect(signInPage?.headers()['x-robots-tag']).toBe('noindex, nofollow, noarchive');
  expect(signInPage?.headers()['content-security-policy']).toContain("default-src 'none'");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow, noarchive');
  await signIn(page);

  // Chromium kept the Secure, HttpOnly, SameSite=Strict __Host- cookie on http://127.0.0.1.
  const cookies = await page.context().cookies(office);
  expect(cookies.find((c) => c.name === '__Host-office')).toMatchObject({
    secure: true,
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
  });

  // The queue: one line each, the oldest first (their call-backs fall due in that order).
  await expect(page.locator('.q-row .q-main strong')).toHaveText(['Asha Verma', 'Ravi Kumar', 'Held Lead']);
  await page.getByRole('link', { name: 'All leads' }).click();
  const names = await page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
  expect(names).toEqual(['Held Lead', 'Ravi Kumar', 'Asha Verma']);
  const asha = card(page, 'Asha Verma');
  await expect(asha.getByRole('link', { name: 'Call +91 98200 12345' })).toHaveAttribute('href', 'tel:+919820012345');
  await expect(asha.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919820012345');
  await expect(asha).toContainText('Vashi, Navi Mumbai → Kothrud, Pune');
  await expect(asha).toContainText('15 Dec 2026');
  await expect(asha).toContainText('2 BHK');
  await expect(asha).toContainText('/city/pune/');
  await expect(asha).toContainText(/just now|1 min ago/);
  // 15 minutes in office hours; after the next opening at night (tests/e2e/office-queue.spec.ts, a fixed clock).
  await expect(asha).toContainText(/Call back by (\d+ \w{3} )?\d\d:\d\d \((\d+ h )?\d+ min left\)/);
  await expect(asha).toContainText('CRM: failed, stopped');
  await expect(card(page, 'Ravi Kumar')).toContainText('CRM: delivered, 1 attempt');
  await expect(card(page, 'Held Lead')).toContainText('held (quarantined)');

  // The chart: an image with a description, and the same figures as a table.
  const chart = page.getByRole('img', { name: /Enquiries per day, last 30 days/ });
  await expect(chart).toBeVisible();
  await expect(page.locator('#chart-desc')).toHaveText(/3 enquiries in the last 30 days, at most 3 a day/);
  await page.getByText('The figures as a table').click();
  const table = page.getByRole('table', { name: /Enquiries per day by page/ });
  await expect(table.getByRole('columnheader')).toHaveText(['Day', 'All', '/city/pune/', '/']);
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(['3', '2', '1']);

  // WCAG 2.2 AA, the table open.
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Folded again: the screenshots show the inbox as it opens.
  await page.getByText('The figures as a table').click();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: info.outputPath(`office-${width}.png`), fullPage: true });
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  expect(blocked).toEqual([]);
});

test('recording a call shows who called first and when', async ({ page }) => {
  await signIn(page);
  await page.goto(`${office}/office/all/`);
  await card(page, 'Asha Verma').getByRole('button', { name: 'Talked' }).click();
  await expect(page.locator('p.notice')).toHaveText(/Recorded: Talked/);
  await expect(card(page, 'Asha Verma')).toContainText(/First called by Priya at \d\d:\d\d, \d+ min after it arrived/);
  await expect(card(page, 'Asha Verma')).toContainText('Talked · You have it');
});

test('a change without the CSRF token is refused and changes nothing', async ({ page }) => {
  await signIn(page);
  await page.goto(`${office}/office/all/`);
  const ravi = card(page, 'Ravi Kumar');
  // As a forged form would: the same button, without the session's token.
  await ravi
    .locator('form', { has: page.getByRole('button', { name: 'Talked' }) })
    .locator('input[name="csrf"]')
    .evaluate((input) => input.remove());
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/work') && r.request().method() === 'POST'),
    ravi.getByRole('button', { name: 'Talked' }).click(),
  ]);
  expect(response.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Refused' })).toBeVisible();
  await page.goto(`${office}/office/all/`);
  await expect(card(page, 'Ravi Kumar')).toContainText('New');
  await expect(card(page, 'Ravi Kumar')).not.toContainText('First called');
});

test('a failed delivery is retried from the inbox and reaches the CRM', async ({ page }) => {
  await signIn(page);
  await page.goto(`${office}/office/all/`);
  const before = crm.state.accepted;
  await card(page, 'Asha Verma').getByRole('button', { name: 'Retry CRM' }).click();
  await expect(page.locator('p.notice')).toHaveText(/will be sent again/);
  await expect.poll(() => crm.state.accepted).toBe(before + 1);
  await expect
    .poll(async () => {
      await page.reload();
      return card(page, 'Asha Verma').locator('.channels').textContent();
    })
    .toContain('CRM: delivered, 2 attempts');
  await expect(card(page, 'Asha Verma').getByRole('button', { name: 'Retry CRM' })).toHaveCount(0);
});

test('a held lead is released and sent on', async ({ page }) => {
  await signIn(page);
  await page.goto(`${office}/office/all/`);
  const before = crm.state.accepted;
  await card(page, 'Held Lead').getByRole('button', { name: 'Release: it is genuine' }).click();
  await expect(page.locator('p.notice')).toHaveText(/released/);
  await expect.poll(() => crm.state.accepted).toBe(before + 1);
  await expect
    .poll(async () => {
      await page.reload();
      return card(page, 'Held Lead').locator('.channels').textContent();
    })
    .toContain('CRM: delivered');
});

test('the CSV download has every lead and who called it', async ({ page }) => {
  await signIn(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d\d-\d\d\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines).toHaveLength(4);
  expect(lines[0]).toMatch(
    /^id,kind,received_ist,delivery_status,.*,called_by,called_ist,first_call_minutes,status,taken_by,attempts,lost_reason,quote_amount,moving_on$/,
  );
  const asha = lines.find((line) => line.includes('Asha Verma'));
  expect(asha).toMatch(new RegExp(`,${staff},\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d,\\d+,`));
});

test.describe('with the offline worker running', () => {
  test.use({ serviceWorkers: 'allow' });
  test('the worker never answers or saves an inbox page', async ({ page }) => {
    await page.goto(`${office}/about/`);
    // Polled with evaluate, which waits for the check's promise (waitForFunction would take the
    // promise itself as a yes, and the test would run before the worker controls the page).
    await expect
      .poll(
        () =>
          page.evaluate(
            async () => !!(await navigator.serviceWorker.ready).active && !!navigator.serviceWorker.controller,
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    await signIn(page);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(false);
    const saved = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(saved.length).toBeGreaterThan(0);
    expect(saved.filter((url) => new URL(url).pathname.startsWith('/office'))).toEqual([]);
  });
});

test('wrong passwords are rate-limited, and then even the right one waits', async ({ page }) => {
  await page.goto(`${office}/office/`);
  // The earlier sign-ins of this file succeeded, which clears this address's count.
  for (let i = 0; i < 4; i++) {
    await page.getByLabel('Your name').fill(staff);
    await page.getByLabel('Office password').fill(`guess-${i}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('That password is not right.');
  }
  await page.getByLabel('Your name').fill(staff);
  await page.getByLabel('Office password').fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/office/sign-in')),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  expect(response.status()).toBe(429);
  expect(Number(response.headers()['retry-after'])).toBeGreaterThan(60);
  await expect(page.getByRole('alert')).toHaveText(/Too many sign-in attempts. Please try again in \d+ minutes./);
  await expect(page.getByText(`Signed in as ${staff}`)).toHaveCount(0);
});
