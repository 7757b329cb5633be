import { contactLinks } from '@/content/company';
import { whyChoosePage } from '@/content/hi/story';
import { pageMetadata } from '@/lib/metadata';
import { WhyChoosePageView } from '@/components/templates/why-choose-page';

/**
 * The why-choose page in Hindi. Its English twin's path carries the company's short name
 * (content/company.ts `contactLinks.whyRoute`) and is one of app/(en)/[page]/; here it is a folder
 * of its own, which Next prefers to any `[page]` beside it. A short name that no longer matches
 * this folder stops the build rather than leave the Hindi page at an address without a twin.
 */
const path = '/why-sugam/';
if (contactLinks.whyRoute !== path) {
  throw new Error(`app/(hi)/hi/why-sugam/: the why-choose page is now ${contactLinks.whyRoute}; rename this folder`);
}

export const metadata = pageMetadata({
  title: whyChoosePage.title,
  description: whyChoosePage.metaDescription,
  path,
  // The title already names the company.
  absoluteTitle: true,
  locale: 'hi',
});

export default function WhyChoosePageHindi() {
  return <WhyChoosePageView locale="hi" />;
}
