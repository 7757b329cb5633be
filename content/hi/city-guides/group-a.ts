import type { CitySlug } from '../../city-names';
import type { CityGuideInput } from '../../city-guides/schema';

/** City guides in Hindi, group A: the same cities as content/city-guides/group-a.ts (see ./index.ts). */
export const guidesHiA: Partial<Record<CitySlug, CityGuideInput>> = {};
