import type { City } from '../cities';
import {
  type CityPageWords,
  cityPageWords as cityPageWordsEn,
  cityProcess as cityProcessEn,
  type CityServiceLink,
  cityServiceLinks as cityServiceLinksEn,
} from '../city-copy';
import { type CityGuide, type CityGuideWords, cityGuideWordsEn, joinGuide, type LocalCityGuide } from '../city-guides';
import { cityNames as cityNamesEn, type CitySlug } from '../city-names';
import { type CityReasonsWords, cityReasonsWords as cityReasonsWordsEn } from '../city-reasons';
import { estimatePlaces } from '../estimate-places';
import { cityPageWordsHi, cityProcessHi, cityServiceLinksHi } from '../hi/city-copy';
import { cityGuideWordsHi } from '../hi/city-guides';
import { cityNamesHi } from '../hi/city-names';
import { cityReasonsWordsHi } from '../hi/city-reasons';
import { placeNamesHi } from '../hi/place-names';
import { fill, type Locale } from '../../lib/shared/i18n';
import { twin } from './twin';

/**
 * The city pages' content in the page's language (docs/i18n.md#the-hindi-city-pages): the fixed
 * lines, the services and steps, the why-choose words, the names of cities and places, and each
 * city's guide, its English facts joined with the language's words.
 */

/** The fixed lines of a city page. */
export const cityPageWords = twin<CityPageWords>(cityPageWordsEn, cityPageWordsHi);

/** The seven services a city page links to (the same pages in both languages). */
export const cityServiceLinks = twin<CityServiceLink[]>(cityServiceLinksEn, cityServiceLinksHi);

/** The four booking steps of a city page. */
export const cityProcess = twin<{ title: string }[]>(cityProcessEn, cityProcessHi);

/** The words of a city page's why-choose points and ten cost factors. */
export const cityReasonsWords = twin<CityReasonsWords>(cityReasonsWordsEn, cityReasonsWordsHi);

/** Every city with a page, by slug, as the language spells it. */
export const cityNames = twin<Record<CitySlug, string>>(cityNamesEn, cityNamesHi);

/** The English name of an estimator place (a city slug or another large town's key). */
function placeNameEn(id: string): string {
  const place = estimatePlaces.find((p) => p.id === id);
  if (!place) throw new Error(`content/estimate-places.ts: no place "${id}"`);
  return place.name;
}

/** The Hindi name of an estimator place; the build stops if one is missing. */
function placeNameHi(id: string): string {
  const name = (cityNamesHi as Record<string, string>)[id] ?? placeNamesHi[id];
  if (!name) throw new Error(`content/hi/place-names.ts: no Hindi name for the place "${id}"`);
  return name;
}

/** An estimator place's name (a city or another large town) in the language. */
export const placeName = twin<(id: string) => string>(placeNameEn, placeNameHi);

/** The city's own title, description and keywords where it has them (bhiwandi, in English); a Hindi page uses the template. */
export const cityMetaDetails = twin<(city: City) => City['metaDetails']>(
  (city) => city.metaDetails,
  () => undefined,
);

/** The words of every city's guide, English or Hindi, in one shape: for the tests that keep them parallel. */
export const cityGuideWords = twin<Record<CitySlug, CityGuideWords>>(cityGuideWordsEn, cityGuideWordsHi);

/** "same day", "1 day", "2–3 days", in the language's words. */
const sayDays = (w: CityPageWords) => (days: CityGuide['commonMoves'][number]['days']) => {
  const [first, last] = days;
  if (first === 0) return w.sameDay;
  return fill(last === undefined && first === 1 ? w.transitDay : w.transitDays, {
    days: last === undefined ? first : `${first}–${last}`,
  });
};

/** A city's guide as its page in `locale` shows it: the English guide's facts and the language's words. */
export const cityGuide =
  (locale: Locale) =>
  (slug: CitySlug): LocalCityGuide =>
    joinGuide(slug, cityGuideWords(locale)[slug], sayDays(cityPageWords(locale)));
