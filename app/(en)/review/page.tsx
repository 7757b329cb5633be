import { reviewPage } from '@/content/story';
import { pageMetadata } from '@/lib/metadata';
import { ReviewPageView } from '@/components/templates/review-page';

export const metadata = pageMetadata({
  title: reviewPage.title,
  description: reviewPage.metaDescription,
  path: '/review/',
});

export default function ReviewPage() {
  return <ReviewPageView />;
}
