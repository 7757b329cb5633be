/**
 * The moving date's one check, shared by the estimate's pricing (./price.ts) and the enquiry
 * schema (lib/shared/lead-schemas.ts), so both accept the same days. Plain code: no schema library.
 */

/** Whether `date` is a real calendar date written YYYY-MM-DD. */
export function isRealDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}
