import { describe, expect, it } from 'vitest';
import { company } from '@/content/company';

/**
 * The Hindi twins of the story, quote-tab, FAQ, estimate-copy, counter, review, media and partner modules
 * (content/hi/): each exports what its English module exports for the Hindi pages, in the same
 * shape with the same keys, ids and figures, and what a visitor reads is in Devanagari.
 */

type Module = Record<string, unknown>;

/** English module, Hindi twin, and the exports the Hindi pages take from them. */
const twins: { file: string; en: () => Promise<Module>; hi: () => Promise<Module>; exports: string[] }[] = [
  {
    file: 'story.ts',
    en: () => import('@/content/story'),
    hi: () => import('@/content/hi/story'),
    exports: [
      'homeIntro',
      'hiringGuide',
      'homePage',
      'servicesPage',
      'faqsPage',
      'contactPage',
      'reviewPage',
      'aboutPage',
      'whyChoosePage',
      'sharedSections',
    ],
  },
  {
    file: 'quote-tabs.ts',
    en: () => import('@/content/quote-tabs'),
    hi: () => import('@/content/hi/quote-tabs'),
    exports: ['quoteTabs'],
  },
  {
    file: 'faqs.ts',
    en: () => import('@/content/faqs'),
    hi: () => import('@/content/hi/faqs'),
    exports: ['faqGroups'],
  },
  {
    file: 'estimate-copy.ts',
    en: () => import('@/content/estimate-copy'),
    hi: () => import('@/content/hi/estimate-copy'),
    exports: ['estimateCopy', 'serviceEstimates'],
  },
  {
    file: 'counters.ts',
    en: () => import('@/content/counters'),
    hi: () => import('@/content/hi/counters'),
    exports: ['counters'],
  },
  {
    file: 'reviews.ts',
    en: () => import('@/content/reviews'),
    hi: () => import('@/content/hi/reviews'),
    exports: ['reviews', 'sampleReviewsNote'],
  },
  {
    file: 'media.ts',
    en: () => import('@/content/media'),
    hi: () => import('@/content/hi/media'),
    exports: ['galleryImages', 'homeVideos', 'placeholderVideosNote'],
  },
  {
    file: 'partners.ts',
    en: () => import('@/content/partners'),
    hi: () => import('@/content/hi/partners'),
    exports: ['clientSectors', 'transportPartners'],
  },
];

/** Keys whose values are names, not words: they stay exactly as in English. */
const verbatimKeys = new Set(['id', 'slug', 'href', 'src', 'image', 'suffix', 'category', 'videoId', 'poster', 'logo']);

/** The figures a sentence states ("8:00 AM" counts as 8), sorted, so a twin neither adds nor drops one. */
function figures(text: string): string[] {
  return (text.replace(/:00\b/g, '').match(/\d[\d,.:/]*\d|\d/g) ?? []).sort();
}

/**
 * A value's shape: objects by their keys, arrays by their items, numbers and names as they are,
 * and every piece of visible text by the figures in it.
 */
function shape(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return verbatimKeys.has(key) ? value : { text: figures(value) };
  if (Array.isArray(value)) return value.map((item) => shape(item, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v, k)]));
  }
  return value;
}

/** Every string a visitor reads inside a value (names under verbatim keys left out). */
function visibleStrings(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return verbatimKeys.has(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => visibleStrings(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => visibleStrings(v, k));
  return [];
}

/** Latin words Hindi copy keeps: the brand, and acronyms a Hindi reader knows as they are. */
const allowedLatin = [company.name, 'BHK', 'GST', 'SUV', 'UPI', 'ID', 'CCTV', 'GPS', '24x7'];

/** Share of Latin letters among all letters, once the brand and the acronyms are taken out. */
function latinShare(texts: string[]): number {
  let rest = texts.join('\n');
  for (const word of allowedLatin) rest = rest.split(word).join(' ');
  const letters = rest.match(/\p{L}/gu)?.length ?? 0;
  const latin = rest.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return letters === 0 ? 0 : latin / letters;
}

/** Highest share of Latin letters a Hindi module may have, the bound the Hindi pages are held to. */
const maxLatinShare = 0.1;

describe.each(twins)('content/hi/$file', ({ en, hi, exports }) => {
  it('exports what the Hindi pages take from the English module, in the same shape and with the same figures', async () => {
    const [english, hindi] = await Promise.all([en(), hi()]);
    for (const name of exports) {
      expect(english[name], `content: English ${name}`).toBeDefined();
      expect(hindi[name], `Hindi twin lacks ${name}`).toBeDefined();
      expect(shape(hindi[name]), name).toEqual(shape(english[name]));
    }
  });

  it('is written in Devanagari, not Latin script, beyond the brand and acronyms', async () => {
    const [english, hindi] = await Promise.all([en(), hi()]);
    const texts = exports.flatMap((name) => visibleStrings(hindi[name]));
    expect(texts.length).toBeGreaterThan(0);
    expect(latinShare(texts)).toBeLessThan(maxLatinShare);
    // No single string left in English, even in a module that is mostly Hindi.
    const leftInEnglish = texts.filter((t) => latinShare([t]) >= 0.5);
    expect(leftInEnglish).toEqual([]);
    // The measure tells the languages apart: the English module scores as Latin.
    expect(latinShare(exports.flatMap((name) => visibleStrings(english[name])))).toBeGreaterThan(0.9);
  });

  it('says nothing twice in English: no Hindi string equals its English one', async () => {
    const [english, hindi] = await Promise.all([en(), hi()]);
    for (const name of exports) {
      const inEnglish = visibleStrings(english[name]).filter((t) => /\p{L}/u.test(t.split(company.name).join('')));
      const same = visibleStrings(hindi[name]).filter((t) => inEnglish.includes(t));
      expect(same, name).toEqual([]);
    }
  });
});

describe('company settings said in Hindi (content/hi/company-words.ts)', () => {
  it('says opening hours and experience the way a Hindi speaker does', async () => {
    const { hoursHi, yearsHi } = await import('@/content/hi/company-words');
    expect(hoursHi('Mon - Sun: 8:00 AM - 8:00 PM')).toBe('सोमवार से रविवार, सुबह 8 बजे से रात 8 बजे तक');
    expect(hoursHi('Mon - Sat: 9:30 AM - 6:00 PM')).toBe('सोमवार से शनिवार, सुबह 9:30 बजे से शाम 6 बजे तक');
    expect(yearsHi('18+ years')).toBe('18+ साल');
  });

  it('stops the build rather than show a setting it cannot say in Hindi', async () => {
    const { hoursHi, officeCityHi, yearsHi } = await import('@/content/hi/company-words');
    expect(() => hoursHi('Open all week')).toThrow(/cannot read the office hours "Open all week"/);
    expect(() => yearsHi('two decades')).toThrow(/experience claim/);
    expect(() => officeCityHi('Atlantis')).toThrow(/no Hindi name for the office city "Atlantis"/);
  });

  it("gives the contact page the office's real hours", async () => {
    const [{ hoursHi }, { contactPage }] = await Promise.all([
      import('@/content/hi/company-words'),
      import('@/content/hi/story'),
    ]);
    expect(contactPage.intro).toContain(`हमारा ऑफ़िस ${hoursHi(company.hours)} खुला रहता है`);
  });
});
