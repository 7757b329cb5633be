import { describe, expect, it } from 'vitest';
import { billClaimPage } from '@/content/bill-claim';
import { company, contactLinks, whatsappLink } from '@/content/company';
import { faqGroups } from '@/content/faqs';
import { anchorLinks, movingGuide } from '@/content/moving-guide';
import { privacyPage, termsPage } from '@/content/policies';
import * as story from '@/content/story';
import { supportPage } from '@/content/support';

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
      // Shown as the date of the last change: a real calendar date, never one still to come.
      expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${page.updated}T00:00:00Z`).toISOString().slice(0, 10)).toBe(page.updated);
      expect(new Date(page.updated).getTime()).toBeLessThanOrEqual(Date.now());
      const ids = page.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('states the payment, rescheduling, claim and prohibited-item terms (docs/product.md#booking-payment-and-claims)', () => {
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
  });
});

describe('bill claim', () => {
  it('gives the claim deadlines the terms state', () => {
    const terms = strings(termsPage).join('\n').toLowerCase();
    expect(billClaimPage.claimDeadlines.length).toBeGreaterThan(0);
    for (const { deadline } of billClaimPage.claimDeadlines) expect(terms).toContain(deadline.toLowerCase());
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
  it('has a side anchor for each guide section, in the order of the page', () => {
    expect(movingGuide.sections.length).toBeGreaterThan(0);
    expect(anchorLinks.slice(0, movingGuide.sections.length).map((a) => a.id)).toEqual(
      movingGuide.sections.map((s) => s.id),
    );
  });

  it('keeps each checklist row to three to six tasks, and the plan to seven days in order', () => {
    expect(movingGuide.checklist.length).toBeGreaterThan(0);
    for (const row of movingGuide.checklist) {
      expect(row.tasks.length, row.when).toBeGreaterThanOrEqual(3);
      expect(row.tasks.length, row.when).toBeLessThanOrEqual(6);
    }
    expect(movingGuide.sevenDayChecklist.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
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

  it('promises replies within the hours the settings give, and no round-the-clock support', () => {
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
  });
});

describe('faqs', () => {
  it('answers with the timings (docs/product.md#timings-and-figures)', () => {
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
  });

  it('has no placeholder text', () => {
    expect(allText.length).toBeGreaterThan(100);
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
    const pageParagraphs = valuesOf(content, 'paragraphs').flat() as string[];
    expect(pageParagraphs.length).toBeGreaterThan(10);
    const paragraphs = [...pageParagraphs, ...[...faqGroups.initial, ...faqGroups.more].map((f) => f.answer)];
    for (const p of paragraphs) {
      const sentences = p.split(/(?<=[.!?])\s+(?=[A-Z₹"'])/);
      expect(sentences.length, p).toBeLessThanOrEqual(3);
    }
  });
});
