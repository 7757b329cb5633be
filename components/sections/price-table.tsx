import { priceNote, priceRows } from '@/content/localized/sections';
import { uiWords } from '@/content/localized/ui';
import type { Locale } from '@/lib/shared/i18n';
import { formatRupeeRange } from '@/lib/shared/format';
import { DataTable } from '@/components/ui/data-table';

/**
 * Estimated charges table (docs/product.md#prices-and-offers), with the note that the figures are
 * indicative; in rupees with Indian grouping in either language (content/hi/prices.ts).
 */
export function PriceTable({ caption, locale = 'en' }: { caption?: string; locale?: Locale }) {
  const words = uiWords[locale].servicePages;
  const rows = priceRows(locale);
  const note = priceNote(locale);
  return (
    <>
      <DataTable
        caption={caption ?? words.priceCaption}
        columns={[words.priceType, words.pricePacking, words.priceMoving]}
        rows={rows.map((row) => ({
          key: row.shiftingType,
          cells: [row.shiftingType, formatRupeeRange(row.packingMaterial), formatRupeeRange(row.movingCharges)],
        }))}
      />
      <p className="table-note">{note}</p>
    </>
  );
}
