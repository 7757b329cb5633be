import { homeMetadata, HomePage as HomePageView } from '@/components/templates/home-page';

export const metadata = homeMetadata('en');

export default function HomePage() {
  return <HomePageView locale="en" />;
}
