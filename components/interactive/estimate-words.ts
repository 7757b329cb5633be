import type { EstimatorWords } from '@/content/ui';
import { OTHER_TOWN } from '@/lib/estimate/ids';
import { type Estimate, type EstimateData, type EstimateInput, type EstimateLine, maxKm } from '@/lib/estimate/price';
import { formatCount, formatRupeeRange, formatRupees } from '@/lib/format';
import { fill } from '@/lib/i18n';

/**
 * The pricing's lines, problems and summary in another language than English
 * (docs/i18n.md#the-hindi-city-pages). The pricing (lib/estimate/price.ts) writes them in English
 * for the office and the CRM; a Hindi page's estimator words them again from its dictionary, by
 * line id and problem field, from the same figures. The place, size, item and vehicle names come
 * from the data the page hands the island (content/hi/estimate-data.ts).
 */

/** A line's label and detail in the page's words. */
export function wordedLine(
  line: EstimateLine,
  input: EstimateInput,
  result: Estimate,
  data: EstimateData,
  w: EstimatorWords,
) {
  const d = w.details;
  const pct = data.rates.insurance.percent;
  const local = result.kind === 'local';
  const vehicle =
    result.vehicle.count === 1 ? result.vehicle.label : `${result.vehicle.count} × ${result.vehicle.label}`;
  const km = result.kmApproximate
    ? fill(w.about, { km: formatCount(result.km) })
    : fill(w.kmExact, { km: formatCount(result.km) });
  switch (line.id) {
    case 'packing':
      return { label: w.lines.packing, detail: input.packing === 'premium' ? d.premium : d.standard };
    case 'labour':
      return local
        ? { label: w.lines.labourLocal, detail: d.localMove }
        : { label: w.lines.labourIntercity, detail: fill(d.cuFt, { cuFt: formatCount(result.cuFt) }) };
    case 'transport':
      return {
        label: w.lines.transport,
        detail: local ? fill(d.inMovingCharges, { vehicle }) : `${vehicle}, ${km}`,
      };
    case 'floors': {
      const stairs = [
        !input.pickupLift && input.pickupFloor > 0 ? fill(d.floorPickup, { n: input.pickupFloor }) : '',
        !input.dropLift && input.dropFloor > 0 ? fill(d.floorDrop, { n: input.dropFloor }) : '',
      ].filter(Boolean);
      return { label: w.lines.floors, detail: stairs.length ? stairs.join(', ') : d.noStairs };
    }
    case 'vehicles': {
      const carried = [
        input.cars > 0 ? fill(d.cars, { n: input.cars }) : '',
        input.bikes > 0 ? fill(d.bikes, { n: input.bikes }) : '',
      ].filter(Boolean);
      return { label: w.lines.vehicles, detail: carried.length ? carried.join(', ') : d.none };
    }
    case 'storage':
      return {
        label: w.lines.storage,
        detail: input.storageDays > 0 ? fill(d.days, { n: input.storageDays }) : d.none,
      };
    case 'insurance':
      return {
        label: w.lines.insurance,
        detail:
          input.declaredValue > 0
            ? fill(d.insured, {
                percent: pct.min === pct.max ? pct.min : `${pct.min}–${pct.max}`,
                value: formatRupees(input.declaredValue),
              })
            : d.notInsured,
      };
  }
}

/** The load and route in the page's words: "2 BHK", "लखनऊ → पुणे". */
export function wordedTrip(input: EstimateInput, result: Estimate, data: EstimateData, w: EstimatorWords) {
  const name = (id: string) =>
    id === OTHER_TOWN ? w.details.anotherTown : (data.places.find((p) => p.id === id)?.name ?? id);
  const home = data.rates.homeSizes.find((size) => size.id === input.size);
  const items = data.rates.items.reduce((n, item) => n + (input.items[item.id] ?? 0), 0);
  const route =
    input.from === input.to && input.from !== OTHER_TOWN
      ? fill(w.details.within, { place: name(input.from) })
      : `${name(input.from)} → ${name(input.to)}`;
  const load = home ? home.label : fill(w.details.items, { n: items });
  const distance =
    result.km > 0
      ? result.kmApproximate
        ? fill(w.about, { km: formatCount(result.km) })
        : fill(w.kmExact, { km: formatCount(result.km) })
      : w.details.localMove;
  return { load, route, distance };
}

/** The one-line summary a chat message or the enquiry's attachment shows, in the page's words. */
export function wordedSummary(input: EstimateInput, result: Estimate, data: EstimateData, w: EstimatorWords) {
  const { load, route, distance } = wordedTrip(input, result, data, w);
  return fill(w.summary, {
    load,
    route,
    distance,
    band: formatRupeeRange({ min: result.total.low, max: result.total.high }),
    rate: result.gst.ratePercent,
  });
}

/** A problem's message in the page's words, by the field it is about. */
export function wordedProblem(field: string, input: EstimateInput, data: EstimateData, w: EstimatorWords): string {
  const p = w.problems;
  const { rates } = data;
  if (field.startsWith('items.')) {
    const id = field.slice('items.'.length);
    const item = rates.items.find((i) => i.id === id);
    const none = rates.items.every((i) => input.items[i.id] === 0);
    return none ? p.noItems : fill(p.item, { item: item?.label ?? id, max: rates.fewItems.maxPerItem });
  }
  const max: Partial<Record<string, number | string>> = {
    km: formatCount(maxKm(rates)),
    pickupFloor: rates.floors.maxFloor,
    dropFloor: rates.floors.maxFloor,
    cars: rates.car.max,
    bikes: rates.bike.max,
    storageDays: rates.storage.maxDays,
    declaredValue: formatRupees(rates.insurance.maxDeclaredValue),
  };
  const template = (p as Record<string, string>)[field];
  return template ? fill(template, { max: max[field] ?? '' }) : field;
}
