import { z } from 'zod';
import { type CitySlug } from '../../city-names';
import { type CityGuide, cityGuideSchemaHi } from '../../city-guides/schema';
import { parseContent } from '../../parse';
import { guidesHiA } from './group-a';
import { guidesHiB } from './group-b';
import { guidesHiC } from './group-c';
import { guidesHiD } from './group-d';
import { guidesHiE } from './group-e';

/**
 * Each city's guide in Hindi (docs/city-pages.md#in-hindi): the English guide
 * (content/city-guides/) written again for a Hindi reader, field for field, checked when the
 * module loads. The group files only split the writing.
 */
export const cityGuidesHi: Partial<Record<CitySlug, CityGuide>> = parseContent(
  'content/hi/city-guides',
  z.record(z.string(), cityGuideSchemaHi),
  { ...guidesHiA, ...guidesHiB, ...guidesHiC, ...guidesHiD, ...guidesHiE },
);
