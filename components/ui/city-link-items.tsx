import { Link } from '@/components/ui/link';
import { cities, cityPath } from '@/content/cities';
import { cityNamesHi } from '@/content/hi/city-names';
import type { Locale } from '@/lib/i18n';
import { localPageHref } from '@/content/pages';

/** A list item linking each city page in `locale`, named as that language names the city. */
export function CityLinkItems({ locale }: { locale: Locale }) {
  return cities.map((city) => (
    <li key={city.slug}>
      <Link href={localPageHref(locale, cityPath(city))}>{locale === 'hi' ? cityNamesHi[city.slug] : city.city}</Link>
    </li>
  ));
}
