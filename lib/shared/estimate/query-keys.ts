/**
 * The keys an estimate writes in the page's address (docs/estimate.md#the-estimate-is-a-link),
 * apart from the codec (lib/shared/estimate/query.ts): the enquiry dialog, on every page, tells an
 * address that restores an estimate without carrying the codec.
 */
import { itemIds } from './ids';

/**
 * Short keys of the number fields and the yes/no fields in the address, in the order it writes
 * them: a number at 0 and a "no" are left out, a "yes" is `1`.
 */
export const fieldKeys = [
  ['pickupFloor', 'pf'],
  ['pickupLift', 'pl'],
  ['dropFloor', 'df'],
  ['dropLift', 'dl'],
  ['cars', 'car'],
  ['bikes', 'bike'],
  ['storageDays', 'store'],
  ['declaredValue', 'value'],
] as const;

/** Every key the estimate writes in the address, so a page can replace its own and keep the rest. */
export const estimateQueryKeys: readonly string[] = [
  'from',
  'to',
  'km',
  'size',
  ...itemIds,
  ...fieldKeys.map(([, key]) => key),
  'pack',
  'date',
];

/** Whether a query string (with or without `?`) holds an estimate: any key the estimate writes. */
export function carriesEstimate(search: string): boolean {
  const q = new URLSearchParams(search);
  return estimateQueryKeys.some((key) => q.has(key));
}
