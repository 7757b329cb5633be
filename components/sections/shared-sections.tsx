import type { Locale } from '@/lib/shared/i18n';
import { Awards } from './awards';
import { CustomerVideos } from './customer-videos';
import { EnquirySection } from './enquiry-section';
import { FaqSection } from './faq-section';
import { GetInTouch } from './get-in-touch';
import { OfficeLocation } from './office-location';
import { TrustCards } from './trust-cards';

/**
 * The sections shared by the home page and the other marketing pages
 * (docs/product.md#shared-sections), in the page's language (docs/i18n.md).
 */
export function SharedSections({ withEnquiry = true, locale = 'en' }: { withEnquiry?: boolean; locale?: Locale }) {
  return (
    <>
      {withEnquiry ? <EnquirySection withSliders locale={locale} /> : null}
      <TrustCards locale={locale} />
      <Awards locale={locale} />
      <CustomerVideos locale={locale} />
      <FaqSection locale={locale} />
      <OfficeLocation locale={locale} />
      <GetInTouch locale={locale} />
    </>
  );
}
