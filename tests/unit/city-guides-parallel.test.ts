import { describe, expect, it } from 'vitest';
import { type CityGuideWords, joinGuide } from '@/content/city-guides';
import type { CitySlug } from '@/content/city-names';
import { cityGuideWords } from '@/content/localized/city';

/**
 * The Hindi city guides hold words only, keyed by the English guides' facts (docs/city-pages.md#in-hindi):
 * whatever the page lays out side by side must stay parallel between the two, or a Hindi page
 * would show a different number of areas, places, routes, sections or questions from its twin.
 */

const en = cityGuideWords('en');
const hi = cityGuideWords('hi');

/** The slots of a guide's words, by field: how many of each, which destinations, which notes are there. */
function slots(words: CityGuideWords): Record<string, unknown> {
  return {
    areas: words.areas.length,
    ...Object.fromEntries(
      words.areas.flatMap((area, i) => [
        [`areas[${i}].places`, area.places.length],
        [`areas[${i}].note`, area.note === undefined ? 'none' : 'written'],
      ]),
    ),
    commonMoves: Object.keys(words.commonMoves),
    movingHere: words.movingHere.length,
    faqs: words.faqs.length,
  };
}

describe('the Hindi city guides', () => {
  it('cover exactly the cities of the English guides', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en) as CitySlug[])('%s: the same slots as the English guide, field by field', (slug) => {
    const english = slots(en[slug]);
    const hindi = slots(hi[slug]);
    for (const field of new Set([...Object.keys(english), ...Object.keys(hindi)])) {
      expect(hindi[field], `${slug}: ${field} (Hindi guide against the English)`).toEqual(english[field]);
    }
  });

  it('stop the build naming the city and the destination when a note is missing or extra', () => {
    const rest = Object.fromEntries(Object.entries(hi.delhi.commonMoves).filter(([to]) => to !== 'bengaluru'));
    expect(() => joinGuide('delhi', { ...hi.delhi, commonMoves: rest }, String)).toThrow(
      'city guide delhi: commonMoves.bengaluru has no note in this language',
    );
    const extra = { ...hi.delhi.commonMoves, mysuru: { note: 'x' } };
    expect(() => joinGuide('delhi', { ...hi.delhi, commonMoves: extra }, String)).toThrow(
      'city guide delhi: commonMoves has notes for mysuru, not in its facts',
    );
  });
});
