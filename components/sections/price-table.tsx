import { priceNote, priceRows } from '@/content/prices';
import { formatRupeeRange } from '@/lib/format';
import { DataTable } from '@/components/ui/data-table';

/** Estimated charges table (docs/product.md#prices-and-offers), with the note that the figures are indicative. */
export function PriceTable({ caption = 'Estimated shifting charges' }: { caption?: string }) {
  return (
    <>
      <DataTable
        caption={caption}
        columns={['Shifting type', 'Packing material', 'Moving charges']}
        rows={priceRows.map((row) => ({
          key: row.shiftingType,
          cells: [row.shiftingType, formatRupeeRange(row.packingMaterial), formatRupeeRange(row.movingCharges)],
        }))}
      />
      <p className="table-note">{priceNote}</p>
    </>
  );
}
