import { expect, test } from '@playwright/test';
import { cities } from '@/content/cities';
import { company, contactLinks } from '@/content/company';
import { mainNav } from '@/content/pages';
import { webFontFlag } from '@/components/layout/web-font';
import { hydrated, frameworkScripts, holdBack, webFont } from './helpers';
import { uiWords } from '@/content/localized/ui';

test('the header highlights the current page', async ({ page }) => {
  await page.goto('/faqs/');
  const current = page.locator('#main-nav a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText('FAQs');
  await page.goto('/');
  await expect(page.locator('#main-nav a[aria-current="page"]')).toHaveText('Home');
});

test('the header links to the six main pages and has phone, e-mail and chat links', async ({ page }) => {
  await page.goto('/about/');
  const hrefs = await page
    .locator('#main-nav li:not(.main-nav__cta) a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(mainNav.map((p) => p.path));
  await expect(page.locator(`.topbar a[href="${contactLinks.tel}"]`)).toBeVisible();
  await expect(page.locator(`.topbar a[href="${contactLinks.mailto}"]`)).toBeVisible();
  await expect(page.locator(`.topbar a[href="${contactLinks.whatsapp}"]`)).toBeVisible();
});

test('the floating bar offers chat, call and e-mail', async ({ page }) => {
  await page.goto('/services/');
  const bar = page.getByRole('group', { name: 'Quick contact' });
  await expect(bar.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', contactLinks.whatsapp);
  await expect(bar.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', contactLinks.tel);
  await expect(bar.getByRole('link', { name: /^E-mail/ })).toHaveAttribute('href', contactLinks.mailto);
});

test('the footer links every city page in lower case and shows the Navi Mumbai office', async ({ page }) => {
  await page.goto('/');
  const hrefs = await page.locator('.footer-cities a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(cities.map((c) => `/city/${c.slug}/`));
  for (const href of hrefs) expect(href).toBe(href?.toLowerCase());
  const footer = page.locator('footer.site-footer');
  await expect(footer).toContainText('Ghansoli');
  await expect(footer).toContainText('Navi Mumbai');
  await expect(footer).toContainText(`© ${company.founded}`);
  await expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
    'href',
    '/terms-and-conditions/',
  );
});

test('the preloader goes away once the page has loaded', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/loaded/);
  await expect(page.locator('.preloader')).toBeHidden();
});

test('the page is shown before its scripts load: they start after the window load event', async ({ page }) => {
  // Slow every script down: the page must paint, fire load and drop the preloader without them.
  await holdBack(page, frameworkScripts, 1500);
  await page.goto('/services/', { waitUntil: 'load' });
  await expect(page.locator('html')).toHaveClass(/loaded/);
  await expect(page.locator('.preloader')).toBeHidden();
  await expect(page.locator('h1')).toBeVisible();
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => /\/_next\/static\/.*\.js$/.test(e.name))
      .map((e) => e.startTime);
    return { loadEnd: nav.loadEventEnd, scripts };
  });
  expect(timing.loadEnd).toBeGreaterThan(0);
  for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.loadEnd - 1);
  // Then they arrive and the page's islands come alive.
  await hydrated(page, '.nav-toggle');
  expect(await page.evaluate(() => document.querySelectorAll('script[src*="/_next/static/"]').length)).toBeGreaterThan(
    3,
  );
});

for (const late of ['the web font', 'the scripts'] as const) {
  test(`nothing on the page moves when ${late} arrive${late === 'the web font' ? 's' : ''} late`, async ({ page }) => {
    await holdBack(page, late === 'the web font' ? webFont : frameworkScripts, 700);
    // A returning visitor whose cached font has gone: the headings ask for it while the page loads.
    if (late === 'the web font') await page.addInitScript((flag) => localStorage.setItem(flag, '1'), webFontFlag);
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      const shifts: { value: number; what: string }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      // What moved and from where, so a failure names the element rather than only a number.
      const describe = (entry: Shift) =>
        (entry.sources ?? [])
          .map(({ node, previousRect: a, currentRect: b }) => {
            const element = node instanceof Element ? node : node?.parentElement;
            const name = element ? `${element.tagName.toLowerCase()}.${element.className}` : '?';
            return `${name} (${a.x},${a.y} ${a.width}×${a.height} → ${b.x},${b.y} ${b.width}×${b.height})`;
          })
          .join('; ');
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[])
          if (!entry.hadRecentInput)
            shifts.push({ value: entry.value, what: `${Math.round(entry.startTime)} ms: ${describe(entry)}` });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/', '/city/pune/', '/terms-and-conditions/', '/hi/city/pune/']) {
      await page.goto(path);
      await hydrated(page, '.nav-toggle');
      // Every shift has happened and been reported once the font is in, two frames have been
      // drawn since the islands started, and the observer's task has run.
      await page.evaluate(async () => {
        await document.fonts.ready;
        for (let frame = 0; frame < 2; frame++) await new Promise((done) => requestAnimationFrame(done));
        await new Promise((done) => setTimeout(done, 0));
      });
      const shifts = await page.evaluate(
        () => (window as unknown as { shifts: { value: number; what: string }[] }).shifts,
      );
      expect(
        shifts.reduce((sum, shift) => sum + shift.value, 0),
        `layout shift on ${path}: ${shifts.map((shift) => `${shift.value.toFixed(4)} at ${shift.what}`).join(' | ')}`,
      ).toBeLessThanOrEqual(0.01);
    }
  });
}

test('a first visit fetches the web font only after the page has loaded, and the next page sets its headings in it', async ({
  page,
}) => {
  await page.goto('/city/pune/', { waitUntil: 'load' });
  await expect(page.locator('html')).not.toHaveClass(/web-font/);
  // Fetched after load, for the next page; meanwhile the headings keep Inter's stand-in.
  await page.waitForFunction((flag) => localStorage.getItem(flag) === '1', webFontFlag);
  const first = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const font = performance.getEntriesByType('resource').find((e) => e.name.endsWith('.woff2'));
    return {
      loadStart: nav.loadEventStart,
      fontStart: font?.startTime,
      h1: getComputedStyle(document.querySelector('h1')!).fontFamily,
    };
  });
  expect(first.fontStart).toBeGreaterThanOrEqual(first.loadStart);
  expect(first.h1).toMatch(/^"?Inter Fallback/);

  await page.goto('/services/');
  await expect(page.locator('html')).toHaveClass(/web-font/);
  const heading = await page.evaluate(async () => {
    await document.fonts.ready;
    const family = getComputedStyle(document.querySelector('h1')!).fontFamily.split(',')[0]!.trim();
    const face = [...document.fonts].find((f) => f.family.replace(/"/g, '') === family.replace(/"/g, ''));
    return { family, status: face?.status };
  });
  expect(heading.family).not.toMatch(/Inter Fallback/);
  expect(heading.status).toBe('loaded');
});

test('an unknown address gets a helpful 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toContainText('could not find');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(page.locator('#by-city a')).toHaveCount(cities.length);
});

test('a mistyped city address in either language is a 404 that wakes without errors, switching to the other home page', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    // The document's own 404 status is logged too; anything else is a fault.
    if (msg.type() === 'error' && !/status of 404/.test(msg.text())) errors.push(msg.text());
  });
  for (const [url, otherHome] of [
    ['/city/bangalore/', '/hi/'],
    ['/hi/city/bangalore/', '/'],
  ] as const) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await hydrated(page, '.nav-toggle');
    // Not to the same mistyped address in the other language, which is a 404 too.
    await expect(page.locator('.lang-switch'), url).toHaveAttribute('href', otherHome);
  }
  expect(errors).toEqual([]);
});

test('an unknown address under /hi/ gets the 404 page in Hindi, with Hindi links', async ({ page }) => {
  const response = await page.goto('/hi/city/nowhere/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('h1')).toHaveText(uiWords.hi.notFound.heading);
  await expect(page.getByRole('link', { name: uiWords.hi.notFound.home })).toHaveAttribute('href', '/hi/');
  const links = page.locator('#by-city a');
  await expect(links).toHaveCount(cities.length);
  await expect(links.filter({ hasText: 'लखनऊ' })).toHaveAttribute('href', '/hi/city/lucknow/');
  for (const href of await page
    .locator('#popular a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/hi\//);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });

  test('the menu opens from its toggle and closes when a link is followed', async ({ page }) => {
    await page.goto('/');
    await hydrated(page, '.nav-toggle');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.locator('#main-nav');
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services\/$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a tap on Menu before the scripts arrive opens the menu once they do', async ({ page }) => {
    await holdBack(page, frameworkScripts, 2000);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    expect(await toggle.evaluate((b) => b.hasAttribute('data-ready'))).toBe(false);
    await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true', {
      timeout: 10_000,
    });
    await expect(page.locator('#main-nav')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page shows at once, with its navigation, and no preloader covers it', async ({ page }) => {
    await page.goto('/city/pune/');
    await expect(page.locator('.preloader')).toBeHidden();
    await expect(page.locator('h1')).toHaveText('Packers and Movers in Pune');
    await expect(page.locator('#main-nav')).toBeVisible();
  });
});
