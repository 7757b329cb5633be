import { cities, cityBySlug } from '@/content/cities';
import { CityPageHi, cityMetadataHi } from '@/components/templates/city-page-hi';

export const dynamicParams = false;

export function generateStaticParams() {
  return cities.map((city) => ({ slug: city.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  return cityMetadataHi(cityBySlug((await params).slug));
}

/** The Hindi city pages, /hi/city/{slug}/ (docs/i18n.md#the-hindi-city-pages). */
export default async function CityPageHindi({ params }: Props) {
  return <CityPageHi city={cityBySlug((await params).slug)} />;
}
