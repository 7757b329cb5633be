import { contactPage } from '@/content/story';
import { pageMetadata } from '@/lib/metadata';
import { Brands } from '@/components/sections/brands';
import { EnquiryCta } from '@/components/sections/enquiry-cta';
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
      <EnquiryCta title="Ask for a callback and a free quote" source="contact" />
      <Brands />
      <SharedSections withEnquiry={false} />
    </>
  );
}
