import { describe, expect, it } from 'vitest';
import * as cityNamesEn from '@/content/city-names';
import { company } from '@/content/company';
import { estimatePlaces } from '@/content/estimate-places';
import * as servicePagesEn from '@/content/service-pages';
import * as servicesEn from '@/content/services';
import * as storagePagesEn from '@/content/storage-pages';
import * as cityNamesHi from '@/content/hi/city-names';
import * as placeNamesHi from '@/content/hi/place-names';
import * as servicePagesHi from '@/content/hi/service-pages';
import * as servicesHi from '@/content/hi/services';
import * as storagePagesHi from '@/content/hi/storage-pages';

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

const twins = [
  { file: 'services.ts', en: servicesEn, hi: servicesHi, exports: ['services', 'serviceCards'] },
  { file: 'service-pages.ts', en: servicePagesEn, hi: servicePagesHi, exports: ['servicePages'] },
  { file: 'storage-pages.ts', en: storagePagesEn, hi: storagePagesHi, exports: ['storagePages'] },
] as const;

describe('Hindi twins of the service and storage content', () => {
  it.each(twins)(
    'content/hi/$file exports the English data under the same names, and only Hindi additions besides',
    (twin) => {
      const hiNames = Object.keys(twin.hi);
      for (const name of twin.exports) {
        expect(Object.keys(twin.en)).toContain(name);
        expect(hiNames).toContain(name);
      }
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
    const tags = [...new Set(servicesEn.services.map((s) => s.tag))];
    for (const tag of tags) expect(latinShare([servicesHi.serviceTagsHi[tag]]), tag).toBeLessThan(0.1);
  });
});

describe('Hindi city and place names', () => {
  it('names each city with a page, in the order of content/city-names.ts, in Devanagari', () => {
    expect(Object.keys(cityNamesHi.cityNamesHi)).toEqual(cityNamesEn.citySlugs);
    const names = Object.values(cityNamesHi.cityNamesHi);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(letters(name), name).toMatchObject({ latin: 0 });
  });

  it('names every place of the instant estimate, and nothing else, in Devanagari', () => {
    expect(Object.keys(placeNamesHi.placeNamesHi).sort()).toEqual(estimatePlaces.map((p) => p.id).sort());
    for (const place of estimatePlaces) {
      const name = placeNamesHi.placeNamesHi[place.id]!;
      expect(letters(name), place.id).toMatchObject({ latin: 0 });
      if (place.hasPage) expect(name).toBe(cityNamesHi.cityNamesHi[place.id as cityNamesEn.CitySlug]);
    }
  });
});
