import { aboutMetadata, AboutPageView } from '@/components/templates/about-page';

export const metadata = aboutMetadata('en');

export default function AboutPage() {
  return <AboutPageView locale="en" />;
}
