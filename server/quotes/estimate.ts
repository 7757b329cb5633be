import { estimateData } from '../../content/estimate-roads';
import { company } from '../../content/company';
import { type EstimateData, lineIds, priceEstimate } from '../../lib/shared/estimate/price';
import { decodeEstimateQuery } from '../../lib/shared/estimate/query';
import type { QuoteDraft, QuoteEstimate } from '../store/quote-types';

/**
 * The estimate a quote keeps (docs/quotes.md#what-the-quote-page-shows): the enquiry's estimate
 * priced line by line from the intake's rates, the same moment the enquiry is stored, so the page
 * shows the band as sent even after the rates change.
 */
export function quoteEstimate(query: string, data: EstimateData = estimateData): QuoteEstimate | undefined {
  const priced = priceEstimate(decodeEstimateQuery(query), data);
  if (!priced.ok) return undefined;
  return {
    query: priced.query,
    lines: lineIds.map((id) => {
      const line = priced.lines.find((l) => l.id === id)!;
      return { id, low: line.low, high: line.high };
    }),
    subtotal: priced.subtotal,
    gst: { low: priced.gst.low, high: priced.gst.high, ratePercent: priced.gst.ratePercent },
    total: priced.total,
  };
}

const dayMs = 86_400_000;
/** India's offset from UTC: a quote's days are the customer's. */
const istMs = 330 * 60_000;

/** The Indian date `days` after `at`, ISO 8601 (`2026-12-21`). */
export const istDateAfter = (at: Date, days: number) =>
  new Date(at.getTime() + istMs + days * dayMs).toISOString().slice(0, 10);

/** A new quote for an estimate, issued at `at`, holding for the company's validity. */
export function quoteDraft(estimate: QuoteEstimate, at: Date): QuoteDraft {
  return {
    issuedAt: at.toISOString(),
    validUntil: istDateAfter(at, company.quoteValidDays),
    estimate,
  };
}
