import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { parse } from 'parse5';
import { billClaimPage } from '@/content/bill-claim';
import { company } from '@/content/company';
import { estimateRates } from '@/content/estimate-rates';
import { cityPageWords } from '@/content/localized/city';
import { fraudNotice as fraudNoticeIn, promises } from '@/content/localized/sections';
import { fraudNotice } from '@/content/fraud-notice';
import { pricePromiseLine as promiseEn } from '@/content/promises';
import { reviewsAreSamples } from '@/content/reviews';
import { uiWords } from '@/content/localized/ui';
import { enquirySchema, reviewSchema } from '@/lib/shared/lead-schemas';
import { notifyChannels, type NotifyChannel } from '../../server/store/types';
import { htmlFiles } from '../../scripts/html-files';

/**
 * One true story (docs/product.md#the-price-promise): no two pages disagree about the price
 * promise, GST, the quote time, the offer, payment and what happens to a visitor's details, in
 * English and Hindi. Read from the exported pages in out/, as a visitor's browser gets them.
 */

const outDir = resolve('out');
const fraudNoticeHi = fraudNoticeIn('hi');
const offerTermsHi = cityPageWords('hi').offerTerms;
/** The Hindi price promise as one line, as content/promises.ts `pricePromiseLine` is the English. */
const promiseHi = `${promises('hi').pricePromise.heading} ${promises('hi').pricePromise.text}`;

type Node = { nodeName: string; value?: string; attrs?: { name: string; value: string }[]; childNodes?: Node[] };

/** The words a visitor reads (and alt texts, labels and meta descriptions), whitespace collapsed. */
function visibleText(node: Node): string {
  if (node.nodeName === 'script' || node.nodeName === 'style' || node.nodeName === 'template') return '';
  if (node.nodeName === '#text') return node.value ?? '';
  const attrs = (node.attrs ?? [])
    .filter((a) => ['alt', 'aria-label', 'title', 'content'].includes(a.name))
    .map((a) => a.value)
    .join(' ');
  return `${attrs} ${(node.childNodes ?? []).map(visibleText).join(' ')}`;
}

/** The first element with this id. */
function byId(node: Node, id: string): Node | undefined {
  if (node.attrs?.some((a) => a.name === 'id' && a.value === id)) return node;
  for (const child of node.childNodes ?? []) {
    const found = byId(child, id);
    if (found) return found;
  }
  return undefined;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

const pages = htmlFiles(outDir).map((file) => {
  const html = readFileSync(file, 'utf8');
  const tree = parse(html) as unknown as Node;
  const body = findBody(tree);
  return {
    path: `/${relative(outDir, file)}`.replace(/index\.html$/, ''),
    html,
    tree,
    text: squash(visibleText(tree)),
    body: squash(body ? visibleText(body) : ''),
  };
});

function findBody(node: Node): Node | undefined {
  if (node.nodeName === 'body') return node;
  for (const child of node.childNodes ?? []) {
    const found = findBody(child);
    if (found) return found;
  }
  return undefined;
}

const page = (path: string) => {
  const found = pages.find((p) => p.path === path);
  if (!found) throw new Error(`${path} is not in out/: run npm run build:e2e first`);
  return found;
};
const section = (path: string, id: string) => {
  const node = byId(page(path).tree, id);
  if (!node) throw new Error(`${path} has no #${id}`);
  return squash(visibleText(node));
};
const hindi = (path: string) => path.startsWith('/hi/');
const cityPages = pages.filter((p) => /^\/city\/[a-z-]+\/$/.test(p.path));
const cityPagesHi = pages.filter((p) => /^\/hi\/city\/[a-z-]+\/$/.test(p.path));
const estimateGst = estimateRates.gstBands.find((b) => b.id === estimateRates.appliedGst)!.ratePercent;

it('one price promise, word for word, on the FAQ, the terms and every city page, in English and Hindi', () => {
  expect(cityPages.length).toBeGreaterThanOrEqual(48);
  expect(cityPagesHi.length).toBe(cityPages.length);
  for (const { path, body } of cityPages) expect(body, path).toContain(squash(promiseEn));
  for (const { path, body } of cityPagesHi) expect(body, path).toContain(squash(promiseHi));
  expect(page('/faqs/').body).toContain(squash(promiseEn));
  expect(page('/hi/faqs/').body).toContain(squash(promiseHi));
  expect(section('/terms-and-conditions/', 'quotes-and-surveys')).toContain(squash(promiseEn));
  expect(section('/terms-and-conditions/', 'hindi-summary')).toContain(squash(promiseHi));
});

it('no page contradicts the price promise', () => {
  const contrary = [
    /indicative only/i,
    /survey fixes your price/i,
    /price you agree is the price you pay/i,
    /with nothing added later/i,
    /अनुमान सिर्फ़ अंदाज़ा है/,
    /पक्की कीमत सर्वे के बाद तय होती है/,
    /बाद में कुछ नहीं जोड़ा जाता/,
  ];
  for (const { path, text } of pages)
    for (const words of contrary) expect(text, `${path}: ${words}`).not.toMatch(words);
  // A page that names the promise says all of it.
  for (const { path, body } of pages) {
    if (/not-to-exceed/i.test(body)) expect(body, path).toContain(squash(promiseEn));
  }
});

it('/bill-claim/ keeps the five GST bands, says which bill each goes with and which one the estimate adds', () => {
  const gst = section('/bill-claim/', 'gst');
  const table = byId(page('/bill-claim/').tree, 'gst')!;
  const rows: string[][] = [];
  const walk = (node: Node) => {
    if (node.nodeName === 'tr')
      rows.push((node.childNodes ?? []).map((cell) => squash(visibleText(cell))).filter(Boolean));
    (node.childNodes ?? []).forEach(walk);
  };
  walk(table);
  const rates = rows.filter((r) => /^\d+%$/.test(r[0] ?? '')).map((r) => r[0]);
  expect(rates).toEqual(['0%', '5%', '12%', '18%', '28%']);
  for (const band of billClaimPage.gstBands) expect(gst).toContain(squash(`${band.applies} ${band.note}`));
  // Which rate the instant estimate adds, and why.
  expect(gst).toContain(`The instant estimate on our pages adds GST at ${estimateGst}%`);
  expect(gst).toMatch(/highest rate a moving bill carries/);
  expect(gst).toMatch(/reverse charge/);
  expect(gst).toMatch(/22 September 2025/);
  // The Hindi summary says the same.
  const summary = section('/bill-claim/', 'hindi-summary');
  expect(summary).toContain(`तुरंत अनुमान ${estimateGst}% जोड़ता है`);
  expect(summary).toMatch(/रिवर्स चार्ज/);
  // The terms agree: GST is on the quotation, and already in an estimate's band.
  expect(section('/terms-and-conditions/', 'extra-charges')).toContain(`already includes it at ${estimateGst}%`);
});

it('every testimonial and review carries the reviews’ label while they are samples', () => {
  let quoted = 0;
  for (const { path, html, body } of pages) {
    if (!/<blockquote\b/.test(html)) continue;
    quoted++;
    const label = uiWords[hindi(path) ? 'hi' : 'en'].sections.reviews;
    if (reviewsAreSamples)
      expect(body, `${path}: customers’ words not labelled samples`).toContain(label.eyebrowSamples);
    else expect(body, path).not.toContain(label.eyebrowSamples);
  }
  expect(quoted).toBeGreaterThan(50);
  // The moving guide's three testimonials among them.
  expect(page('/moving-guide/').body).toContain(`${uiWords.en.sections.reviews.eyebrowSamples}`);
});

it('where money is asked for, the fraud notice lists the official ways to pay, in English and Hindi', () => {
  const payment = section('/terms-and-conditions/', 'payment-terms');
  expect(payment).toContain(fraudNotice.heading);
  for (const method of company.payments.methods) expect(payment).toContain(method);
  const summary = section('/terms-and-conditions/', 'hindi-summary');
  expect(summary).toContain(fraudNoticeHi.heading);
  for (const method of fraudNoticeHi.methods) expect(summary).toContain(method);
  for (const { path } of cityPages) {
    const steps = section(path, 'process');
    expect(steps, path).toMatch(/Confirm with a small token amount/);
    expect(steps, path).toContain(fraudNotice.heading);
    for (const method of company.payments.methods) expect(steps, path).toContain(method);
  }
  for (const { path } of cityPagesHi) {
    const steps = section(path, 'process');
    expect(steps, path).toContain(fraudNoticeHi.heading);
    for (const method of fraudNoticeHi.methods) expect(steps, path).toContain(method);
  }
  // The moving guide's tip agrees with the advance the terms ask for.
  const guide = page('/moving-guide/').body;
  expect(guide).not.toMatch(/Never pay the full amount to anyone who has not given you a GST bill/);
  expect(guide).toMatch(/not even the advance, before you have a written quotation/);
});

/** Where the privacy policy names each field a lead stores: English page, Hindi summary; null: not personal data. */
const fieldWords: Record<string, readonly [string, string] | null> = {
  name: ['your name', 'आपका नाम'],
  email: ['e-mail address', 'ई-मेल पता'],
  phone: ['phone number', 'फ़ोन नंबर'],
  pickup: ['where you are moving from', 'कहाँ से'],
  drop: ['from and to', 'कहाँ जाना'],
  detail: ['what you are moving', 'कौन सा सामान'],
  movingDate: ['the moving date', 'शिफ्टिंग की तारीख़'],
  homeSize: ['home size', 'घर का साइज़'],
  estimate: ['the instant estimate', 'तुरंत अनुमान'],
  goodsType: ['the kind of move', 'शिफ्टिंग का प्रकार'],
  offer: ['the offer of the city page', 'उसका ऑफ़र'],
  source: ['which form it was', 'कौन सा फ़ॉर्म था'],
  page: ['the address of the page you sent it from', 'जिस पेज से भेजा उसका पता'],
  lang: ['the language of the form', 'फ़ॉर्म की भाषा'],
  title: ['a review title', 'रिव्यू का शीर्षक'],
  rating: ['your star rating', 'स्टार रेटिंग'],
  description: ['your written review', 'रिव्यू'],
  // A random key the browser makes for each submission; the honeypot is never stored.
  idempotencyKey: null,
  website: null,
};

/** Where it names each place a lead goes as the settings allow: the notification channels, the CRM, the feedback e-mail. */
const recipientWords: Record<NotifyChannel | 'crm' | 'feedback', readonly [string, string]> = {
  crm: ['customer-management system (CRM)', 'कस्टमर-मैनेजमेंट सिस्टम (CRM)'],
  email: ['Our e-mail provider', 'ई-मेल प्रोवाइडर'],
  ack: ['sends you an e-mail confirming your enquiry', 'आपको पूछताछ मिलने का ई-मेल'],
  whatsapp: ['WhatsApp, run by Meta', 'Meta की WhatsApp'],
  webhook: ['A webhook', 'वेबहुक'],
  feedback: ['an e-mail sending service', 'ई-मेल भेजने वाली सर्विस'],
};

it('the privacy policy names every field a lead stores, every recipient and the real retention, in English and Hindi', () => {
  const policy = page('/privacy-and-policy/').body;
  const summary = section('/privacy-and-policy/', 'hindi-summary');
  const keys = new Set([...Object.keys(enquirySchema.shape), ...Object.keys(reviewSchema.shape)]);
  expect(
    [...keys].filter((key) => !(key in fieldWords)),
    'fields the test does not know',
  ).toEqual([]);
  for (const key of keys) {
    const words = fieldWords[key];
    if (!words) continue;
    expect(policy, key).toContain(words[0]);
    expect(summary, key).toContain(words[1]);
  }
  // The client address the rate limits use, how long it is held, and the log.
  expect(policy).toMatch(/internet \(IP\) address[^.]*\. It holds it in memory for at most a day/);
  expect(policy).toMatch(/never stores it with your enquiry or review/);
  expect(summary).toMatch(/इंटरनेट \(IP\) पता/);
  for (const channel of [...notifyChannels, 'crm', 'feedback'] as const) {
    expect(policy, channel).toContain(recipientWords[channel][0]);
    expect(summary, channel).toContain(recipientWords[channel][1]);
  }
  expect(policy).toContain('but only to those we have set up');
  // The retention the intake service applies: every lead, delivered or not.
  expect(policy).toContain(`${company.leadRetentionDays} days after it was sent`);
  expect(policy).toContain('whether or not the form ever reached our customer-management system');
  expect(policy).not.toMatch(/once it has reached/);
  expect(summary).toContain(`${company.leadRetentionDays} दिन बाद मिटा देती है`);
  expect(summary).toMatch(/पहुँचा हो या नहीं/);
});

it('the analytics sentence matches what the pages load, and no page says reviews are published', () => {
  for (const { path, html } of pages) {
    // Nothing from another site runs on load: no analytics or advertising tool.
    expect(html, path).not.toMatch(/<script[^>]+src="(https?:)?\/\//);
    expect(html, path).not.toMatch(/googletagmanager|google-analytics|gtag\(/);
  }
  const policy = page('/privacy-and-policy/').body;
  expect(policy).toContain('This site loads no analytics or advertising tools and sets no cookies of its own.');
  expect(policy).not.toMatch(/Analytics may set cookies/);
  expect(section('/privacy-and-policy/', 'hindi-summary')).toContain('कोई एनालिटिक्स या विज्ञापन टूल नहीं चलाती');
  for (const { path, text } of pages) {
    expect(text, path).not.toMatch(/may publish|publish them|Published reviews|छप सकते|छपा हुआ रिव्यू/);
  }
  expect(page('/review/').body).toContain(uiWords.en.reviewForm.dataUse);
  expect(page('/hi/review/').body).toContain(uiWords.hi.reviewForm.dataUse);
  expect(policy).toContain('A review sent here is not published on this website.');
});

it('the quote time always says what it counts from, on every page in both languages', () => {
  const minutes = company.promises.quoteMinutes;
  for (const { path, text } of pages) {
    if (hindi(path)) {
      for (const match of text.matchAll(new RegExp(`${minutes} मिनट`, 'g'))) {
        const before = text.slice(Math.max(0, match.index - 100), match.index);
        expect(/कॉल के $/.test(before) || /उस कॉल में[^।]*$/.test(before), `${path}: …${before}${match[0]}`).toBe(true);
      }
    } else {
      for (const match of text.matchAll(new RegExp(`\\b${minutes} minutes\\b`, 'g'))) {
        const after = text.slice(match.index + match[0].length, match.index + match[0].length + 14);
        const before = text.slice(Math.max(0, match.index - 60), match.index);
        // The owner's own words for the phone prompt (docs/product.md#the-company-and-its-claims) stay.
        const owners = /Free quote in $/.test(before);
        expect(owners || /^ of (our|that) call/.test(after), `${path}: …${before}${match[0]}${after}`).toBe(true);
      }
    }
  }
  expect(page('/').body).toContain(`Written quote within ${minutes} minutes of our call`);
  expect(page('/hi/').body).toContain(`कॉल के ${minutes} मिनट के अंदर लिखित कोटेशन`);
});

it('every offer on a page comes with its terms, and the home page’s figures are the cities’ own', () => {
  let offering = 0;
  for (const { path, body } of pages) {
    if (hindi(path)) {
      if (!/\d+% (तक )?की छूट/.test(body)) continue;
      offering++;
      expect(body, path).toContain(offerTermsHi);
    } else {
      if (!/\d+% off/i.test(body)) continue;
      offering++;
      expect(body, path).toContain(company.offerTerms);
    }
  }
  expect(offering).toBeGreaterThan(60);
  // The terms say what the pages do: a move from the city, enquired from its page.
  expect(company.offerTerms).toMatch(/for a move from a city whose page shows an offer/);
  expect(company.offerTerms).toMatch(/when you send your enquiry from that page/);
  expect(page('/').body).toContain(company.offerTerms);
  expect(page('/hi/').body).toContain(offerTermsHi);
});
