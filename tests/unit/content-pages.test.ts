import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { billClaimPage } from '@/content/bill-claim';
import { company, contactLinks, whatsappLink } from '@/content/company';
import { faqGroups } from '@/content/faqs';
import { anchorLinks, movingGuide } from '@/content/moving-guide';
import { privacyPage, supportResponse, termsPage } from '@/content/policies';
import * as story from '@/content/story';
import { supportPage } from '@/content/support';

const files = ['policies', 'bill-claim', 'moving-guide', 'support', 'story', 'faqs'];
const sources = files.map((name) => ({
  name,
  source: readFileSync(resolve(__dirname, `../../content/${name}.ts`), 'utf8'),
}));

/** The content exports of story.ts (its schemas left out). */
const storyContent = Object.fromEntries(Object.entries(story).filter(([name]) => !name.endsWith('Schema')));

/** Every exported content value of the files under test. */
const content = {
  termsPage,
  privacyPage,
  billClaimPage,
  movingGuide,
  anchorLinks,
  supportPage,
  faqGroups,
  ...storyContent,
};

/** Every string inside a value, depth first. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Every value stored under `key` anywhere inside a value. */
function valuesOf(value: unknown, key: string): unknown[] {
  if (Array.isArray(value)) return value.flatMap((v) => valuesOf(v, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (k === key ? [v, ...valuesOf(v, key)] : valuesOf(v, key)));
  }
  return [];
}

const allText = strings(content);

describe('policies', () => {
  it('has 8-12 terms sections and 8-10 privacy sections with unique kebab-case anchors', () => {
    expect(termsPage.sections.length).toBeGreaterThanOrEqual(8);
    expect(termsPage.sections.length).toBeLessThanOrEqual(12);
    expect(privacyPage.sections.length).toBeGreaterThanOrEqual(8);
    expect(privacyPage.sections.length).toBeLessThanOrEqual(10);
    for (const page of [termsPage, privacyPage]) {
      expect(page.updated).toBe('2026-11-23');
      const ids = page.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('states the payment, rescheduling, claim and prohibited-item terms of SPEC §9', () => {
    const terms = strings(termsPage).join('\n');
    for (const phrase of [
      '₹1,000 to ₹5,000',
      '90%',
      '10% at delivery',
      'full payment in advance',
      'tolls',
      'Parking',
      'Demurrage',
      'Customs',
      'advance is not refunded',
      'at least 24 hours',
      'within 7 days of delivery',
      'within 30 days of unpacking',
      'declared',
      'Explosives',
      'Hazardous chemicals',
      'Perishable',
      'Illegal goods',
      'unless declared in writing and insured',
    ]) {
      expect(terms).toContain(phrase);
    }
  });

  it('explains hashed analytics, storage, deletion by e-mail and the under-13 rule', () => {
    const privacy = strings(privacyPage).join('\n');
    for (const phrase of [
      'hash',
      'intake service',
      'customer-management system',
      'under 13',
      company.email,
      'cookies',
    ]) {
      expect(privacy).toContain(phrase);
    }
    expect(supportResponse.workingDaysHours).toBe(24);
  });
});

describe('bill claim', () => {
  it('has the six claim steps and the 7-day and 30-day limits', () => {
    expect(billClaimPage.claimSteps).toHaveLength(6);
    expect(billClaimPage.claimDeadlines.map((d) => d.deadline)).toEqual([
      'Within 7 days of delivery',
      'Within 30 days of unpacking',
    ]);
  });

  it('lists exactly the five GST bands of SPEC §9', () => {
    expect(billClaimPage.gstBands.map((b) => b.rate)).toEqual([0, 5, 12, 18, 28]);
  });

  it('reads the head-office rows from the company config', () => {
    expect(billClaimPage.headOffice.map((r) => r.label)).toEqual(['Company', 'Address', 'Phone', 'E-mail', 'Hours']);
    expect(billClaimPage.headOffice.map((r) => r.value)).toContain(company.name);
    expect(billClaimPage.headOffice.map((r) => r.value)).toContain(company.phoneDisplay);
    expect(billClaimPage.forgedInvoiceSigns.length).toBeGreaterThanOrEqual(6);
    expect(billClaimPage.forgedInvoiceSigns.length).toBeLessThanOrEqual(8);
  });
});

describe('moving guide', () => {
  it('keeps the side anchors in the order of SPEC §2, matching the sections', () => {
    expect(anchorLinks.map((a) => a.id)).toEqual([
      'before-the-move',
      'packing',
      'moving-day',
      'after-the-move',
      'seven-day-checklist',
      'tips-and-testimonials',
      'download-pdf',
    ]);
    expect(movingGuide.sections.map((s) => s.id)).toEqual(anchorLinks.slice(0, 4).map((a) => a.id));
  });

  it('has the checklist rows in time order and a seven-day plan', () => {
    expect(movingGuide.checklist.map((row) => row.when)).toEqual([
      '30 days before',
      '15 days before',
      '7 days before',
      '1 day before',
      'Moving day',
      '1 day after',
      '7 days after',
    ]);
    for (const row of movingGuide.checklist) {
      expect(row.tasks.length).toBeGreaterThanOrEqual(3);
      expect(row.tasks.length).toBeLessThanOrEqual(6);
    }
    expect(movingGuide.sevenDayChecklist.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(movingGuide.testimonials).toHaveLength(3);
  });
});

describe('customer support', () => {
  it('offers phone, e-mail and chat through the company links', () => {
    expect(supportPage.channels.map((c) => [c.channel, c.href])).toEqual([
      ['Phone', contactLinks.tel],
      ['E-mail', contactLinks.mailto],
      ['Live chat (WhatsApp)', whatsappLink('a move, or a question about one')],
    ]);
    expect(supportPage.quickCards.map((c) => c.href)).toEqual([
      contactLinks.mailto,
      whatsappLink('a move, or a question about one'),
      contactLinks.tel,
    ]);
  });

  it('covers the three stages and promises replies within 24 hours', () => {
    expect(supportPage.stages.map((s) => s.stage)).toEqual(['Before booking', 'During transit', 'After delivery']);
    expect(supportPage.responsePromise).toContain('24 hours on working days');
    // The real hours of each channel, and no round-the-clock claim the settings do not make.
    expect(supportPage.responsePromise).toContain(company.support.phone);
    expect(JSON.stringify(supportPage)).not.toMatch(/24x7|24\/7|round the clock/i);
  });
});

describe('story', () => {
  it('makes the home-page promises and keeps both experience claims', () => {
    const home = story.homeIntro.paragraphs.join(' ');
    expect(home).toContain(`within ${company.promises.callbackMinutes} minutes`);
    expect(home).toContain(`within ${company.promises.quoteMinutes} minutes`);
    expect(home).toContain(company.experienceClaims.home);
    const about = story.aboutPage.paragraphs.join(' ');
    expect(about).toContain(company.experienceClaims.about);
    expect(about).toContain(String(company.founded));
    expect(story.hiringGuide).toHaveLength(4);
    expect(story.aboutPage.whyChoose).toHaveLength(6);
  });

  it('lists the five why-choose strengths in order', () => {
    expect(story.whyChoosePage.strengths.map((s) => s.title)).toEqual([
      'Safe Packing',
      'On-Time Delivery',
      'Pan-India Network',
      'Transparent Pricing',
      'Expert Team',
    ]);
  });

  it('uses the exact video-gallery heading and text of SPEC §2', () => {
    expect(story.videoGalleryPage.heading).toBe('Our Videos');
    expect(story.videoGalleryPage.intro).toBe(
      "Real Stories. Real Relocations. Here's what our happy customers have to say.",
    );
    expect(story.sharedSections).toMatchObject({
      officeHeading: 'Our Office Location',
      trustHeading: 'Trust Us With Confidence',
      awardsHeading: 'Awards & Certifications',
      videosHeading: 'What Our Customers Say',
    });
  });
});

describe('faqs', () => {
  it('has five initial and five more questions', () => {
    expect(faqGroups.initial).toHaveLength(5);
    expect(faqGroups.more).toHaveLength(5);
  });

  it('answers with the timings of SPEC §9', () => {
    const answers = [...faqGroups.initial, ...faqGroups.more].map((f) => f.answer).join('\n');
    expect(answers).toContain('1 day');
    expect(answers).toMatch(/2-5 days|2 to 5 days/);
    expect(answers).toContain('24 hours');
    expect(answers).toContain('₹1,000 to ₹5,000');
  });
});

describe('copy quality across the content pages', () => {
  it('gives every page a unique 120-160 character meta description', () => {
    const descriptions = valuesOf(content, 'metaDescription') as string[];
    expect(descriptions.length).toBeGreaterThanOrEqual(17);
    for (const d of descriptions) {
      expect(d.length, d).toBeGreaterThanOrEqual(120);
      expect(d.length, d).toBeLessThanOrEqual(160);
    }
    expect(new Set(descriptions).size).toBe(descriptions.length);
    const titles = valuesOf(content, 'title').filter((t) => typeof t === 'string') as string[];
    const pageTitles = [termsPage, privacyPage, billClaimPage, movingGuide, supportPage].map((p) => p.title);
    for (const t of pageTitles) expect(titles).toContain(t);
  });

  it('has no placeholder text', () => {
    for (const s of allText) expect(s).not.toMatch(/lorem|coming soon|TODO|FIXME|TBD/i);
  });

  it('writes Indian English and groups rupee amounts the Indian way', () => {
    for (const s of allText) {
      expect(s, s).not.toMatch(/\b(colors?|organiz\w*|kilometers?|centers?|favors?|labors?)\b/i);
      for (const amount of s.match(/₹[\d,]+/g) ?? []) {
        expect(amount).toMatch(/^₹(\d{1,3}|\d{1,2}(,\d{2})*,\d{3})$/);
      }
    }
  });

  it('keeps paragraphs to one to three sentences', () => {
    const paragraphs = [
      ...(valuesOf(content, 'paragraphs').flat() as string[]),
      ...[...faqGroups.initial, ...faqGroups.more].map((f) => f.answer),
    ];
    for (const p of paragraphs) {
      const sentences = p.split(/(?<=[.!?])\s+(?=[A-Z₹"'])/);
      expect(sentences.length, p).toBeLessThanOrEqual(3);
    }
  });

  it('never hard-codes the company name, phone, e-mail or address in the source', () => {
    for (const { name, source } of sources) {
      for (const literal of ['Sugam', '98765', 'example.com', 'Ghansoli', '400701']) {
        expect(source.includes(literal), `${name}.ts contains ${literal}`).toBe(false);
      }
    }
  });
});
