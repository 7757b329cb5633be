import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { addressLine, company } from '@/content/company';
import { cityNames } from '@/content/localized/city';
import { aboutPage } from '@/content/localized/story';
import { storagePages } from '@/content/localized/service-pages';
import { uiWords } from '@/content/localized/ui';
import { schemaMessages } from '@/lib/shared/lead-schemas';
import { hindiLines } from '@/server/delivery/crm';
import { allRoutes, hasHindiTwin, hindiRoutes, thankYouRoutes } from '@/content/pages';
import { crmFor, fillEnquiryHi, hydrated, received, uniqueName } from './helpers';

/**
 * The Hindi pages (docs/i18n.md#tests): their language, their links to their English twins and
 * back, the language switch, how much of what they show is Hindi, and a Hindi enquiry reaching the
 * CRM with its language.
 */

const outDir = resolve('out');
const html = (path: string) => readFileSync(join(outDir, path, 'index.html'), 'utf8');
const origin = () => /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(html('/'))![1]!;

/** The `hreflang` alternates and canonical URL of an exported page. */
function discovery(path: string) {
  const page = html(path);
  const alternates = Object.fromEntries(
    [...page.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
  );
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];
  const lang = /<html lang="([^"]+)"/.exec(page)?.[1];
  return { alternates, canonical, lang };
}

/**
 * Where the share of Latin letters in a Hindi page's visible text must stay below: names the
 * company writes in English (its name, e-mail, postal address, hashtag), the services it names
 * (WhatsApp, YouTube, Google Maps), acronyms (BHK, GST, NCR) and numbers are left out before
 * counting, so what remains Latin is English prose that slipped in. A short page with the shared
 * sections (/hi/contact-us/) shows the address twice and those names several times: counted, they
 * came to over 7% of its letters with no English sentence on it.
 */
const latinBound = 0.05;

/** The share of Latin letters among all letters, after names, acronyms and addresses are left out. */
export function latinShare(text: string): { share: number; latinWords: string[] } {
  const cleaned = text
    .replaceAll(company.name, ' ')
    .replaceAll(company.email, ' ')
    .replaceAll(addressLine, ' ')
    .replaceAll(company.hashtag, ' ')
    .replace(/\b(WhatsApp|YouTube|Google Maps)\b/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    // Acronyms and model-like tokens: BHK, GST, NH44, 2BHK, IT, AOA.
    .replace(/\b[A-Z0-9]{2,}\+?\b/g, ' ');
  const letters = cleaned.match(/\p{L}/gu) ?? [];
  const latin = cleaned.match(/\p{Script=Latin}/gu) ?? [];
  const latinWords = [...new Set(cleaned.match(/\p{Script=Latin}[\p{Script=Latin}'-]*/gu) ?? [])];
  return { share: letters.length ? latin.length / letters.length : 0, latinWords };
}

test.describe('Hindi pages, as exported', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'checks of out/: once is enough');
  });

  test('every Hindi page says it is Hindi, is its own canonical and names its English twin, which names it back', () => {
    const site = origin();
    expect(hindiRoutes.length).toBeGreaterThanOrEqual(48);
    for (const path of hindiRoutes) {
      const english = path.slice(3);
      const hindi = discovery(path);
      const twin = discovery(english);
      const expected = { 'en-IN': `${site}${english}`, 'hi-IN': `${site}${path}`, 'x-default': `${site}${english}` };
      expect(hindi.lang, path).toBe('hi');
      expect(hindi.canonical, path).toBe(`${site}${path}`);
      expect(hindi.alternates, path).toEqual(expected);
      expect(twin.lang, english).toBe('en-IN');
      expect(twin.canonical, english).toBe(`${site}${english}`);
      expect(twin.alternates, english).toEqual(expected);
      expect(html(path), path).toContain('<meta property="og:locale" content="hi_IN"/>');
    }
    // An English page without a twin names no alternates.
    for (const path of allRoutes.filter((p) => !hasHindiTwin(p))) expect(discovery(path).alternates, path).toEqual({});
  });

  test('the language switch on every page leads to a page that exists, in the other language', () => {
    const pages = [...allRoutes, ...hindiRoutes, '/offline/', '/hi/offline/'];
    for (const path of pages) {
      const page = html(path);
      const links = [...page.matchAll(/<a class="lang-switch" href="([^"]+)" hrefLang="([^"]+)" lang="([^"]+)"/g)];
      const hindi = path.startsWith('/hi/');
      // A page whose other language has neither a twin nor a home page has no switch.
      if (!hindi && !hasHindiTwin(path) && !hindiRoutes.includes('/hi/')) {
        expect(links, path).toHaveLength(0);
        continue;
      }
      expect(links, path).toHaveLength(1);
      const [, href, hreflang, lang] = links[0]!;
      expect(existsSync(join(outDir, href!, 'index.html')), `${path} → ${href}`).toBe(true);
      expect([hreflang, lang], path).toEqual(hindi ? ['en-IN', 'en-IN'] : ['hi-IN', 'hi']);
      if (hasHindiTwin(hindi ? path.slice(3) : path)) expect(href, path).toBe(hindi ? path.slice(3) : `/hi${path}`);
    }
  });

  test('the sitemap lists both languages, with their alternates', () => {
    const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
    const site = origin();
    for (const path of hindiRoutes) {
      expect(sitemap, path).toContain(`<loc>${site}${path}</loc>`);
      expect(sitemap, path).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${site}${path}" />`);
    }
  });

  test('no Hindi page is left out of the export', () => {
    const exported = readdirSync(join(outDir, 'hi', 'city'));
    expect(exported.sort()).toEqual(Object.keys(cityNames('hi')).sort());
  });
});

test.describe('what a Hindi page shows', () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'text checks: once is enough');
  });

  test(`the visible text of every Hindi page is Hindi: under ${latinBound * 100}% Latin letters`, async ({ page }) => {
    test.setTimeout(120_000);
    const over: string[] = [];
    for (const path of hindiRoutes) {
      await page.goto(path);
      const text = await page.locator('body').innerText();
      const { share, latinWords } = latinShare(text);
      if (share > latinBound) over.push(`${path}: ${(share * 100).toFixed(1)}% Latin (${latinWords.join(', ')})`);
      // The words a visitor needs to act are Hindi: the enquiry's button, the survey booking's on its
      // page, or the check's on its own page.
      const action: Record<string, string> = {
        '/hi/book-survey/': uiWords.hi.survey.form.submit,
        '/hi/verify/': uiWords.hi.verify.form.label,
      };
      expect(text, path).toContain(action[path] ?? uiWords.hi.form.submit);
      // So is the message a chat link types for them in WhatsApp.
      const chats = await page
        .locator('a[href^="https://wa.me/"]')
        .evaluateAll((links) =>
          links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('text') ?? ''),
        );
      // The header and the floating bar on every page, and more on most.
      expect(chats.length, path).toBeGreaterThanOrEqual(2);
      for (const chat of chats) expect(chat, path).toMatch(/^नमस्ते .+ (का कोटेशन चाहिए|का मुफ़्त सर्वे बुक करना है)।$/);
    }
    // The thank-you pages a Hindi form lands on without scripts.
    for (const path of thankYouRoutes.filter((route) => route.startsWith('/hi/'))) {
      await page.goto(path);
      const { share, latinWords } = latinShare(await page.locator('body').innerText());
      if (share > latinBound) over.push(`${path}: ${(share * 100).toFixed(1)}% Latin (${latinWords.join(', ')})`);
    }
    expect(over).toEqual([]);
  });
});

test('a Hindi enquiry is checked in Hindi and reaches the CRM with its language', async ({ page }, info) => {
  const name = uniqueName(info, 'राधा वर्मा');
  await page.goto('/hi/city/lucknow/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await hydrated(page, '#enquiry form');
  const form = page.locator('#enquiry form');
  const words = uiWords.hi.form;
  await fillEnquiryHi(form, name, '11111111');
  await form.getByRole('button', { name: words.submit }).click();
  await expect(form.getByText(schemaMessages.hi.phoneInvalid)).toBeVisible();
  await expect(form.getByLabel(words.phone.label)).toBeFocused();

  await form.getByLabel(words.phone.label).fill('+91 98200 12345');
  await form.getByRole('button', { name: words.submit }).click();
  await expect(form.getByRole('status')).toHaveText(words.success);
  const [lead] = await received(page, crmFor(name));
  const fields = JSON.parse(String(lead!.fields.jsonParam)) as Record<string, string>;
  expect(fields.service_detail_c).toMatch(
    new RegExp(`\\n${hindiLines.enquiry.replace(/[()]/g, '\\$&')}\\nRef: [\\w-]+$`),
  );
});

/** Hindi pages of each kind a visitor switches from, with the heading they find again on coming back. */
const switches = [
  { path: '/hi/city/lucknow/', heading: `${cityNames('hi').lucknow} में पैकर्स और मूवर्स` },
  { path: '/hi/about/', heading: aboutPage('hi').heading },
  { path: '/hi/warehouse/', heading: storagePages('hi')[0]!.title },
];

for (const { path, heading } of switches) {
  test(`a visitor switches from ${path} to English and back`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('link', { name: uiWords.hi.switcher.aria }).click();
    await expect(page).toHaveURL(new RegExp(`//[^/]+${path.slice(3)}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.getByRole('link', { name: uiWords.en.switcher.aria }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

test('links to the policies from a Hindi page say they lead to English', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'what the links say: once is enough');
  const ui = uiWords.hi;
  await page.goto('/hi/review/');
  for (const link of [
    page.getByRole('contentinfo').getByRole('link', { name: `${ui.pages['/privacy-and-policy/']} (अंग्रेज़ी में)` }),
    page.locator('#write-review').getByRole('link', { name: ui.reviewForm.privacyPolicy }),
    page.locator('#enquiry').getByRole('link', { name: ui.form.privacyPolicy }),
  ]) {
    await expect(link).toHaveAttribute('href', /^\/privacy-and-policy\//);
    await expect(link).toHaveAttribute('hreflang', 'en-IN');
    await expect(link).toContainText('(अंग्रेज़ी में)');
  }
});
