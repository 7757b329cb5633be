import type { CitySlug } from '../city-names';
import type { CityGuideInput } from './schema';

/** City guides, group D (see ./index.ts). */
export const guidesD: Partial<Record<CitySlug, CityGuideInput>> = {};
