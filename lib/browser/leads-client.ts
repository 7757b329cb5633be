import type { FieldErrors } from '../shared/lead-schemas';
import { pagePath } from '../shared/page-path';
import { publicEnv } from './public-env';

/** What the intake service said about a submission. */
export type SubmitResult =
  { ok: true; id: string; quote?: string } | { ok: false; fields?: FieldErrors; status?: number; error: string };

/**
 * The page the form is on, for the lead's `page` field: `location.pathname` in a browser, when
 * it is a plain site path (lib/shared/page-path.ts); otherwise nothing, so an odd address never makes
 * the service refuse a lead.
 */
export function currentPage(): string | undefined {
  return typeof location === 'undefined' ? undefined : pagePath(location.pathname);
}

/**
 * Where a kind of lead goes: the intake service's endpoint. The forms' scripts send JSON there,
 * and the forms name it as their `action`, so a browser whose scripts never ran posts the form
 * there itself.
 */
export function leadsEndpoint(kind: 'enquiries' | 'reviews'): string {
  return `${publicEnv.leadsApi}/${kind}`;
}

/**
 * Sends a validated lead to the intake service (docs/lead-flow.md), with the page it was sent from
 * (`currentPage`) unless the body names one. Resolves `ok` only when the service answered 201,
 * i.e. the lead is stored; anything else, including a network failure, is a failure the form
 * reports while keeping what the visitor typed.
 */
export async function submitLead(
  kind: 'enquiries' | 'reviews',
  body: Record<string, unknown>,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitResult> {
  const page = currentPage();
  let response: Response;
  try {
    response = await fetchImpl(leadsEndpoint(kind), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(page === undefined || 'page' in body ? body : { ...body, page }),
      credentials: 'same-origin',
    });
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : 'network error' };
  }
  const data = (await response.json().catch(() => null)) as {
    id?: string;
    quote?: string;
    fields?: FieldErrors;
    error?: string;
  } | null;
  if (response.status === 201 && data?.id)
    return { ok: true, id: data.id, ...(typeof data.quote === 'string' ? { quote: data.quote } : {}) };
  return { ok: false, status: response.status, fields: data?.fields, error: data?.error ?? `HTTP ${response.status}` };
}

/** A fresh random key for one submission (kept across retries of that submission). */
export function newSubmissionKey(): string {
  return crypto.randomUUID();
}

/**
 * An address on the intake service from a path it answered with (a quote's page, a booking's own
 * page or calendar file): on the origin of `NEXT_PUBLIC_LEADS_API`, or this site's when that is a path.
 */
export function intakeHref(path: string): string {
  return new URL(path, new URL(`${publicEnv.leadsApi}/`, window.location.href)).href;
}

/** A quote's page on the intake (docs/quotes.md), in the page's language. */
export const quotePath = (ref: string, hindi: boolean): string => `${hindi ? '/hi' : ''}/quote/${ref}/`;
