import { leadReference as shortId, shortIdLength } from '../../lib/shared/lead-reference';
import { months, moveSummary } from './move-details';
import { isHindi } from './lead-language';
import type { Lead } from '../store/types';

/**
 * The rows of `npm run leads -- list`: one line per lead, fitted to the terminal's width, for the
 * office deciding whom to call back. Pure functions of the lead, the time and the width, so the
 * tests can pin the format down.
 */

/** Phone column width when the caller has not measured the list's numbers (`+91 98765 43210`). */
const defaultPhoneWidth = 15;

/**
 * The tail of a lead id as the list shows it: the visitor's reference (lib/shared/lead-reference.ts);
 * `retry` accepts it in place of the full id.
 */
export { shortId };

const two = (n: number) => String(n).padStart(2, '0');

/** Local date and time, `23 Nov 21:14`; a date of another year than `now` as `23 Nov 2025`. */
function localTime(at: Date, now: Date): string {
  const day = `${at.getDate()} ${months[at.getMonth()]}`;
  return at.getFullYear() === now.getFullYear()
    ? `${day} ${two(at.getHours())}:${two(at.getMinutes())}`
    : `${day} ${at.getFullYear()}`;
}

/** Local date and time with the year, `23 Nov 2026 21:14`. */
export function localDateTime(at: Date): string {
  return `${at.getDate()} ${months[at.getMonth()]} ${at.getFullYear()} ${two(at.getHours())}:${two(at.getMinutes())}`;
}

/** How long ago: `just now`, `5 min ago`, `3 h ago`, `2 days ago`, `4 mo ago`. */
export function ago(at: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 100) return `${days} days ago`;
  return `${Math.floor(days / 30.44)} mo ago`;
}

/** A rating as five stars, `★★★★☆`. */
export function stars(rating: unknown): string {
  const n = Math.min(5, Math.max(0, Math.round(Number(rating) || 0)));
  return '★'.repeat(n) + '☆'.repeat(5 - n);
}

/** A failed lead that is no longer retried by itself: the CRM rejected it too often, and it waits for `retry`. */
export const isStopped = (delivery: Lead['delivery']) =>
  delivery.status === 'failed' && delivery.nextAttemptAt === null && delivery.unknownAt === null;

/**
 * A lead whose last send may have reached the CRM (no answer in time, or cut off): not sent again
 * by itself; a person checks the CRM for its `Ref` line, then `retry` (docs/lead-flow.md#delivery-promises).
 */
export const isUnknown = (delivery: Lead['delivery']) => delivery.status === 'failed' && delivery.unknownAt !== null;

/**
 * Where the lead stands with the CRM: delivered, pending, spam, `failed ×3` (attempts so far,
 * still retried), `stopped` (failed, waiting for `retry`), `unknown` (may have reached it; check,
 * then `retry`) or `quarantined` (stored past a rate limit, waiting for `release`).
 */
function crmStatus(delivery: Lead['delivery']): string {
  if (delivery.quarantine) return 'quarantined';
  if (isStopped(delivery)) return 'stopped';
  if (isUnknown(delivery)) return 'unknown';
  if (delivery.status !== 'failed') return delivery.status;
  return `failed ×${delivery.attempts > 99 ? '99+' : delivery.attempts}`;
}

/**
 * Text from a visitor made safe to print on a terminal on one line: line breaks and tabs become
 * spaces; control characters (an escape sequence could recolour, hide or retitle the terminal)
 * and bidirectional overrides (which reorder what follows) become `�`.
 */
export function oneLine(value: unknown): string {
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  return text
    .replace(/[\r\n\t\v\f\u2028\u2029]+/g, ' ')
    .replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, '�')
    .trim();
}

/**
 * Text from a visitor made safe to print on a terminal, keeping its lines (as `\n`): other
 * control characters and bidirectional overrides become `�`, as in `oneLine`.
 */
export function printable(value: unknown): string {
  return String(value ?? '')
    .replace(/\r\n?|[\v\f\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, (c) => (c === '\n' ? c : '�'));
}

/**
 * JSON for scripts, indented, with the characters some terminals act on or that reorder text
 * (C1 controls, bidirectional overrides, line separators) written as `\u` escapes: the same
 * data, safe to look at.
 */
export function safeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A stored text field for a cell: `-` when the lead has none. */
const cellText = (value: unknown) => oneLine(value) || '-';

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Columns one character takes on a terminal: 0 for combining marks and joiners, 2 for wide ones. */
function charWidth(char: string): number {
  if (/[\p{Mn}\p{Me}\u200b-\u200d\u2060\ufeff]/u.test(char)) return 0;
  const code = char.codePointAt(0) ?? 0;
  const wide =
    /\p{Emoji_Presentation}/u.test(char) ||
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf && code !== 0x303f) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    (code >= 0x20000 && code <= 0x3fffd);
  return wide ? 2 : 1;
}

/** Columns a text takes on a terminal. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/** The text cut to `width` columns, with `…` where it was cut (never inside a character cluster). */
function truncate(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  if (width <= 0) return '';
  let out = '';
  let used = 0;
  for (const { segment } of segmenter.segment(text)) {
    const w = displayWidth(segment);
    if (used + w > width - 1) break;
    out += segment;
    used += w;
  }
  return `${out.trimEnd()}…`;
}

/** The text cut or padded with spaces to exactly `width` columns. */
export function fit(text: string, width: number): string {
  const cut = truncate(text, width);
  return cut + ' '.repeat(Math.max(0, width - displayWidth(cut)));
}

/** `from → to`, each side cut on its own so both ends of the move stay visible. */
export function route(from: string, to: string, width: number): string {
  const full = `${from} → ${to}`;
  if (displayWidth(full) <= width) return full;
  const room = Math.max(2, width - 3);
  const fromWidth = displayWidth(from);
  const toWidth = displayWidth(to);
  // The shorter side keeps what it needs of half the room; the longer side gets the rest.
  const half = Math.floor(room / 2);
  const fromRoom = fromWidth <= toWidth ? Math.min(fromWidth, half) : room - Math.min(toWidth, room - half);
  return `${truncate(from, fromRoom)} → ${truncate(to, room - fromRoom)}`;
}

type ColumnKey = 'id' | 'received' | 'ago' | 'kind' | 'name' | 'phone' | 'about' | 'plan' | 'page' | 'crm';

interface ColumnSpec {
  key: ColumnKey;
  header: string;
  /** Narrowest the column gets before it is dropped (or, if it may not be dropped, kept). */
  min: number;
  /** Widest it grows to when there is room; cells are never wider. */
  max: number;
  /** Widths it grows to, round by round, while there is room (text columns only); then `max`. */
  steps?: number[];
  /** Columns are dropped lowest first when even their minimums do not fit; unset: never. */
  drop?: number;
  /** Shown only when the list was measured and some lead has something for it. */
  whenMeasured?: boolean;
}

/** The list's columns, left to right. */
const columnSpecs: readonly ColumnSpec[] = [
  { key: 'id', header: 'ID', min: shortIdLength, max: shortIdLength },
  { key: 'received', header: 'RECEIVED', min: 12, max: 12, drop: 3 },
  { key: 'ago', header: 'AGO', min: 11, max: 11 },
  { key: 'kind', header: 'KIND', min: 7, max: 7, drop: 2 },
  { key: 'name', header: 'NAME', min: 8, max: 40, steps: [12, 12, 20] },
  { key: 'phone', header: 'PHONE', min: defaultPhoneWidth, max: defaultPhoneWidth },
  { key: 'about', header: 'FROM → TO', min: 12, max: 64, steps: [12, 20, 32], drop: 5 },
  // Home size, the instant estimate's band and the moving date (server/leads/move-details.ts): shown
  // where the terminal has room for it beside everything else (about 120 columns), dropped first.
  { key: 'plan', header: 'PLAN', min: 20, max: 40, steps: [20, 28, 36], drop: 0, whenMeasured: true },
  { key: 'page', header: 'PAGE', min: 6, max: 40, steps: [12, 12, 20], drop: 1 },
  { key: 'crm', header: 'CRM', min: 11, max: 11, drop: 4 },
];

/** One column as laid out for a width. */
export interface Column {
  key: ColumnKey;
  header: string;
  width: number;
}

/**
 * What the layout knows of the list besides the terminal width: the widest cell of each column
 * (`measure`), so a column is no wider than its longest cell and the room goes where text is cut.
 * Without it every column is laid out for the longest cell it may hold.
 */
export interface RowOptions {
  widths?: Partial<Record<ColumnKey, number>>;
}

/** The widest cell of each column over a list of leads, for `RowOptions`; the plan column only over leads with one. */
export function measure(leads: Lead[], now: Date): RowOptions {
  const widths: Partial<Record<ColumnKey, number>> = {};
  for (const lead of leads) {
    for (const { key } of columnSpecs) {
      if (key === 'plan' && !moveSummary(lead.payload)) continue;
      widths[key] = Math.max(widths[key] ?? 0, displayWidth(cell(lead, key, Infinity, now)));
    }
  }
  return { widths };
}

/**
 * The columns for a terminal `width`. Every column starts at its minimum (or its widest cell,
 * if narrower); while that does not fit, the least needed is dropped (plan, page, kind, received
 * date, CRM status, from → to, in that order), then columns are two
 * spaces apart if the room allows.
 * The spare width goes to name, move, plan and page a step at a time (name and page to 12 characters
 * first, then the move to 20), up to their widest cells. The id, the age, the name and the
 * phone are never dropped, and the phone column is never narrower than its numbers.
 */
export function layout(width: number, options: RowOptions = {}): { columns: Column[]; gap: number } {
  const measured = options.widths ?? {};
  let specs = columnSpecs
    .filter((spec) => !spec.whenMeasured || measured[spec.key])
    .map((spec) => {
      const content = measured[spec.key];
      const needed =
        content === undefined ? spec.max : Math.max(content, spec.key === 'phone' ? 0 : spec.header.length);
      const max = spec.key === 'phone' ? Math.max(needed, spec.header.length) : Math.min(spec.max, needed);
      return { ...spec, min: spec.key === 'phone' ? max : Math.min(spec.min, max), max };
    });
  const total = (list: ColumnSpec[], gap: number) => list.reduce((sum, c) => sum + c.min, 0) + gap * (list.length - 1);
  for (;;) {
    const droppable = specs.filter((c) => c.drop !== undefined).sort((a, b) => a.drop! - b.drop!);
    if (total(specs, 1) <= width || droppable.length === 0) break;
    specs = specs.filter((c) => c !== droppable[0]);
  }
  const ideal = specs.reduce((sum, c) => sum + c.max, 0) + 2 * (specs.length - 1);
  const gap = ideal <= width || (width >= 140 && total(specs, 2) <= width) ? 2 : 1;
  const widths = new Map(specs.map((c) => [c.key, c.min]));
  let spare = width - total(specs, gap);
  // Each round takes the growing columns to their next step, sharing the room by what each lacks.
  for (const round of [0, 1, 2, 3]) {
    const targets = specs
      .filter((c) => c.steps)
      .map((c) => ({ c, to: Math.min(c.max, c.steps![round] ?? c.max) }))
      .filter(({ c, to }) => to > widths.get(c.key)!);
    const lacking = targets.reduce((sum, { c, to }) => sum + to - widths.get(c.key)!, 0);
    if (lacking === 0 || spare <= 0) continue;
    const share = Math.min(1, spare / lacking);
    let given = 0;
    for (const { c, to } of targets) {
      const add = Math.floor((to - widths.get(c.key)!) * share);
      widths.set(c.key, widths.get(c.key)! + add);
      given += add;
    }
    // What rounding left goes one column at a time, in column order.
    for (const { c, to } of targets) {
      if (given >= spare || given >= lacking) break;
      if (widths.get(c.key)! < to) {
        widths.set(c.key, widths.get(c.key)! + 1);
        given++;
      }
    }
    spare -= given;
  }
  return { columns: specs.map((c) => ({ key: c.key, header: c.header, width: widths.get(c.key)! })), gap };
}

/** The cells of one lead, before fitting (the move is fitted by `route`). */
function cell(lead: Lead, key: ColumnKey, width: number, now: Date): string {
  const p = lead.payload;
  const at = new Date(lead.createdAt);
  switch (key) {
    case 'id':
      return shortId(lead.id);
    case 'received':
      return localTime(at, now);
    case 'ago':
      return ago(at, now);
    case 'kind':
      return lead.kind;
    case 'name':
      // A lead from a Hindi page: the office calls back in Hindi (docs/i18n.md#forms-and-leads).
      return isHindi(p) ? `${cellText(p.name)} [Hindi]` : cellText(p.name);
    case 'phone':
      return cellText(p.phone);
    case 'about':
      return lead.kind === 'review'
        ? `${stars(p.rating)} ${cellText(p.title)}`
        : route(cellText(p.pickup), cellText(p.drop), width);
    case 'plan':
      return lead.kind === 'enquiry' ? moveSummary(p) || '-' : '-';
    case 'page':
      return cellText(p.page);
    case 'crm':
      return crmStatus(lead.delivery);
  }
}

const joinCells = (cells: string[], gap: number) => cells.join(' '.repeat(gap)).trimEnd();

/** The header line for the same `width` and options as the rows. */
export function headerRow(width: number, options: RowOptions = {}): string {
  const { columns, gap } = layout(width, options);
  return joinCells(
    columns.map((c) => fit(c.header, c.width)),
    gap,
  );
}

/**
 * One lead as a line of at most `width` columns (unless the terminal is too narrow for even the
 * id, age, name and phone): long cells end in `…`; the phone number is never cut. Pass the
 * list's `measure` to line the rows up under one header.
 */
export function leadRow(lead: Lead, now: Date, width: number, options: RowOptions = {}): string {
  const phone = cellText(lead.payload.phone);
  const widths = { ...options.widths };
  // The phone column is at least as wide as this row's number, whatever the caller measured.
  widths.phone = Math.max(widths.phone ?? defaultPhoneWidth, displayWidth(phone));
  const { columns, gap } = layout(width, { widths });
  return joinCells(
    columns.map((c) => fit(cell(lead, c.key, c.width, now), c.width)),
    gap,
  );
}

/** `1 lead`, `3 leads`: a count with its noun. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The start of `--since`: an ISO date (`2026-11-23`, local midnight), date and time
 * (`2026-11-23T10:00`, local unless it ends in `Z` or an offset such as `+05:30`), or an age
 * (`30m`, `2h`, `1d`) before `now`. Undefined if it is none of these or no such date exists.
 */
export function parseSince(text: string, now: Date): Date | undefined {
  const value = text.trim();
  const age = /^(\d{1,6})(m|min|h|d)$/i.exec(value);
  if (age) {
    const unit = age[2]!.toLowerCase();
    const ms = unit === 'd' ? 86_400_000 : unit === 'h' ? 3_600_000 : 60_000;
    return new Date(now.getTime() - Number(age[1]) * ms);
  }
  const iso =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(value);
  if (!iso) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = iso.slice(1, 7).map((part) => Number(part ?? 0));
  const ms = Number((iso[7] ?? '0').padEnd(3, '0'));
  const zone = iso[8];
  // The same fields as UTC: checks the date exists (no 31 February) whatever the zone.
  const utc = new Date(Date.UTC(year!, month! - 1, day!, hour, minute, second, ms));
  if (
    utc.getUTCFullYear() !== year ||
    utc.getUTCMonth() !== month! - 1 ||
    utc.getUTCDate() !== day ||
    utc.getUTCHours() !== hour ||
    utc.getUTCMinutes() !== minute ||
    utc.getUTCSeconds() !== second
  ) {
    return undefined;
  }
  if (!zone) return new Date(year!, month! - 1, day!, hour, minute, second, ms);
  if (zone.toUpperCase() === 'Z') return utc;
  const [, sign, hours, minutes] = /^([+-])(\d{2}):?(\d{2})$/.exec(zone)!.map(String);
  if (Number(hours) > 23 || Number(minutes) > 59) return undefined;
  const offsetMs = (Number(hours) * 60 + Number(minutes)) * 60_000;
  return new Date(utc.getTime() + (sign === '-' ? offsetMs : -offsetMs));
}

/**
 * The footer of the list: how many leads (received since `since`, if given) and where they
 * stand with the CRM, e.g. `3 leads: 1 failed, 2 pending.`; stopped and unknown leads are counted apart from
 * failed ones still being retried.
 */
export function footer(leads: Lead[], since?: Date): string {
  const counts = new Map<string, number>();
  for (const lead of leads) {
    const status = lead.delivery.quarantine
      ? 'quarantined'
      : isStopped(lead.delivery)
        ? 'stopped'
        : isUnknown(lead.delivery)
          ? 'unknown'
          : lead.delivery.status;
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  const parts = (['quarantined', 'stopped', 'unknown', 'failed', 'pending', 'delivered', 'spam'] as const)
    .filter((status) => counts.get(status))
    .map((status) => `${counts.get(status)} ${status}`);
  const when = since ? ` since ${localDateTime(since)}` : '';
  return `${leads.length} ${leads.length === 1 ? 'lead' : 'leads'}${when}: ${parts.join(', ')}.`;
}
