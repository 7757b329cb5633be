import { Link } from '@/components/ui/link';
import { serviceHref } from '@/content/services';
import { serviceInSentence, serviceTag, services } from '@/content/localized/services';
import { uiWords } from '@/content/localized/ui';
import { fill, type Locale } from '@/lib/shared/i18n';
import { localPageHref } from '@/content/pages';
import { Img } from '@/components/ui/img';

/**
 * Where a tile leads on a page in `locale`: the page's twin in that language where it has one
 * (content/pages.ts `localPageHref`, the `#service-…` part kept), else the English page.
 */
function tileHref(locale: Locale, href: string): { href: string; english: boolean } {
  const [path = href, hash] = href.split('#');
  const local = localPageHref(locale, path);
  return { href: hash ? `${local}#${hash}` : local, english: locale !== 'en' && local === path };
}

/**
 * The 14 services as tiles, every one a link: to the service's own page where it has one, else
 * to its description on /services/ (whose tabs select the service named in the address). `compact` shows the name only,
 * two to a row on a phone (the home page's service list), with the full descriptions on /services/.
 * On a Hindi page the tiles are Hindi (content/hi/services.ts) and a tile whose page has no Hindi
 * twin yet leads to the English page and says so (docs/i18n.md#links-between-the-languages).
 */
export function ServiceGrid({
  columns,
  compact = false,
  locale = 'en',
}: {
  columns?: 5;
  compact?: boolean;
  locale?: Locale;
}) {
  const ui = uiWords[locale];
  return (
    <ul className={`grid plain-list${columns === 5 ? ' grid--5' : ''}${compact ? ' grid--compact' : ''}`}>
      {services(locale).map((s) => {
        const { href, english } = tileHref(locale, serviceHref(s));
        const more = fill(ui.sections.serviceGrid.more, { service: serviceInSentence(locale)(s.title) });
        const body = (
          <>
            <Img className="card__icon" src={s.icon} alt="" width={48} height={48} />
            <span className="card__tag">{serviceTag(locale)(s.tag)}</span>
            <h3>{s.title}</h3>
            {compact ? null : <p>{s.description}</p>}
            {compact ? null : <span className="card__more">{more}</span>}
            {english ? <small>{ui.footer.inEnglish}</small> : null}
          </>
        );
        return (
          <li key={s.id}>
            <Link className="card card--link card--full" href={href} hrefLang={english ? 'en-IN' : undefined}>
              {body}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
