import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { uiWords } from '@/content/localized/ui';
import { fakeServices } from './e2e-env';

/**
 * Waits until React has hydrated the element (its event handlers are attached). Islands that sleep
 * until the visitor comes near (components/interactive/wake.tsx) are scrolled into view, as a
 * visitor about to use one would have; nothing else is scrolled.
 */
export async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    const awake = !!el && Object.keys(el).some((k) => k.startsWith('__reactProps'));
    if (el && !awake && el.closest('[data-wake]')) el.scrollIntoView({ block: 'center' });
    return awake;
  }, selector);
}

/** Waits until React has hydrated every element that matches (none matching is fine), scrolling to each sleeping one in turn. */
export async function allHydrated(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const waiting = [...document.querySelectorAll(sel)].filter(
      (el) => !Object.keys(el).some((k) => k.startsWith('__reactProps')),
    );
    waiting.find((el) => el.closest('[data-wake]'))?.scrollIntoView({ block: 'center' });
    return waiting.length === 0;
  }, selector);
}

/**
 * Hindi pages the browser-heavy checks (every page, phone widths) visit, rather than all of them,
 * to keep the run short (docs/testing.md): the city template with the longest names and the offer
 * city, and one page of every other template (the service page with the longest name, a storage
 * page). The checks that read files or run without scripts (seo.spec.ts, hindi.spec.ts) cover all.
 */
export const hindiSample = [
  '/hi/',
  '/hi/city/lucknow/',
  '/hi/city/bhiwandi/',
  '/hi/city/allahabad/',
  '/hi/city/greaternoida/',
  '/hi/faqs/',
  '/hi/services/',
  '/hi/pet-relocation/',
  '/hi/home-storage/',
  '/hi/contact-us/',
  '/hi/review/',
  '/hi/about/',
  '/hi/why-sugam/',
  '/hi/verify/',
];

/** The header's Get In Touch: in the bar on wide screens, inside the menu on phones. */
export async function getInTouch(page: Page) {
  await hydrated(page, '.nav-toggle');
  const toggle = page.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) await toggle.click();
  return page.getByRole('banner').getByRole('link', { name: 'Get In Touch' });
}

/** Fills an enquiry form's six fields as a visitor moving from Navi Mumbai to Pune would. */
export async function fillEnquiry(scope: Locator, name: string, email = 'asha@example.in') {
  await scope.getByLabel(/Moving from/).fill('Vashi, Navi Mumbai');
  await scope.getByLabel(/Moving to/).fill('Kothrud, Pune');
  await scope.getByLabel(/Goods or details|What are you moving/).fill('2 BHK household');
  await scope.getByLabel(/Your name/).fill(name);
  await scope.getByLabel(/Phone/).fill('+91 98200 12345');
  await scope.getByLabel(/E-mail/).fill(email);
}

/**
 * Fills a Hindi page's enquiry form (its Hindi labels) as a visitor moving from Lucknow to Pune
 * would; `phone` may be a wrong one, to see the Hindi message.
 */
export async function fillEnquiryHi(
  scope: Locator,
  name: string,
  phone = '+91 98200 12345',
  email = 'radha@example.in',
) {
  const words = uiWords.hi.form;
  await scope.getByLabel(words.pickup.label).fill('गोमती नगर, लखनऊ');
  await scope.getByLabel(words.drop.label).fill('कोथरूड, पुणे');
  await scope.getByLabel(words.detail.label).fill('2 BHK का घरेलू सामान');
  await scope.getByLabel(words.name.label).fill(name);
  await scope.getByLabel(words.phone.label).fill(phone);
  await scope.getByLabel(words.email.label).fill(email);
}

/** The site's scripts, and its web font, as a page requests them. */
export const frameworkScripts = '**/_next/static/**/*.js';
export const webFont = '**/*.woff2';

/** A slow connection for some files: requests matching `pattern` are answered `ms` late. */
export async function holdBack(page: Page, pattern: string, ms: number) {
  await page.route(pattern, async (route) => {
    await new Promise((done) => setTimeout(done, ms));
    await route.continue();
  });
}

export type Received = {
  service: 'crm' | 'email';
  path: string;
  fields: Record<string, string | Record<string, unknown>>;
};

/** A name unique to this test run, so parallel tests can find their own lead at the fake CRM. */
export function uniqueName(info: TestInfo, who: string) {
  return `${who} ${info.project.name} ${Math.random().toString(36).slice(2, 8)}`;
}

/** Waits until the fake service has received a request whose fields match. */
export async function received(page: Page, match: (r: Received) => boolean): Promise<Received[]> {
  let found: Received[] = [];
  await expect
    .poll(
      async () => {
        const all = (await (await page.request.get(`${fakeServices}/__received`)).json()) as Received[];
        found = all.filter(match);
        return found.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  return found;
}

/**
 * The CRM record's fields. The intake ends the free text (an enquiry's `service_detail_c`, a
 * review's `description`) with the lead's id, `Ref: <id>` (docs/lead-flow.md#duplicates): checked
 * here and then left out, so that tests compare what the visitor sent.
 */
export function jsonParam(r: Received): Record<string, unknown> {
  const fields = JSON.parse(String(r.fields.jsonParam)) as Record<string, unknown>;
  for (const key of ['service_detail_c', 'description']) {
    const value = fields[key];
    if (typeof value !== 'string') continue;
    const ref = /\nRef: [\w-]+$/.exec(value);
    if (!ref)
      throw new Error(`the CRM record's ${key} does not end with the lead's Ref line: ${JSON.stringify(value)}`);
    fields[key] = value.slice(0, ref.index);
  }
  return fields;
}
export const crmFor = (name: string) => (r: Received) =>
  r.service === 'crm' && String(r.fields.jsonParam).includes(name);

/**
 * Sends a page's enquiry form as a visitor (waits for it to work, fills it, asks for a callback),
 * checks the success message, and returns the lead as the fake CRM received it.
 */
export async function sendEnquiry(page: Page, name: string, form = page.locator('#enquiry form')): Promise<Received> {
  await hydrated(page, '#enquiry form');
  await fillEnquiry(form, name);
  await form.getByRole('button', { name: 'Request a callback' }).click();
  await expect(form.getByRole('status')).toHaveText('Form successfully submitted!');
  const [lead] = await received(page, crmFor(name));
  return lead!;
}

/**
 * Waits until the page's DOM has stopped changing for `quietMs`: the islands on screen have
 * hydrated (a carousel marks itself ready) and the router has added its announcer. Readings taken
 * after it compare the same elements.
 */
export async function domSettled(page: Page, quietMs = 750) {
  await page.evaluate(
    (quiet) =>
      new Promise<void>((done) => {
        let timer = setTimeout(finish, quiet);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(finish, quiet);
        });
        function finish() {
          observer.disconnect();
          done();
        }
        observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
      }),
    quietMs,
  );
}

/** Fails every test of the spec file that calls it whose page logs a console error or throws. */
export function failOnConsoleErrors() {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
  });
  test.afterEach(() => {
    expect(errors, 'console errors').toEqual([]);
  });
}

/**
 * Waits until the worker controls the page and has saved the page and the pictures it shows for
 * offline use. (On the first visit the page hands its files to the new worker, which saves them
 * in the background; Chromium lets navigations bypass a worker that is still busy with that.)
 */
export async function savedForOffline(page: Page): Promise<string[]> {
  // Polled with evaluate, which waits for the check's promise (waitForFunction would take the
  // promise itself as a yes). The worker's install fetches the key pages first: seconds on a
  // loaded machine.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          if (registration?.active?.state !== 'activated' || !navigator.serviceWorker.controller) return false;
          return !!(await caches.match(location.href));
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
  const shown = await page.evaluate(() =>
    [...document.images].filter((img) => img.complete && img.naturalWidth > 0).map((img) => img.currentSrc),
  );
  await expect
    .poll(() =>
      page.evaluate(
        async (srcs) =>
          (await Promise.all(srcs.map((src) => caches.match(src, { ignoreSearch: true })))).every(Boolean),
        shown,
      ),
    )
    .toBe(true);
  return shown;
}

/** The page's serious and critical WCAG 2.2 AA problems by axe (target size among them), each named with where it is. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
