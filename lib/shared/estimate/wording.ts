/**
 * The instant estimate in words (docs/estimate.md#its-words): the pricing (./price.ts) gives numbers
 * and keys; this one function turns them into the lines, the line under the band, the one-line
 * summary and the problems' messages, from a language's dictionary words (content/ui-words.ts
 * `estimator`) and the names in its estimate data (places, home sizes, items, vehicles, GST bands).
 * Every language goes through the same code; only the words differ.
 */
import type { EstimatorWords } from '@/content/ui';
import { estimatorWordsEn } from '@/content/estimator-words';
import { formatCount, formatRupeeRange, formatRupees } from '@/lib/shared/format';
import { fill } from '@/lib/shared/i18n';
import { OTHER_TOWN } from './ids';
import type { Estimate, EstimateData, EstimateField, EstimateLine, EstimateProblem, Floor, LineId } from './price';

/** A line as a visitor reads it: what it is for, and how it was worked out or why it is nothing. */
export type WordedLine = { id: LineId | 'gst'; label: string; detail: string; low: number; high: number };

/** A priced estimate with its words; still plain JSON. */
export type WordedEstimate = Omit<Estimate, 'lines' | 'vehicle' | 'gst'> & {
  /** The load: "2 BHK", "3 items". */
  load: string;
  /** "Pune → Bengaluru", "within Pune". */
  route: string;
  /** The vehicle the volume needs, named. */
  vehicle: Estimate['vehicle'] & { label: string };
  /** The seven lines, worded. */
  lines: (EstimateLine & WordedLine)[];
  /** GST, with when its rate applies. */
  gst: Estimate['gst'] & { appliesTo: string };
  /** The GST line under the seven: its rate and when it applies. */
  gstLine: WordedLine;
  /** The line under the band: load, route, distance and GST. */
  described: string;
  /** One line for a chat message, the enquiry and the office: load, route, floors, extras and the band. */
  summary: string;
};

/** A problem with the message shown next to its field. */
export type WordedProblem = EstimateProblem & { message: string };

export type WordedResult = WordedEstimate | { ok: false; problems: WordedProblem[] };

type Counted = { one: string; other: string };

/** `{n}` in the form its number takes: "1 car", "2 cars". */
const counted = (words: Counted, n: number) => fill(n === 1 ? words.one : words.other, { n });

/** "3rd" by the dictionary's endings; the category follows the English rule (11th, 12th, 13th, 21st). */
function nth(w: EstimatorWords, n: number): string {
  const tens = n % 100;
  const key = tens >= 11 && tens <= 13 ? 'other' : ((['other', 'one', 'two', 'few'] as const)[n % 10] ?? 'other');
  return fill(w.ordinal[key], { n });
}

/** Everything the wording of one estimate needs. */
type Context = { e: Estimate; w: EstimatorWords; data: EstimateData; vehicle: string; km: string };

/** The name of a place key in this language ("another town" for a typed distance). */
const placeName = (id: string, { w, data }: Pick<Context, 'w' | 'data'>) =>
  id === OTHER_TOWN ? w.details.anotherTown : (data.places.find((p) => p.id === id)?.name ?? id);

/** A line's label and detail. */
function lineWords(line: EstimateLine, c: Context): { label: string; detail: string } {
  const { w, e } = c;
  const d = w.details;
  const local = e.kind === 'local';
  switch (line.id) {
    case 'packing':
      return { label: w.lines.packing, detail: line.grade === 'premium' ? d.premium : d.standard };
    case 'labour':
      return local
        ? { label: w.lines.labourLocal, detail: d.localMove }
        : { label: w.lines.labourIntercity, detail: fill(d.cuFt, { cuFt: formatCount(e.cuFt) }) };
    case 'transport':
      return {
        label: w.lines.transport,
        detail: local ? fill(d.inMovingCharges, { vehicle: c.vehicle }) : `${c.vehicle}, ${c.km}`,
      };
    case 'floors': {
      const stairs = [
        !line.pickup.lift && line.pickup.floor > 0 ? fill(d.floorPickup, { nth: nth(w, line.pickup.floor) }) : '',
        !line.drop.lift && line.drop.floor > 0 ? fill(d.floorDrop, { nth: nth(w, line.drop.floor) }) : '',
      ].filter(Boolean);
      return { label: w.lines.floors, detail: stairs.length ? stairs.join(', ') : d.noStairs };
    }
    case 'vehicles': {
      const carried = vehiclesCarried(line, w);
      return { label: w.lines.vehicles, detail: carried.length ? carried.join(', ') : d.none };
    }
    case 'storage':
      return { label: w.lines.storage, detail: line.days > 0 ? counted(d.days, line.days) : d.none };
    case 'insurance': {
      const { min, max } = line.percent;
      const percent = min === max ? min : `${min}–${max}`;
      return {
        label: w.lines.insurance,
        detail:
          line.declaredValue > 0 ? fill(d.insured, { percent, value: formatRupees(line.declaredValue) }) : d.notInsured,
      };
    }
  }
}

/** "1 car, 2 bikes": what the vehicles line carries. */
function vehiclesCarried(line: { cars: number; bikes: number }, w: EstimatorWords): string[] {
  return [
    line.cars > 0 ? counted(w.details.cars, line.cars) : '',
    line.bikes > 0 ? counted(w.details.bikes, line.bikes) : '',
  ].filter(Boolean);
}

/** The one-line summary: load, route and distance, then the floors, vehicles and packing, then the band. */
function summaryOf(c: Context, load: string, route: string): string {
  const { e, w } = c;
  const line = <I extends LineId>(id: I) => e.lines.find((l) => l.id === id) as Extract<EstimateLine, { id: I }>;
  const distance = fill(
    e.kind === 'local' ? (e.km > 0 ? w.summaryDistance.localKm : w.summaryDistance.local) : w.summaryDistance.km,
    { km: c.km },
  );
  const floor = (end: 'pickup' | 'drop', at: Floor) =>
    at.floor > 0 ? fill(w.summaryFloor[`${end}${at.lift ? 'Lift' : 'Stairs'}`], { nth: nth(w, at.floor) }) : '';
  const floors = line('floors');
  const trip = [
    fill(w.summaryTrip, { load, route, distance }),
    floor('pickup', floors.pickup),
    floor('drop', floors.drop),
    ...vehiclesCarried(line('vehicles'), w),
    line('packing').grade === 'premium' ? w.summaryPremium : '',
  ]
    .filter(Boolean)
    .join(', ');
  return fill(w.summary, {
    trip,
    band: formatRupeeRange({ min: e.total.low, max: e.total.high }),
    rate: e.gst.ratePercent,
  });
}

/** A priced estimate in a language's words, with its names from that language's estimate data. */
function wordedEstimate(e: Estimate, w: EstimatorWords, data: EstimateData): WordedEstimate {
  const vehicleLabel = data.rates.vehicles.find((v) => v.id === e.vehicle.id)!.label;
  const vehicle = e.vehicle.count === 1 ? vehicleLabel : `${e.vehicle.count} × ${vehicleLabel}`;
  const km = fill(e.kmApproximate ? w.about : w.kmExact, { km: formatCount(e.km) });
  const c: Context = { e, w, data, vehicle, km };
  const home = data.rates.homeSizes.find((s) => s.id === e.size);
  const load = home ? home.label : counted(w.details.items, e.itemCount);
  const route =
    e.from === e.to && e.from !== OTHER_TOWN
      ? fill(w.details.within, { place: placeName(e.from, c) })
      : `${placeName(e.from, c)} → ${placeName(e.to, c)}`;
  const distance = e.km > 0 ? `, ${km}${e.kmApproximate ? ` ${w.approximate}` : ''}` : '';
  const appliesTo = data.rates.gstBands.find((b) => b.id === e.gst.band)!.appliesTo;
  return {
    ...e,
    load,
    route,
    vehicle: { ...e.vehicle, label: vehicleLabel },
    lines: e.lines.map((line) => ({ ...line, ...lineWords(line, c) })),
    gst: { ...e.gst, appliesTo },
    gstLine: {
      id: 'gst',
      label: fill(w.gstLine, { rate: e.gst.ratePercent }),
      detail: appliesTo,
      low: e.gst.low,
      high: e.gst.high,
    },
    described: fill(w.described, {
      trip: `${load}, ${route}${distance}`,
      gst: fill(w.gstIncluded, { rate: e.gst.ratePercent }),
    }),
    summary: summaryOf(c, load, route),
  };
}

/** A problem's message, by its field and code; `max` as the field counts it. */
function problemMessage({ field, code, max = 0 }: EstimateProblem, w: EstimatorWords, data: EstimateData): string {
  const p = w.problems;
  if (code === 'noItems') return p.noItems;
  if (field.startsWith('items.')) {
    const item = data.rates.items.find((i) => `items.${i.id}` === field)?.label ?? field;
    return fill(p.item[code as keyof typeof p.item], { item, max });
  }
  if (field === 'km') return fill(p.km[code as keyof typeof p.km], { max: formatCount(max) });
  if (field === 'declaredValue') {
    return fill(p.declaredValue[code as keyof typeof p.declaredValue], { max: formatRupees(max) });
  }
  if (field in p.counted) {
    const what = p.counted[field as keyof typeof p.counted];
    return fill(p.count[code as keyof typeof p.count], { what, max });
  }
  return p[field as Exclude<EstimateField, `items.${string}`> & keyof typeof p] as string;
}

/**
 * The pricing's result in a language's words (`words`: that language's dictionary `estimator`;
 * `data`: its estimate data, whose names it uses): a worded estimate, or each problem with its message.
 */
export function wordEstimate(
  result: Estimate | { ok: false; problems: EstimateProblem[] },
  words: EstimatorWords,
  data: EstimateData,
): WordedResult {
  return result.ok
    ? wordedEstimate(result, words, data)
    : { ok: false, problems: result.problems.map((p) => ({ ...p, message: problemMessage(p, words, data) })) };
}

/** Problems in English, one after another: for a build step that stops on a move it cannot price. */
export const problemsInEnglish = (problems: readonly EstimateProblem[], data: EstimateData): string =>
  problems.map((p) => problemMessage(p, estimatorWordsEn, data)).join(' ');
