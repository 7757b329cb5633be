import { MovingGuideView, movingGuideMetadata } from '@/components/templates/moving-guide-page';

export const metadata = movingGuideMetadata('en');

export default function MovingGuidePage() {
  return <MovingGuideView locale="en" />;
}
