import { contactPage } from '@/content/hi/story';
import { pageMetadata } from '@/lib/metadata';
import { ContactPageView } from '@/components/templates/contact-page';

export const metadata = pageMetadata({
  title: contactPage.title,
  description: contactPage.metaDescription,
  path: '/contact-us/',
  locale: 'hi',
});

/** /hi/contact-us/, the contact page in Hindi (docs/i18n.md#adding-a-hindi-page). */
export default function ContactPageHindi() {
  return <ContactPageView locale="hi" />;
}
