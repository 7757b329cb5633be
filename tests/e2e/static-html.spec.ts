import { expect, test } from '@playwright/test';
import { cities } from '@/content/cities';
import { faqGroups } from '@/content/faqs';
import { movingGuide } from '@/content/moving-guide';
import { priceRows } from '@/content/prices';
import { homeIntro } from '@/content/story';
import { formatRupees } from '@/lib/shared/format';

/** The HTML as a crawler or a visitor on a slow phone gets it, before any JavaScript runs. */
async function html(request: import('@playwright/test').APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  return (await res.text()).replaceAll('&#x27;', "'").replaceAll('&amp;', '&').replaceAll('&quot;', '"');
}

test('the home page HTML holds its text, FAQs included', async ({ request }) => {
  const page = await html(request, '/');
  expect(page).toContain(homeIntro.heading);
  for (const faq of [...faqGroups.initial, ...faqGroups.more]) {
    expect(page).toContain(faq.question);
    expect(page).toContain(faq.answer);
  }
});

test('the services page HTML holds the estimated charges in rupees', async ({ request }) => {
  const page = await html(request, '/services/');
  for (const row of priceRows) {
    expect(page).toContain(row.shiftingType);
    expect(page).toContain(formatRupees(row.movingCharges.max));
  }
});

test('every city page HTML names its city and, where it has one, its offer', async ({ request }) => {
  for (const city of cities) {
    const page = await html(request, `/city/${city.slug}/`);
    expect(page).toContain(`Packers and Movers in ${city.city}`);
    if (city.offer) expect(page).toContain(`Get ${city.offer} OFF on Your Next Move`);
    else expect(page).not.toContain('OFF on Your Next Move');
    expect(page).toContain(`<link rel="canonical" href="`);
  }
});

test('bhiwandi carries its own search-engine text', async ({ request }) => {
  const bhiwandi = cities.find((c) => c.slug === 'bhiwandi')!;
  const page = await html(request, '/city/bhiwandi/');
  expect(page).toContain(`<meta name="description" content="${bhiwandi.metaDetails!.description}"`);
  expect(page).toContain(`<meta name="keywords" content="${bhiwandi.metaDetails!.keywords}"`);
});

test('the moving guide offers the checklist PDF built from the same data', async ({ request }) => {
  const page = await html(request, '/moving-guide/');
  expect(page).toContain('href="/downloads/moving-checklist.pdf"');
  const pdf = await request.get('/downloads/moving-checklist.pdf');
  expect(pdf.status()).toBe(200);
  const raw = (await pdf.body()).toString('latin1');
  expect(raw.startsWith('%PDF-')).toBe(true);
  // pdfkit writes each run of text as a hex string in WinAnsi encoding; joined, they give the sheet's words.
  const winAnsi = new TextDecoder('windows-1252');
  const words = [...raw.matchAll(/<([0-9a-f]+)>/g)]
    .map(([, hex]) => winAnsi.decode(Buffer.from(hex!, 'hex')))
    .join('')
    .replace(/\s+/g, '');
  for (const row of movingGuide.checklist) {
    expect(words).toContain(row.when.replace(/\s+/g, ''));
    for (const task of row.tasks) expect(words).toContain(task.replace(/\s+/g, '').replace(/[‘’]/g, "'"));
  }
});

test('every picture a page lists in srcset exists, is WebP at the width it claims, and stays under 60 KB', async () => {
  const { readdirSync, readFileSync, statSync } = await import('node:fs');
  const { join } = await import('node:path');
  const sharp = (await import('sharp')).default;
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'index.html') pages.push(path);
    }
  };
  walk('out');
  const candidates = new Map<string, number>();
  for (const page of pages) {
    for (const [, srcset] of readFileSync(page, 'utf8').matchAll(/srcSet="([^"]+)"/gi)) {
      for (const candidate of srcset!.split(',')) {
        const [url, descriptor] = candidate.trim().split(/\s+/);
        candidates.set(url!, Number(descriptor!.replace('w', '')));
      }
    }
  }
  // Hero slides, gallery photos and posters all come with smaller copies.
  expect(candidates.size).toBeGreaterThan(50);
  for (const [url, width] of candidates) {
    const file = join('out', url);
    expect(statSync(file).size, url).toBeLessThan(60_000);
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width], url).toEqual(['webp', width]);
  }
});
