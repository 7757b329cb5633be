/**
 * An estimate's inputs in the page's address (docs/estimate.md#the-estimate-is-a-link), so a
 * reload, the back button and a shared link restore it. One pair: `encodeEstimateQuery` writes
 * the query string, `decodeEstimateQuery` reads it back. Decoding never refuses: a value that
 * makes no sense is kept as it is, and the pricing names the problem.
 */
import { distanceIsTyped, itemIds, type ItemId } from './ids';
import type { EstimateInput } from './price';
import { fieldKeys } from './query-keys';

export { carriesEstimate, estimateQueryKeys } from './query-keys';

/** A fresh estimate: nothing chosen but a 2 BHK home, ground floors, standard packing. */
export const blankEstimateInput: EstimateInput = {
  from: '',
  to: '',
  km: Number.NaN,
  size: '2bhk',
  items: Object.fromEntries(itemIds.map((id) => [id, 0])) as Record<ItemId, number>,
  pickupFloor: 0,
  pickupLift: false,
  dropFloor: 0,
  dropLift: false,
  packing: 'standard',
  cars: 0,
  bikes: 0,
  storageDays: 0,
  declaredValue: 0,
  date: '',
};

/**
 * The query string (without `?`) for an estimate's inputs, e.g.
 * `from=pune&to=bengaluru&size=2bhk&pf=3`. Fields at their blank value are left out; the typed
 * distance only when an end is another town; the item counts only for "a few items".
 */
export function encodeEstimateQuery(input: EstimateInput): string {
  const q = new URLSearchParams();
  if (input.from) q.set('from', input.from);
  if (input.to) q.set('to', input.to);
  if (distanceIsTyped(input) && !Number.isNaN(input.km)) q.set('km', String(input.km));
  q.set('size', input.size);
  if (input.size === 'items') for (const id of itemIds) if (input.items[id] !== 0) q.set(id, String(input.items[id]));
  for (const [field, key] of fieldKeys) {
    const value = input[field];
    if (value === true) q.set(key, '1');
    else if (value !== false && value !== 0) q.set(key, String(value));
  }
  if (input.packing !== 'standard') q.set('pack', input.packing);
  if (input.date) q.set('date', input.date);
  return q.toString();
}

/** A number from the address: absent is `fallback`, anything not a number is `NaN` (the pricing says why). */
function numberParam(q: URLSearchParams, key: string, fallback: number): number {
  const raw = q.get(key);
  if (raw === null) return fallback;
  return raw.trim() === '' ? Number.NaN : Number(raw);
}

/** The inputs in a query string (with or without `?`); what is absent takes its blank value. */
export function decodeEstimateQuery(search: string): EstimateInput {
  const q = new URLSearchParams(search);
  const items = { ...blankEstimateInput.items };
  for (const id of itemIds) items[id] = numberParam(q, id, 0);
  const input: EstimateInput = {
    ...blankEstimateInput,
    from: q.get('from') ?? '',
    to: q.get('to') ?? '',
    km: numberParam(q, 'km', Number.NaN),
    size: q.get('size') ?? blankEstimateInput.size,
    items: q.get('size') === 'items' ? items : blankEstimateInput.items,
    packing: (q.get('pack') ?? 'standard') as EstimateInput['packing'],
    date: q.get('date') ?? '',
  };
  for (const [field, key] of fieldKeys) {
    if (field === 'pickupLift' || field === 'dropLift') input[field] = q.get(key) === '1';
    else input[field] = numberParam(q, key, 0);
  }
  return input;
}
