import type { PolicyPage } from '@/content/policies';
import { PageHero } from '@/components/ui/page-hero';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Template of the terms and privacy pages: a contents list, then the sections. */
export function PolicyPageView({ page }: { page: PolicyPage }) {
  return (
    <>
      <PageHero title={page.title} intro={page.intro} />
      <div className="section">
        <div className="wrap prose">
          <p>
            <em>Last updated: {dateFormat.format(new Date(page.updated))}</em>
          </p>
          <nav aria-labelledby="contents-heading" className="card">
            <h2 id="contents-heading" className="flush-top">
              Contents
            </h2>
            <ol>
              {page.sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`}>{s.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          {page.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`}>
              <h2 id={`${s.id}-heading`}>{s.heading}</h2>
              {s.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {s.bullets ? (
                <ul>
                  {s.bullets.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
