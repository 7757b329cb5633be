import { aboutMetadata, AboutPageView } from '@/components/templates/about-page';

export const metadata = aboutMetadata('hi');

export default function AboutPageHindi() {
  return <AboutPageView locale="hi" />;
}
