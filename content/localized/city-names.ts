import { cityNames as cityNamesEn } from '../city-names';
import { cityNamesHi } from '../hi/city-names';
import { twin } from './twin';

/** The cities with a page by slug, as each language names them (content/city-names.ts, content/hi/city-names.ts). */
export const cityNames = twin<Record<keyof typeof cityNamesEn, string>>(cityNamesEn, cityNamesHi);
