import { priceNote, priceRows } from '@/content/prices';
import { formatRupeeRange } from '@/lib/format';

/** Estimated charges table (SPEC §9), with the note that the figures are indicative. */
export function PriceTable({ caption = 'Estimated shifting charges' }: { caption?: string }) {
  return (
    <>
      <div className="table-wrap">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Shifting type</th>
              <th scope="col">Packing material</th>
              <th scope="col">Moving charges</th>
            </tr>
          </thead>
          <tbody>
            {priceRows.map((row) => (
              <tr key={row.shiftingType}>
                <th scope="row">{row.shiftingType}</th>
                <td>{formatRupeeRange(row.packingMaterial)}</td>
                <td>{formatRupeeRange(row.movingCharges)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="table-note">{priceNote}</p>
    </>
  );
}
