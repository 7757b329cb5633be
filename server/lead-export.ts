import { enquirySchema, reviewSchema } from '../lib/lead-schemas';
import { toCsv } from './csv';
import type { Lead } from './store/types';

/**
 * The leads as CSV, as `npm run leads -- export` writes them and the office inbox downloads them
 * (docs/office.md): one row per lead, the payload's fields in form order, then any a later
 * version added. Cells are made safe for spreadsheets by server/csv.ts.
 */

/** Payload columns in form order; fields a later version adds come after them. */
export const knownFields = [
  ...new Set([...Object.keys(enquirySchema.shape), ...Object.keys(reviewSchema.shape)]),
].filter((key) => key !== 'idempotencyKey' && key !== 'website');

/** The CSV of `leads` in the order given; with `calls`, two more columns say who called each back and when. */
export function leadsCsv(leads: readonly Lead[], calls?: ReadonlyMap<string, { by: string; at: string }>): string {
  const extra = [...new Set(leads.flatMap((l) => Object.keys(l.payload)))].filter((k) => !knownFields.includes(k));
  const fields = [...knownFields, ...extra];
  const header = ['id', 'kind', 'created_at', 'status', 'attempts', 'last_error', 'delivered_at', ...fields];
  if (calls) header.push('called_by', 'called_at');
  const rows = leads.map((l) => [
    l.id,
    l.kind,
    l.createdAt,
    l.delivery.status,
    l.delivery.attempts,
    l.delivery.lastError,
    l.delivery.deliveredAt,
    ...fields.map((f) => l.payload[f]),
    ...(calls ? [calls.get(l.id)?.by, calls.get(l.id)?.at] : []),
  ]);
  return toCsv(header, rows);
}
