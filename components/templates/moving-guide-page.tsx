import { anchorLinks, movingGuide as guide } from '@/content/moving-guide';
import type { Locale } from '@/lib/shared/i18n';
import { copyMetadata } from '@/lib/server/metadata';
import { EnquirySection } from '@/components/sections/enquiry-section';
import { reviewsLabel } from '@/components/sections/review-list';
import { TickList } from '@/components/ui/cards';
import { PageHero } from '@/components/ui/page-hero';

/**
 * The moving guide (/moving-guide/): the guide's sections, the checklists, tips with customers'
 * words and the printable checklist. Its text is in English only (content/moving-guide.ts); the
 * shared parts take the page's locale.
 */

export const movingGuideMetadata = (locale: Locale) => copyMetadata(guide, '/moving-guide/', locale);

/** Where the build writes the checklist PDF (scripts/make-checklist-pdf.ts). */
const checklistPdf = '/downloads/moving-checklist.pdf';

/** The last week day by day, and the whole move as a table of when and what. */
function Checklists() {
  return (
    <section id="seven-day-checklist" aria-labelledby="seven-day-checklist-heading">
      <h2 id="seven-day-checklist-heading">7-day checklist</h2>
      <p>The last week before moving day, one task a day.</p>
      <ol>
        {guide.sevenDayChecklist.map((d) => (
          <li key={d.day}>
            <strong>Day {d.day}:</strong> {d.task}
          </li>
        ))}
      </ol>
      <h3>Your complete moving checklist</h3>
      <div className="table-wrap">
        <table>
          <caption>What to do, and when</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Tasks</th>
            </tr>
          </thead>
          <tbody>
            {guide.checklist.map((row) => (
              <tr key={row.when}>
                <th scope="row">{row.when}</th>
                <td>
                  <ul>
                    {row.tasks.map((t) => (
                      <li key={t}>{t}</li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Tips, and customers' words labelled as the reviews are (docs/content.md#pictures-videos-and-reviews). */
function TipsAndTestimonials({ locale }: { locale: Locale }) {
  const label = reviewsLabel(locale);
  return (
    <section id="tips-and-testimonials" aria-labelledby="tips-heading">
      <h2 id="tips-heading">Tips and testimonials</h2>
      <TickList items={guide.tips} />
      {/* Customers' words, labelled as the reviews are (samples while content/reviews.ts says so). */}
      <div className="space-top-lg">
        <span className="section__eyebrow">{label.eyebrow}</span>
        <h3>{guide.testimonialsHeading}</h3>
        {label.note ? <p>{label.note}</p> : null}
      </div>
      <div className="grid space-top">
        {guide.testimonials.map((t) => (
          <figure key={t.name} className="card review flush">
            <blockquote>
              <p>{t.quote}</p>
            </blockquote>
            <figcaption>
              <strong>{t.name}</strong>, {t.city}
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

function DownloadChecklist() {
  return (
    <section id="download-pdf" aria-labelledby="download-pdf-heading">
      <h2 id="download-pdf-heading">Download the checklist</h2>
      <p>The same checklist as the table above, on one printable A4 sheet with boxes to tick.</p>
      <a className="btn" href={checklistPdf} download>
        Download the moving checklist (PDF)
      </a>
    </section>
  );
}

export function MovingGuideView({ locale = 'en' }: { locale?: Locale }) {
  return (
    <>
      <PageHero title={guide.title} intro={guide.intro} />
      <div className="section">
        <div className="wrap with-aside">
          <nav aria-label="On this page" className="anchor-nav">
            <ul>
              {anchorLinks.map((link) => (
                <li key={link.id}>
                  <a href={`#${link.id}`}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="prose">
            {guide.sections.map((s) => (
              <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`}>
                <h2 id={`${s.id}-heading`}>{s.heading}</h2>
                {s.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
                <TickList items={s.bullets} />
              </section>
            ))}
            <Checklists />
            <TipsAndTestimonials locale={locale} />
            <DownloadChecklist />
          </div>
        </div>
      </div>
      <EnquirySection locale={locale} />
    </>
  );
}
