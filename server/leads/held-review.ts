import type { HeldFilter, HeldSource, LeadStore } from '../store/types';
import { localDateTime, plural } from './lead-rows';

/**
 * Reviewing held leads in bulk (docs/lead-flow.md#floods), in the same words for the leads
 * command and the office inbox: which addresses they came from, and releasing or discarding all
 * of one address's or one time window's at once.
 */

/** The reasons a group was held, as a person reads them. */
const reasonWords: Record<HeldSource['reasons'][number], string> = {
  client: 'a burst from one address',
  global: 'past the hourly cap for everyone',
  repeat: 'the same phone, e-mail or message repeated',
  links: 'messages full of links',
};

/** One line per address: `203.0.113.9  12 leads, 10:02–10:09 (the same phone, e-mail or message repeated)`. */
export function heldSourceLine(source: HeldSource): string {
  const span =
    source.first === source.last
      ? localDateTime(new Date(source.first))
      : `${localDateTime(new Date(source.first))} – ${localDateTime(new Date(source.last))}`;
  return `${source.from}  ${plural(source.count, 'lead')}, ${span} (${source.reasons.map((r) => reasonWords[r]).join('; ')})`;
}

/** What a filter takes, in words: `from 203.0.113.9, since 28 Nov 2026 10:00`. */
export function filterWords(filter: HeldFilter): string {
  const parts = [
    filter.from !== undefined && `from ${filter.from}`,
    filter.since && `since ${localDateTime(filter.since)}`,
    filter.until && `before ${localDateTime(filter.until)}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'all';
}

/** Releases the held leads a filter takes; answers what happened in one sentence. */
export async function releaseHeldLeads(store: LeadStore, filter: HeldFilter): Promise<string> {
  const ids = await store.releaseHeld(filter);
  return ids.length === 0
    ? `No held leads match (${filterWords(filter)}).`
    : `Released ${plural(ids.length, 'held lead')} (${filterWords(filter)}): the running service sends them to the CRM and notifies them on its next round.`;
}

/** Deletes the held leads a filter takes (never sent anywhere); answers what happened in one sentence. */
export async function discardHeldLeads(
  store: LeadStore,
  filter: HeldFilter,
  options: { spam?: boolean; dryRun?: boolean } = {},
): Promise<string> {
  const ids = await store.discardHeld(filter, options);
  const what = options.spam ? 'held or spam lead' : 'held lead';
  if (ids.length === 0) return `No ${what}s match (${filterWords(filter)}).`;
  return `${options.dryRun ? 'Dry run: would discard' : 'Discarded'} ${plural(ids.length, what)} (${filterWords(filter)}), never sent to the CRM or the office.`;
}
