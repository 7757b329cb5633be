import type { EstimateCopy } from '@/content/estimate-copy';
import type { EstimatorWords } from '@/content/ui';
import type { WordedEstimate, WordedLine } from '@/lib/shared/estimate/wording';
import { formatRupeeRange } from '@/lib/shared/format';
import { fill } from '@/lib/shared/i18n';
import { Link } from '@/components/ui/link';

/** A band as the estimate shows it: "₹500 – ₹1,000", or "—" for a line that does not apply. */
export const range = (b: { low: number; high: number }) =>
  b.high === 0 ? '—' : formatRupeeRange({ min: b.low, max: b.high });

/** A WhatsApp message with the estimate's summary and a link to this page with that estimate. */
const whatsAppShare = (estimate: WordedEstimate) =>
  `https://wa.me/?text=${encodeURIComponent(
    `${estimate.summary} ${window.location.origin}${window.location.pathname}?${estimate.query}#estimate`,
  )}`;

export type ResultProps = {
  /** The worded estimate, or none while the inputs do not price. */
  estimate: WordedEstimate | undefined;
  /** Whether no place is chosen yet (rather than a field to fix). */
  waiting: boolean;
  copy: EstimateCopy;
  w: EstimatorWords;
  /** The destination's city page, when it has one and this is not it (docs/estimate.md#city-pages). */
  cityPage: { href: string; name: string } | undefined;
  /** Whether the page is not in English: the bills and claims link then says it leads to English. */
  offEnglish: boolean;
  /** Opens the enquiry dialog with this estimate attached. */
  confirm: () => void;
  /** The booking page in the page's language; its link carries the estimate (docs/surveys.md#the-booking-page). */
  surveyPage: string;
  /** What a screen reader last heard. */
  announced: string;
};

/** The seven lines and GST, and the total. */
function Lines({ estimate, w }: { estimate: WordedEstimate; w: EstimatorWords }) {
  return (
    <table>
      <caption className="visually-hidden">{w.linesCaption}</caption>
      <tbody>
        {[...estimate.lines, estimate.gstLine].map((line: WordedLine) => (
          <tr key={line.id}>
            <th scope="row">
              {line.label}
              <small>{line.detail}</small>
            </th>
            <td>{range(line)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{w.total}</th>
          <td>{range(estimate.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** What every estimate includes and what none does. */
function Terms({ copy, w }: { copy: EstimateCopy; w: EstimatorWords }) {
  return (
    <div className="estimator__terms">
      {(
        [
          [w.included, copy.included],
          [w.notIncluded, copy.notIncluded],
        ] as const
      ).map(([title, list]) => (
        <div key={title}>
          <h4>{title}</h4>
          <ul>
            {list.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** The estimate's result: the band, what it prices, its lines, the promise, the actions and the terms. */
export function EstimatorResult(props: ResultProps) {
  const { estimate, waiting, copy, w, cityPage, offEnglish, confirm, announced } = props;
  return (
    <section className="estimator__result" aria-labelledby="est-result-title">
      <h3 id="est-result-title">{w.result}</h3>
      <p className="estimator__band">{estimate ? range(estimate.total) : '₹ —'}</p>
      <p className="estimator__what">{estimate ? estimate.described : waiting ? w.waiting : w.fix}</p>
      {cityPage ? (
        <p className="estimator__city">
          <a href={cityPage.href}>{fill(w.cityPage, { city: cityPage.name })}</a>
        </p>
      ) : null}
      <div className="estimator__lines">{estimate ? <Lines estimate={estimate} w={w} /> : null}</div>
      <p className="estimator__promise">{copy.promise}</p>
      {estimate ? (
        <div className="estimator__actions">
          <button type="button" className="btn" onClick={confirm} aria-haspopup="dialog">
            {w.confirm}
          </button>
          <a
            className="btn btn--outline estimator__share"
            href={whatsAppShare(estimate)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {w.share}
          </a>
          <a className="btn btn--outline" href={`${props.surveyPage}?${estimate.query}`}>
            {w.bookSurvey}
          </a>
        </div>
      ) : null}
      <Terms copy={copy} w={w} />
      <p className="table-note">
        {copy.indicative} {/* The bills and claims page is in English: off English the link says so in its words. */}
        <Link href="/bill-claim/#gst" hrefLang={offEnglish ? 'en-IN' : undefined}>
          {copy.gstRates}
        </Link>
      </p>
      <p className="visually-hidden" role="status">
        {announced}
      </p>
    </section>
  );
}
