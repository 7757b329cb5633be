import type { CitySlug } from '../city-names';
import type { CityGuideInput } from './schema';

/** City guides, group C (see ./index.ts). */
export const guidesC: Partial<Record<CitySlug, CityGuideInput>> = {};
