import Link from 'next/link';
import { faqsPage } from '@/content/story';
import { pageMetadata } from '@/lib/metadata';
import { EnquiryCta } from '@/components/sections/enquiry-cta';
import { FaqSection } from '@/components/sections/faq-section';
import { PageHero } from '@/components/ui/page-hero';

export const metadata = pageMetadata({ title: faqsPage.title, description: faqsPage.metaDescription, path: '/faqs/' });

export default function FaqsPage() {
  return (
    <>
      <PageHero title={faqsPage.heading} intro={faqsPage.intro}>
        <Link className="btn" href="/services/">
          See all our services
        </Link>
      </PageHero>
      <FaqSection />
      <EnquiryCta />
    </>
  );
}
