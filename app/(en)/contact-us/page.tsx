import { contactPage } from '@/content/story';
import { pageMetadata } from '@/lib/metadata';
import { ContactPageView } from '@/components/templates/contact-page';

export const metadata = pageMetadata({
  title: contactPage.title,
  description: contactPage.metaDescription,
  path: '/contact-us/',
});

export default function ContactPage() {
  return <ContactPageView />;
}
