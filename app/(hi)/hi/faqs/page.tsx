import { Link } from '@/components/ui/link';
import { faqGroups } from '@/content/hi/faqs';
import { faqsPage } from '@/content/hi/story';
import { uiWords } from '@/content/ui';
import { pageMetadata } from '@/lib/metadata';
import { EnquirySection } from '@/components/sections/enquiry-section';
import { FaqSection } from '@/components/sections/faq-section';
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
 * with the Hindi FAQ (content/hi/faqs.ts). The fraud notice of the English page has no Hindi text
 * yet, so it is not here.
 */
export default function FaqsPageHindi() {
  return (
    <>
      <PageHero title={faqsPage.heading} intro={faqsPage.intro}>
        <Link className="btn" href="/services/" hrefLang="en-IN">
          {`${ui.pages['/services/']} ${ui.footer.inEnglish}`}
        </Link>
      </PageHero>
      <FaqSection locale="hi" />
      <JsonLd data={faqPageJsonLd([...faqGroups.initial, ...faqGroups.more], 'hi')} />
      <EnquirySection locale="hi" />
    </>
  );
}
