import { contactLinks } from '@/content/company';
import { WhyChoosePageView, whyChooseMetadata } from '@/components/templates/why-choose-page';

/**
 * The why-choose page in Hindi. Its English twin's path carries the company's short name
 * (content/company.ts `contactLinks.whyRoute`) and is one of app/(en)/[page]/; here it is a folder
 * of its own, which Next prefers to any `[page]` beside it. A short name that no longer matches
 * this folder stops the build rather than leave the Hindi page at an address without a twin.
 */
if (contactLinks.whyRoute !== '/why-sugam/') {
  throw new Error(`app/(hi)/hi/why-sugam/: the why-choose page is now ${contactLinks.whyRoute}; rename this folder`);
}

export const metadata = whyChooseMetadata('hi');

export default function WhyChoosePageHindi() {
  return <WhyChoosePageView locale="hi" />;
}
