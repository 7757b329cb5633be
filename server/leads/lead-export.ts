import { enquirySchema, reviewSchema } from '../../lib/lead-schemas';
import { toCsv } from './csv';
import { estimateCsvCells, estimateCsvColumns, homeSizeLabel } from './move-details';
import type { CallMark, Lead } from '../store/types';

/**
 * The leads as CSV, as `npm run leads -- export` writes them and the office inbox downloads them
 * (docs/office.md#csv): one row per lead, the payload's fields in form order, then any a later
 * version added; an enquiry's estimate as its band, GST rate, summary and link
 * (server/leads/move-details.ts), its home size as the form names it. Cells are made safe for
 * spreadsheets by server/leads/csv.ts.
 */

/** Payload columns in form order; fields a later version adds come after them. */
export const knownFields = [
  ...new Set([...Object.keys(enquirySchema.shape), ...Object.keys(reviewSchema.shape)]),
].filter((key) => key !== 'idempotencyKey' && key !== 'website');

export interface CsvOptions {
  /** The site's origin (SITE_URL) for the estimate links; null: the links are paths. */
  siteUrl: string | null;
  /** The office's call marks: two more columns say who called each lead back and when. */
  calls?: ReadonlyMap<string, CallMark>;
}

/** The CSV of `leads`, in the order given. */
export function leadsCsv(leads: readonly Lead[], { siteUrl, calls }: CsvOptions): string {
  const extra = [...new Set(leads.flatMap((l) => Object.keys(l.payload)))].filter((k) => !knownFields.includes(k));
  const fields = [...knownFields, ...extra];
  const header = [
    'id',
    'kind',
    'created_at',
    'status',
    'attempts',
    'last_error',
    'delivered_at',
    ...fields.flatMap((f) => (f === 'estimate' ? estimateCsvColumns : [f])),
    ...(calls ? ['called_by', 'called_at'] : []),
  ];
  const cells = (payload: Lead['payload'], field: string): unknown[] => {
    if (field === 'estimate') return estimateCsvCells(payload.estimate, siteUrl);
    if (field === 'homeSize' && payload.homeSize !== undefined) return [homeSizeLabel(payload.homeSize)];
    return [payload[field]];
  };
  const rows = leads.map((l) => [
    l.id,
    l.kind,
    l.createdAt,
    l.delivery.status,
    l.delivery.attempts,
    l.delivery.lastError,
    l.delivery.deliveredAt,
    ...fields.flatMap((f) => cells(l.payload, f)),
    ...(calls ? [calls.get(l.id)?.by, calls.get(l.id)?.at] : []),
  ]);
  return toCsv(header, rows);
}
