import { z } from 'zod';
import { type CitySlug, citySlugs } from '../city-names';
import { parseContent } from '../parse';
import { guidesA } from './group-a';
import { guidesB } from './group-b';
import { guidesC } from './group-c';
import { guidesD } from './group-d';
import { guidesE } from './group-e';
import { type CityGuide, cityGuideSchema } from './schema';

export type { CityGuide };

/**
 * Each city's own page text (docs/city-pages.md), checked when the module loads: a bad entry, or a
 * city without one, stops the build naming the city and the field. The group files only split
 * the writing.
 */
export const cityGuides: Record<CitySlug, CityGuide> = parseContent(
  'content/city-guides',
  z.record(z.enum(citySlugs), cityGuideSchema),
  { ...guidesA, ...guidesB, ...guidesC, ...guidesD, ...guidesE },
);

/** The guide of one city. */
export const cityGuide = (slug: CitySlug): CityGuide => cityGuides[slug];
