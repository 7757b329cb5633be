import { EnquirySection } from './enquiry-section';
import { ReviewList } from './review-list';
import { TrustCards } from './trust-cards';

/** The shared sections that close the service, storage and safety pages: enquiry, reviews and trust cards. */
export function PageClosing({ chatAbout }: { chatAbout?: string }) {
  return (
    <>
      <EnquirySection chatAbout={chatAbout} />
      <ReviewList limit={3} />
      <TrustCards />
    </>
  );
}
