import * as z from 'zod/mini';
import { estimateData as siteEstimateData } from '../../content/estimate-roads';
import { estimateRates } from '../../content/estimate-rates';
import { estimatorWordsEn } from '../../content/estimator-words';
import { type EstimateData, priceEstimate } from '../../lib/shared/estimate/price';
import { wordEstimate } from '../../lib/shared/estimate/wording';
import { decodeEstimateQuery } from '../../lib/shared/estimate/query';
import { formatCount, formatRupeeRange, formatRupees } from '../../lib/shared/format';
import { languageText } from './lead-language';
import { bandOf } from '../../lib/shared/survey';
import type { LeadKind } from '../store/types';
import { type FormLanguage, formLanguages, schemaMessages, schemasFor } from '../../lib/shared/lead-schemas';

/**
 * What an enquiry may carry about the move besides the visitor's words: a moving date, a home size
 * and an instant estimate to confirm (docs/estimate.md#from-estimate-to-enquiry). The intake prices
 * the estimate again from its own rates and stores that band, never one the browser sent; this
 * module also writes these details as the CRM, the leads command and the export show them
 * (docs/lead-flow.md#crm-fields).
 */

/** An enquiry's estimate as stored with the lead: the inputs, the one-line summary, the total band and the GST rate in it. */
export type StoredEstimate = {
  /** The estimate's query string as priced (lib/shared/estimate/query.ts), e.g. `from=pune&to=bengaluru&size=2bhk&pf=3`. */
  query: string;
  /** One line: load, route, floors and the band (lib/shared/estimate/wording.ts `summary`, in English). */
  summary: string;
  /** The total's cheaper end, rupees, GST included. */
  low: number;
  /** The total's dearer end, rupees, GST included. */
  high: number;
  /** The GST rate applied, percent. */
  gstPercent: number;
};

/** The rates, places and known roads of this build: the same content the estimator on the site was built with. */
const estimateData: EstimateData = siteEstimateData;

/**
 * Prices an estimate's query string with today's rates (docs/estimate.md#from-estimate-to-enquiry):
 * the estimate to store, or undefined when its inputs do not price (the pricing names problems).
 */
export function priceQuery(query: string, data: EstimateData = estimateData): StoredEstimate | undefined {
  // Worded in English: the office, the CRM and the notifications read the summary (docs/estimate.md#from-estimate-to-enquiry).
  const priced = wordEstimate(priceEstimate(decodeEstimateQuery(query), data), estimatorWordsEn, data);
  return priced.ok
    ? {
        // Written again from the inputs: only the estimate's own keys, in their own order.
        query: priced.query,
        summary: priced.summary,
        low: priced.total.low,
        high: priced.total.high,
        gstPercent: priced.gst.ratePercent,
      }
    : undefined;
}

/** The enquiry's estimate field, priced: a string the schema accepts becomes a {@link StoredEstimate}. */
const pricedEstimate = (language: FormLanguage) =>
  z.pipe(
    schemasFor(language).enquirySchema.shape.estimate,
    z.transform((query, ctx): StoredEstimate | undefined => {
      if (!query) return undefined;
      const priced = priceQuery(query);
      if (priced) return priced;
      ctx.issues.push({ code: 'custom', message: schemaMessages[language].estimate, input: query });
      return z.NEVER;
    }),
  );

/**
 * An enquiry as the intake stores it: optional fields sent empty are left out, and an estimate is
 * priced again. An enquiry without its own moving date or home size takes the estimate's.
 */
function completed<T extends { movingDate?: string; homeSize?: string; estimate?: StoredEstimate }>(enquiry: T): T {
  const out = Object.fromEntries(
    Object.entries(enquiry).filter(([, value]) => value !== '' && value !== undefined),
  ) as Record<string, unknown>;
  if (enquiry.estimate) {
    const input = decodeEstimateQuery(enquiry.estimate.query);
    if (input.date) out.movingDate ??= input.date;
    out.homeSize ??= input.size;
  }
  return out as T;
}

/**
 * The intake's enquiry schema: the forms' own (lib/shared/lead-schemas.ts), with the estimate priced from
 * the intake's rates, so its problems come back as a field error beside any others.
 */
const intakeSchema = (language: FormLanguage) =>
  z.pipe(
    z.extend(schemasFor(language).enquirySchema, { estimate: pricedEstimate(language) }),
    z.transform((enquiry) => completed(enquiry)),
  );

/** Built once per language, at start. */
const intakeSchemas = new Map(formLanguages.map((language) => [language, intakeSchema(language)]));

/** The intake's enquiry schema answering in the form's language (docs/i18n.md#forms-and-leads). */
export const intakeEnquirySchemaFor = (language: FormLanguage) => intakeSchemas.get(language)!;

/** A stored estimate, if `value` is one (payloads are read back from JSON). */
export function storedEstimate(value: unknown): StoredEstimate | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const e = value as Record<string, unknown>;
  const isNumber = (n: unknown) => typeof n === 'number' && Number.isFinite(n);
  return typeof e.query === 'string' &&
    typeof e.summary === 'string' &&
    isNumber(e.low) &&
    isNumber(e.high) &&
    isNumber(e.gstPercent)
    ? (e as StoredEstimate)
    : undefined;
}

/** "2 BHK", "4 BHK+ / villa", "A few items" for a home size id; anything else as it is. */
export function homeSizeLabel(id: unknown): string {
  if (id === 'items') return 'A few items';
  return estimateRates.homeSizes.find((size) => size.id === id)?.label ?? String(id ?? '');
}

/** Short month names, as the leads command and the CRM text write dates. */
export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "15 Dec 2026" for `2026-12-15`; anything else as it is. */
export function movingDateText(date: unknown): string {
  const match = typeof date === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  const month = match ? months[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : String(date ?? '');
}

/** "₹34,850 – ₹46,740 incl. 18% GST". */
const estimateBand = (e: StoredEstimate) =>
  `${formatRupeeRange({ min: e.low, max: e.high })} incl. ${e.gstPercent}% GST`;

/**
 * The estimate's summary without its band at the end ("2 BHK, Pune → Bengaluru (about 920 km),
 * pickup 3rd floor no lift"), for a line that names the band first; the whole summary when it does
 * not end as the pricing writes it.
 */
function estimateDescription(e: StoredEstimate): string {
  const tail = `: ${formatRupeeRange({ min: e.low, max: e.high })} incl. GST ${e.gstPercent}% (indicative)`;
  return e.summary.endsWith(tail) ? e.summary.slice(0, -tail.length) : e.summary;
}

/** The estimate in words, band first: `₹34,850 – ₹46,740 incl. 18% GST (indicative) — 2 BHK, Pune → Bengaluru …`. */
export const estimateText = (e: StoredEstimate) => `${estimateBand(e)} (indicative) — ${estimateDescription(e)}`;

/** The page whose estimator shows an estimate again from its query string (components/sections/instant-estimate.tsx). */
const estimatorPath = '/services/';

/** The estimate on the site: `https://<site>/services/?<query>#estimate`, a path alone without the site's origin. */
export const estimateLink = (e: StoredEstimate, siteUrl: string | null) =>
  `${siteUrl ?? ''}${estimatorPath}?${e.query}#estimate`;

/**
 * The lines an enquiry's move details add to the CRM's free text, in this order, each only when
 * given: `Home: 2 BHK`, `Moving date: 15 Dec 2026`, `Instant estimate: ₹… – ₹… incl. 18% GST (indicative) — 2 BHK,
 * Pune → Bengaluru …`, `Estimate link: https://…/services/?…#estimate`.
 */
function moveDetailLines(payload: Record<string, unknown>, siteUrl: string | null): string[] {
  const lines: string[] = [];
  const survey = surveyText(payload.survey);
  if (survey) lines.push(`Survey: ${survey}`);
  if (typeof payload.homeSize === 'string' && payload.homeSize) lines.push(`Home: ${homeSizeLabel(payload.homeSize)}`);
  if (typeof payload.movingDate === 'string' && payload.movingDate)
    lines.push(`Moving date: ${movingDateText(payload.movingDate)}`);
  const estimate = storedEstimate(payload.estimate);
  if (estimate) {
    lines.push(`Instant estimate: ${estimateText(estimate)}`);
    lines.push(`Estimate link: ${estimateLink(estimate, siteUrl)}`);
  }
  return lines;
}

/** The visitor's detail followed by {@link moveDetailLines}. */
export const withMoveDetails = (detail: string, payload: Record<string, unknown>, siteUrl: string | null) =>
  [detail, ...moveDetailLines(payload, siteUrl)].join('\n');

/**
 * A move detail as the leads command's `show` prints it: `2 BHK`, `15 Dec 2026 (2026-12-15)`, or
 * the estimate's band and summary with its link on a second line; undefined for any other field.
 */
export function shownMoveDetail(
  key: string,
  value: unknown,
  siteUrl: string | null,
  kind: LeadKind = 'enquiry',
): string | undefined {
  if (key === 'lang') return languageText(value, kind);
  if (key === 'homeSize') return homeSizeLabel(value);
  if (key === 'movingDate') return `${movingDateText(value)} (${String(value)})`;
  const estimate = key === 'estimate' ? storedEstimate(value) : undefined;
  if (!estimate) return undefined;
  return `${estimateText(estimate)}\n${estimateLink(estimate, siteUrl)}`;
}

/** The move in a few words for the leads list: `2 BHK, ₹34,850–46,740, 15 Dec 2026`; empty when none is given. */
export function moveSummary(payload: Record<string, unknown>): string {
  const estimate = storedEstimate(payload.estimate);
  return [
    typeof payload.homeSize === 'string' ? homeSizeLabel(payload.homeSize) : '',
    estimate ? `${formatRupees(estimate.low)}–${formatCount(estimate.high)}` : '',
    typeof payload.movingDate === 'string' ? movingDateText(payload.movingDate) : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * A booked survey in a line (docs/surveys.md#a-booking-is-an-enquiry): `Video call, 8 Dec 2026,
 * 11:00–13:00 (booked on the website)`; undefined when the lead has none.
 */
export function surveyText(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const s = value as Record<string, unknown>;
  const band = typeof s.band === 'string' ? bandOf(s.band) : undefined;
  if (!band || typeof s.date !== 'string') return undefined;
  const kind = s.kind === 'home' ? 'Home visit' : 'Video call';
  return `${kind}, ${movingDateText(s.date)}, ${band.start}–${band.end} (booked on the website)`;
}

/** The export's columns for an enquiry's estimate, in place of the one `estimate` field. */
export const estimateCsvColumns = [
  'estimate_low',
  'estimate_high',
  'estimate_gst_percent',
  'estimate_summary',
  'estimate_link',
] as const;

/** The estimate's cells for {@link estimateCsvColumns}: empty when the lead has none. */
export function estimateCsvCells(value: unknown, siteUrl: string | null): unknown[] {
  const e = storedEstimate(value);
  return e ? [e.low, e.high, e.gstPercent, e.summary, estimateLink(e, siteUrl)] : estimateCsvColumns.map(() => '');
}
