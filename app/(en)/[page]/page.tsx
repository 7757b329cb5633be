import { DataPageView, dataPageMetadata, dataPageParams } from '@/components/templates/data-page';

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => dataPageParams('en');
export const generateMetadata = async ({ params }: Props) => dataPageMetadata('en', (await params).page);

/** The service, storage and why-choose pages of /{page}/ (components/templates/data-page.tsx). */
export default async function TemplatePage({ params }: Props) {
  return <DataPageView locale="en" slug={(await params).page} />;
}
