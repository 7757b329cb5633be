/**
 * The site's two languages (docs/i18n.md): English pages at their own addresses, Hindi twins
 * under `/hi/`. No zod and no content here, so client islands may import it.
 */

export const locales = ['en', 'hi'] as const;
export type Locale = (typeof locales)[number];

/** The `lang` of each language's pages and links. */
export const htmlLang: Record<Locale, string> = { en: 'en-IN', hi: 'hi' };
/** The `hreflang` of each language's alternates. */
export const hrefLang: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };
/** Open Graph's locale of each language. */
export const ogLocale: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };

/** The address of an English path in a language: `/city/pune/` → `/hi/city/pune/`. */
export const localePath = (locale: Locale, path: string): string => (locale === 'en' ? path : `/${locale}${path}`);

/** The English path of an address in either language, and its language. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  for (const locale of locales) {
    if (locale === 'en') continue;
    if (path === `/${locale}`) return { locale, path: '/' };
    if (path.startsWith(`/${locale}/`)) return { locale, path: path.slice(locale.length + 1) };
  }
  return { locale: 'en', path };
}

/** Fills `{name}` in a text from the dictionary: `fill('Call {phone}', { phone })`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * What an island is given only off English: nothing on an English page, whose words are the
 * island's own defaults (so English pages carry no words in their HTML); on a page in another
 * language, `props(lang)`.
 */
export const offEnglish = <P>(locale: Locale, props: (lang: Exclude<Locale, 'en'>) => P): Partial<P> =>
  locale === 'en' ? {} : props(locale);

/** An island's words: none in English, its slice in any other language. */
export const islandWords = <W>(locale: Locale, words: W) => offEnglish(locale, () => ({ words }));

/** A form's language and words: none in English (the default), both in any other language. */
export const formLanguage = <W>(locale: Locale, words: W) => offEnglish(locale, (lang) => ({ lang, words }));
