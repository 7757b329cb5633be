import type { CitySlug } from '../../city-names';
import type { CityGuideInput } from '../../city-guides/schema';

/** City guides in Hindi, group D: the same cities as content/city-guides/group-d.ts (see ./index.ts). */
export const guidesHiD: Partial<Record<CitySlug, CityGuideInput>> = {};
