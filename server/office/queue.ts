import { company } from '../../content/company';
import { callbackDue, parseOfficeHours } from '../../lib/shared/office-hours';
import type { LeadWork } from '../store/desk-types';
import type { Lead, LeadStore } from '../store/types';
import { userKey } from '../store/desk-rows';

/**
 * The office's queue (docs/office.md#the-work-queue): the enquiries to call, in the order they
 * should be called. A new lead is due when the visitor was told the call would come
 * (`callbackDue`: 15 minutes, counted from the next opening when the office is closed); a lead
 * being worked, at its reminder. Your own reminders that are due come first, then everything by
 * time left, overdue first.
 */

/** Office hours from the company's settings, read once. */
export const officeHours = parseOfficeHours(company.hours);

/** When a lead's call-back falls due, as the visitor was told. */
export const dueOf = (lead: Lead) =>
  callbackDue(officeHours, company.promises.callbackMinutes, new Date(lead.createdAt));

/** One line of the queue: the lead, its work so far, and when it is to be called. */
export interface QueueItem {
  lead: Lead;
  work: LeadWork | undefined;
  /** When to call: the reminder, else the promised call-back. */
  at: Date;
  /** Why then. */
  why: 'promise' | 'reminder';
  /** A reminder of the signed-in person's, due now: at the top. */
  mine: boolean;
}

/** How many leads of each kind the queue reads at most (an office works far fewer in a day). */
export const queueLimit = 300;

/** The queue for `me` at `now`, of leads since `since`. */
export async function queueFor(store: LeadStore, me: string, since: Date, now: Date): Promise<QueueItem[]> {
  const { fresh, working } = await store.desk.queue(since, queueLimit);
  // A new lead may have a record too: someone has taken it.
  const works = await store.desk.work([...fresh, ...working].map((lead) => lead.id));
  const items: QueueItem[] = [...fresh, ...working].map((lead) => {
    const work = works.get(lead.id);
    const reminder = work?.remindAt ? new Date(work.remindAt) : undefined;
    return {
      lead,
      work,
      at: reminder ?? dueOf(lead),
      why: reminder ? 'reminder' : 'promise',
      mine: Boolean(reminder && reminder <= now && work?.remindFor && userKey(work.remindFor) === userKey(me)),
    };
  });
  return items.sort((a, b) => Number(b.mine) - Number(a.mine) || a.at.getTime() - b.at.getTime());
}

/** A span of time as the office reads it: `under a minute`, `12 min`, `2 h 5 min`, `3 days`. */
export function span(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

/**
 * The latest arrival whose call-back is due by `now` (to the second): every new lead stored at or
 * before it is late. The deadline never comes earlier for a later lead, so a search by halves
 * over the window finds it without reading a lead.
 */
export function lateUntil(since: Date, now: Date): Date {
  let low = since.getTime();
  let high = now.getTime();
  if (dueAt(low) > now.getTime()) return new Date(low - 1);
  while (high - low > 1_000) {
    const middle = Math.floor((low + high) / 2);
    if (dueAt(middle) <= now.getTime()) low = middle;
    else high = middle;
  }
  return new Date(low);
}

const dueAt = (at: number) => callbackDue(officeHours, company.promises.callbackMinutes, new Date(at)).getTime();
