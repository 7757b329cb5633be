import { publicEnv } from './public-env';

/**
 * Asks the intake whether a number, UPI ID, website or reference is the company's
 * (docs/verify.md). No zod and no words here: the intake reads what was typed and answers in the
 * page's language.
 */

/** The intake's answer: whether it is ours, what it was read as, and what to tell the visitor. */
export type VerifyAnswer = { result: 'ours' | 'not_ours' | 'unknown'; kind: string; message: string };

/** What came of one check: the answer, or why there is none. */
export type VerifyOutcome = { ok: true; answer: VerifyAnswer } | { ok: false; rateLimited: boolean };

/** Where the check goes, and where the form posts itself when its script never ran. */
export const verifyEndpoint = (): string => `${publicEnv.leadsApi}/verify`;

const results = new Set(['ours', 'not_ours', 'unknown']);

/** Sends what was typed to the intake; a network failure, a refusal or an answer without a message is no answer. */
export async function checkTyped(value: string, lang: string, fetchImpl: typeof fetch = fetch): Promise<VerifyOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(verifyEndpoint(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ value, lang }),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, rateLimited: false };
  }
  const data = (await response.json().catch(() => null)) as Partial<VerifyAnswer> | null;
  if (response.ok && data && results.has(data.result ?? '') && typeof data.message === 'string') {
    return { ok: true, answer: data as VerifyAnswer };
  }
  return { ok: false, rateLimited: response.status === 429 };
}
