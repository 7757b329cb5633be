import { ServicesPageView, servicesMetadata } from '@/components/templates/services-page';

export const metadata = servicesMetadata('hi');

/** /hi/services/ (docs/i18n.md#the-hindi-services-service-and-storage-pages). */
export default function ServicesPageHindi() {
  return <ServicesPageView locale="hi" />;
}
