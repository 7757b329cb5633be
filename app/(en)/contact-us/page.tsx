import { contactPage } from '@/content/story';
import { pageMetadata } from '@/lib/metadata';
import { Brands } from '@/components/sections/brands';
import { EnquirySection } from '@/components/sections/enquiry-section';
import { SharedSections } from '@/components/sections/shared-sections';
import { PageHero } from '@/components/ui/page-hero';

export const metadata = pageMetadata({
  title: contactPage.title,
  description: contactPage.metaDescription,
  path: '/contact-us/',
});

export default function ContactPage() {
  return (
    <>
      <PageHero title={contactPage.heading} intro={contactPage.intro} />
      <EnquirySection title="Ask for a callback and a free quote" source="contact" />
      <Brands />
      <SharedSections withEnquiry={false} />
    </>
  );
}
