import { uiWords } from '../../content/localized/ui';
import { estimateData } from '../../content/localized/estimate';
import { priceEstimate } from '../../lib/shared/estimate/price';
import { decodeEstimateQuery } from '../../lib/shared/estimate/query';
import { type WordedEstimate, wordEstimate } from '../../lib/shared/estimate/wording';
import { formatRupeeRange, formatRupees } from '../../lib/shared/format';
import type { Locale } from '../../lib/shared/i18n';
import type { Quote, QuoteVersion } from '../store/quote-types';

/**
 * A quote as its page and the office read it (docs/quotes.md#what-the-quote-page-shows): where it
 * stands, the estimate's lines in the reader's language with the amounts as sent, and the version
 * the office set last.
 */

/**
 * Where a quote stands: `estimate` (no final price yet), `confirmed` (the latest final price is
 * within the band), `proposed` (above it, waiting for the customer), `agreed` (above it, agreed).
 */
export type QuoteState = 'estimate' | 'confirmed' | 'proposed' | 'agreed';

export function quoteState(quote: Quote): QuoteState {
  const latest = quote.versions.at(-1);
  if (!latest) return 'estimate';
  if (!latest.aboveBand) return 'confirmed';
  return latest.agreedAt ? 'agreed' : 'proposed';
}

/** The version that holds now: the latest, unless it is above the band and not agreed (then the estimate). */
export function holdingVersion(quote: Quote): QuoteVersion | undefined {
  const state = quoteState(quote);
  return state === 'confirmed' || state === 'agreed' ? quote.versions.at(-1) : undefined;
}

/** "₹34,850 – ₹46,740". */
export const bandText = (band: { low: number; high: number }) => formatRupeeRange({ min: band.low, max: band.high });

export const rupees = formatRupees;

/** One estimate line as shown: its label and detail in the language, the band as sent. */
export type ShownLine = { id: string; label: string; detail: string; low: number; high: number };

/**
 * The estimate's inputs worded in `locale` (the route, the load, each line's label and how it was
 * worked out), with the amounts kept when the quote was issued; undefined should the inputs no
 * longer price (a place taken off the list since).
 */
export function wordedQuote(quote: Quote, locale: Locale): { worded: WordedEstimate; lines: ShownLine[] } | undefined {
  const data = estimateData(locale);
  const worded = wordEstimate(
    priceEstimate(decodeEstimateQuery(quote.estimate.query), data),
    uiWords[locale].estimator,
    data,
  );
  if (!worded.ok) return undefined;
  const lines = quote.estimate.lines.map((kept) => {
    const line = worded.lines.find((l) => l.id === kept.id);
    return { id: kept.id, label: line?.label ?? kept.id, detail: line?.detail ?? '', low: kept.low, high: kept.high };
  });
  return { worded, lines };
}

/** The first word of a name: all the quote page shows of the customer. */
export const firstName = (name: unknown) => (typeof name === 'string' ? (name.trim().split(/\s+/)[0] ?? '') : '');

/**
 * `2026-12-21` (or a full time) as India reads it in `locale`: "21 December 2026" / "21 दिसंबर 2026";
 * anything that is no date as it is.
 */
export function longDate(iso: string, locale: Locale): string {
  const day = iso.length === 10 ? new Date(`${iso}T00:00:00+05:30`) : new Date(iso);
  if (Number.isNaN(day.getTime())) return iso;
  return new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(day);
}

/** A date and time as India reads it: "6 December 2026, 2:05 pm". */
export function longDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

/** Whether the quote's validity ended before `now` (the last day counts, in India). */
export function expired(quote: Quote, now: Date): boolean {
  const until = holdingVersion(quote)?.validUntil ?? quote.validUntil;
  const today = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  return today > until;
}
