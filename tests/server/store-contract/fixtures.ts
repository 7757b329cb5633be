import { randomUUID } from 'node:crypto';
import type { LeadStore, NewLead, NotifyChannel } from '../../../server/store/types';

/**
 * Leads and times for the store contract: plain values only, so the suite runs unchanged on any
 * engine.
 */

/** A submission key as the browser makes one. */
export const newKey = () => randomUUID();

/** An enquiry as the intake validates it; `payload` adds or replaces fields, `extra` sets the rest. */
export function enquiry(payload: Record<string, unknown> = {}, extra: Partial<NewLead> = {}): NewLead {
  return {
    kind: 'enquiry',
    idempotencyKey: newKey(),
    payload: {
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '+91 98201 45678',
      pickup: 'Ghansoli, Navi Mumbai',
      drop: 'Kothrud, Pune',
      detail: '2 BHK household goods',
      source: 'contact',
      ...payload,
    },
    spam: false,
    ...extra,
  };
}

/** A review as the intake validates it (no e-mail address or phone). */
export function review(payload: Record<string, unknown> = {}, extra: Partial<NewLead> = {}): NewLead {
  return {
    kind: 'review',
    idempotencyKey: newKey(),
    payload: { name: 'Rahul Nair', title: 'Careful packing', rating: 5, description: 'Nothing broken.', ...payload },
    spam: false,
    ...extra,
  };
}

/** A lead held past the per-client limit, from `from`. */
export const held = (from = '203.0.113.7', payload: Record<string, unknown> = {}): NewLead =>
  enquiry(payload, { hold: 'client', heldFrom: from });

/** `ms` milliseconds after `base` (before, when negative). */
export const after = (base: Date, ms: number) => new Date(base.getTime() + ms);

/** A year after `base`: any lead due by itself is due by then. */
export const muchLater = (base: Date) => after(base, 365 * 86_400_000);

/** The office channels and the visitor's acknowledgement, as a typical start configures them. */
export const someChannels: readonly NotifyChannel[] = ['email', 'ack', 'webhook'];

/** Saves `lead` and answers its id, failing the test if it was not newly stored. */
export async function saved(store: LeadStore, lead: NewLead, now?: Date): Promise<string> {
  const result = await store.saveLead(lead, now);
  if (!result.created) throw new Error(`lead not created: ${JSON.stringify(result)}`);
  return result.id;
}

/** One lead's notification on `channel` for `event` (a new lead's by default). */
export async function notificationOn(store: LeadStore, leadId: string, channel: NotifyChannel, event = 'lead') {
  const found = (await store.notificationsOf(leadId)).find((n) => n.channel === channel && n.event === event);
  if (!found) throw new Error(`no ${event} notification on ${channel} for ${leadId}`);
  return found;
}

/** True for a time written as `Date.toISOString` writes it (ISO 8601, UTC, milliseconds). */
export const isIsoUtc = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString() === value;
