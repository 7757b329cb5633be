import { describe, expect, it } from 'vitest';
import { citySlugs, type CitySlug } from '@/content/city-names';
import { company } from '@/content/company';
import { estimatePlaces } from '@/content/estimate-places';
import { cityNames, placeName } from '@/content/localized/city';
import { servicePages, storagePages } from '@/content/localized/service-pages';
import { serviceCards, services, serviceTag } from '@/content/localized/services';

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

describe('the service, storage and name modules', () => {
  /**
   * The Hindi twins of the service, storage and name modules: the same data as the English (ids,
   * slugs, links, images, numbers, list lengths), with the words a visitor reads in Devanagari.
   */

  /** Fields whose strings a visitor reads; every other string (id, tag, slug, href, icon, image) is a key. */
  const VISIBLE = new Set(['title', 'description', 'navLabel', 'metaDescription', 'intro', 'imageAlt', 'features']);

  /** The data with each visible string replaced by a marker: what must be identical in both languages. */
  function skeleton(value: unknown, visible = false): unknown {
    if (typeof value === 'string') return visible ? '<text>' : value;
    if (Array.isArray(value)) return value.map((v) => skeleton(v, visible));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, skeleton(v, visible || VISIBLE.has(k))]));
    }
    return value;
  }

  /** The visible strings, in document order. */
  function visibleStrings(value: unknown, visible = false): string[] {
    if (typeof value === 'string') return visible ? [value] : [];
    if (Array.isArray(value)) return value.flatMap((v) => visibleStrings(v, visible));
    if (value && typeof value === 'object') {
      return Object.entries(value).flatMap(([k, v]) => visibleStrings(v, visible || VISIBLE.has(k)));
    }
    return [];
  }

  /** Latin words a Hindi page may keep: the brand and the acronyms Hindi readers use as they are. */
  const ALLOWED_LATIN = [
    company.name,
    ...['24x7', 'BHK', 'GST', 'NOC', 'RTO', 'IT', 'AC', 'TV', 'CCTV', 'GPS', 'LR', 'RC', 'SUV', 'MUV', 'CPU'],
  ];
  const allowed = new RegExp(
    ALLOWED_LATIN.map((w) => `(?<![A-Za-z])${w.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')}(?![A-Za-z])`).join('|'),
    'g',
  );

  /** Latin and Devanagari letters in a text, after the allowed Latin words are taken out. */
  function letters(text: string): { latin: number; devanagari: number } {
    const rest = text.replace(allowed, '');
    return {
      latin: (rest.match(/[A-Za-z]/g) ?? []).length,
      devanagari: (rest.match(/[\u0900-\u097F]/g) ?? []).length,
    };
  }

  /** Share of Latin letters among all letters of some texts. */
  function latinShare(texts: string[]): number {
    const total = texts
      .map(letters)
      .reduce((a, b) => ({ latin: a.latin + b.latin, devanagari: a.devanagari + b.devanagari }));
    return total.latin / Math.max(1, total.latin + total.devanagari);
  }

  /** The numbers a text states (amounts, counts, times), in a fixed order; "8:00" and "8 बजे" are the same hour. */
  const numbers = (text: string) =>
    (text.match(/\d[\d,:]*/g) ?? []).map((n) => n.replace(/[,:]$/, '').replace(/:00$/, '')).sort();

  /** Each module's exports the Hindi pages read, in English and Hindi, through content/localized/. */
  const twins = [
    {
      file: 'services.ts',
      exports: ['services', 'serviceCards'],
      en: { services: services('en'), serviceCards: serviceCards('en') },
      hi: { services: services('hi'), serviceCards: serviceCards('hi') },
    },
    {
      file: 'service-pages.ts',
      exports: ['servicePages'],
      en: { servicePages: servicePages('en') },
      hi: { servicePages: servicePages('hi') },
    },
    {
      file: 'storage-pages.ts',
      exports: ['storagePages'],
      en: { storagePages: storagePages('en') },
      hi: { storagePages: storagePages('hi') },
    },
  ] as const;

  /** The Hindi modules themselves, for what only a module can show: the names it exports. */
  const hindiModules: Record<string, () => Promise<Record<string, unknown>>> = {
    'services.ts': () => import('@/content/hi/services'),
    'service-pages.ts': () => import('@/content/hi/service-pages'),
    'storage-pages.ts': () => import('@/content/hi/storage-pages'),
  };

  describe('Hindi twins of the service and storage content', () => {
    it.each(twins)(
      'content/hi/$file exports the English data under the same names, and only Hindi additions besides',
      async (twin) => {
        const hiNames = Object.keys(await hindiModules[twin.file]!());
        for (const name of twin.exports) expect(hiNames).toContain(name);
        const extras = hiNames.filter((n) => !(twin.exports as readonly string[]).includes(n));
        expect(extras.filter((n) => !n.endsWith('Hi'))).toEqual([]);
      },
    );

    it.each(twins)('content/hi/$file keeps every id, slug, link, image and list length of the English', (twin) => {
      for (const name of twin.exports) {
        const en = (twin.en as Record<string, unknown>)[name];
        const hi = (twin.hi as Record<string, unknown>)[name];
        expect(skeleton(hi), name).toEqual(skeleton(en));
      }
    });

    it.each(twins)('content/hi/$file states the same numbers and amounts as the English, text by text', (twin) => {
      for (const name of twin.exports) {
        const en = visibleStrings((twin.en as Record<string, unknown>)[name]);
        const hi = visibleStrings((twin.hi as Record<string, unknown>)[name]);
        expect(hi).toHaveLength(en.length);
        hi.forEach((text, i) => expect(numbers(text), `${name}: "${text}"`).toEqual(numbers(en[i]!)));
      }
    });

    it.each(twins)('content/hi/$file reads in Devanagari: no English sentence, under 10% Latin letters', (twin) => {
      for (const name of twin.exports) {
        const texts = visibleStrings((twin.hi as Record<string, unknown>)[name]);
        expect(texts.length).toBeGreaterThan(0);
        expect(latinShare(texts), name).toBeLessThan(0.1);
        // One untranslated sentence would hide in the total: no text has three Latin words in a row.
        for (const text of texts) expect(text.replace(allowed, '')).not.toMatch(/[A-Za-z]+(?:[\s,;:-]+[A-Za-z]+){2}/);
      }
    });

    it('gives every service tag a Hindi word', () => {
      const tags = [...new Set(services('en').map((s) => s.tag))];
      for (const tag of tags) expect(latinShare([serviceTag('hi')(tag)]), tag).toBeLessThan(0.1);
    });
  });

  describe('Hindi city and place names', () => {
    it('names each city with a page, in the order of content/city-names.ts, in Devanagari', () => {
      expect(Object.keys(cityNames('hi'))).toEqual(citySlugs);
      const names = Object.values(cityNames('hi'));
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(letters(name), name).toMatchObject({ latin: 0 });
    });

    it('names every place of the instant estimate, and nothing else, in Devanagari', async () => {
      const { placeNamesHi } = await import('@/content/hi/place-names');
      expect(Object.keys(placeNamesHi).sort()).toEqual(estimatePlaces.map((p) => p.id).sort());
      for (const place of estimatePlaces) {
        const name = placeNamesHi[place.id]!;
        expect(letters(name), place.id).toMatchObject({ latin: 0 });
        expect(placeName('hi')(place.id), place.id).toBe(name);
        if (place.hasPage) expect(name).toBe(cityNames('hi')[place.id as CitySlug]);
      }
    });
  });
});
