import type { FastifyInstance } from 'fastify';
import type { LeadStore } from '../store/types';
import { lastDays, startOfDay } from './chart';
import type { OfficeSettings } from './office-settings';
import { officeScript, officeScriptPath } from './live-script';

/**
 * What an open inbox checks every few seconds (docs/office.md#it-tells-you): how many leads are
 * to be called and the newest one, so its script can show the count in the tab title and fetch
 * the list again when a lead arrives. Two small reads a check; it answers no personal data.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads the session without counting as its use (a page's background checks). */
    officeSessionPeek?: boolean;
  }
}

/** What `/office/live` answers a signed-in session. */
export interface LiveState {
  /** Leads to be called now (`Desk.toCall`, over the summary's 30 days). */
  toCall: number;
  /** The newest genuine enquiry's id; the inbox page carries the one it was made with (`data-latest`). */
  latest: string | null;
}

/** The newest genuine enquiry's id: a new one means a new lead to show. */
export async function latestLead(store: LeadStore): Promise<string | null> {
  const page = await store.leadPage({ spam: false, kind: 'enquiry', limit: 1 });
  return page.leads[0]?.id ?? null;
}

/** `/live` (JSON, never cached) and the script at its content's path (cached for good). */
export function registerLive(
  office: FastifyInstance,
  deps: { store: LeadStore; office: OfficeSettings },
  now: () => number,
): void {
  office.get(officeScriptPath.slice('/office'.length), async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('text/javascript; charset=utf-8')
      .send(officeScript),
  );

  office.get('/live', { config: { officeSessionPeek: true } }, async (request, reply) => {
    if (!request.officeSession) return reply.code(401).send({ signedOut: true });
    const at = new Date(now());
    const { timeZone } = deps.office;
    const since = startOfDay(lastDays(at, timeZone)[0]!, timeZone);
    const state: LiveState = { toCall: await deps.store.desk.toCall(since, at), latest: await latestLead(deps.store) };
    return reply.send(state);
  });
}
