import { z } from 'zod';
import { parseContent, text } from './parse';

/** A range of rupees, inclusive. */
const rupeeRange = z
  .object({
    /** Lowest amount in rupees. */
    min: z.number().int().positive(),
    /** Highest amount in rupees. */
    max: z.number().int().positive(),
  })
  .refine((r) => r.min <= r.max, 'min must not exceed max');

/**
 * A row of the estimated charges table (docs/product.md#content-data "Price row", amounts in
 * docs/product.md#prices-and-offers).
 */
export const priceRowSchema = z.object({
  /** Size of the move, e.g. "1 BHK". */
  shiftingType: text,
  /** Packing material charge in rupees. */
  packingMaterial: rupeeRange,
  /** Moving (labour and local transport) charge in rupees. */
  movingCharges: rupeeRange,
});

export type PriceRow = z.infer<typeof priceRowSchema>;

/** Estimated local-shifting charges in rupees (docs/product.md#prices-and-offers). */
export const priceRows: PriceRow[] = parseContent('content/prices.ts', z.array(priceRowSchema).length(4), [
  { shiftingType: '1 BHK', packingMaterial: { min: 500, max: 1000 }, movingCharges: { min: 2500, max: 3000 } },
  { shiftingType: '2 BHK', packingMaterial: { min: 800, max: 1200 }, movingCharges: { min: 3000, max: 3500 } },
  { shiftingType: '3/4 BHK', packingMaterial: { min: 1200, max: 1500 }, movingCharges: { min: 3500, max: 3800 } },
  { shiftingType: 'Few items only', packingMaterial: { min: 600, max: 1000 }, movingCharges: { min: 2000, max: 2800 } },
]);

/** Shown under every price table: the figures are indicative. */
export const priceNote =
  'Approximate charges for a local move within one city. Your final quote depends on distance, floor and lift access, and the goods listed at the survey. GST extra as applicable.';
