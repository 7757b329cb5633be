import { company } from '@/content/company';
import { comparisonRows } from '@/content/comparison';

function Mark({ yes }: { yes: boolean }) {
  return yes ? (
    <span className="yes">
      <span aria-hidden="true">✓</span> Yes
    </span>
  ) : (
    <span className="no">
      <span aria-hidden="true">✗</span> No
    </span>
  );
}

/** Typical movers against this company, feature by feature (docs/product.md#other-content-pages). */
export function ComparisonTable() {
  return (
    <div className="table-wrap">
      <table>
        <caption>How we compare with typical movers</caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            <th scope="col">Typical movers</th>
            <th scope="col">{company.name}</th>
          </tr>
        </thead>
        <tbody>
          {comparisonRows.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              <td>
                <Mark yes={row.typical} />
              </td>
              <td>
                <Mark yes={row.ours} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
