import { setImmediate as nextTurn } from 'node:timers/promises';
import { enquirySchema, reviewSchema } from '../../lib/shared/lead-schemas';
import { csvLine } from './csv';
import { estimateCsvCells, estimateCsvColumns, homeSizeLabel } from './move-details';
import type { CallMark, Lead, LeadFilter, LeadStore } from '../store/types';

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

interface CsvOptions {
  /** The site's origin (SITE_URL) for the estimate links; null: the links are paths. */
  siteUrl: string | null;
  /** The office's call marks: two more columns say who called each lead back and when. */
  calls?: ReadonlyMap<string, CallMark>;
}

/** The header row for the payload `fields` (known ones first, then the extra). */
export function header(fields: readonly string[], withCalls: boolean): string[] {
  return [
    'id',
    'kind',
    'created_at',
    'status',
    'attempts',
    'last_error',
    'delivered_at',
    ...fields.flatMap((f) => (f === 'estimate' ? estimateCsvColumns : [f])),
    ...(withCalls ? ['called_by', 'called_at'] : []),
  ];
}

/** One lead's cells under `header(fields)`. */
export function row(lead: Lead, fields: readonly string[], { siteUrl, calls }: CsvOptions): unknown[] {
  const cells = (payload: Lead['payload'], field: string): unknown[] => {
    if (field === 'estimate') return estimateCsvCells(payload.estimate, siteUrl);
    if (field === 'homeSize' && payload.homeSize !== undefined) return [homeSizeLabel(payload.homeSize)];
    return [payload[field]];
  };
  return [
    lead.id,
    lead.kind,
    lead.createdAt,
    lead.delivery.status,
    lead.delivery.attempts,
    lead.delivery.lastError,
    lead.delivery.deliveredAt,
    ...fields.flatMap((f) => cells(lead.payload, f)),
    ...(calls ? [calls.get(lead.id)?.by, calls.get(lead.id)?.at] : []),
  ];
}

/** Leads read from the store at a time by `leadsCsvChunks`… */
export const csvBatchSize = 500;
/** …and written out between two turns of the event loop. */
const csvSliceSize = 100;

/**
 * The CSV of the leads `filter` covers, oldest first, as a text a slice of leads at a time: the
 * header, then the rows, read from the store a batch at a time only when the reader asks for
 * more (a stream's backpressure), letting other requests in between slices. With `withCalls`, the
 * office's call marks as two more columns. The same text, byte for byte, as the whole file of
 * the same leads once was.
 */
export async function* leadsCsvChunks(
  store: LeadStore,
  filter: LeadFilter,
  { siteUrl, withCalls = false }: { siteUrl: string | null; withCalls?: boolean },
): AsyncGenerator<string> {
  const fields = [...knownFields, ...(await store.payloadFields(filter, knownFields))];
  yield csvLine(header(fields, withCalls));
  for await (const batch of store.leadBatches(filter, csvBatchSize)) {
    const calls = withCalls ? await store.calls({ ids: batch.map((lead) => lead.id) }) : undefined;
    // A slice of the batch per turn of the event loop: a page or a lead waits a few ms at most.
    for (let start = 0; start < batch.length; start += csvSliceSize) {
      const slice = batch.slice(start, start + csvSliceSize);
      yield slice.map((lead) => csvLine(row(lead, fields, { siteUrl, ...(calls ? { calls } : {}) }))).join('');
      await nextTurn();
    }
  }
}
