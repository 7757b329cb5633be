/**
 * Quotes (docs/quotes.md): every enquiry that carries an instant estimate gets a quote with a short,
 * unguessable reference (lib/shared/quote-reference.ts). The estimate as sent is kept with it; the
 * office adds the final price after the survey as a new version. A version above the estimate's band
 * waits for the customer's "I agree"; nothing is ever overwritten. Both store engines keep a quote in
 * one row of `quotes`, deleted with its lead.
 */
import type { Band, LineId } from '../../lib/shared/estimate/price';

/** One itemised line of the estimate as sent: the band of rupees, GST not included. */
export type EstimateLineBand = Band & { id: LineId };

/** The estimate the quote was issued from, as priced when the enquiry came in. */
export interface QuoteEstimate {
  /** The estimate's inputs, as its query string (lib/shared/estimate/query.ts). */
  query: string;
  lines: EstimateLineBand[];
  /** Sum of the lines, before GST. */
  subtotal: Band;
  /** GST on the subtotal and its rate. */
  gst: Band & { ratePercent: number };
  /** What the customer pays, GST included: the band the final price may not exceed without agreement. */
  total: Band;
}

/**
 * Why a line of the final quote came out above its estimate: the goods or the addresses changed
 * (the only reasons a price may rise: docs/product.md#the-price-promise), or the customer asked for more.
 */
export type RaiseReason = 'more_goods' | 'floor_or_lift' | 'address' | 'distance' | 'extra_service' | 'other';

export const raiseReasons: readonly RaiseReason[] = [
  'more_goods',
  'floor_or_lift',
  'address',
  'distance',
  'extra_service',
  'other',
];

/** One line of a final quote: an amount in rupees before GST; above its band it names why. */
export interface FinalLine {
  id: LineId;
  amount: number;
  /** Set when `amount` is above the line's band: why, and the office's words for it. */
  raise: { reason: RaiseReason; note: string } | null;
}

/** A final price the office set after the survey: the lines, the GST on them and the total. */
export interface QuoteVersion {
  /** 2, 3, …: version 1 is the estimate. */
  version: number;
  setAt: string;
  setBy: string;
  lines: FinalLine[];
  subtotal: number;
  gst: number;
  total: number;
  /** The last day it holds, ISO 8601 date. */
  validUntil: string;
  /** The total is above the estimate's band: it holds only once the customer agrees. */
  aboveBand: boolean;
  /** When the customer pressed "I agree" (only ever set on a version above the band). */
  agreedAt: string | null;
}

/** A quote as stored. Times ISO 8601 UTC; `validUntil` a date. */
export interface Quote {
  ref: string;
  leadId: string;
  issuedAt: string;
  /** The last day the estimate holds, ISO 8601 date. */
  validUntil: string;
  estimate: QuoteEstimate;
  /** The office's final prices, oldest first; empty until one is set. */
  versions: QuoteVersion[];
}

/** A new quote: the estimate, when it was issued and until when it holds. */
export interface QuoteDraft {
  issuedAt: string;
  validUntil: string;
  estimate: QuoteEstimate;
}

/** A final price to add: everything of a version but its number and the customer's agreement. */
export type FinalDraft = Omit<QuoteVersion, 'version' | 'agreedAt'>;

export type SetFinalResult =
  | { ok: true; quote: Quote }
  /** No quote for that lead; or another version was added since `expected` was read. */
  | { ok: false; reason: 'not_found' | 'stale' };

export type AgreeResult =
  | { ok: true; quote: Quote; agreedAt: string }
  /** No such quote; or that version is no longer the latest; or it needs no agreement. */
  | { ok: false; reason: 'not_found' | 'stale' | 'not_needed' };

/** The quotes of the store (types.ts `LeadStore.quotes`). */
export interface Quotes {
  /**
   * Issues the lead's quote under a reference from `newRef` (tried again should one be taken), or
   * answers the one it already has: the same enquiry sent twice keeps one quote.
   */
  issue(leadId: string, draft: QuoteDraft, newRef: () => string): Promise<string>;
  /** The quote with reference `ref`, with nothing of its lead. */
  byRef(ref: string): Promise<Quote | null>;
  /** The quotes of these leads, by lead id. */
  forLeads(leadIds: readonly string[]): Promise<Map<string, Quote>>;
  /**
   * Adds a final price as the next version, when the latest version is still `expected` (0: none
   * yet), so two people setting a price at once do not overwrite each other.
   */
  setFinal(leadId: string, final: FinalDraft, expected: number): Promise<SetFinalResult>;
  /** The customer agrees to `version`: only the latest, only one above the band, once (again is a no-op). */
  agree(ref: string, version: number, at: Date): Promise<AgreeResult>;
}
