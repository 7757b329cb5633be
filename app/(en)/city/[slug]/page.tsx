import { cities, cityBySlug } from '@/content/cities';
import { CityPageView, cityMetadata } from '@/components/templates/city-page';

export const dynamicParams = false;

export function generateStaticParams() {
  return cities.map((city) => ({ slug: city.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  return cityMetadata(cityBySlug((await params).slug));
}

export default async function CityPage({ params }: Props) {
  return <CityPageView city={cityBySlug((await params).slug)} />;
}
