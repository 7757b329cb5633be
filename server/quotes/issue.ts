import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { quoteReferenceFrom } from '../../lib/shared/quote-reference';
import { storedEstimate } from '../leads/move-details';
import type { LeadStore } from '../store/types';
import { quoteDraft, quoteEstimate } from './estimate';
import { holdingVersion } from './view';

/** A fresh random reference (lib/shared/quote-reference.ts). */
export const newQuoteRef = () => quoteReferenceFrom(randomBytes(8));

/**
 * The quote of a stored enquiry that carries an estimate (docs/quotes.md): issued now, or the one
 * it already has when the same enquiry came again; null for a lead without an estimate. The lead is
 * already stored and safe: should the quote fail, the visitor is still told it arrived, and the
 * quote is issued when the same enquiry is sent again or the office opens it.
 */
export async function issueQuote(
  store: LeadStore,
  leadId: string,
  payload: Record<string, unknown>,
  request: Pick<FastifyRequest, 'log'>,
  now = new Date(),
): Promise<string | null> {
  const sent = storedEstimate(payload.estimate);
  const estimate = sent ? quoteEstimate(sent.query) : undefined;
  if (!estimate) return null;
  try {
    return await store.quotes.issue(leadId, quoteDraft(estimate, now), newQuoteRef);
  } catch (error) {
    request.log.error({ err: error, leadId }, 'quote not issued: store failed');
    return null;
  }
}

/**
 * What the check at /verify/ may learn of a quote (docs/verify.md): that it is ours, the day it was
 * issued and the last day it holds (its confirmed or agreed price's, else the estimate's); nothing
 * else of it.
 */
export const quoteIssuedIn =
  (store: LeadStore) =>
  async (ref: string): Promise<{ issuedAt: string; validUntil: string } | null> => {
    const quote = await store.quotes.byRef(ref);
    if (!quote) return null;
    return { issuedAt: quote.issuedAt, validUntil: holdingVersion(quote)?.validUntil ?? quote.validUntil };
  };
