import type { Locale } from '@/lib/shared/i18n';
import { EnquirySection } from './enquiry-section';
import { ReviewList } from './review-list';
import { TrustCards } from './trust-cards';

/**
 * The shared sections that close the service, storage and safety pages: enquiry, reviews and
 * trust cards, in the page's language.
 */
export function PageClosing({ chatAbout, locale = 'en' }: { chatAbout?: string; locale?: Locale }) {
  return (
    <>
      <EnquirySection chatAbout={chatAbout} locale={locale} />
      <ReviewList limit={3} locale={locale} />
      <TrustCards locale={locale} />
    </>
  );
}
