import { cities, cityPath } from '@/content/cities';
import { cityOfferLine } from '@/content/city-copy';
import { cityGuide } from '@/content/city-guides';
import { cityPageWordsHi } from '@/content/hi/city-copy';
import { cityNamesHi } from '@/content/hi/city-names';
import { ogHeadlinesHi, ogWords as ogWordsHi } from '@/content/hi/og';
import { placeNamesHi } from '@/content/hi/place-names';
import { type OgWords, ogWords as ogWordsEn } from '@/content/og';
import { pages } from '@/content/pages';
import { uiWordsEn } from '@/content/ui-words';
import { servicePages } from '@/content/service-pages';
import { storagePages } from '@/content/storage-pages';
import { cityDestinations } from './city-moves';
import { fill, type Locale, splitLocale } from './i18n';

/**
 * What each page's social preview says and shows (docs/i18n.md#discovery), from the same content
 * the page is built from; scripts/make-og-images.ts draws them. Build-time only: no island imports it.
 */

/** What one preview says and shows. */
export type OgCard = {
  /** The page's language: which words and which font. */
  locale: Locale;
  /** The page's headline, one or two lines. */
  headline: string;
  /** Offer or promise in the saffron badge, if any. */
  badge?: string;
  /** One or two lines under the headline. */
  tagline: string;
  /** The footer band's call line. */
  call: string;
  /** Background artwork under public/, e.g. /images/cities/agra.webp. */
  artwork: string;
};

const words: Record<Locale, OgWords> = { en: ogWordsEn, hi: ogWordsHi };

const groupArtwork: Record<string, string> = {
  company: '/images/hero/slide-2.webp',
  services: '/images/hero/slide-3.webp',
  help: '/images/hero/slide-1.webp',
  legal: '/images/about/safety.webp',
};

/** A place's name in Hindi (content/hi/place-names.ts); the build stops if one is missing. */
function placeNameHi(id: string): string {
  const name = placeNamesHi[id];
  if (!name) throw new Error(`content/hi/place-names.ts: no Hindi name for the place "${id}"`);
  return name;
}

/** The headline of an English page, from the page's own content. */
function headlineEn(path: string): string | undefined {
  if (path === '/') return 'Packers and Movers across India';
  const city = cities.find((c) => cityPath(c) === path);
  if (city) return `Packers and Movers in ${city.city}`;
  const service = [...servicePages, ...storagePages].find((p) => `/${p.slug}/` === path);
  if (service) return service.title;
  return pages.some((p) => p.path === path) ? uiWordsEn.pages[path as keyof typeof uiWordsEn.pages] : undefined;
}

/**
 * The preview of one page, by its address in either language (`/city/pune/`, `/hi/city/pune/`).
 * A page without a headline in its language stops the build, naming the page.
 */
export function ogCard(address: string): OgCard {
  const { locale, path } = splitLocale(address);
  const w = words[locale];
  const base = { locale, call: w.call };
  const city = cities.find((c) => cityPath(c) === path);
  if (city) {
    const name = locale === 'hi' ? cityNamesHi[city.slug] : city.city;
    // Where its moves most often go (its guide, docs/city-pages.md): facts, the same in both languages.
    const destinations =
      locale === 'hi'
        ? cityGuide(city.slug).commonMoves.map((move) => placeNameHi(move.to))
        : cityDestinations(city.slug);
    const offer = city.offer
      ? locale === 'hi'
        ? fill(cityPageWordsHi.offerLine, { offer: city.offer })
        : cityOfferLine(city.offer)
      : w.quoteBadge;
    return {
      ...base,
      headline: locale === 'hi' ? fill(cityPageWordsHi.title, { city: name }) : headlineEn(path)!,
      badge: offer,
      tagline: fill(w.cityTagline, { city: name, to: destinations.slice(0, 2).join(', ') }),
      artwork: city.img ?? '/images/cities/default.webp',
    };
  }
  const headline = locale === 'hi' ? ogHeadlinesHi[path] : headlineEn(path);
  if (!headline) {
    throw new Error(
      locale === 'hi'
        ? `make-og-images: ${address} has no headline for its preview: add "${path}" to content/hi/og.ts`
        : `make-og-images: no preview defined for ${path}`,
    );
  }
  if (path === '/') {
    return { ...base, headline, badge: w.homeBadge, tagline: w.homeTagline, artwork: '/images/hero/slide-1.webp' };
  }
  const service = [...servicePages, ...storagePages].find((p) => `/${p.slug}/` === path);
  if (service) return { ...base, headline, badge: w.quoteBadge, tagline: w.taglines.services, artwork: service.image };
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`make-og-images: no preview defined for ${address}`);
  return { ...base, headline, tagline: w.taglines[page.group], artwork: groupArtwork[page.group]! };
}
