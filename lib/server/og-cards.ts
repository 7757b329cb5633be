import { cities, cityPath } from '@/content/cities';
import { cityNames, cityPageWords } from '@/content/localized/city';
import { ogHeadline, ogWords } from '@/content/localized/og';
import { pages } from '@/content/pages';
import { servicePages } from '@/content/service-pages';
import { storagePages } from '@/content/storage-pages';
import { cityDestinations } from './city-moves';
import { fill, type Locale, splitLocale } from '../shared/i18n';

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

const groupArtwork: Record<string, string> = {
  company: '/images/hero/slide-2.webp',
  services: '/images/hero/slide-3.webp',
  help: '/images/hero/slide-1.webp',
  legal: '/images/about/safety.webp',
};

/**
 * The preview of one page, by its address in either language (`/city/pune/`, `/hi/city/pune/`).
 * A page without a headline in its language stops the build, naming the page.
 */
export function ogCard(address: string): OgCard {
  const { locale, path } = splitLocale(address);
  const w = ogWords(locale);
  const base = { locale, call: w.call };
  const city = cities.find((c) => cityPath(c) === path);
  if (city) {
    const name = cityNames(locale)[city.slug];
    const cityWords = cityPageWords(locale);
    // Where its moves most often go (its guide, docs/city-pages.md), named in the page's language.
    const destinations = cityDestinations(city.slug, locale);
    return {
      ...base,
      headline: fill(cityWords.title, { city: name }),
      badge: city.offer ? fill(cityWords.offerLine, { offer: city.offer }) : w.quoteBadge,
      tagline: fill(w.cityTagline, { city: name, to: destinations.slice(0, 2).join(', ') }),
      artwork: city.img ?? '/images/cities/default.webp',
    };
  }
  const headline = ogHeadline(locale)(path);
  if (!headline) {
    throw new Error(
      locale === 'en'
        ? `make-og-images: no preview defined for ${path}`
        : `make-og-images: ${address} has no headline for its preview: add "${path}" to content/${locale}/og.ts`,
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
