import { afterSendFor } from '@/content/localized/after-send';
import { company } from '@/content/company';
import { reviewPage } from '@/content/localized/story';
import { uiWords } from '@/content/localized/ui';
import { copyMetadata } from '@/lib/server/metadata';
import { formLanguage, type Locale } from '@/lib/shared/i18n';
import { ReviewForm } from '@/components/forms/review-form';
import { EnquirySection } from '@/components/sections/enquiry-section';
import { ReviewList } from '@/components/sections/review-list';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

/** The review page's title, description and alternates in `locale`. */
export const reviewMetadata = (locale: Locale) => copyMetadata(reviewPage(locale), '/review/', locale);

/**
 * The review page (/review/ and /hi/review/): customers' reviews, the enquiry form and the
 * write-a-review form, whose review carries its language (docs/i18n.md#forms-and-leads).
 */
export function ReviewPageView({ locale = 'en' }: { locale?: Locale }) {
  const page = reviewPage(locale);
  const ui = uiWords[locale];
  const w = ui.companyPages.review;
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <ReviewList title={w.listTitle} slider locale={locale} />
      <EnquirySection source="review" locale={locale} />
      <Section id="write-review" title={w.writeTitle} eyebrow={w.writeEyebrow} intro={w.writeIntro}>
        <div className="card narrow">
          <ReviewForm
            retentionDays={company.leadRetentionDays}
            afterSend={afterSendFor(locale)}
            {...formLanguage(locale, ui.reviewForm)}
          />
        </div>
      </Section>
    </>
  );
}
