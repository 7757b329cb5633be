import { carriesEstimate, estimateQueryKeys } from '../shared/estimate/query-keys';
import type { BookingAnswer, SlotDay, SurveyKind } from '../shared/survey';
import { currentPage } from './leads-client';
import { publicEnv } from './public-env';

/**
 * The booking page's talk with the intake (docs/surveys.md#the-booking-page): the free times and
 * the booking itself, as JSON; the form's own `action` for a browser that posts it itself.
 */
export const surveysEndpoint = (): string => `${publicEnv.leadsApi}/surveys`;

/** The next days' free times for a kind of survey; rejects when they could not be had. */
export async function fetchSlots(kind: SurveyKind): Promise<SlotDay[]> {
  const response = await fetch(`${surveysEndpoint()}/slots?kind=${kind}`, { headers: { Accept: 'application/json' } });
  const data = (await response.json()) as { days?: unknown };
  if (!response.ok || !Array.isArray(data.days)) throw new Error(`HTTP ${response.status}`);
  return data.days as SlotDay[];
}

/** Sends a booking, with the page it was sent from; `status` 0 when no answer came (offline, a dropped connection). */
export async function postBooking(
  body: Record<string, unknown>,
): Promise<{ status: number; data: BookingAnswer | null }> {
  const page = currentPage();
  try {
    const response = await fetch(surveysEndpoint(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(page === undefined || 'page' in body ? body : { ...body, page }),
      credentials: 'same-origin',
    });
    return { status: response.status, data: (await response.json().catch(() => null)) as BookingAnswer | null };
  } catch {
    return { status: 0, data: null };
  }
}

/**
 * The estimate an address carries (docs/estimate.md#the-estimate-is-a-link): only its own keys, as
 * the booking's `estimate`, and the pickup's floor and lift (`pf`, `pl`, which the estimate leaves
 * out when they are 0 and no).
 */
export function estimateIn(search: string): { query: string; floor: string; lift: 'yes' | 'no' } | undefined {
  if (!carriesEstimate(search)) return undefined;
  const q = new URLSearchParams(search);
  const own = new URLSearchParams([...q].filter(([key]) => estimateQueryKeys.includes(key)));
  return { query: own.toString(), floor: q.get('pf') ?? '0', lift: q.get('pl') === '1' ? 'yes' : 'no' };
}
