import { reviewPage } from '@/content/hi/story';
import { pageMetadata } from '@/lib/metadata';
import { ReviewPageView } from '@/components/templates/review-page';

export const metadata = pageMetadata({
  title: reviewPage.title,
  description: reviewPage.metaDescription,
  path: '/review/',
  locale: 'hi',
});

/** /hi/review/, the review page in Hindi: its review form sends `lang: 'hi'` (docs/i18n.md#forms-and-leads). */
export default function ReviewPageHindi() {
  return <ReviewPageView locale="hi" />;
}
