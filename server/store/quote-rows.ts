import type { AgreeResult, FinalDraft, Quote, QuoteDraft, QuoteVersion } from './quote-types';

/**
 * What both store engines share about quotes (quote-types.ts): the row, and the decisions a
 * change makes on the versions it read, so that SQLite and PostgreSQL only read and write.
 */

/** A `quotes` row as both engines return it (times as ISO text, JSON as its text). */
export interface QuoteRow {
  lead_id: string;
  ref: string;
  issued_at: string;
  valid_until: string;
  estimate: string;
  versions: string;
}

export const toQuote = (row: QuoteRow): Quote => ({
  ref: row.ref,
  leadId: row.lead_id,
  issuedAt: row.issued_at,
  validUntil: row.valid_until,
  estimate: JSON.parse(row.estimate),
  versions: JSON.parse(row.versions),
});

/** The row's values for `insertQuote`, in its parameters' order. */
export const quoteValues = (leadId: string, ref: string, draft: QuoteDraft) =>
  [leadId, ref, draft.issuedAt, draft.validUntil, JSON.stringify(draft.estimate)] as const;

/** A new quote; nothing when the lead has one or the reference is taken (the caller reads which). */
export const insertQuote = `INSERT INTO quotes (lead_id, ref, issued_at, valid_until, estimate, versions)
  VALUES ($1, $2, $3, $4, $5, '[]') ON CONFLICT DO NOTHING`;

/** Tries of a fresh reference before giving up: 40 random bits make a second try already rare. */
export const refTries = 5;

/** The versions after adding `final`, or why not. */
export function planFinal(quote: Quote, final: FinalDraft, expected: number): QuoteVersion[] | 'stale' {
  const latest = quote.versions.at(-1)?.version ?? 0;
  if (latest !== expected) return 'stale';
  // Version 1 is the estimate itself.
  return [...quote.versions, { ...final, version: Math.max(latest, 1) + 1, agreedAt: null }];
}

/** The versions after the customer agrees to `version` at `at`, or why not (already agreed: the same). */
export function planAgree(
  quote: Quote,
  version: number,
  at: Date,
): { versions: QuoteVersion[]; agreedAt: string } | Exclude<AgreeResult, { ok: true }> {
  const latest = quote.versions.at(-1);
  if (!latest || latest.version !== version) return { ok: false, reason: 'stale' };
  if (!latest.aboveBand) return { ok: false, reason: 'not_needed' };
  if (latest.agreedAt) return { versions: quote.versions, agreedAt: latest.agreedAt };
  const agreedAt = at.toISOString();
  return { versions: [...quote.versions.slice(0, -1), { ...latest, agreedAt }], agreedAt };
}
