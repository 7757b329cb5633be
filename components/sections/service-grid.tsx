import { Link } from '@/components/ui/link';
import { serviceHref, services } from '@/content/services';
import { Img } from '@/components/ui/img';

/**
 * The 14 services as tiles, every one a link: to the service's own page where it has one, else
 * to its description on /services/ (whose tabs select the service named in the address). `compact` shows the name only,
 * two to a row on a phone (the home page's service list), with the full descriptions on /services/.
 */
export function ServiceGrid({ columns, compact = false }: { columns?: 5; compact?: boolean }) {
  return (
    <ul className={`grid plain-list${columns === 5 ? ' grid--5' : ''}${compact ? ' grid--compact' : ''}`}>
      {services.map((s) => {
        const body = (
          <>
            <Img className="card__icon" src={s.icon} alt="" width={48} height={48} />
            <span className="card__tag">{s.tag}</span>
            <h3>{s.title}</h3>
            {compact ? null : <p>{s.description}</p>}
            {compact ? null : <span className="card__more">{`Read more about ${s.title.toLowerCase()}`}</span>}
          </>
        );
        return (
          <li key={s.id}>
            <Link className="card card--link card--full" href={serviceHref(s)}>
              {body}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
