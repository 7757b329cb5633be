import { notFound } from 'next/navigation';
import { contactLinks } from '@/content/company';
import { servicePages } from '@/content/service-pages';
import { storagePages } from '@/content/storage-pages';
import { whyChoosePage } from '@/content/story';
import { pageMetadata } from '@/lib/metadata';
import { ServicePageView } from '@/components/templates/service-page';
import { StoragePageView } from '@/components/templates/storage-page';
import { WhyChoosePageView } from '@/components/templates/why-choose-page';

/**
 * One route for the top-level pages that share a template and come from data: the six service
 * pages, the two storage pages and the why-choose page, whose path carries the company's short name.
 */
const whySlug = contactLinks.whyRoute.replaceAll('/', '');

export const dynamicParams = false;

export function generateStaticParams() {
  return [whySlug, ...servicePages.map((p) => p.slug), ...storagePages.map((p) => p.slug)].map((page) => ({ page }));
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props) {
  const { page: slug } = await params;
  const path = `/${slug}/`;
  if (slug === whySlug) {
    // The title already names the company.
    return pageMetadata({
      title: whyChoosePage.title,
      description: whyChoosePage.metaDescription,
      path,
      absoluteTitle: true,
    });
  }
  const page = servicePages.find((p) => p.slug === slug) ?? storagePages.find((p) => p.slug === slug);
  if (!page) notFound();
  return pageMetadata({ title: page.title, description: page.metaDescription, path });
}

export default async function TemplatePage({ params }: Props) {
  const { page: slug } = await params;
  if (slug === whySlug) return <WhyChoosePageView />;
  const service = servicePages.find((p) => p.slug === slug);
  if (service) return <ServicePageView page={service} />;
  const storage = storagePages.find((p) => p.slug === slug);
  if (storage) return <StoragePageView page={storage} />;
  notFound();
}
