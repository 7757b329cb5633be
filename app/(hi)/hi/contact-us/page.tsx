import { contactMetadata, ContactPageView } from '@/components/templates/contact-page';

export const metadata = contactMetadata('hi');

export default function ContactPageHindi() {
  return <ContactPageView locale="hi" />;
}
