import { expect, test, type BrowserContextOptions, type ConsoleMessage, type Page } from '@playwright/test';
import { company, contactLinks } from '@/content/company';
import { dialogKeys } from '@/lib/browser/enquiry-dialog';
import { allRoutes } from '@/content/pages';
import { allHydrated, hindiSample, hydrated } from './helpers';

/** Pictures already seen to show, shared by the tests of one worker so each is checked once. */
const picturesShown = new Set<string>();

/**
 * Every picture on the page shows (has decoded pixels) once scrolled into view; each picture is
 * checked on the first page this worker meets it on. Links and picture addresses in the HTML of
 * every page are checked by seo.spec.ts's link check over out/.
 */
async function picturesShow(page: Page) {
  const pictures = await page.evaluate(
    async (seen) => {
      const imgs = [...document.images].filter((img) => !seen.includes(img.src));
      for (const img of imgs) img.loading = 'eager';
      await Promise.all(
        imgs.map(
          (img) =>
            img.complete ||
            new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            }),
        ),
      );
      return imgs.map((img) => ({ src: img.src, shown: img.naturalWidth > 0 }));
    },
    [...picturesShown],
  );
  expect(pictures.filter((img) => !img.shown).map((img) => img.src)).toEqual([]);
  for (const img of pictures) picturesShown.add(img.src);
}

/**
 * A page per worker for each screen, motion setting and script state, which each page's check
 * navigates in turn: a new browser context and renderer for every check cost more than the check itself.
 * Each page's options are the project's (the phone's screen, touch and pixel ratio) with the
 * test's motion and script settings. Every check still starts on a fresh document, as a first
 * visit with the enquiry dialog dismissed: storage that would change the next page (the web-font
 * flag) is cleared before the page's own scripts run. A failed check restarts the worker, and
 * with it the pages.
 */
const sharedTest = test.extend<
  { sharedPage: Page; consoleErrors: string[] },
  { sharedPageWith: (options: BrowserContextOptions) => Promise<Page> }
>({
  sharedPageWith: [
    async ({ browser }, provide) => {
      const pages = new Map<string, Promise<Page>>();
      const open = async (options: BrowserContextOptions) => {
        const context = await browser.newContext(options);
        await context.addInitScript((dismissed) => {
          try {
            localStorage.clear();
            sessionStorage.clear();
            localStorage.setItem(dismissed, '1');
          } catch {
            // about:blank has no storage.
          }
        }, dialogKeys.dismissed);
        return context.newPage();
      };
      await provide((options) => {
        const key = JSON.stringify(options);
        if (!pages.has(key)) pages.set(key, open(options));
        return pages.get(key)!;
      });
      for (const page of pages.values()) await (await page).context().close();
    },
    { scope: 'worker' },
  ],
  sharedPage: async (
    {
      sharedPageWith,
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      reducedMotion,
      javaScriptEnabled,
    },
    provide,
  ) => {
    const options = {
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      reducedMotion,
      javaScriptEnabled,
    };
    await provide(await sharedPageWith({ ...options, serviceWorkers: 'block' }));
  },
  /** The console errors and uncaught exceptions of the shared page during this check only. */
  consoleErrors: async ({ sharedPage: page }, provide) => {
    const errors: string[] = [];
    const onConsole = (msg: ConsoleMessage) => msg.type() === 'error' && errors.push(msg.text());
    const onError = (error: Error) => errors.push(error.message);
    page.on('console', onConsole);
    page.on('pageerror', onError);
    await provide(errors);
    page.off('console', onConsole);
    page.off('pageerror', onError);
  },
});

/**
 * One page of every template: all the pages that are not city pages (few, and each different),
 * the city template with its longest name, an offer and the longest guide, and the Hindi home,
 * city, FAQ and services pages. The desktop checks, and the phone's other motion and script
 * states, visit these; every page is visited on a phone as most visitors meet it (scripts on,
 * motion as the phone has it), with its pictures checked there.
 */
const templateSample = [
  ...allRoutes.filter((path) => !path.startsWith('/city/')),
  '/city/greaternoida/',
  '/city/bhiwandi/',
  '/city/navimumbai/',
  '/hi/',
  '/hi/city/allahabad/',
  '/hi/faqs/',
  '/hi/services/',
];

sharedTest.describe('every page of the sitemap', () => {
  sharedTest.skip(
    ({ isMobile }) => isMobile,
    'the phone sweep below loads every page on a phone and checks what a phone visitor sees',
  );
  for (const path of templateSample) {
    sharedTest(`${path} is a complete page`, async ({ sharedPage: page, consoleErrors }) => {
      const response = await page.goto(path, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);

      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page).toHaveTitle(/\S/);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(company.address.city);
      await expect(page.locator('html')).toHaveAttribute('lang', path.startsWith('/hi/') ? 'hi' : 'en-IN');
      // Nothing is wider than the screen (a phone would zoom the whole page out).
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `page is ${overflow}px wider than the viewport`).toBeLessThanOrEqual(0);
      // The company's details come from its one config file on every page.
      await expect(page.getByRole('banner').locator(`a[href="${contactLinks.tel}"]`)).toHaveCount(1);
      await expect(page.getByRole('banner').locator('.brand')).toHaveText(company.name);

      await picturesShow(page);

      expect(consoleErrors, `console errors on ${path}`).toEqual([]);
    });
  }
});

/** Phone widths, CSS px: the smallest phones still in use, the common 375 and Pixel-class 412. */
const phoneWidths = [375, 320, 412];

/**
 * Checks the loaded page at each phone width in turn: the document is no wider than the screen,
 * and the phone has not zoomed the page out to fit something wider (it would then draw the page
 * wider than its layout: innerWidth above the layout's width, or a visual viewport scaled down).
 * `state` names the page, motion setting and script state for the failure message.
 */
async function fitsEveryPhone(page: Page, state: string, scripts: boolean) {
  const { height } = page.viewportSize()!;
  for (const width of phoneWidths) {
    await page.setViewportSize({ width, height });
    // Polled until the layout has taken the new width and whatever follows a resize (Embla
    // re-measuring its slides) has settled; with scripts on, each reading waits two frames so
    // that resize observers have run since the last.
    await expect
      .poll(
        () =>
          page.evaluate(async (frames) => {
            if (frames) await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
            return {
              layoutWidth: document.documentElement.clientWidth,
              documentWidth: document.documentElement.scrollWidth,
              drawnWidth: window.innerWidth,
              zoom: window.visualViewport?.scale ?? 1,
            };
          }, scripts),
        {
          message: `${state}, ${width}px wide: the page is wider than the screen, or zoomed out to fit`,
          timeout: 3000,
        },
      )
      .toEqual({ layoutWidth: width, documentWidth: width, drawnWidth: width, zoom: 1 });
  }
}

/**
 * No page is wider than a phone, whatever the visitor's motion setting, before the scripts run and
 * after: a phone zooms the whole page out to fit anything wider (a slider's row did, under reduced
 * motion). Mobile viewport handling only happens with phone emulation, so this runs in the phone
 * project (Pixel 7: isMobile, hasTouch, devicePixelRatio 2.625). Each page loads once per motion
 * setting and script state, at 375 px, and is measured at each width in turn. As most visitors
 * meet it (scripts on, motion allowed) every page is also checked for what a phone shows first:
 * its heading, the header with the call button, the footer, and no console errors.
 */
sharedTest.describe('every page fits a phone screen', () => {
  sharedTest.skip(({ isMobile }) => !isMobile, 'needs a phone viewport: the phone project covers it');

  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    for (const scripts of [false, true]) {
      sharedTest.describe(`motion ${reducedMotion}, scripts ${scripts ? 'on' : 'off'}`, () => {
        sharedTest.use({ reducedMotion, javaScriptEnabled: scripts });

        const everyPage = scripts && reducedMotion === 'no-preference';
        for (const path of everyPage ? [...allRoutes, ...hindiSample] : templateSample) {
          sharedTest(
            `${path} is no wider than 320, 375 and 412 px screens`,
            async ({ sharedPage: page, consoleErrors }) => {
              const state = `${path} with motion ${reducedMotion} and scripts ${scripts ? 'on' : 'off'}`;
              await page.setViewportSize({ width: phoneWidths[0]!, height: page.viewportSize()!.height });
              await page.goto(path, { waitUntil: 'load' });
              if (!scripts) return await fitsEveryPhone(page, state, scripts);

              // The scripts start after load: wait until every island, sliders included, has hydrated.
              await hydrated(page, '.nav-toggle');
              if (everyPage) {
                await picturesShow(page);
                await expect(page.locator('h1')).toBeVisible();
                await expect(page.getByRole('banner')).toBeVisible();
                await expect(page.getByRole('banner').locator(`a[href="${contactLinks.tel}"]`)).toHaveCount(1);
                await expect(page.getByRole('contentinfo')).toContainText(company.address.city);
              }
              await allHydrated(page, '.carousel, .ticker');
              await fitsEveryPhone(page, `${state}, hydrated`, scripts);

              // Each slider hands its row to Embla when it comes near the screen: bring each one
              // there, and check the page again once all have (tickers stay still under reduced motion).
              const sliders = page.locator(reducedMotion === 'reduce' ? '.carousel' : '.carousel, .ticker');
              const count = await sliders.count();
              for (let i = 0; i < count; i++) {
                await sliders.nth(i).scrollIntoViewIfNeeded();
                await expect(sliders.nth(i)).toHaveClass(/\bis-(ready|moving)\b/);
              }
              if (count) await fitsEveryPhone(page, `${state}, its ${count} sliders started`, scripts);
              expect(consoleErrors, `console errors on ${path}`).toEqual([]);
            },
          );
        }
      });
    }
  }
});
