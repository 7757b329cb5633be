import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { lighthouseChromeFlags } from '../chromium-flags';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { cities } from '@/content/cities';
import { company } from '@/content/company';
import { servicePages } from '@/content/service-pages';
import { storagePages } from '@/content/storage-pages';
import { descriptionLength, ogImagePath, ogImageSize } from '@/lib/server/metadata';
import { allRoutes, hindiRoutes } from '@/content/pages';
import { cityGuide as localCityGuide } from '@/content/localized/city';
import { cityNames as localCityNames } from '@/content/localized/city';
import { addedCityNames } from '@/content/city-names';
import { ogLocale, splitLocale } from '@/lib/shared/i18n';
import { checkStructuredData } from '../structured-data-rules';

/**
 * Search engines and link previews: every page of the sitemap as a crawler reads it (no
 * JavaScript), then the same validators search engines and browsers use — the W3C Nu HTML checker,
 * a link check over out/, and Lighthouse's SEO audit. Site-wide checks, so they run once (desktop).
 */

const outDir = resolve('out');
const servicePaths = new Set([...servicePages, ...storagePages].map((p) => `/${p.slug}/`));
const cityPaths = new Set(cities.map((c) => `/city/${c.slug}/`));
/** Every page in both languages (docs/i18n.md): the English pages, then the Hindi twins under /hi/. */
const everyPage = [...allRoutes, ...hindiRoutes];

/** The origin the site was built for (SITE_URL), as the exported sitemap gives it. */
function siteOrigin(): string {
  const first = /<loc>([^<]+)<\/loc>/.exec(readFileSync(join(outDir, 'sitemap.xml'), 'utf8'))?.[1];
  if (!first) throw new Error('out/sitemap.xml lists no URL: build the site first');
  return new URL(first).origin;
}

/** Runs a command, resolving with its output whatever its exit code. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((done, fail) => {
    execFile(command, args, { maxBuffer: 64 * 1024 * 1024, env }, (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number') fail(error);
      else done({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr });
    });
  });
}

/** Link texts that say nothing out of context (Lighthouse's and WCAG's examples). */
const vagueLinkText = new Set([
  'click here',
  'click',
  'here',
  'read more',
  'more',
  'learn more',
  'know more',
  'see more',
  'view more',
  'more info',
  'details',
  'link',
  'this',
  'go',
  'continue',
  'start',
]);

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'site-wide checks: once is enough');
});

test('the sitemap lists the 76 English pages of docs/product.md#pages, the added cities and their Hindi twins on one origin and robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const origin = siteOrigin();
  expect(origin).toMatch(/^https?:\/\/[^/]+$/);
  expect(locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
  expect(locs.map((loc) => new URL(loc).pathname).sort()).toEqual([...everyPage].sort());
  expect(new Set(locs).size).toBe(76 + Object.keys(addedCityNames).length + hindiRoutes.length);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  expect(robots).toMatch(/^Allow: \/$/m);
  expect(robots).not.toMatch(/^Disallow: \/$/m);
});

test('the web app manifest names the company and its icons exist', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.name).toBe(company.name);
  expect(manifest.start_url).toBe('/');
  const sizes: string[] = [];
  for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    const { width, height } = await sharp(await res.body()).metadata();
    expect(`${width}x${height}`).toBe(icon.sizes);
    sizes.push(`${icon.sizes} ${icon.purpose}`);
  }
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

  const home = await (await request.get('/')).text();
  for (const rel of ['icon', 'apple-touch-icon']) {
    const href = new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(home)?.[1];
    expect(href, `<link rel="${rel}">`).toBeTruthy();
    expect((await request.get(href!)).status()).toBe(200);
  }
  const apple = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(home)![1]!;
  const { width, height, hasAlpha } = await sharp(await (await request.get(apple)).body()).metadata();
  expect({ width, height, hasAlpha }).toEqual({ width: 180, height: 180, hasAlpha: false });
  expect((await request.get('/favicon.ico')).status()).toBe(200);
});

/**
 * One page per worker for the crawler's reading, as a crawler has it: no JavaScript, and only the
 * HTML fetched (pictures, styles and fonts are not what it reads here; the link check below
 * fetches every one). A new browser context for each of the 150 pages cost more than the reading.
 */
const crawlerTest = test.extend<{ crawler: Page }, { crawlerPage: Page }>({
  crawlerPage: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        javaScriptEnabled: false,
        serviceWorkers: 'block',
      });
      await context.route('**/*', (route) =>
        route.request().resourceType() === 'document' ? route.continue() : route.abort(),
      );
      await provide(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  crawler: async ({ crawlerPage }, provide) => provide(crawlerPage),
});

crawlerTest.describe('every sitemap URL, as a crawler reads it', () => {
  for (const path of everyPage) {
    crawlerTest(path, async ({ crawler: page, request }) => {
      const { locale, path: englishPath } = splitLocale(path);
      const origin = siteOrigin();
      const url = `${origin}${path}`;
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);

      const seen = await page.evaluate(() => {
        const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
        const tags = (selector: string, key: string) =>
          Object.fromEntries(
            [...document.querySelectorAll(selector)].map((m) => [m.getAttribute(key), m.getAttribute('content')]),
          );
        const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
        return {
          lang: document.documentElement.lang,
          title: document.title,
          description: attr('meta[name="description"]', 'content'),
          robots: attr('meta[name="robots"]', 'content'),
          canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
          og: tags('meta[property^="og:"]', 'property'),
          twitter: tags('meta[name^="twitter:"]', 'name'),
          jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
          headings: [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => ({
            level: Number(h.tagName[1]),
            text: clean(h.textContent),
          })),
          links: [...document.querySelectorAll('a[href]')].map((a) => ({
            href: a.getAttribute('href'),
            name: clean(
              a.getAttribute('aria-label') ??
                `${a.textContent} ${[...a.querySelectorAll('img')].map((img) => img.alt).join(' ')}`,
            ),
          })),
          images: [...document.querySelectorAll('img')].map((img) => ({
            src: img.getAttribute('src'),
            alt: img.getAttribute('alt'),
          })),
          breadcrumbs: [...document.querySelectorAll('nav.breadcrumbs li')].map((li) => clean(li.textContent)),
          faqQuestions: [...document.querySelectorAll('details > summary')].map((s) => clean(s.textContent)),
        };
      });

      // Indexable, in Indian English (or Hindi under /hi/), with its own absolute canonical URL.
      expect(seen.lang).toBe(locale === 'hi' ? 'hi' : 'en-IN');
      expect(seen.robots ?? '').not.toMatch(/noindex/i);
      expect(seen.canonicals).toEqual([url]);

      // Title and description written for this page.
      expect(seen.title).toContain(company.name);
      expect(seen.description, 'meta description').toBeTruthy();
      const length = seen.description!.length;
      expect(length, `description: "${seen.description}"`).toBeGreaterThanOrEqual(descriptionLength.min);
      expect(length, `description: "${seen.description}"`).toBeLessThanOrEqual(descriptionLength.max);

      // Open Graph and Twitter cards with the page's own 1200×630 image.
      expect(seen.og).toMatchObject({
        'og:url': url,
        'og:title': seen.title,
        'og:type': 'website',
        'og:locale': ogLocale[locale],
        'og:site_name': company.name,
        'og:image:width': String(ogImageSize.width),
        'og:image:height': String(ogImageSize.height),
      });
      expect(seen.og['og:description']).toBeTruthy();
      expect(seen.og['og:image:alt']).toBeTruthy();
      const image = seen.og['og:image']!;
      // Its own picture, in its own language: a Hindi page's is /og/hi-….jpg, not its English twin's.
      expect(image).toBe(`${origin}${ogImagePath(englishPath, locale)}`);
      expect(seen.twitter).toMatchObject({ 'twitter:card': 'summary_large_image', 'twitter:image': image });
      expect(seen.twitter['twitter:title']).toBeTruthy();
      expect(seen.twitter['twitter:description']).toBeTruthy();
      const imageResponse = await request.get(new URL(image).pathname);
      expect(imageResponse.status(), image).toBe(200);
      expect(imageResponse.headers()['content-type']).toBe(seen.og['og:image:type']);
      const bytes = await imageResponse.body();
      const { width, height } = await sharp(bytes).metadata();
      expect({ width, height }).toEqual(ogImageSize);
      // WhatsApp and others drop previews of images over about 300 KB.
      expect(bytes.length).toBeLessThan(300 * 1024);

      // Structured data: parses, is complete, and says what the page is.
      const report = checkStructuredData(seen.jsonLd);
      expect(report.problems).toEqual([]);
      const nodesOf = (type: string) => report.nodes.filter((n) => n.type === type).map((n) => n.node);
      expect(nodesOf('MovingCompany')).toHaveLength(1);
      expect(nodesOf('WebSite')).toHaveLength(1);
      const [breadcrumbs] = nodesOf('BreadcrumbList') as { itemListElement: { name: string; item: string }[] }[];
      const [service] = nodesOf('Service') as { url: string; offers?: unknown[]; areaServed: { name: string } }[];
      if (cityPaths.has(englishPath) || servicePaths.has(englishPath)) {
        expect(breadcrumbs?.itemListElement.map((i) => i.name)).toEqual(seen.breadcrumbs);
        expect(breadcrumbs?.itemListElement.at(-1)?.item).toBe(url);
        expect(service?.url).toBe(url);
      } else {
        expect(breadcrumbs).toBeUndefined();
      }
      const city = cities.find((c) => `/city/${c.slug}/` === englishPath);
      if (city) {
        expect(service?.areaServed.name).toBe(locale === 'hi' ? localCityNames('hi')[city.slug] : city.city);
        expect(service?.offers?.length).toBeGreaterThan(0);
        // Its offers are the routes its common-moves table prices: within the city, then each destination.
        const guided = localCityGuide(locale)(city.slug);
        if (guided) expect(service?.offers).toHaveLength(1 + guided.commonMoves.length);
      }
      if (path === '/services/') expect(service?.offers?.length).toBeGreaterThan(0);
      const faq = nodesOf('FAQPage') as { mainEntity: { name: string }[] }[];
      const guide = city ? localCityGuide(locale)(city.slug) : undefined;
      if (englishPath === '/faqs/') {
        expect(faq).toHaveLength(1);
        expect(faq[0]!.mainEntity.map((q) => q.name)).toEqual(seen.faqQuestions);
      } else if (guide) {
        // A city page marks up its own questions (docs/city-pages.md), as its page shows them.
        expect(faq).toHaveLength(1);
        expect(faq[0]!.mainEntity.map((q) => q.name)).toEqual(guide.faqs.map((f) => f.q));
        for (const f of guide.faqs) expect(seen.headings.map((h) => h.text)).toContain(f.q);
      } else {
        // One marked-up copy of the site's FAQ, on its own page.
        expect(faq).toHaveLength(0);
      }

      // One h1, and headings that never skip a level on the way down.
      expect(seen.headings.filter((h) => h.level === 1)).toHaveLength(1);
      expect(seen.headings[0]?.level, 'the first heading is the h1').toBe(1);
      seen.headings.forEach((h, i) => {
        const previous = seen.headings[i - 1];
        if (previous)
          expect(h.level, `"${h.text}" (h${h.level}) after h${previous.level}`).toBeLessThanOrEqual(previous.level + 1);
        expect(h.text, `an empty h${h.level}`).not.toBe('');
      });

      // Links say where they go; images say what they show (or are marked decorative with alt="").
      for (const link of seen.links) {
        expect(link.name, `text of the link to ${link.href}`).not.toBe('');
        expect(vagueLinkText.has(link.name.toLowerCase()), `"${link.name}" → ${link.href}`).toBe(false);
      }
      for (const img of seen.images) {
        expect(img.alt, `alt of ${img.src}`).not.toBeNull();
        if (img.alt) {
          expect(img.alt, `alt of ${img.src}`).not.toMatch(
            /\.(webp|png|jpe?g|svg|gif)$|^(image|photo|picture|img|logo)$/i,
          );
          expect(img.alt.split(/\s+/).length, `alt of ${img.src}: "${img.alt}"`).toBeGreaterThanOrEqual(2);
        }
      }
    });
  }
});

test('titles and descriptions are unique across the site', async ({ request }) => {
  const decode = (text: string) =>
    text
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of everyPage) {
    const html = await (await request.get(path)).text();
    const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
    expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
    expect(
      descriptions.get(description),
      `${path} repeats the description of ${descriptions.get(description)}`,
    ).toBeUndefined();
    titles.set(title, path);
    descriptions.set(description, path);
  }
  expect(titles.size).toBe(everyPage.length);
  expect(descriptions.size).toBe(everyPage.length);
  // The home page's title carries the discount claimed in docs/product.md#the-company-and-its-claims.
  expect([...titles].find(([, path]) => path === '/')?.[0]).toContain(`${company.titleOffer} Off`);
});

test('the built HTML of every page passes the W3C Nu HTML checker', async () => {
  test.setTimeout(180_000);
  const files = [...everyPage.map((path) => join(outDir, path, 'index.html')), join(outDir, '404.html')];
  const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');
  const { stderr } = await run('java', [
    '-jar',
    vnuJar,
    '--errors-only',
    '--exit-zero-always',
    '--format',
    'json',
    ...files,
  ]);
  // The report is the JSON on stderr (after any line the JVM prints first, e.g. "Picked up JAVA_TOOL_OPTIONS").
  const { messages } = JSON.parse(stderr.slice(stderr.indexOf('{'))) as {
    messages: { type: string; url?: string; message: string; extract?: string }[];
  };
  // The checker's CSS validator predates scroll-driven animations: it calls these two properties
  // unknown in the (now inline) stylesheet, where they sit behind @supports (animation-timeline).
  const newerCss = /^CSS: “animation-(timeline|range)”: Property “animation-(timeline|range)” doesn't exist\.$/;
  const errors = messages
    .filter((m) => m.type !== 'info' && !newerCss.test(m.message))
    .map((m) => `${m.url?.replace(`file:${outDir}`, '')}: ${m.message} ${m.extract ? `[${m.extract}]` : ''}`);
  expect(errors).toEqual([]);
});

test('a link check over out/ finds no broken internal link, image or #fragment', async () => {
  test.setTimeout(180_000);
  const { LinkChecker } = await import('linkinator');
  const port = await new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
  const local = `http://localhost:${port}`;
  const origin = siteOrigin();
  const result = await new LinkChecker().check({
    path: outDir,
    recurse: true,
    port,
    concurrency: 20,
    checkFragments: true,
    checkCss: true,
    // Absolute links to the site itself (canonical URLs, social images, structured data) are
    // checked against out/ too; links to other sites are not followed (the test runs offline).
    urlRewriteExpressions: [
      { pattern: new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), replacement: local },
    ],
    linksToSkip: async (link) => !link.startsWith(local),
  });
  // Results name files under out/ by their path on disk: show them as site paths.
  const sitePath = (file = '') => (file.startsWith(outDir) ? file.slice(outDir.length) || '/' : file);
  const broken = result.links
    .filter((link) => link.state === 'BROKEN')
    .map((link) => `${sitePath(link.url)} (${link.status ?? 'no response'}) on ${sitePath(link.parent)}`);
  expect(broken).toEqual([]);
  // Every page was reached by following links from the home page.
  const reached = new Set(result.links.filter((link) => link.state === 'OK').map((link) => sitePath(link.url)));
  expect(everyPage.filter((path) => !reached.has(path))).toEqual([]);
});

test.describe('Lighthouse SEO', () => {
  for (const path of ['/', '/city/bhiwandi/', '/home-shifting/', '/hi/city/bhiwandi/']) {
    test(`${path} scores 100`, async ({ baseURL }, testInfo) => {
      test.setTimeout(180_000);
      const report = testInfo.outputPath('lighthouse.json');
      const lighthouse = resolve('node_modules/lighthouse/cli/index.js');
      const { code, stderr } = await run(
        process.execPath,
        [
          lighthouse,
          `${baseURL}${path}`,
          '--only-categories=seo',
          '--output=json',
          `--output-path=${report}`,
          '--quiet',
          `--chrome-flags=${lighthouseChromeFlags.join(' ')}`,
        ],
        { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      );
      expect(code, stderr).toBe(0);
      const result = JSON.parse(readFileSync(report, 'utf8')) as {
        runtimeError?: { message: string };
        categories: { seo: { score: number; auditRefs: { id: string }[] } };
        audits: Record<string, { score: number | null; scoreDisplayMode: string; title: string }>;
      };
      expect(result.runtimeError).toBeUndefined();
      const failed = result.categories.seo.auditRefs
        .map((ref) => result.audits[ref.id]!)
        .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score !== 1)
        .map((audit) => audit.title);
      expect(failed).toEqual([]);
      expect(result.categories.seo.score).toBe(1);
    });
  }
});
