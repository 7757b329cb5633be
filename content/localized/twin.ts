import type { Locale } from '@/lib/i18n';

/**
 * A piece of content in both languages, picked by the page's locale (docs/i18n.md#localized-content).
 * The Hindi must have the English's shape: `NoInfer` makes the English the type, so TypeScript names
 * a key the Hindi lacks or adds. Only `content/localized/` pairs a Hindi twin with its English.
 */
export const twin =
  <T>(en: T, hi: NoInfer<T>) =>
  (locale: Locale): T =>
    locale === 'hi' ? hi : en;
