import { Link } from '@/components/ui/link';
import { services } from '@/content/services';
import { Img } from '@/components/ui/img';

/**
 * The 14 services as tiles; tiles with a details page link to it. `compact` shows the name only,
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
            {s.href && !compact ? <span className="card__more">Read more about {s.title.toLowerCase()}</span> : null}
          </>
        );
        return (
          <li key={s.id}>
            {s.href ? (
              <Link className="card card--link card--full" href={s.href}>
                {body}
              </Link>
            ) : (
              <div className="card card--full">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
