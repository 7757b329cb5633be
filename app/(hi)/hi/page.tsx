import { company } from '@/content/company';
import { homePage } from '@/content/hi/story';
import { uiWords } from '@/content/localized/ui';
import { fill } from '@/lib/i18n';
import { pageMetadata } from '@/lib/metadata';
import { HomePage } from '@/components/templates/home-page';

export const metadata = pageMetadata({
  title: fill(uiWords.hi.home.title, { offer: company.titleOffer, company: company.name }),
  absoluteTitle: true,
  description: homePage.metaDescription,
  path: '/',
  locale: 'hi',
});

/** /hi/, the home page in Hindi (docs/i18n.md#adding-a-hindi-page): the English home's sections, in Hindi. */
export default function HomePageHindi() {
  return <HomePage locale="hi" />;
}
