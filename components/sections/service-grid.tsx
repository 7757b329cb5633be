import Link from 'next/link';
import { services } from '@/content/services';
import { Img } from '@/components/ui/img';

/** The 14 services as tiles; tiles with a details page link to it. */
export function ServiceGrid({ columns }: { columns?: 5 }) {
  return (
    <ul className={`grid plain-list${columns === 5 ? ' grid--5' : ''}`}>
      {services.map((s) => {
        const body = (
          <>
            <Img className="card__icon" src={s.icon} alt="" width={48} height={48} />
            <span className="card__tag">{s.tag}</span>
            <h3>{s.title}</h3>
            <p>{s.description}</p>
            {s.href ? <span className="card__more">Read more about {s.title.toLowerCase()}</span> : null}
          </>
        );
        return (
          <li key={s.id}>
            {s.href ? (
              <Link className="card card--link" href={s.href} style={{ height: '100%' }}>
                {body}
              </Link>
            ) : (
              <div className="card" style={{ height: '100%' }}>
                {body}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
