import { contactPage } from '@/content/localized/story';
import { uiWords } from '@/content/localized/ui';
import { copyMetadata } from '@/lib/server/metadata';
import type { Locale } from '@/lib/shared/i18n';
import { Brands } from '@/components/sections/brands';
import { EnquirySection } from '@/components/sections/enquiry-section';
import { SharedSections } from '@/components/sections/shared-sections';
import { PageHero } from '@/components/ui/page-hero';

/** The contact page's title, description and alternates in `locale`. */
export const contactMetadata = (locale: Locale) => copyMetadata(contactPage(locale), '/contact-us/', locale);

/** The contact page (/contact-us/ and /hi/contact-us/): the enquiry form first, then the shared sections. */
export function ContactPageView({ locale = 'en' }: { locale?: Locale }) {
  const page = contactPage(locale);
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <EnquirySection title={uiWords[locale].companyPages.contact.enquiryTitle} source="contact" locale={locale} />
      <Brands locale={locale} />
      <SharedSections withEnquiry={false} locale={locale} />
    </>
  );
}
