import { z } from 'zod';
import { parseContent, text } from './parse';
import { priceRows } from './prices';
import { homeSizeIds, itemIds } from '../lib/shared/estimate/ids';

/**
 * The rates behind the instant estimate (docs/estimate.md). Every figure here is indicative:
 * the company's own guide to what a move usually costs, which the owner keeps current. The
 * estimate shows the band these rates give; the final quote after a survey stays within it unless
 * the goods or the addresses change.
 */

/** A band of rupees (or rupees per unit), inclusive: the cheaper and the dearer end. */
const band = z
  .object({
    /** The cheaper end. */
    min: z.number().nonnegative(),
    /** The dearer end. */
    max: z.number().nonnegative(),
  })
  .refine((r) => r.min <= r.max, 'min must not exceed max');

/** A whole-rupee band, as the charges table shows them. */
const rupeeBand = band.refine((r) => Number.isInteger(r.min) && Number.isInteger(r.max), 'whole rupees only');

const homeSizeSchema = z.object({
  /** Key in the estimate's address (`size=2bhk`). */
  id: z.enum(homeSizeIds),
  /** What a visitor reads, e.g. "2 BHK". */
  label: text,
  /** Usual volume of a home of this size, in cubic feet: picks the vehicle and scales the intercity rates. */
  cuFt: z.number().int().positive(),
  /** Local move: packing material, rupees (the charges table's figure where it has one). */
  localPacking: rupeeBand,
  /** Local move: moving charges (loading, unloading and local transport), rupees. */
  localMoving: rupeeBand,
});

const itemSchema = z.object({
  /** Key in the estimate's address (`fridge=1`). */
  id: z.enum(itemIds),
  /** What a visitor reads, plural, e.g. "Fridges". */
  label: text,
  /** Typical volume of one, packed, in cubic feet. */
  cuFt: z.number().positive(),
});

const vehicleSchema = z.object({
  /** Short key. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** What a visitor reads, e.g. "17 ft truck". */
  label: text,
  /** Load it carries, in cubic feet. */
  capacityCuFt: z.number().int().positive(),
  /** Fixed charge per trip (dispatch, loading time), rupees. */
  fixed: rupeeBand,
  /** Rupees per kilometre at the full rate (the first distance band). */
  perKm: band,
});

const distanceBandSchema = z.object({
  /** The band ends at this road distance, in km (the last band's end is the longest move priced). */
  upToKm: z.number().int().positive(),
  /** Share of the vehicle's per-km rate charged for each km inside this band (long hauls cost less per km). */
  factor: z.number().positive().max(1),
});

const gstBandSchema = z.object({
  /** Short key. */
  id: z.enum(['transport-only', 'full-service']),
  /** The rate, percent of the taxable amount. */
  ratePercent: z.number().nonnegative().max(40),
  /** When it applies, in plain words. */
  appliesTo: text,
});

/** The estimate's rates; docs/estimate.md explains each and how they combine. */
export const estimateRatesSchema = z
  .object({
    /** Amounts are rounded outwards (cheaper end down, dearer end up) to a multiple of this many rupees. */
    roundTo: z.number().int().min(10),
    /** Moves up to this road distance, or within one city, are priced as local moves. */
    localMaxKm: z.number().int().positive(),
    /** Road distance = straight-line distance × this factor (approximate). */
    roadFactor: z.number().min(1).max(2),
    /** Home sizes, smallest first. */
    homeSizes: z.array(homeSizeSchema).length(homeSizeIds.length),
    /** "A few items" instead of a whole home. */
    fewItems: z.object({
      /** Local move: packing material for a small load, rupees (the charges table's "Few items only"). */
      localPacking: rupeeBand,
      /** Local move: moving charges for a small load, rupees (the charges table's "Few items only"). */
      localMoving: rupeeBand,
      /** Volume the two local figures above cover, cubic feet; more is charged per cubic foot. */
      includedCuFt: z.number().int().positive(),
      /** Local move: packing material per cubic foot beyond the included volume. */
      extraPackingPerCuFt: band,
      /** Local move: moving charges per cubic foot beyond the included volume. */
      extraMovingPerCuFt: band,
      /** Most of one item a visitor can count; more is a home move. */
      maxPerItem: z.number().int().positive(),
    }),
    /** Items a visitor can count, in the order shown. */
    items: z.array(itemSchema).length(itemIds.length),
    /** Intercity: packing material and labour, per cubic foot, with a smallest charge. */
    intercity: z.object({
      /** Packing material per cubic foot. */
      packingPerCuFt: band,
      /** Smallest packing-material charge. */
      packingMinimum: rupeeBand,
      /** Packing, loading and unloading labour per cubic foot. */
      labourPerCuFt: band,
      /** Smallest labour charge. */
      labourMinimum: rupeeBand,
    }),
    /** Vehicles, smallest first; the estimate takes the smallest that holds the load. */
    vehicles: z.array(vehicleSchema).min(1),
    /** Distance bands, nearest first. */
    distanceBands: z.array(distanceBandSchema).min(1),
    /** Premium packing (more layers, corrugated sheets, crates for fragile things): packing material × this. */
    premiumPackingFactor: z.number().min(1).max(3),
    /** Carrying goods up or down stairs, per floor above the ground floor, at each end without a working lift. */
    floors: z.object({
      /** Rupees per floor for every 100 cubic feet. */
      perFloorPer100CuFt: band,
      /** Smallest charge per floor. */
      perFloorMinimum: rupeeBand,
      /** Highest floor a visitor can enter. */
      maxFloor: z.number().int().positive(),
    }),
    /** A car or a bike carried on the move: a fixed charge plus per km (intercity only). */
    car: z.object({ fixed: rupeeBand, perKm: band, max: z.number().int().positive() }),
    /** A bike carried on the move: a fixed charge plus per km (intercity only). */
    bike: z.object({ fixed: rupeeBand, perKm: band, max: z.number().int().positive() }),
    /** Storage between moving out and moving in. */
    storage: z.object({
      /** Rupees per day for every 100 cubic feet. */
      perDayPer100CuFt: band,
      /** Smallest charge per day. */
      perDayMinimum: rupeeBand,
      /** Longest storage the estimate prices, days. */
      maxDays: z.number().int().positive(),
    }),
    /** Transit insurance as a percentage of the declared value of the goods. */
    insurance: z.object({
      /** Percent of the declared value, cheaper and dearer end. */
      percent: band,
      /** Highest declared value the estimate prices, rupees; above it the insurer quotes. */
      maxDeclaredValue: z.number().int().positive(),
    }),
    /** GST bands the owner keeps current; the estimate applies `appliedGst`. */
    gstBands: z.array(gstBandSchema).min(1),
    /** The GST band every estimate applies (a full move: packing, loading, transport, unloading). */
    appliedGst: gstBandSchema.shape.id,
  })
  .superRefine((rates, ctx) => {
    const ordered = (values: number[]) => values.every((v, i) => i === 0 || v >= values[i - 1]!);
    if (!rates.homeSizes.every((s, i) => s.id === homeSizeIds[i]))
      ctx.addIssue({ code: 'custom', path: ['homeSizes'], message: `must be ${homeSizeIds.join(', ')} in this order` });
    // A bigger home never costs less: the property tests rely on these being in order.
    for (const key of ['cuFt', 'localPacking', 'localMoving'] as const) {
      const values = rates.homeSizes.map((s) => (typeof s[key] === 'number' ? [s[key]] : [s[key].min, s[key].max]));
      if (!ordered(values.map((v) => v[0]!)) || !ordered(values.map((v) => v[v.length - 1]!)))
        ctx.addIssue({ code: 'custom', path: ['homeSizes'], message: `${key} must not fall as homes get bigger` });
    }
    if (!rates.items.every((s, i) => s.id === itemIds[i]))
      ctx.addIssue({ code: 'custom', path: ['items'], message: `must be ${itemIds.join(', ')} in this order` });
    const v = rates.vehicles;
    if (
      !ordered(v.map((x) => x.capacityCuFt)) ||
      !ordered(v.map((x) => x.fixed.min)) ||
      !ordered(v.map((x) => x.fixed.max)) ||
      !ordered(v.map((x) => x.perKm.min)) ||
      !ordered(v.map((x) => x.perKm.max))
    )
      ctx.addIssue({ code: 'custom', path: ['vehicles'], message: 'a bigger vehicle must not be cheaper' });
    if (!ordered(rates.distanceBands.map((b) => b.upToKm)))
      ctx.addIssue({ code: 'custom', path: ['distanceBands'], message: 'must be nearest first' });
    if (!rates.gstBands.some((b) => b.id === rates.appliedGst))
      ctx.addIssue({ code: 'custom', path: ['appliedGst'], message: 'must name one of gstBands' });
  });

export type EstimateRates = z.infer<typeof estimateRatesSchema>;

/** The charges table's row for a home size (content/prices.ts), so the estimate repeats its figures. */
function tableRow(shiftingType: string) {
  const row = priceRows.find((r) => r.shiftingType === shiftingType);
  if (!row) throw new Error(`content/estimate-rates.ts: content/prices.ts has no "${shiftingType}" row`);
  return { localPacking: row.packingMaterial, localMoving: row.movingCharges };
}

/** The rates the estimator uses (indicative; docs/estimate.md). */
export const estimateRates: EstimateRates = parseContent('content/estimate-rates.ts', estimateRatesSchema, {
  roundTo: 10,
  localMaxKm: 40,
  roadFactor: 1.25,
  homeSizes: [
    // The charges table has no 1 RK row: a little below 1 BHK.
    {
      id: '1rk',
      label: '1 RK',
      cuFt: 150,
      localPacking: { min: 400, max: 800 },
      localMoving: { min: 2000, max: 2500 },
    },
    { id: '1bhk', label: '1 BHK', cuFt: 300, ...tableRow('1 BHK') },
    { id: '2bhk', label: '2 BHK', cuFt: 500, ...tableRow('2 BHK') },
    // The charges table prices 3 and 4 BHK alike for a local move; intercity, the volume differs.
    { id: '3bhk', label: '3 BHK', cuFt: 750, ...tableRow('3/4 BHK') },
    { id: '4bhk', label: '4 BHK+ / villa', cuFt: 1100, ...tableRow('3/4 BHK') },
  ],
  fewItems: {
    ...tableRow('Few items only'),
    includedCuFt: 60,
    extraPackingPerCuFt: { min: 3, max: 5 },
    extraMovingPerCuFt: { min: 6, max: 9 },
    maxPerItem: 50,
  },
  items: [
    { id: 'fridge', label: 'Fridges', cuFt: 30 },
    { id: 'washer', label: 'Washing machines', cuFt: 15 },
    { id: 'sofa', label: 'Sofas', cuFt: 40 },
    { id: 'bed', label: 'Beds', cuFt: 40 },
    { id: 'wardrobe', label: 'Wardrobes', cuFt: 45 },
    { id: 'tv', label: 'TVs', cuFt: 6 },
    { id: 'cartons', label: 'Cartons', cuFt: 4 },
  ],
  intercity: {
    packingPerCuFt: { min: 7, max: 11 },
    packingMinimum: { min: 1000, max: 1500 },
    labourPerCuFt: { min: 6, max: 9 },
    labourMinimum: { min: 1000, max: 1500 },
  },
  vehicles: [
    {
      id: 'ace',
      label: 'Tata Ace (7 ft)',
      capacityCuFt: 180,
      fixed: { min: 1500, max: 2000 },
      perKm: { min: 14, max: 18 },
    },
    {
      id: 'truck-14',
      label: '14 ft truck',
      capacityCuFt: 450,
      fixed: { min: 2000, max: 2500 },
      perKm: { min: 20, max: 25 },
    },
    {
      id: 'truck-17',
      label: '17 ft truck',
      capacityCuFt: 650,
      fixed: { min: 2000, max: 3000 },
      perKm: { min: 24, max: 30 },
    },
    {
      id: 'container-20',
      label: '20 ft container',
      capacityCuFt: 1000,
      fixed: { min: 2500, max: 3500 },
      perKm: { min: 30, max: 37 },
    },
    {
      id: 'container-24',
      label: '24 ft container',
      capacityCuFt: 1400,
      fixed: { min: 3000, max: 4000 },
      perKm: { min: 36, max: 44 },
    },
  ],
  distanceBands: [
    { upToKm: 300, factor: 1 },
    { upToKm: 1000, factor: 0.85 },
    { upToKm: 2000, factor: 0.75 },
    { upToKm: 4500, factor: 0.7 },
  ],
  premiumPackingFactor: 1.6,
  floors: { perFloorPer100CuFt: { min: 80, max: 120 }, perFloorMinimum: { min: 200, max: 300 }, maxFloor: 40 },
  car: { fixed: { min: 2500, max: 3500 }, perKm: { min: 8, max: 11 }, max: 3 },
  bike: { fixed: { min: 800, max: 1200 }, perKm: { min: 2, max: 3 }, max: 5 },
  storage: { perDayPer100CuFt: { min: 20, max: 35 }, perDayMinimum: { min: 60, max: 100 }, maxDays: 365 },
  insurance: { percent: { min: 2, max: 3 }, maxDeclaredValue: 1_00_00_000 },
  // The owner must confirm these with their tax adviser: India's GST rates for goods transport and
  // for packing-and-moving services changed in 2025, and the older bands (5% / 12% / 18% / 28%)
  // in the company's material predate that. The estimate names the rate it applied.
  gstBands: [
    {
      id: 'transport-only',
      ratePercent: 5,
      appliesTo: 'Goods transport only, without packing or loading',
    },
    {
      id: 'full-service',
      ratePercent: 18,
      appliesTo: 'Packing, loading, transport and unloading billed as one service',
    },
  ],
  appliedGst: 'full-service',
});

/** The GST band the estimate applies (`appliedGst`), for every page that names its rate. */
export const appliedGstBand = estimateRates.gstBands.find((b) => b.id === estimateRates.appliedGst)!;
