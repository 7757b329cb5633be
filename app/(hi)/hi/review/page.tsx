import { reviewMetadata, ReviewPageView } from '@/components/templates/review-page';

export const metadata = reviewMetadata('hi');

export default function ReviewPageHindi() {
  return <ReviewPageView locale="hi" />;
}
