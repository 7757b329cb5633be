import { DataPageView, dataPageMetadata, dataPageParams } from '@/components/templates/data-page';

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => dataPageParams('hi');
export const generateMetadata = async ({ params }: Props) => dataPageMetadata('hi', (await params).page);

/** The service and storage pages in Hindi, /hi/{page}/ (components/templates/data-page.tsx). */
export default async function TemplatePageHindi({ params }: Props) {
  return <DataPageView locale="hi" slug={(await params).page} />;
}
