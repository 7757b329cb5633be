import type { CitySlug } from '../city-names';
import type { CityGuideInput } from './schema';

/** City guides, group B (see ./index.ts). */
export const guidesB: Partial<Record<CitySlug, CityGuideInput>> = {};
