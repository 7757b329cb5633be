import type { PolicySummary } from '@/content/localized/policies';
import { hrefLang, htmlLang, localePath } from '@/lib/shared/i18n';
import { Link } from '@/components/ui/link';
import { FraudNotice } from '@/components/sections/fraud-notice';

/** Where a Hindi reader asks about a policy: the contact page in Hindi. */
const askHref = localePath('hi', '/contact-us/');

/**
 * A policy's Hindi summary at the top of its English page (docs/i18n.md#policies): marked
 * `lang="hi"` so screen readers and search engines read it as Hindi, saying that the full text
 * below is in English, with a link to ask on the Hindi contact page.
 */
export function HindiSummary({ summary }: { summary: PolicySummary }) {
  return (
    <section
      lang={htmlLang.hi}
      id="hindi-summary"
      aria-labelledby="hindi-summary-heading"
      className="section flush-bottom"
    >
      <div className="wrap prose">
        <div className="card">
          <h2 id="hindi-summary-heading" className="flush-top">
            {summary.heading}
          </h2>
          <p>{summary.intro}</p>
          {summary.points.map((point) => (
            <div key={point.title}>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
              {point.fraudNotice ? <FraudNotice id="hindi-summary-fraud" locale="hi" /> : null}
            </div>
          ))}
          <p>
            {`${summary.askLead} `}
            <Link href={askHref} hrefLang={hrefLang.hi}>
              {summary.askLink}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
