import { aboutPage } from '@/content/hi/story';
import { pageMetadata } from '@/lib/metadata';
import { AboutPageView } from '@/components/templates/about-page';

export const metadata = pageMetadata({
  title: aboutPage.title,
  description: aboutPage.metaDescription,
  path: '/about/',
  locale: 'hi',
});

/** /hi/about/, the about page in Hindi (docs/i18n.md#adding-a-hindi-page). */
export default function AboutPageHindi() {
  return <AboutPageView locale="hi" />;
}
