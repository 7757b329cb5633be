import { cities, cityBySlug } from '@/content/cities';
import { CityPageView, cityMetadata } from '@/components/templates/city-page';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => cities.map((city) => ({ slug: city.slug }));
export const generateMetadata = async ({ params }: Props) => cityMetadata(cityBySlug((await params).slug), 'en');

/** The city pages, /city/{slug}/ (docs/city-pages.md). */
export default async function CityPage({ params }: Props) {
  return <CityPageView city={cityBySlug((await params).slug)} locale="en" />;
}
