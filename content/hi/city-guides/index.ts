import { z } from 'zod';
import { type CitySlug, citySlugs } from '../../city-names';
import { type CityGuideWords, cityGuideWordsSchemaHi } from '../../city-guides/schema';
import { parseContent } from '../../parse';
import { guidesHiA } from './group-a';
import { guidesHiB } from './group-b';
import { guidesHiC } from './group-c';
import { guidesHiD } from './group-d';
import { guidesHiE } from './group-e';

/**
 * Each city's guide in Hindi (docs/city-pages.md#in-hindi): the words of the English guide
 * (content/city-guides/) written again for a Hindi reader, field for field, its route notes keyed
 * by the English guide's destinations; checked when the module loads, and a city without one stops
 * the build. The facts (neighbours, destinations, distances, days) are the English guide's, joined
 * by content/localized/city.ts. The group files only split the writing.
 */
export const cityGuideWordsHi: Record<CitySlug, CityGuideWords> = parseContent(
  'content/hi/city-guides',
  z.record(z.enum(citySlugs), cityGuideWordsSchemaHi),
  { ...guidesHiA, ...guidesHiB, ...guidesHiC, ...guidesHiD, ...guidesHiE },
);
