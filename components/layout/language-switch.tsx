'use client';

import { usePathname } from 'next/navigation';
import { hrefLang, htmlLang, type Locale, localePath, splitLocale } from '@/lib/shared/i18n';

type Props = {
  /** The language of the page it is on. */
  locale: Locale;
  /**
   * English paths of the pages that have a Hindi twin, the city pages included (content/pages.ts
   * `twinPages`): an address not listed, such as a mistyped city's 404, has none.
   */
  twins: readonly string[];
  words: { label: string; aria: string; homeLabel: string };
};

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/**
 * The link to this page in the other language (docs/i18n.md#links-between-the-languages), or to the other
 * language's home page, labelled so, where this page has no twin. Written into the exported HTML,
 * so it works without JavaScript.
 */
export function LanguageSwitch({ locale, twins, words }: Props) {
  const { path } = splitLocale(withSlash(usePathname() ?? '/'));
  const other: Locale = locale === 'en' ? 'hi' : 'en';
  const hasTwin = twins.includes(path);
  // Without a twin, the other language's home page, if it has one; else no link at all.
  const target = hasTwin ? path : other === 'en' || twins.includes('/') ? '/' : null;
  if (target === null) return null;
  return (
    <a
      className="lang-switch"
      href={localePath(other, target)}
      hrefLang={hrefLang[other]}
      lang={htmlLang[other]}
      aria-label={hasTwin ? words.aria : undefined}
      data-twin={hasTwin ? '' : undefined}
    >
      {hasTwin ? words.label : words.homeLabel}
    </a>
  );
}
