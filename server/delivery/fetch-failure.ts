/**
 * How the service words a request to another service that failed (the CRM in crm.ts, WhatsApp and
 * the webhook in server/notify/channels.ts), so a delivery record says the same thing whichever it was:
 * our words only, safe to store, log and show (docs/lead-flow.md#notifications).
 */

/**
 * What a failed fetch says: that it timed out, or its network error code; `otherwise` when the
 * error has no code.
 */
export function fetchFailure(error: unknown, timeoutMs: number, otherwise = 'unknown'): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `timed out after ${timeoutMs} ms`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return `network error: ${typeof cause?.code === 'string' ? cause.code : otherwise}`;
}

/**
 * Whether a failed fetch ran out of time: the request may have reached the other side and only
 * the answer be missing, so its outcome is unknown (docs/lead-flow.md#delivery-promises). A refused
 * or reset connection, by contrast, is taken for not received.
 */
export const timedOut = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

/** Whether an HTTP error status refuses the request for good: a 4xx but 408 and 429 (those ask to try later). */
export const refusedStatus = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;
