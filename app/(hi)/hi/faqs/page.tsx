import { FaqsPageView, faqsMetadata } from '@/components/templates/faqs-page';

export const metadata = faqsMetadata('hi');

/** /hi/faqs/ (docs/i18n.md#content-twins). */
export default function FaqsPageHindi() {
  return <FaqsPageView locale="hi" />;
}
