import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { parse } from 'parse5';
import { cities } from '@/content/cities';
import { company } from '@/content/company';
import { picturesAreIllustrations, videosArePlaceholders } from '@/content/media';
import { reviewsAreSamples } from '@/content/reviews';
import { uiWords } from '@/content/localized/ui';
import { htmlFiles } from '../../scripts/html-files';

/**
 * Every sentence is true: read from the exported pages in out/, as a search engine gets them.
 * While the pictures are drawings, the videos placeholders and the reviews samples, no page calls
 * them real; no page claims live tracking, branches or round-the-clock support the settings do not
 * back, or links a social network's home page as the company's profile.
 */

const outDir = resolve('out');

type Node = { nodeName: string; value?: string; attrs?: { name: string; value: string }[]; childNodes?: Node[] };

/** The words a visitor reads (and alt texts and labels), without scripts and styles. */
function visibleText(node: Node): string {
  if (node.nodeName === 'script' || node.nodeName === 'style' || node.nodeName === 'template') return '';
  if (node.nodeName === '#text') return node.value ?? '';
  const attrs = (node.attrs ?? [])
    .filter((a) => ['alt', 'aria-label', 'title', 'content'].includes(a.name))
    .map((a) => a.value)
    .join(' ');
  return `${attrs} ${(node.childNodes ?? []).map(visibleText).join(' ')}`;
}

const pages = htmlFiles(outDir).map((file) => {
  const html = readFileSync(file, 'utf8');
  return { page: `/${relative(outDir, file)}`, html, text: visibleText(parse(html) as unknown as Node) };
});

const pretending: [RegExp, boolean][] = [
  [/real customers|customers talk about/i, videosArePlaceholders],
  [/photos (from|of) (real|recent) moves|photos of our work|real moves/i, picturesAreIllustrations],
  [/crews at work/i, picturesAreIllustrations],
  [/inside our (storage|warehouse)|our packers at work|of our packers/i, picturesAreIllustrations],
];

it('no page calls placeholder pictures, videos or reviews real', () => {
  expect(pages.length).toBeGreaterThan(70);
  for (const { page, text } of pages) {
    for (const [phrase, forbidden] of pretending) {
      if (forbidden) expect(text, `${page} says ${phrase}`).not.toMatch(phrase);
    }
    // A Hindi page (docs/i18n.md) says so in Hindi.
    const samples = uiWords[page.startsWith('/hi/') ? 'hi' : 'en'].sections.reviews.eyebrowSamples;
    if (reviewsAreSamples && /★/.test(text))
      expect(text, `${page} shows reviews without saying they are samples`).toContain(samples);
  }
});

it('no page claims live tracking, branches or round-the-clock support the settings do not back', () => {
  const unbacked = [
    ...(company.tracking.liveUrlTemplate
      ? []
      : [/live tracking/i, /track (them|it|your \w+) live/i, /follow your shipment live/i, /real-time tracking/i]),
    ...(company.branches.length ? [] : [/branches and partner depots/i, /network of branches/i]),
    /24x7 support|support (is )?available 24x7|available 24x7|support around the clock/i,
  ];
  for (const { page, text } of pages) {
    for (const claim of unbacked) expect(text, `${page} claims ${claim}`).not.toMatch(claim);
  }
});

it('an offer is always a city’s own, with its terms; the home page claims no unconditional discount', () => {
  const home = pages.find((p) => p.page === '/index.html')!;
  // The title keeps the owner's own claim ("15% Off Your Move"); the page itself promises no more.
  expect(home.text.replaceAll(`| ${company.titleOffer} Off Your Move |`, '')).not.toMatch(/\d+% off your move/i);
  expect(home.text).toMatch(/Up to 20% off in \d+ cities/);
  const offering = pages.filter((p) => p.page.startsWith('/city/') && /Get \d+% OFF on Your Next Move/.test(p.text));
  expect(offering.length, 'city pages showing an offer').toBe(cities.filter((c) => c.offer).length);
  for (const { page, text } of offering) expect(text, page).toContain(company.offerTerms);
});

it('no link goes to a social network’s home page as if it were the company’s profile', () => {
  for (const { page, html } of pages) {
    expect(html, page).not.toMatch(
      /href="https:\/\/(www\.)?(instagram|facebook|linkedin|youtube|pinterest)\.com\/?"|href="https:\/\/x\.com\/?"/,
    );
  }
});

it('every form says why it asks, how long the details are kept, and how to correct or erase them', () => {
  let forms = 0;
  for (const { page, html } of pages) {
    const count = (html.match(/<form\b/g) ?? []).length;
    const notes = (html.match(/class="form__privacy"/g) ?? []).length;
    forms += count;
    // The pages hold every form they show (the enquiry dialog's form renders once opened).
    expect(notes, `${page}: forms without the privacy note`).toBeGreaterThanOrEqual(count);
  }
  expect(forms).toBeGreaterThan(60);
  const contact = pages.find((p) => p.page === '/contact-us/index.html')!;
  expect(contact.text).toContain(`We keep them for ${company.leadRetentionDays} days, then delete them.`);
  expect(contact.html).toContain('href="/privacy-and-policy/#your-choices"');
});

it('the privacy policy explains the DPDP rights and whom to ask', () => {
  const policy = pages.find((p) => p.page === '/privacy-and-policy/index.html')!;
  expect(policy.text).toMatch(/Digital Personal Data Protection Act, 2023/);
  expect(policy.text).toMatch(/corrected or completed, have them erased/);
  expect(policy.text).toMatch(/Data Protection Board of India/);
  expect(policy.text).toContain(`${company.leadRetentionDays} days after it was sent`);
  if (company.grievanceOfficer) expect(policy.text).toContain(company.grievanceOfficer.email);
  else expect(policy.text).not.toMatch(/Grievance Officer:/);
});

it('where payment comes up, a fraud notice lists the official ways to pay', () => {
  const where = ['/bill-claim/', '/faqs/', '/home-shifting/', '/international-moves/', '/warehouse/', '/home-storage/'];
  for (const path of where) {
    const page = pages.find((p) => p.page === `${path}index.html`)!;
    expect(page.text, path).toMatch(/Beware of fraud/);
    expect(page.text, path).toMatch(/never asks you to pay to a personal UPI ID/);
    for (const method of company.payments.methods) expect(page.text, path).toContain(method);
  }
});

it('registration details appear only when set, and are never invented', () => {
  for (const { page, html } of pages) {
    if (Object.keys(company.registration).length === 0) expect(html, page).not.toMatch(/<dl class="registration/);
  }
});
