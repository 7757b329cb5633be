import { Link } from '@/components/ui/link';
import { addressLine, company, contactLinks } from '@/content/company';
import { pages } from '@/content/pages';
import { uiWords } from '@/content/localized/ui';
import { hrefLang, htmlLang, type Locale } from '@/lib/shared/i18n';
import { hasHindiTwin, localPageHref } from '@/content/pages';
import { RegistrationDetails } from '@/components/sections/registration-details';
import { CityLinkItems } from '@/components/ui/city-link-items';
import { officeHours } from '@/content/localized/company';

const groups = ['company', 'services', 'help', 'legal'] as const;

/**
 * Footer on every page: packers-and-movers links for all 48 cities, page columns, the office and
 * the copyright line. On a Hindi page a page without a Hindi twin is linked in English, and says
 * so (docs/i18n.md#links-between-the-languages).
 */
export function SiteFooter({ locale = 'en' }: { locale?: Locale }) {
  const words = uiWords[locale];
  return (
    <footer className="site-footer">
      <div className="wrap">
        <nav className="footer-cities" aria-labelledby="footer-cities-heading">
          <h2 id="footer-cities-heading">{words.footer.byCity}</h2>
          <ul>
            <CityLinkItems locale={locale} />
          </ul>
        </nav>
        <div className="footer-cols">
          {groups.map((group) => (
            <nav key={group} aria-label={words.footer.columns[group]}>
              <h2>{words.footer.columns[group]}</h2>
              <ul>
                {pages
                  .filter((page) => page.group === group)
                  .map((page) => {
                    const english = locale !== 'en' && !hasHindiTwin(page.path);
                    return (
                      <li key={page.path}>
                        <Link href={localPageHref(locale, page.path)} hrefLang={english ? hrefLang.en : undefined}>
                          {words.pages[page.path]}
                          {english ? ` ${words.footer.inEnglish}` : null}
                        </Link>
                      </li>
                    );
                  })}
              </ul>
            </nav>
          ))}
          <div>
            <h2>{words.footer.headOffice}</h2>
            <address>
              {company.name}
              <br />
              <span lang={locale === 'en' ? undefined : htmlLang.en}>{addressLine}</span>
              <br />
              <a href={contactLinks.tel}>{company.phoneDisplay}</a>
              <br />
              <a href={contactLinks.mailto}>{company.email}</a>
              <br />
              {officeHours(locale)}
            </address>
            <RegistrationDetails className="registration--footer" locale={locale} />
          </div>
        </div>
      </div>
      <div className="copyright">
        <div className="wrap">
          {`© ${company.founded}–${new Date().getFullYear()} ${company.name}. ${words.footer.rights}`}
        </div>
      </div>
    </footer>
  );
}
