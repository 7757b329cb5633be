import { expect, test, type APIRequestContext } from '@playwright/test';
import { company, contactLinks } from '@/content/company';
import { cities } from '@/content/cities';
import { allRoutes } from '@/lib/site-routes';

/** Internal URLs already checked, shared by the tests of one worker so each is fetched once. */
const checked = new Map<string, number>();

async function status(request: APIRequestContext, url: string): Promise<number> {
  const known = checked.get(url);
  if (known !== undefined) return known;
  const res = await request.get(url, { maxRedirects: 0 });
  checked.set(url, res.status());
  return res.status();
}

test.describe('every page of the sitemap', () => {
  for (const path of allRoutes) {
    test(`${path} is a complete page`, async ({ page, request }, testInfo) => {
      const consoleErrors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') consoleErrors.push(msg.text());
      });
      page.on('pageerror', (err) => consoleErrors.push(err.message));

      const response = await page.goto(path, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);

      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page).toHaveTitle(/\S/);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(company.address.city);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
      // Nothing is wider than the screen (a phone would zoom the whole page out).
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `page is ${overflow}px wider than the viewport`).toBeLessThanOrEqual(0);
      // The company's details come from its one config file on every page.
      await expect(page.getByRole('banner').locator(`a[href="${contactLinks.tel}"]`)).toHaveCount(1);
      await expect(page.getByRole('banner').locator('.brand')).toHaveText(company.name);

      // Links and images: every internal target resolves. Checked once per project to keep the run short.
      if (testInfo.project.name === 'desktop') {
        const targets = await page.evaluate(() => {
          const origin = location.origin;
          const urls = new Set<string>();
          document.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => {
            const u = new URL(a.getAttribute('href')!, location.href);
            if (u.origin === origin) urls.add(u.pathname);
          });
          document.querySelectorAll<HTMLImageElement>('img[src]').forEach((img) => {
            const u = new URL(img.getAttribute('src')!, location.href);
            if (u.origin === origin) urls.add(u.pathname);
          });
          return [...urls];
        });
        const broken: string[] = [];
        for (const url of targets) {
          const code = await status(request, url);
          if (code !== 200) broken.push(`${url} → ${code}`);
        }
        expect(broken, `broken links or images on ${path}`).toEqual([]);

        // Every image shows (has decoded pixels), once scrolled into view.
        const notLoaded = await page.evaluate(async () => {
          const imgs = [...document.images];
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
          return imgs.filter((img) => img.naturalWidth === 0).map((img) => img.src);
        });
        expect(notLoaded).toEqual([]);
      }

      expect(consoleErrors, `console errors on ${path}`).toEqual([]);
    });
  }
});

test('titles are unique across the site', async ({ request }) => {
  const titles = new Map<string, string>();
  for (const path of allRoutes) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title, `title of ${path}`).toBeTruthy();
    expect(titles.get(title!), `${path} repeats the title of ${titles.get(title!)}`).toBeUndefined();
    titles.set(title!, path);
  }
  expect(titles.size).toBe(74);
});

test('there are 74 pages: 26 fixed routes and 48 cities', () => {
  expect(allRoutes).toHaveLength(74);
  expect(cities).toHaveLength(48);
});
