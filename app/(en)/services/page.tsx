import { ServicesPageView, servicesMetadata } from '@/components/templates/services-page';

export const metadata = servicesMetadata('en');

/** /services/ (docs/i18n.md#the-hindi-services-service-and-storage-pages). */
export default function ServicesPage() {
  return <ServicesPageView locale="en" />;
}
