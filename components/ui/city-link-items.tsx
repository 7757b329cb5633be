import { Link } from '@/components/ui/link';
import { cities, cityPath } from '@/content/cities';
import { cityNames } from '@/content/localized/city';
import type { Locale } from '@/lib/shared/i18n';
import { localPageHref } from '@/content/pages';

/** A list item linking each city page in `locale`, named as that language names the city. */
export function CityLinkItems({ locale }: { locale: Locale }) {
  return cities.map((city) => (
    <li key={city.slug}>
      <Link href={localPageHref(locale, cityPath(city))}>{cityNames(locale)[city.slug]}</Link>
    </li>
  ));
}
