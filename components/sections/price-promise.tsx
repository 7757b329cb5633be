import { promises as promisesEn } from '@/content/promises';
import { promises as promisesHi } from '@/content/hi/promises';
import type { Locale } from '@/lib/i18n';

/** The company's promises about a quote in the page's language (content/promises.ts). */
export const promisesFor = (locale: Locale = 'en') => (locale === 'hi' ? promisesHi : promisesEn);

/**
 * The price promise (docs/product.md#the-price-promise), where a page shows prices: the same words
 * on every page that states it (`data-sitewide`: measured apart on the city pages,
 * docs/city-pages.md#the-measurement).
 */
export function PricePromise({ locale = 'en' }: { locale?: Locale }) {
  const { heading, text } = promisesFor(locale).pricePromise;
  return (
    <p className="price-promise" data-sitewide="price-promise">
      <strong>{heading}</strong> {text}
    </p>
  );
}
