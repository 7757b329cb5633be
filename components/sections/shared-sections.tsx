import { Awards } from './awards';
import { CustomerVideos } from './customer-videos';
import { EnquirySection } from './enquiry-section';
import { FaqSection } from './faq-section';
import { GetInTouch } from './get-in-touch';
import { OfficeLocation } from './office-location';
import { TrustCards } from './trust-cards';

/** The sections shared by the home page and the other marketing pages (docs/product.md#shared-sections). */
export function SharedSections({ withEnquiry = true }: { withEnquiry?: boolean }) {
  return (
    <>
      {withEnquiry ? <EnquirySection withSliders /> : null}
      <TrustCards />
      <Awards />
      <CustomerVideos />
      <FaqSection />
      <OfficeLocation />
      <GetInTouch />
    </>
  );
}
