import { Link } from '@/components/ui/link';
import { faqGroups } from '@/content/hi/faqs';
import { faqsPage } from '@/content/hi/story';
import { uiWords } from '@/content/localized/ui';
import { pageMetadata } from '@/lib/metadata';
import { localPageHref } from '@/content/pages';
import { EnquirySection } from '@/components/sections/enquiry-section';
import { FaqSection } from '@/components/sections/faq-section';
import { FraudNotice } from '@/components/sections/fraud-notice';
import { PageHero } from '@/components/ui/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { faqPageJsonLd } from '@/components/seo/structured-data';

export const metadata = pageMetadata({
  title: faqsPage.title,
  description: faqsPage.metaDescription,
  path: '/faqs/',
  locale: 'hi',
});

const ui = uiWords.hi;

/**
 * /hi/faqs/, the FAQ page in Hindi (docs/i18n.md#adding-a-hindi-page): the English page's parts
 * with the Hindi FAQ (content/hi/faqs.ts) and the fraud notice in Hindi (content/hi/fraud-notice.ts).
 */
export default function FaqsPageHindi() {
  return (
    <>
      <PageHero title={faqsPage.heading} intro={faqsPage.intro}>
        <Link className="btn" href={localPageHref('hi', '/services/')}>
          {ui.servicePages.seeAll}
        </Link>
      </PageHero>
      <FaqSection locale="hi" />
      <div className="section flush-top">
        <div className="wrap">
          <FraudNotice id="faq-fraud" locale="hi" />
        </div>
      </div>
      <JsonLd data={faqPageJsonLd([...faqGroups.initial, ...faqGroups.more], 'hi')} />
      <EnquirySection locale="hi" />
    </>
  );
}
