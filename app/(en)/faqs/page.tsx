import { FaqsPageView, faqsMetadata } from '@/components/templates/faqs-page';

export const metadata = faqsMetadata('en');

/** /faqs/ (docs/i18n.md#content-twins). */
export default function FaqsPage() {
  return <FaqsPageView locale="en" />;
}
