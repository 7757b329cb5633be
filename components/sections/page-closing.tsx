import { EnquiryCta } from './enquiry-cta';
import { ReviewList } from './review-list';
import { TrustCards } from './trust-cards';

/** The shared sections that close the service, storage and safety pages: enquiry, reviews and trust cards. */
export function PageClosing() {
  return (
    <>
      <EnquiryCta />
      <ReviewList limit={3} />
      <TrustCards />
    </>
  );
}
