import type { Locale } from '@/lib/shared/i18n';

/** Whether `T` is a union (`'House' | 'AC'`) rather than one type. */
type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

/**
 * A content type with its literal texts widened, as a translation needs: `'Beware of fraud'` →
 * `string`. A union of literals is a set of keys (a service's `tag`), the same in every language, so it stays.
 */
export type Widened<T> = [T] extends [string]
  ? true extends IsUnion<T>
    ? T
    : string
  : T extends number | boolean | null | undefined | ((...args: never[]) => unknown)
    ? T
    : T extends (infer U)[]
      ? Widened<U>[]
      : T extends readonly (infer U)[]
        ? readonly Widened<U>[]
        : { [K in keyof T]: Widened<T[K]> };

/**
 * A piece of content in both languages, picked by the page's locale (docs/i18n.md#localized-content).
 * The Hindi must have the English's shape: `NoInfer` makes the English the type, so TypeScript names
 * a key the Hindi lacks or adds. Only `content/localized/` pairs a Hindi twin with its English.
 */
export const twin =
  <T>(en: T, hi: NoInfer<Widened<T>>) =>
  (locale: Locale): Widened<T> =>
    locale === 'hi' ? hi : (en as Widened<T>);
