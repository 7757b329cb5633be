import type { CitySlug } from '../../city-names';
import type { CityGuideInput } from '../../city-guides/schema';

/** City guides in Hindi, group B: the same cities as content/city-guides/group-b.ts (see ./index.ts). */
export const guidesHiB: Partial<Record<CitySlug, CityGuideInput>> = {};
