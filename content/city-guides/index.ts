import { z } from 'zod';
import { type CitySlug, citySlugs } from '../city-names';
import { parseContent } from '../parse';
import { guidesA } from './group-a';
import { guidesB } from './group-b';
import { guidesC } from './group-c';
import { guidesD } from './group-d';
import { guidesE } from './group-e';
import { type CityGuide, cityGuideSchema, type CityGuideWords } from './schema';

export type { CityGuide, CityGuideWords };

/**
 * Each city's own page text (docs/city-pages.md), checked when the module loads: a bad entry, or a
 * city without one, stops the build naming the city and the field. The group files only split
 * the writing. The facts here (neighbours, destinations and their order, distances, days) are the
 * only ones: a guide in another language holds words only (docs/city-pages.md#in-hindi).
 */
export const cityGuides: Record<CitySlug, CityGuide> = parseContent(
  'content/city-guides',
  z.record(z.enum(citySlugs), cityGuideSchema),
  { ...guidesA, ...guidesB, ...guidesC, ...guidesD, ...guidesE },
);

/** The guide of one city, as written in English (facts and English words). */
export const cityGuide = (slug: CitySlug): CityGuide => cityGuides[slug];

/** A city's guide as a page in one language reads it: the English guide's facts with that language's words. */
export type LocalCityGuide = Omit<CityGuideWords, 'commonMoves'> & {
  /** The guide's neighbours (city slugs). */
  neighbours: CityGuide['neighbours'];
  /** Its common moves in the guide's order: destination, road km if given, transit worded, note. */
  commonMoves: { to: string; km?: number; transit: string; note: string }[];
};

/** The words of each English guide, in the shape a Hindi guide has (notes keyed by destination). */
export const cityGuideWordsEn: Record<CitySlug, CityGuideWords> = Object.fromEntries(
  Object.entries(cityGuides).map(([slug, { intro, areas, commonMoves, movingHere, faqs }]) => [
    slug,
    {
      intro,
      areas,
      commonMoves: Object.fromEntries(commonMoves.map((move) => [move.to, { note: move.note }])),
      movingHere,
      faqs,
    },
  ]),
) as Record<CitySlug, CityGuideWords>;

/**
 * A city's guide in one language: its facts with `words`, the transit days said by `sayDays`. A
 * language's guide that lacks a note for a destination, or has one for a destination the guide
 * does not list, stops the build naming the city and the destination.
 */
export function joinGuide(
  slug: CitySlug,
  words: CityGuideWords,
  sayDays: (days: CityGuide['commonMoves'][number]['days']) => string,
): LocalCityGuide {
  const facts = cityGuides[slug];
  const extra = Object.keys(words.commonMoves).filter((to) => !facts.commonMoves.some((move) => move.to === to));
  if (extra.length)
    throw new Error(`city guide ${slug}: commonMoves has notes for ${extra.join(', ')}, not in its facts`);
  return {
    ...words,
    neighbours: facts.neighbours,
    commonMoves: facts.commonMoves.map(({ to, km, days }) => {
      const note = words.commonMoves[to]?.note;
      if (!note) throw new Error(`city guide ${slug}: commonMoves.${to} has no note in this language`);
      return { to, ...(km === undefined ? {} : { km }), transit: sayDays(days), note };
    }),
  };
}
