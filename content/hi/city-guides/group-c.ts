import type { CitySlug } from '../../city-names';
import type { CityGuideInput } from '../../city-guides/schema';

/** City guides in Hindi, group C: the same cities as content/city-guides/group-c.ts (see ./index.ts). */
export const guidesHiC: Partial<Record<CitySlug, CityGuideInput>> = {};
