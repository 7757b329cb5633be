import { Link } from '@/components/ui/link';
import { company, contactLinks } from '@/content/company';
import { cities, cityPath } from '@/content/cities';
import { cityNamesHi } from '@/content/hi/city-names';
import { notFoundPage as notFoundPageHi } from '@/content/hi/not-found';
import { notFoundPage } from '@/content/not-found';
import { uiWords } from '@/content/ui';
import { fill, type Locale } from '@/lib/i18n';
import { localPageHref } from '@/lib/site-routes';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

/** The 404 page's words in `locale`. */
export const notFoundWords = (locale: Locale) => (locale === 'hi' ? notFoundPageHi : notFoundPage);

/** The 404 page: says what happened and offers the likeliest next steps, in the language of the address. */
export function NotFoundPage({ locale }: { locale: Locale }) {
  const w = notFoundWords(locale);
  const pageNames = uiWords[locale].pages;
  return (
    <>
      <PageHero title={w.title} intro={w.intro}>
        <div className="hero__actions">
          <Link className="btn" href={localPageHref(locale, '/')}>
            {w.home}
          </Link>
          <a className="btn btn--light" href={contactLinks.tel}>
            {fill(w.call, { phone: company.phoneDisplay })}
          </a>
        </div>
      </PageHero>
      <Section id="popular" title={w.popular}>
        <ul className="chips">
          {w.popularPages.map((path) => (
            <li key={path}>
              <Link href={localPageHref(locale, path)}>{pageNames[path]}</Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="by-city" title={w.byCity} tone="sand">
        <ul className="chips">
          {cities.map((city) => (
            <li key={city.slug}>
              <Link href={localPageHref(locale, cityPath(city))}>
                {locale === 'hi' ? cityNamesHi[city.slug] : city.city}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
