import { z } from 'zod';
import { company } from './company';
import { hindiTwinPages, pages } from './pages';
import { parseContent, text } from './parse';
import { servicePages } from './service-pages';
import { storagePages } from './storage-pages';
import { uiWordsEn } from './ui-words';

/**
 * The words of the social preview images (scripts/make-og-images.ts, lib/server/og-cards.ts) around each
 * page's headline: badges, taglines and the footer band. The English headlines come from the
 * pages' own content (lib/server/og-cards.ts); content/hi/og.ts is the Hindi twin, with every Hindi
 * page's headline besides (docs/i18n.md#discovery). `{city}` and `{to}` are filled in.
 */
export const ogWordsSchema = z.strictObject({
  /** The home page's offer badge. */
  homeBadge: text,
  /** The home page's tagline: the call-back and quote promises. */
  homeTagline: text,
  /** A city page's tagline: within `{city}`, to `{to}` (its two commonest destinations) and beyond. */
  cityTagline: text,
  /** Badge of a page without an offer of its own: the free survey and the quote time. */
  quoteBadge: text,
  /** The footer band's call line, with the phone number. */
  call: text,
  /** Tagline of the other pages, by their group in content/pages.ts. */
  taglines: z.strictObject({ company: text, services: text, help: text, legal: text }),
});

export type OgWords = z.infer<typeof ogWordsSchema>;

/**
 * A translation's preview headlines, by English path: one for every fixed page with a twin
 * (content/pages.ts), and no other. A page added there without a headline stops the build, naming it.
 */
export const ogHeadlinesSchema = z.record(z.enum(hindiTwinPages as [string, ...string[]]), text);

const { callbackMinutes, quoteMinutes } = company.promises;

export const ogWords: OgWords = parseContent('content/og.ts', ogWordsSchema, {
  homeBadge: `${company.titleOffer} off your move`,
  homeTagline: `Call back in ${callbackMinutes} minutes · quote in ${quoteMinutes} minutes`,
  cityTagline: 'Within {city}, to {to} and across India',
  quoteBadge: `Free survey · quote in ${quoteMinutes} minutes`,
  call: `Call ${company.phoneDisplay}`,
  taglines: {
    company: `Safe, on-time moves across India since ${company.founded}`,
    services: 'Home, office, vehicle, storage and international moves',
    help: 'Help and answers before, during and after your move',
    legal: 'Clear terms and fair claims for every move',
  },
});

/**
 * The preview headline of a fixed English page, from the page's own content: a service or storage
 * page's title, else its link text; the home page's is its own. The Hindi ones are content/hi/og.ts's.
 */
export function ogHeadline(path: string): string | undefined {
  if (path === '/') return 'Packers and Movers across India';
  const service = [...servicePages, ...storagePages].find((p) => `/${p.slug}/` === path);
  if (service) return service.title;
  return pages.some((p) => p.path === path) ? uiWordsEn.pages[path as keyof typeof uiWordsEn.pages] : undefined;
}
