import { Link } from '@/components/ui/link';
import { company, contactLinks } from '@/content/company';
import { uiWords } from '@/content/localized/ui';
import { fill, type Locale } from '@/lib/shared/i18n';
import offlinePages from '@/lib/shared/offline-pages.json';
import { localPageHref } from '@/content/pages';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

/**
 * What the offline-support worker shows for a page the visitor has not opened before while the
 * phone has no connection (docs/performance.md), in the language of the address that failed
 * (docs/i18n.md#the-offline-page). A phone call needs no data, so it leads with that. The saved
 * pages are the key pages: on the Hindi page their Hindi twins where they exist (the worker saves
 * those for a visitor who came in Hindi), else the English page, said so.
 */
export function OfflinePage({ locale = 'en' }: { locale?: Locale }) {
  const ui = uiWords[locale];
  const w = ui.offline;
  return (
    <>
      <PageHero title={w.title} intro={w.intro}>
        <div className="hero__actions">
          <a className="btn" href={contactLinks.tel}>
            {fill(w.call, { phone: company.phoneDisplay })}
          </a>
          <Link className="btn btn--light" href={localPageHref(locale, '/')}>
            {w.home}
          </Link>
        </div>
      </PageHero>
      <Section id="saved" title={w.savedTitle}>
        <p>{w.saved}</p>
        <ul className="chips">
          {offlinePages.keyPages.map((path) => {
            const href = localPageHref(locale, path);
            const english = locale !== 'en' && href === path;
            return (
              <li key={path}>
                <Link href={href} hrefLang={english ? 'en-IN' : undefined}>
                  {english ? `${ui.pages[path]} ${ui.footer.inEnglish}` : ui.pages[path]}
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>
    </>
  );
}
