import { faqGroups, faqsPage } from '@/content/localized/faqs';
import { uiWords } from '@/content/localized/ui';
import type { Locale } from '@/lib/shared/i18n';
import { copyMetadata } from '@/lib/server/metadata';
import { localPageHref } from '@/content/pages';
import { EnquirySection } from '@/components/sections/enquiry-section';
import { FaqSection } from '@/components/sections/faq-section';
import { FraudNotice } from '@/components/sections/fraud-notice';
import { JsonLd } from '@/components/seo/json-ld';
import { faqPageJsonLd } from '@/components/seo/structured-data';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';

/** The FAQ page's title and description in `locale`. */
export const faqsMetadata = (locale: Locale) => copyMetadata(faqsPage(locale), '/faqs/', locale);

/**
 * /faqs/ and /hi/faqs/ (docs/i18n.md#content-twins): the site's questions, the fraud notice and the
 * enquiry, in the page's language.
 */
export function FaqsPageView({ locale = 'en' }: { locale?: Locale }) {
  const page = faqsPage(locale);
  const groups = faqGroups(locale);
  return (
    <>
      <PageHero title={page.heading} intro={page.intro}>
        <Link className="btn" href={localPageHref(locale, '/services/')}>
          {uiWords[locale].servicePages.seeAll}
        </Link>
      </PageHero>
      <FaqSection locale={locale} />
      <div className="section flush-top">
        <div className="wrap">
          <FraudNotice id="faq-fraud" locale={locale} />
        </div>
      </div>
      {/* The FAQ also shows on other pages; search engines want one marked-up copy, and this is its page. */}
      <JsonLd data={faqPageJsonLd([...groups.initial, ...groups.more], locale)} />
      <EnquirySection locale={locale} />
    </>
  );
}
