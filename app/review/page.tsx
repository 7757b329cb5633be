import { company, contactLinks } from '@/content/company';
import { reviewPage } from '@/content/story';
import { pageMetadata } from '@/lib/metadata';
import { EnquiryCta } from '@/components/sections/enquiry-cta';
import { ReviewList } from '@/components/sections/review-list';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

export const metadata = pageMetadata({
  title: reviewPage.title,
  description: reviewPage.metaDescription,
  path: '/review/',
});

const reviewMail = `${contactLinks.mailto}?subject=${encodeURIComponent(`My review of ${company.name}`)}`;

export default function ReviewPage() {
  return (
    <>
      <PageHero title={reviewPage.heading} intro={reviewPage.intro} />
      <ReviewList title="Reviews from our customers" />
      <EnquiryCta />
      <Section id="write-review" title="Moved with us? Tell others how it went" eyebrow="Write a review">
        <p>
          Your review helps the next family choose well. Tell us your name, what we moved and from where to where, how
          many stars out of 5 you would give us, and what went well or could have been better.
        </p>
        <a className="btn" href={reviewMail}>
          E-mail your review
        </a>
      </Section>
    </>
  );
}
