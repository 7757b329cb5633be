/**
 * The instant estimate's one pricing function (docs/estimate.md), shared by the estimator island
 * and the intake service. Pure: the rates and places come in as plain data (parsed from
 * content/estimate-rates.ts and content/estimate-places.ts by their callers), so this module
 * imports no schema library and stays small in the browser.
 */
import type { EstimateRates } from '@/content/estimate-rates';
import { isRealDate } from './date';
import { distanceIsTyped, OTHER_TOWN, type HomeSizeId, type ItemId } from './ids';
import type { EstimatePlace } from '@/content/estimate-places';
import { encodeEstimateQuery } from './query';

export { OTHER_TOWN };

/** What a visitor tells the estimator. Numbers may be `NaN` (a field left empty): that is a problem, never a price. */
export type EstimateInput = {
  /** Place key (content/estimate-places.ts) or `other`; empty until chosen. */
  from: string;
  /** Place key or `other`; the same key as `from` is a local move. */
  to: string;
  /** Road distance in km, typed when either end is another town; ignored otherwise. */
  km: number;
  /** A home size, or `items` for a few items counted one by one. */
  size: HomeSizeId | 'items' | (string & {});
  /** Counts of the big items, used when `size` is `items`. */
  items: Record<ItemId, number>;
  /** Floor at pickup, 0 = ground. */
  pickupFloor: number;
  /** Whether the pickup building has a working lift. */
  pickupLift: boolean;
  /** Floor at drop, 0 = ground. */
  dropFloor: number;
  /** Whether the drop building has a working lift. */
  dropLift: boolean;
  /** Packing grade. */
  packing: 'standard' | 'premium';
  /** Cars to carry. */
  cars: number;
  /** Bikes to carry. */
  bikes: number;
  /** Days of storage between moving out and moving in. */
  storageDays: number;
  /** Declared value of the goods for transit insurance, rupees; 0 = no insurance. */
  declaredValue: number;
  /** Moving date, YYYY-MM-DD, or empty. It does not change the price. */
  date: string;
};

/** The fields a problem can point at: an input's key, or `items.<id>` for one item's count. */
export type EstimateField = Exclude<keyof EstimateInput, 'items'> | `items.${ItemId}`;

/**
 * What is wrong with a field: `unknown` (not one of the choices), `missing` (empty), `negative`,
 * `notWhole` (a fraction, or above `max`), `tooShort` and `tooLong` (a distance), `tooMuch` (above
 * `max`), `noItems` (every count 0), `notReal` (a date that does not exist).
 */
export type ProblemCode =
  'unknown' | 'missing' | 'negative' | 'notWhole' | 'tooShort' | 'tooLong' | 'tooMuch' | 'noItems' | 'notReal';

/** Something the visitor must fix before there is a price: the field, what is wrong, and the field's limit where it has one. */
export type EstimateProblem = { field: EstimateField; code: ProblemCode; max?: number };

/** A band of rupees: the cheaper and the dearer end, rounded outwards. */
export type Band = { low: number; high: number };

/** The lines of every estimate, always all of them and in this order (0–0 when not needed). */
export const lineIds = ['packing', 'labour', 'transport', 'floors', 'vehicles', 'storage', 'insurance'] as const;
export type LineId = (typeof lineIds)[number];

/** A floor at one end of the move and whether a working lift serves it. */
export type Floor = { floor: number; lift: boolean };

/** One itemised line: its amount and the quantities it was worked out from. */
export type EstimateLine = Band &
  (
    | { id: 'packing'; grade: 'standard' | 'premium' }
    | { id: 'labour' }
    | { id: 'transport' }
    | { id: 'floors'; pickup: Floor; drop: Floor }
    | { id: 'vehicles'; cars: number; bikes: number }
    | { id: 'storage'; days: number }
    | { id: 'insurance'; declaredValue: number; percent: { min: number; max: number } }
  );

/**
 * A priced estimate: numbers and keys only, so it can travel as JSON with an enquiry; each language
 * words it (lib/shared/estimate/wording.ts).
 */
export type Estimate = {
  ok: true;
  /** The inputs it was priced from, as the estimate's query string (decodeEstimateQuery restores them). */
  query: string;
  /** Local (within one city or `localMaxKm`) or intercity. */
  kind: 'local' | 'intercity';
  /** Place key (content/estimate-places.ts) or `other` at each end. */
  from: string;
  to: string;
  /** Road distance in km used for the price (approximate when worked out from the map); 0 within one city. */
  km: number;
  /** Whether `km` was worked out from city centres rather than typed. */
  kmApproximate: boolean;
  /** The home size, or `items` with `itemCount` items. */
  size: HomeSizeId | 'items';
  /** Items counted (0 for a home size). */
  itemCount: number;
  /** Volume of the load, cubic feet. */
  cuFt: number;
  /** The vehicle the volume needs (content/estimate-rates.ts `vehicles`), and how many. */
  vehicle: { id: string; count: number };
  lines: EstimateLine[];
  /** Sum of the lines: the amount GST is charged on. */
  subtotal: Band;
  /** GST on the subtotal at the rate of the named band (content/estimate-rates.ts `gstBands`). */
  gst: Band & { ratePercent: number; band: string };
  /** What the visitor pays, GST included. */
  total: Band;
};

export type EstimateResult = Estimate | { ok: false; problems: EstimateProblem[] };

/**
 * The data the pricing reads: the rates, the places, and the road distances known for some routes
 * (`from|to` → km, content/estimate-roads.ts), which win over the distance between the centres.
 */
export type EstimateData = {
  rates: EstimateRates;
  places: readonly EstimatePlace[];
  roads?: Readonly<Record<string, number>>;
};

/** Longest road move priced, km (the last distance band's end). */
export function maxKm(rates: EstimateRates): number {
  return rates.distanceBands[rates.distanceBands.length - 1]!.upToKm;
}

/** Straight-line distance between two centres in km (haversine), times the road factor, to the nearest 10 km. */
export function roadKm(a: readonly [number, number], b: readonly [number, number], roadFactor: number): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLng = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLng / 2) ** 2;
  const straight = 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.max(10, Math.round((straight * roadFactor) / 10) * 10);
}

/** Km charged at the full per-km rate: each km inside a band counts at that band's factor. */
function chargedKm(km: number, rates: EstimateRates): number {
  let charged = 0;
  let start = 0;
  for (const band of rates.distanceBands) {
    charged += Math.max(0, Math.min(km, band.upToKm) - start) * band.factor;
    start = band.upToKm;
  }
  return charged;
}

const times = (b: { min: number; max: number }, n: number): Band => ({ low: b.min * n, high: b.max * n });
const scale = (b: Band, n: number): Band => ({ low: b.low * n, high: b.high * n });
const plus = (...bands: Band[]): Band => ({
  low: bands.reduce((s, b) => s + b.low, 0),
  high: bands.reduce((s, b) => s + b.high, 0),
});
const atLeast = (b: Band, floor: { min: number; max: number }): Band => ({
  low: Math.max(b.low, floor.min),
  high: Math.max(b.high, floor.max),
});
const NONE: Band = { low: 0, high: 0 };

/** Rounds outwards to a multiple of `step`: the cheaper end down, the dearer end up (a hair of float error ignored). */
function roundOut(b: Band, step: number): Band {
  return {
    low: Math.floor(b.low / step + 1e-9) * step,
    // `|| 0`: the ceiling of a hair below zero is -0, which would print as "-0".
    high: Math.ceil(b.high / step - 1e-9) * step || 0,
  };
}

const isWhole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** A count's problem: empty, negative, or not a whole number up to `max`; none when it is one. */
function countProblem(n: number | undefined, max: number): Omit<EstimateProblem, 'field'> | undefined {
  if (typeof n !== 'number' || Number.isNaN(n)) return { code: 'missing', max };
  if (n < 0) return { code: 'negative', max };
  return isWhole(n, 0, max) ? undefined : { code: 'notWhole', max };
}

/** The problems with the route and the load: unknown places, a typed distance out of range, no home size or items. */
function tripProblems(input: EstimateInput, { rates, places }: EstimateData): EstimateProblem[] {
  const problems: EstimateProblem[] = [];
  const known = (id: string) => id === OTHER_TOWN || places.some((p) => p.id === id);
  if (!known(input.from)) problems.push({ field: 'from', code: 'unknown' });
  if (!known(input.to)) problems.push({ field: 'to', code: 'unknown' });
  if (distanceIsTyped(input)) {
    const max = maxKm(rates);
    if (!Number.isFinite(input.km)) problems.push({ field: 'km', code: 'missing', max });
    else if (input.km < 1) problems.push({ field: 'km', code: 'tooShort', max });
    else if (input.km > max) problems.push({ field: 'km', code: 'tooLong', max });
  }
  if (input.size === 'items') {
    for (const item of rates.items) {
      const problem = countProblem(input.items[item.id], rates.fewItems.maxPerItem);
      if (problem) problems.push({ field: `items.${item.id}`, ...problem });
    }
    if (!problems.some((p) => p.field.startsWith('items.')) && rates.items.every((item) => input.items[item.id] === 0))
      problems.push({ field: 'items.fridge', code: 'noItems' });
  } else if (!rates.homeSizes.some((s) => s.id === input.size)) {
    problems.push({ field: 'size', code: 'unknown' });
  }
  return problems;
}

/** The problems with an input, each for the field it is about; none means it can be priced. */
function problemsWith(input: EstimateInput, data: EstimateData): EstimateProblem[] {
  const { rates } = data;
  const problems = tripProblems(input, data);
  const counts = [
    ['pickupFloor', rates.floors.maxFloor],
    ['dropFloor', rates.floors.maxFloor],
    ['cars', rates.car.max],
    ['bikes', rates.bike.max],
    ['storageDays', rates.storage.maxDays],
  ] as const;
  for (const [field, max] of counts) {
    const problem = countProblem(input[field], max);
    if (problem) problems.push({ field, ...problem });
  }
  const maxValue = rates.insurance.maxDeclaredValue;
  const value = input.declaredValue;
  if (!Number.isFinite(value)) problems.push({ field: 'declaredValue', code: 'missing', max: maxValue });
  else if (value < 0) problems.push({ field: 'declaredValue', code: 'negative', max: maxValue });
  else if (value > maxValue) problems.push({ field: 'declaredValue', code: 'tooMuch', max: maxValue });
  if (input.packing !== 'standard' && input.packing !== 'premium') problems.push({ field: 'packing', code: 'unknown' });
  if (input.date !== '' && !isRealDate(input.date)) problems.push({ field: 'date', code: 'notReal' });
  return problems;
}

/** The road distance of a move the input can price: typed, 0 within one place, a known road, or the map's. */
function distanceOf(input: EstimateInput, { rates, places, roads }: EstimateData): number {
  if (distanceIsTyped(input)) return Math.round(input.km);
  if (input.from === input.to) return 0;
  const centre = (id: string) => places.find((p) => p.id === id)!.centre;
  return roads?.[`${input.from}|${input.to}`] ?? roadKm(centre(input.from), centre(input.to), rates.roadFactor);
}

/** The load's volume and item count, and the smallest vehicle that holds it (several of the largest when none does). */
function loadOf(input: EstimateInput, rates: EstimateRates) {
  const home = rates.homeSizes.find((s) => s.id === input.size);
  const items = rates.items.filter((item) => input.items[item.id]! > 0);
  const itemCount = home ? 0 : items.reduce((n, item) => n + input.items[item.id]!, 0);
  const cuFt = home ? home.cuFt : items.reduce((v, item) => v + item.cuFt * input.items[item.id]!, 0);
  const biggest = rates.vehicles[rates.vehicles.length - 1]!;
  const fits = rates.vehicles.find((v) => v.capacityCuFt >= cuFt);
  const vehicle = fits ?? biggest;
  const count = fits ? 1 : Math.ceil(cuFt / biggest.capacityCuFt);
  return { home, itemCount, cuFt, vehicle, count };
}

type Load = ReturnType<typeof loadOf>;

/** Packing material and labour: the charges table's figures for a local move, per cubic foot intercity. */
function packingAndLabour(input: EstimateInput, rates: EstimateRates, local: boolean, { home, cuFt }: Load) {
  let packing: Band;
  let labour: Band;
  if (local && home) {
    packing = times(home.localPacking, 1);
    labour = times(home.localMoving, 1);
  } else if (local) {
    const extra = Math.max(0, cuFt - rates.fewItems.includedCuFt);
    packing = plus(times(rates.fewItems.localPacking, 1), times(rates.fewItems.extraPackingPerCuFt, extra));
    labour = plus(times(rates.fewItems.localMoving, 1), times(rates.fewItems.extraMovingPerCuFt, extra));
  } else {
    packing = atLeast(times(rates.intercity.packingPerCuFt, cuFt), rates.intercity.packingMinimum);
    labour = atLeast(times(rates.intercity.labourPerCuFt, cuFt), rates.intercity.labourMinimum);
  }
  if (input.packing === 'premium') packing = scale(packing, rates.premiumPackingFactor);
  return { packing, labour };
}

/** The seven lines, in order, each rounded outwards to `rates.roundTo`. */
function pricedLines(input: EstimateInput, rates: EstimateRates, km: number, load: Load): EstimateLine[] {
  const local = km <= rates.localMaxKm;
  const round = (b: Band) => roundOut(b, rates.roundTo);
  const { packing, labour } = packingAndLabour(input, rates, local, load);
  // A vehicle, a car or a bike on the road: its fixed charge plus its per-km rate for the charged km.
  const charged = chargedKm(local ? 0 : km, rates);
  const carriage = (rate: { fixed: { min: number; max: number }; perKm: { min: number; max: number } }, n: number) =>
    times({ min: rate.fixed.min + rate.perKm.min * charged, max: rate.fixed.max + rate.perKm.max * charged }, n);
  const per100 = load.cuFt / 100;
  const stairs = (input.pickupLift ? 0 : input.pickupFloor) + (input.dropLift ? 0 : input.dropFloor);
  const perFloor = atLeast(times(rates.floors.perFloorPer100CuFt, per100), rates.floors.perFloorMinimum);
  const perDay = atLeast(times(rates.storage.perDayPer100CuFt, per100), rates.storage.perDayMinimum);
  const percent = rates.insurance.percent;
  return [
    { id: 'packing', grade: input.packing, ...round(packing) },
    { id: 'labour', ...round(labour) },
    { id: 'transport', ...(local ? NONE : round(carriage(load.vehicle, load.count))) },
    {
      id: 'floors',
      pickup: { floor: input.pickupFloor, lift: input.pickupLift },
      drop: { floor: input.dropFloor, lift: input.dropLift },
      ...round(scale(perFloor, stairs)),
    },
    {
      id: 'vehicles',
      cars: input.cars,
      bikes: input.bikes,
      ...round(plus(carriage(rates.car, input.cars), carriage(rates.bike, input.bikes))),
    },
    { id: 'storage', days: input.storageDays, ...round(scale(perDay, input.storageDays)) },
    {
      id: 'insurance',
      declaredValue: input.declaredValue,
      percent: { min: percent.min, max: percent.max },
      ...round(times(percent, input.declaredValue / 100)),
    },
  ];
}

/**
 * Prices a move: a band (low–high) in rupees, itemised, with GST at the named rate on the sum of
 * the lines, every amount rounded outwards to `rates.roundTo`. A local move with standard packing,
 * no stairs and no add-ons repeats the charges table's figures exactly. Inputs that make no sense
 * (negative counts, 0 km between two places, 10,000 km, an empty field) give problems by field,
 * never a price of `NaN`. Numbers and keys only: lib/shared/estimate/wording.ts words the result.
 */
export function priceEstimate(input: EstimateInput, data: EstimateData): EstimateResult {
  const problems = problemsWith(input, data);
  if (problems.length > 0) return { ok: false, problems };
  const { rates } = data;
  const km = distanceOf(input, data);
  const load = loadOf(input, rates);
  const lines = pricedLines(input, rates, km, load);
  const subtotal = plus(...lines);
  const gstBand = rates.gstBands.find((b) => b.id === rates.appliedGst)!;
  const gst = roundOut(scale(subtotal, gstBand.ratePercent / 100), rates.roundTo);
  return {
    ok: true,
    query: encodeEstimateQuery(input),
    kind: km <= rates.localMaxKm ? 'local' : 'intercity',
    from: input.from,
    to: input.to,
    km,
    kmApproximate: !distanceIsTyped(input),
    size: load.home ? load.home.id : 'items',
    itemCount: load.itemCount,
    cuFt: load.cuFt,
    vehicle: { id: load.vehicle.id, count: load.count },
    lines,
    subtotal,
    gst: { ...gst, ratePercent: gstBand.ratePercent, band: gstBand.id },
    total: plus(subtotal, gst),
  };
}
