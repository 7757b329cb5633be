import { Link } from '@/components/ui/link';
import { company, contactLinks } from '@/content/company';
import { uiWords } from '@/content/localized/ui';
import { fill, type Locale } from '@/lib/shared/i18n';
import { localPageHref } from '@/content/pages';
import { CityLinkItems } from '@/components/ui/city-link-items';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

/** The pages most visitors look for, by their English paths; on the Hindi page only pages with a Hindi twin. */
const popularPages: Record<Locale, string[]> = {
  en: ['/services/', '/home-shifting/', '/car-bike-transport/', '/moving-guide/', '/contact-us/'],
  hi: ['/services/', '/home-shifting/', '/car-bike-transport/', '/faqs/', '/contact-us/'],
};

/**
 * The 404 page (app/global-not-found.tsx; app/(hi)/hi/404/ for addresses under /hi/): says what
 * happened and offers the likeliest next steps, in the language of the address.
 */
export function NotFoundPage({ locale }: { locale: Locale }) {
  const { notFound: w, pages } = uiWords[locale];
  return (
    <>
      <PageHero title={w.heading} intro={w.intro}>
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
          {popularPages[locale].map((path) => (
            <li key={path}>
              <Link href={localPageHref(locale, path)}>{pages[path]}</Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="by-city" title={w.byCity} tone="sand">
        <ul className="chips">
          <CityLinkItems locale={locale} />
        </ul>
      </Section>
    </>
  );
}
