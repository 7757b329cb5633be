import { aboutPage } from '@/content/story';
import { pageMetadata } from '@/lib/metadata';
import { AboutPageView } from '@/components/templates/about-page';

export const metadata = pageMetadata({
  title: aboutPage.title,
  description: aboutPage.metaDescription,
  path: '/about/',
});

export default function AboutPage() {
  return <AboutPageView />;
}
