import { Link } from '@/components/ui/link';
import { faqGroups } from '@/content/faqs';
import { faqsPage } from '@/content/story';
import { uiWords } from '@/content/localized/ui';
import { pageMetadata } from '@/lib/metadata';
import { EnquirySection } from '@/components/sections/enquiry-section';
import { FaqSection } from '@/components/sections/faq-section';
import { PageHero } from '@/components/ui/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { faqPageJsonLd } from '@/components/seo/structured-data';
import { FraudNotice } from '@/components/sections/fraud-notice';

export const metadata = pageMetadata({ title: faqsPage.title, description: faqsPage.metaDescription, path: '/faqs/' });

export default function FaqsPage() {
  return (
    <>
      <PageHero title={faqsPage.heading} intro={faqsPage.intro}>
        <Link className="btn" href="/services/">
          {uiWords.en.servicePages.seeAll}
        </Link>
      </PageHero>
      <FaqSection />
      <div className="section flush-top">
        <div className="wrap">
          <FraudNotice id="faq-fraud" />
        </div>
      </div>
      {/* The FAQ also shows on other pages; search engines want one marked-up copy, and this is its page. */}
      <JsonLd data={faqPageJsonLd([...faqGroups.initial, ...faqGroups.more])} />
      <EnquirySection />
    </>
  );
}
