import { company } from '@/content/company';
import { comparisonRows } from '@/content/localized/sections';
import { uiWords } from '@/content/localized/ui';
import type { Locale } from '@/lib/shared/i18n';

function Mark({ yes, words }: { yes: boolean; words: { yes: string; no: string } }) {
  return yes ? (
    <span className="yes">
      <span aria-hidden="true">✓</span> {words.yes}
    </span>
  ) : (
    <span className="no">
      <span aria-hidden="true">✗</span> {words.no}
    </span>
  );
}

/** Typical movers against this company, feature by feature (docs/product.md#other-content-pages), in the page's language. */
export function ComparisonTable({ locale = 'en' }: { locale?: Locale }) {
  const w = uiWords[locale].companyPages.comparison;
  const rows = comparisonRows(locale);
  return (
    <div className="table-wrap">
      <table>
        <caption>{w.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{w.feature}</th>
            <th scope="col">{w.typical}</th>
            <th scope="col">{company.name}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              <td>
                <Mark yes={row.typical} words={w} />
              </td>
              <td>
                <Mark yes={row.ours} words={w} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
