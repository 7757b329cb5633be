import { contactMetadata, ContactPageView } from '@/components/templates/contact-page';

export const metadata = contactMetadata('en');

export default function ContactPage() {
  return <ContactPageView locale="en" />;
}
