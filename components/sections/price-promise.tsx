import { promises } from '@/content/localized/sections';
import type { Locale } from '@/lib/shared/i18n';

/**
 * The price promise (docs/product.md#the-price-promise), where a page shows prices: the same words
 * on every page that states it (`data-sitewide`: measured apart on the city pages,
 * docs/city-pages.md#the-measurement).
 */
export function PricePromise({ locale = 'en' }: { locale?: Locale }) {
  const { heading, text } = promises(locale).pricePromise;
  return (
    <p className="price-promise" data-sitewide="price-promise">
      <strong>{heading}</strong> {text}
    </p>
  );
}
