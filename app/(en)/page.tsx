import { company } from '@/content/company';
import { homePage } from '@/content/story';
import { uiWords } from '@/content/localized/ui';
import { fill } from '@/lib/i18n';
import { pageMetadata } from '@/lib/metadata';
import { HomePage as HomePageBody } from '@/components/templates/home-page';

export const metadata = pageMetadata({
  title: fill(uiWords.en.home.title, { offer: company.titleOffer, company: company.name }),
  absoluteTitle: true,
  description: homePage.metaDescription,
  path: '/',
});

export default function HomePage() {
  return <HomePageBody />;
}
