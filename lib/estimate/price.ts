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
import { formatCount, formatRupeeRange, formatRupees } from '@/lib/format';
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

/** Something the visitor must fix before there is a price, in words. */
export type EstimateProblem = { field: EstimateField; message: string };

/** A band of rupees: the cheaper and the dearer end, rounded outwards. */
export type Band = { low: number; high: number };

/** The lines of every estimate, always all of them and in this order (0–0 when not needed). */
export const lineIds = ['packing', 'labour', 'transport', 'floors', 'vehicles', 'storage', 'insurance'] as const;
export type LineId = (typeof lineIds)[number];

/** One itemised line. */
export type EstimateLine = Band & {
  id: LineId;
  /** What the line is for. */
  label: string;
  /** How it was worked out, or why it is nothing. */
  detail: string;
};

/** A priced estimate: plain data, so it can travel as JSON with an enquiry. */
export type Estimate = {
  ok: true;
  /** The inputs it was priced from, as the estimate's query string (decodeEstimateQuery restores them). */
  query: string;
  /** Local (within one city or `localMaxKm`) or intercity. */
  kind: 'local' | 'intercity';
  /** "Pune → Bengaluru". */
  route: string;
  /** Road distance in km used for the price (approximate when worked out from the map); 0 within one city. */
  km: number;
  /** Whether `km` was worked out from city centres rather than typed. */
  kmApproximate: boolean;
  /** "2 BHK" or "3 items". */
  load: string;
  /** Volume of the load, cubic feet. */
  cuFt: number;
  /** The vehicle the volume needs. */
  vehicle: { label: string; count: number };
  lines: EstimateLine[];
  /** Sum of the lines: the amount GST is charged on. */
  subtotal: Band;
  /** GST on the subtotal at the named rate. */
  gst: Band & { ratePercent: number; appliesTo: string };
  /** What the visitor pays, GST included. */
  total: Band;
  /** One line for a chat message or a CRM note: load, route, floors and the band. */
  summary: string;
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

/** "1st", "2nd", "3rd", "11th", "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const isWhole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** The problems with an input, each in words next to the field it is about; none means it can be priced. */
function problemsWith(input: EstimateInput, { rates, places }: EstimateData): EstimateProblem[] {
  const problems: EstimateProblem[] = [];
  const say = (field: EstimateField, message: string) => problems.push({ field, message });
  const known = (id: string) => id === OTHER_TOWN || places.some((p) => p.id === id);
  if (!known(input.from)) say('from', 'Choose the city you are moving from.');
  if (!known(input.to)) say('to', 'Choose the city you are moving to.');
  if (distanceIsTyped(input)) {
    const longest = maxKm(rates);
    if (!Number.isFinite(input.km)) say('km', 'Type the road distance in km.');
    else if (input.km < 1)
      say('km', 'A move between two different places is at least 1 km: type the road distance in km.');
    else if (input.km > longest)
      say('km', `No road move within India is longer than about ${formatCount(longest)} km: check the distance.`);
  }
  if (input.size === 'items') {
    const max = rates.fewItems.maxPerItem;
    for (const item of rates.items) {
      const n = input.items[item.id];
      if (typeof n !== 'number' || Number.isNaN(n))
        say(`items.${item.id}`, `${item.label}: type how many (0 if none).`);
      else if (n < 0) say(`items.${item.id}`, `${item.label}: the count cannot be negative.`);
      else if (!isWhole(n, 0, max))
        say(`items.${item.id}`, `${item.label}: type a whole number from 0 to ${max}, or choose a home size.`);
    }
    if (!problems.some((p) => p.field.startsWith('items.')) && rates.items.every((item) => input.items[item.id] === 0))
      say('items.fridge', 'Add at least one item, or choose your home size.');
  } else if (!rates.homeSizes.some((s) => s.id === input.size)) {
    say('size', 'Choose your home size, or "A few items".');
  }
  const whole = (field: EstimateField, n: number, max: number, what: string) => {
    if (Number.isNaN(n)) say(field, `${what}: type a number (0 if none).`);
    else if (n < 0) say(field, `${what}: the number cannot be negative.`);
    else if (!isWhole(n, 0, max)) say(field, `${what}: type a whole number from 0 to ${max}.`);
  };
  whole('pickupFloor', input.pickupFloor, rates.floors.maxFloor, 'Floor at pickup (0 is the ground floor)');
  whole('dropFloor', input.dropFloor, rates.floors.maxFloor, 'Floor at drop (0 is the ground floor)');
  whole('cars', input.cars, rates.car.max, 'Cars');
  whole('bikes', input.bikes, rates.bike.max, 'Bikes');
  whole('storageDays', input.storageDays, rates.storage.maxDays, 'Storage days');
  const maxValue = rates.insurance.maxDeclaredValue;
  if (!Number.isFinite(input.declaredValue))
    say('declaredValue', 'Declared value: type an amount in rupees (0 if none).');
  else if (input.declaredValue < 0) say('declaredValue', 'Declared value: the amount cannot be negative.');
  else if (input.declaredValue > maxValue)
    say('declaredValue', `Declared value: up to ${formatRupees(maxValue)} here; above that the insurer quotes.`);
  if (input.packing !== 'standard' && input.packing !== 'premium')
    say('packing', 'Choose standard or premium packing.');
  if (input.date !== '' && !isRealDate(input.date)) say('date', 'Moving date: choose a real date, or leave it empty.');
  return problems;
}

/**
 * Prices a move: a band (low–high) in rupees, itemised, with GST at the named rate on the sum of
 * the lines, every amount rounded outwards to `rates.roundTo`. A local move with standard packing,
 * no stairs and no add-ons repeats the charges table's figures exactly. Inputs that make no sense
 * (negative counts, 0 km between two places, 10,000 km, an empty field) give problems in words,
 * never a price of `NaN`.
 */
export function priceEstimate(input: EstimateInput, data: EstimateData): EstimateResult {
  const problems = problemsWith(input, data);
  if (problems.length > 0) return { ok: false, problems };
  const { rates, places } = data;
  const round = (b: Band) => roundOut(b, rates.roundTo);

  const typed = distanceIsTyped(input);
  const place = (id: string) => places.find((p) => p.id === id);
  const from = place(input.from);
  const to = place(input.to);
  const km = typed
    ? Math.round(input.km)
    : input.from === input.to
      ? 0
      : (data.roads?.[`${input.from}|${input.to}`] ?? roadKm(from!.centre, to!.centre, rates.roadFactor));
  const local = km <= rates.localMaxKm;
  const intercityKm = local ? 0 : km;

  const home = rates.homeSizes.find((s) => s.id === input.size);
  const items = rates.items.filter((item) => input.items[item.id]! > 0);
  const itemCount = items.reduce((n, item) => n + input.items[item.id]!, 0);
  const cuFt = home ? home.cuFt : items.reduce((v, item) => v + item.cuFt * input.items[item.id]!, 0);
  const per100 = cuFt / 100;

  const biggest = rates.vehicles[rates.vehicles.length - 1]!;
  const fits = rates.vehicles.find((v) => v.capacityCuFt >= cuFt);
  const vehicle = fits ?? biggest;
  const vehicleCount = fits ? 1 : Math.ceil(cuFt / biggest.capacityCuFt);
  const vehicleLabel = vehicleCount === 1 ? vehicle.label : `${vehicleCount} × ${vehicle.label}`;

  // Packing material and labour: the charges table's figures for a local move, per cubic foot intercity.
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

  // A vehicle, a car or a bike on the road: its fixed charge plus its per-km rate for the charged km.
  const charged = chargedKm(intercityKm, rates);
  const carriage = (rate: { fixed: { min: number; max: number }; perKm: { min: number; max: number } }, n: number) =>
    times({ min: rate.fixed.min + rate.perKm.min * charged, max: rate.fixed.max + rate.perKm.max * charged }, n);
  const transport = local ? NONE : carriage(vehicle, vehicleCount);

  const stairs = (input.pickupLift ? 0 : input.pickupFloor) + (input.dropLift ? 0 : input.dropFloor);
  const perFloor = atLeast(times(rates.floors.perFloorPer100CuFt, per100), rates.floors.perFloorMinimum);
  const floors = scale(perFloor, stairs);

  const vehicles = plus(carriage(rates.car, input.cars), carriage(rates.bike, input.bikes));

  const perDay = atLeast(times(rates.storage.perDayPer100CuFt, per100), rates.storage.perDayMinimum);
  const storage = scale(perDay, input.storageDays);

  const insurance = times(rates.insurance.percent, input.declaredValue / 100);

  const stairsDetail = [
    !input.pickupLift && input.pickupFloor > 0 ? `${ordinal(input.pickupFloor)} floor at pickup` : '',
    !input.dropLift && input.dropFloor > 0 ? `${ordinal(input.dropFloor)} floor at drop` : '',
  ].filter(Boolean);
  const carried = [
    input.cars > 0 ? plural(input.cars, 'car') : '',
    input.bikes > 0 ? plural(input.bikes, 'bike') : '',
  ].filter(Boolean);
  const pct = rates.insurance.percent;
  const lines: EstimateLine[] = [
    {
      id: 'packing',
      label: 'Packing material',
      detail: input.packing === 'premium' ? 'Premium packing' : 'Standard packing',
      ...round(packing),
    },
    local
      ? {
          id: 'labour',
          label: 'Moving charges: loading, unloading and local transport',
          detail: 'Local move',
          ...round(labour),
        }
      : {
          id: 'labour',
          label: 'Packing, loading and unloading labour',
          detail: `About ${formatCount(cuFt)} cu ft of goods`,
          ...round(labour),
        },
    local
      ? { id: 'transport', label: 'Transport', detail: `In the moving charges (${vehicleLabel})`, ...NONE }
      : {
          id: 'transport',
          label: 'Transport',
          detail: `${vehicleLabel}, ${typed ? '' : 'about '}${formatCount(km)} km`,
          ...round(transport),
        },
    {
      id: 'floors',
      label: 'Stairs without a lift',
      detail: stairsDetail.length ? stairsDetail.join(', ') : 'None: ground floor or a lift at both ends',
      ...round(floors),
    },
    {
      id: 'vehicles',
      label: 'Car and bike carriage',
      detail: carried.length ? carried.join(', ') : 'None',
      ...round(vehicles),
    },
    {
      id: 'storage',
      label: 'Storage',
      detail: input.storageDays > 0 ? plural(input.storageDays, 'day') : 'None',
      ...round(storage),
    },
    {
      id: 'insurance',
      label: 'Transit insurance',
      detail:
        input.declaredValue > 0
          ? `${pct.min === pct.max ? pct.min : `${pct.min}–${pct.max}`}% of ${formatRupees(input.declaredValue)} declared`
          : 'None: no value declared',
      ...round(insurance),
    },
  ];

  const subtotal = plus(...lines);
  const gstBand = rates.gstBands.find((b) => b.id === rates.appliedGst)!;
  const gst = round(scale(subtotal, gstBand.ratePercent / 100));
  const total = plus(subtotal, gst);

  const name = (id: string, p: EstimatePlace | undefined) => (id === OTHER_TOWN ? 'another town' : p!.name);
  const route =
    input.from === input.to && input.from !== OTHER_TOWN
      ? `within ${name(input.from, from)}`
      : `${name(input.from, from)} → ${name(input.to, to)}`;
  const load = home ? home.label : plural(itemCount, 'item');
  const stairsSummary = [
    input.pickupFloor > 0 ? `pickup ${ordinal(input.pickupFloor)} floor ${input.pickupLift ? 'with' : 'no'} lift` : '',
    input.dropFloor > 0 ? `drop ${ordinal(input.dropFloor)} floor ${input.dropLift ? 'with' : 'no'} lift` : '',
  ].filter(Boolean);
  const summary = [
    `${load}, ${route} (${local ? 'local move' : ''}${local && km > 0 ? ', ' : ''}${km > 0 ? `${typed ? '' : 'about '}${formatCount(km)} km` : ''})`,
    ...stairsSummary,
    ...carried,
    input.packing === 'premium' ? 'premium packing' : '',
  ]
    .filter(Boolean)
    .join(', ')
    .concat(
      `: ${formatRupeeRange({ min: total.low, max: total.high })} incl. GST ${gstBand.ratePercent}% (indicative)`,
    );

  return {
    ok: true,
    query: encodeEstimateQuery(input),
    kind: local ? 'local' : 'intercity',
    route,
    km,
    kmApproximate: !typed,
    load,
    cuFt,
    vehicle: { label: vehicle.label, count: vehicleCount },
    lines,
    subtotal,
    gst: { ...gst, ratePercent: gstBand.ratePercent, appliesTo: gstBand.appliesTo },
    total,
    summary,
  };
}
