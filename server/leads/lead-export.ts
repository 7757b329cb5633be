import { setImmediate as nextTurn } from 'node:timers/promises';
import { company } from '../../content/company';
import { enquirySchema, reviewSchema } from '../../lib/shared/lead-schemas';
import { officeMinutesBetween, parseOfficeHours } from '../../lib/shared/office-hours';
import { parsePhone } from '../../lib/shared/phone';
import type { LeadWork } from '../store/desk-types';
import { csvLine } from './csv';
import { estimateCsvCells, estimateCsvColumns, homeSizeLabel } from './move-details';
import type { CallMark, Lead, LeadFilter, LeadStore } from '../store/types';

/**
 * The leads as CSV, as `npm run leads -- export` writes them and the office inbox downloads them
 * (docs/office.md#csv): one row per lead, the payload's fields in form order, then any a later
 * version added; an enquiry's estimate as its band, GST rate, summary and link
 * (server/leads/move-details.ts), its home size as the form names it, its phone in one form
 * (E.164); times on the office's clock; then the office's work on it (the call, where it stands,
 * the outcome). Cells are made safe for spreadsheets by server/leads/csv.ts.
 */

/** Payload columns in form order; fields a later version adds come after them. */
export const knownFields = [
  ...new Set([...Object.keys(enquirySchema.shape), ...Object.keys(reviewSchema.shape)]),
].filter((key) => key !== 'idempotencyKey' && key !== 'website');

const officeHours = parseOfficeHours(company.hours);

/** Short names a spreadsheet user knows for the zones an office is likely to be in. */
const zoneLabels: Record<string, string> = {
  'Asia/Kolkata': 'ist',
  'Asia/Calcutta': 'ist',
  UTC: 'utc',
  'Etc/UTC': 'utc',
};

/**
 * A time column's name saying its zone: `received_ist` in India; another zone by its name,
 * `received (Europe/London)`, since short names such as BST change with the season.
 */
export function zoneColumn(name: string, timeZone: string): string {
  const label = zoneLabels[timeZone];
  return label ? `${name}_${label}` : `${name} (${timeZone})`;
}

/**
 * An ISO time as a spreadsheet reads a date and time, on the office's clock: `2026-11-28 16:12`
 * (to the minute: the office works in minutes, and the id tells leads of one minute apart).
 */
export function officeClock(timeZone: string): (iso: string | null | undefined) => string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (iso) => {
    if (!iso) return '';
    const at = new Date(iso);
    if (Number.isNaN(at.getTime())) return iso;
    const part = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
    return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
  };
}

/** One clock per zone, kept: making a formatter costs more than writing a row. */
const clocks = new Map<string, ReturnType<typeof officeClock>>();
function clockOf(timeZone: string) {
  let clock = clocks.get(timeZone);
  if (!clock) clocks.set(timeZone, (clock = officeClock(timeZone)));
  return clock;
}

/** A typed phone number in E.164 (`+919820012345`); one the rule cannot read stays as typed. */
export const exportedPhone = (value: unknown) =>
  typeof value === 'string' ? (parsePhone(value)?.e164 ?? value) : value;

/** Minutes the office was open between a lead's arrival and its first call, whole. */
export const firstCallMinutes = (createdAt: string, calledAt: string) =>
  Math.round(officeMinutesBetween(officeHours, new Date(createdAt), new Date(calledAt)));

interface CsvOptions {
  /** The site's origin (SITE_URL) for the estimate links; null: the links are paths. */
  siteUrl: string | null;
  /** The office's time zone (OFFICE_TIME_ZONE): the times' clock and their columns' names. */
  timeZone: string;
  /** The office's call marks and work records of the leads written. */
  calls: ReadonlyMap<string, CallMark>;
  work: ReadonlyMap<string, LeadWork>;
}

/** The office's columns after the payload's. */
const workColumns = ['status', 'taken_by', 'attempts', 'lost_reason', 'quote_amount', 'moving_on'];

/** The header row for the payload `fields` (known ones first, then the extra). */
export function header(fields: readonly string[], timeZone: string): string[] {
  return [
    'id',
    'kind',
    zoneColumn('received', timeZone),
    'delivery_status',
    'delivery_attempts',
    'last_error',
    zoneColumn('delivered', timeZone),
    ...fields.flatMap((f) => (f === 'estimate' ? estimateCsvColumns : [f])),
    'called_by',
    zoneColumn('called', timeZone),
    'first_call_minutes',
    ...workColumns,
  ];
}

/** The office's cells of one lead: its call, and where it stands (an enquiry nobody worked is `new`). */
function officeCells(
  lead: Lead,
  call: CallMark | undefined,
  work: LeadWork | undefined,
  clock: (iso: string) => string,
) {
  return [
    call?.by,
    call ? clock(call.at) : '',
    call ? firstCallMinutes(lead.createdAt, call.at) : '',
    work?.status ?? (lead.kind === 'enquiry' ? 'new' : ''),
    work?.takenBy,
    work?.attempts,
    work?.lostReason,
    work?.quoteAmount,
    work?.movingOn,
  ];
}

/** One lead's cells under `header(fields)`. */
export function row(lead: Lead, fields: readonly string[], { siteUrl, timeZone, calls, work }: CsvOptions): unknown[] {
  const clock = clockOf(timeZone);
  const cells = (payload: Lead['payload'], field: string): unknown[] => {
    if (field === 'estimate') return estimateCsvCells(payload.estimate, siteUrl);
    if (field === 'homeSize' && payload.homeSize !== undefined) return [homeSizeLabel(payload.homeSize)];
    if (field === 'phone') return [exportedPhone(payload.phone)];
    return [payload[field]];
  };
  return [
    lead.id,
    lead.kind,
    clock(lead.createdAt),
    lead.delivery.status,
    lead.delivery.attempts,
    lead.delivery.lastError,
    clock(lead.delivery.deliveredAt),
    ...fields.flatMap((f) => cells(lead.payload, f)),
    ...officeCells(lead, calls.get(lead.id), work.get(lead.id), clock),
  ];
}

/** Leads read from the store at a time by `leadsCsvChunks`… */
export const csvBatchSize = 500;
/** …and written out between two turns of the event loop. */
const csvSliceSize = 100;

/**
 * The CSV of the leads `filter` covers, oldest first, as a text a slice of leads at a time: the
 * header, then the rows, read from the store a batch at a time (with the batch's call marks and
 * work records) only when the reader asks for more (a stream's backpressure), letting other
 * requests in between slices.
 */
export async function* leadsCsvChunks(
  store: LeadStore,
  filter: LeadFilter,
  { siteUrl, timeZone }: { siteUrl: string | null; timeZone: string },
): AsyncGenerator<string> {
  const fields = [...knownFields, ...(await store.payloadFields(filter, knownFields))];
  yield csvLine(header(fields, timeZone));
  for await (const batch of store.leadBatches(filter, csvBatchSize)) {
    const ids = batch.map((lead) => lead.id);
    const options = { siteUrl, timeZone, calls: await store.calls({ ids }), work: await store.desk.work(ids) };
    // A slice of the batch per turn of the event loop: a page or a lead waits a few ms at most.
    for (let start = 0; start < batch.length; start += csvSliceSize) {
      const slice = batch.slice(start, start + csvSliceSize);
      yield slice.map((lead) => csvLine(row(lead, fields, options))).join('');
      await nextTurn();
    }
  }
}
