import type { CitySlug } from '../city-names';
import type { CityGuideInput } from './schema';

/** City guides, group A (see ./index.ts). */
export const guidesA: Partial<Record<CitySlug, CityGuideInput>> = {};
