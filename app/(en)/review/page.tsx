import { reviewMetadata, ReviewPageView } from '@/components/templates/review-page';

export const metadata = reviewMetadata('en');

export default function ReviewPage() {
  return <ReviewPageView locale="en" />;
}
