import { homeMetadata, HomePage as HomePageView } from '@/components/templates/home-page';

export const metadata = homeMetadata('hi');

export default function HomePageHindi() {
  return <HomePageView locale="hi" />;
}
