import type { PolicySummary } from '@/content/localized/policies';
import type { PolicyPage } from '@/content/policies';
import { FraudNotice } from '@/components/sections/fraud-notice';
import { HindiSummary } from '@/components/sections/hindi-summary';
import { PageHero } from '@/components/ui/page-hero';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Template of the terms and privacy pages: a short summary in Hindi (docs/i18n.md#policies), a
 * contents list, then the sections.
 */
export function PolicyPageView({ page, hindiSummary }: { page: PolicyPage; hindiSummary?: PolicySummary }) {
  return (
    <>
      <PageHero title={page.title} intro={page.intro} />
      {hindiSummary ? <HindiSummary summary={hindiSummary} /> : null}
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
              {s.fraudNotice ? <FraudNotice id={`${s.id}-fraud`} /> : null}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
