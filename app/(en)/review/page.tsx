import { company } from '@/content/company';
import { reviewPage } from '@/content/story';
import { pageMetadata } from '@/lib/metadata';
import { ReviewForm } from '@/components/forms/review-form';
import { EnquirySection } from '@/components/sections/enquiry-section';
import { ReviewList } from '@/components/sections/review-list';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

export const metadata = pageMetadata({
  title: reviewPage.title,
  description: reviewPage.metaDescription,
  path: '/review/',
});

export default function ReviewPage() {
  return (
    <>
      <PageHero title={reviewPage.heading} intro={reviewPage.intro} />
      <ReviewList title="Reviews from our customers" slider />
      <EnquirySection source="review" />
      <Section
        id="write-review"
        title="Moved with us? Tell others how it went"
        eyebrow="Write a review"
        intro="Your review helps the next family choose well. Tell us what we moved, what went well and what we could do better."
      >
        <div className="card narrow">
          <ReviewForm retentionDays={company.leadRetentionDays} />
        </div>
      </Section>
    </>
  );
}
