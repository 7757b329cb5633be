/**
 * What both store engines (SQLite: sqlite.ts, PostgreSQL: postgres/) share: a lead's and a
 * notification's row as read with its delivery record, how it becomes what the store answers, and
 * the keys privacy requests compare contact details by.
 */
import { normalisedPhone } from '../../lib/shared/phone';
import { type WorkStatus, workStatuses } from './desk-types';
import type {
  ChannelStatus,
  ContactMatch,
  DeliveryStatus,
  HoldReason,
  LeadKind,
  Lead,
  Notification,
  NotificationStatus,
  NotifyChannel,
  NotifyEvent,
  QueueStats,
} from './types';

/** An e-mail address as privacy requests compare it. */
export const emailKey = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : null);
/** A name as privacy requests compare it: Unicode-normalised, trimmed, one space between words, any case. */
export const nameKey = (value: unknown) =>
  typeof value === 'string' ? value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase() || null : null;
/** A phone number as privacy requests compare it (as the analytics copy normalises it). */
export const phoneKey = (value: unknown) => {
  if (typeof value !== 'string') return null;
  const digits = normalisedPhone(value);
  return /^\d+$/.test(digits) ? digits : null;
};

/**
 * A lead's contact keys as the PostgreSQL store keeps them beside it (`contact_email`,
 * `contact_phone`, `contact_name`), from its payload: what a privacy request finds it by.
 */
export const contactKeys = (payload: Record<string, unknown>) => ({
  email: emailKey(payload.email) || null,
  phone: phoneKey(payload.phone),
  name: nameKey(payload.name),
});

/** A lead and its delivery record, as `selectLead` reads them. */
export interface Row {
  id: string;
  kind: LeadKind;
  payload: string;
  idempotency_key: string;
  spam: 0 | 1;
  created_at: string;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
  rejections: number;
  answer_status: number | null;
  answer_excerpt: string | null;
  answered_at: string | null;
  quarantine: HoldReason | null;
  held_from: string | null;
  sending_since: string | null;
  unknown_at: string | null;
}

/** Reads a lead with its delivery record; append a WHERE clause. */
export const selectLead = `SELECT l.id, l.kind, l.payload, l.idempotency_key, l.spam, l.created_at,
  d.status, d.attempts, d.last_error, d.next_attempt_at, d.delivered_at,
  d.rejections, d.answer_status, d.answer_excerpt, d.answered_at, d.quarantine, d.held_from, d.sending_since,
  d.unknown_at
  FROM leads l JOIN deliveries d ON d.lead_id = l.id`;

/** A row of `selectLead` as the store answers it. */
export function toLead(row: Row): Lead {
  return {
    id: row.id,
    kind: row.kind,
    idempotencyKey: row.idempotency_key,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    spam: row.spam === 1,
    createdAt: row.created_at,
    delivery: {
      status: row.status,
      attempts: row.attempts,
      lastError: row.last_error,
      nextAttemptAt: row.next_attempt_at,
      deliveredAt: row.delivered_at,
      rejections: row.rejections,
      answer:
        row.answer_status === null
          ? null
          : { status: row.answer_status, excerpt: row.answer_excerpt ?? '', at: row.answered_at ?? '' },
      quarantine: row.quarantine ?? null,
      heldFrom: row.held_from ?? null,
      unknownAt: row.unknown_at ?? null,
    },
  };
}

/** Leads per delivery state, 0 for a state none is in. */
export function countByStatus(rows: { status: DeliveryStatus | 'quarantined'; n: number }[]): QueueStats {
  const stats: QueueStats = { pending: 0, delivered: 0, failed: 0, spam: 0, quarantined: 0 };
  for (const { status, n } of rows) stats[status] = n;
  return stats;
}

/** A notification row as stored. */
export interface NotificationRow {
  id: number;
  lead_id: string;
  channel: NotifyChannel;
  event: NotifyEvent;
  episode: number;
  status: NotificationStatus;
  attempts: number;
  rejections: number;
  last_error: string | null;
  last_error_at: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
  created_at: string;
  sending_since: string | null;
  unknown_at: string | null;
}

export const notificationColumns = `id, lead_id, channel, event, episode, status, attempts, rejections, last_error, last_error_at,
  next_attempt_at, delivered_at, created_at, sending_since, unknown_at`;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    leadId: row.lead_id,
    channel: row.channel,
    event: row.event,
    episode: row.episode,
    status: row.status,
    attempts: row.attempts,
    rejections: row.rejections,
    lastError: row.last_error,
    lastErrorAt: row.last_error_at,
    nextAttemptAt: row.next_attempt_at,
    deliveredAt: row.delivered_at,
    createdAt: row.created_at,
    unknownAt: row.unknown_at,
  };
}

/** One channel's notifications in one state, as both engines count them (`state`: stopped and unknown apart from failed). */
export interface ChannelCountRow {
  channel: NotifyChannel;
  state: string;
  n: number;
  delivered_at: string | null;
}

/**
 * Each channel's queue from its counts by state (`LeadStore.channelStatus`, without the last
 * error): failing ones count as pending too, as they are still sent by themselves.
 */
export function channelCounts(rows: readonly ChannelCountRow[]): Map<NotifyChannel, ChannelStatus> {
  const channels = new Map<NotifyChannel, ChannelStatus>();
  for (const { channel, state, n, delivered_at } of rows) {
    const status = channels.get(channel) ?? {
      channel,
      held: 0,
      pending: 0,
      failed: 0,
      stopped: 0,
      unknown: 0,
      delivered: 0,
      lastError: null,
      lastErrorAt: null,
      lastDeliveredAt: null,
    };
    channels.set(channel, status);
    // Never sent, so in no queue: an acknowledgement skipped, an alert told in a summary instead.
    if (state === 'skipped' || state === 'summarised') continue;
    if (state === 'stopped') status.stopped += n;
    else if (state === 'unknown') status.unknown += n;
    else if (state === 'held') status.held += n;
    else if (state === 'delivered') {
      status.delivered += n;
      status.lastDeliveredAt = delivered_at;
    } else if (state === 'failed') {
      status.failed += n;
      status.pending += n;
    } else status.pending += n;
  }
  return channels;
}

/**
 * The keys a privacy request matches leads by (`findByContact`, `forget`), worked out with the same
 * functions as each stored lead's: empty ones null. Refuses a request that names nobody.
 */
export function contactMatchKeys(match: ContactMatch) {
  const email = (match.email ? emailKey(match.email) : null) || null;
  const phone = (match.phone ? phoneKey(match.phone) : null) || null;
  const name = match.name ? nameKey(match.name) : null;
  const id = match.id?.trim() || null;
  if (!email && !phone && !name && !id) {
    throw new Error('a privacy request needs an e-mail address, a phone number, a name or a lead id');
  }
  return { email, phone, name, id };
}

/** Adds to `found` (and `seen`) the keys of these payloads not seen yet, in order (`payloadFields`). */
export function collectNewFields(payloads: readonly (string | null)[], seen: Set<string>, found: string[]): void {
  for (const payload of payloads) {
    if (payload === null) continue;
    for (const key of Object.keys(JSON.parse(payload) as object)) {
      if (!seen.has(key)) {
        seen.add(key);
        found.push(key);
      }
    }
  }
}

/** A LIKE pattern containing `text` literally (`%` and `_` escaped with `\\`). */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What the office's search (`LeadFilter.text`) compares: the name with `name` (a LIKE pattern),
 * the phone key with `phone` when the text holds 5 digits or more, the id's end with `ref` when
 * it could be a reference (letters and digits only).
 */
export function searchPatterns(text: string): { name: string; phone: string | null; ref: string | null } {
  const trimmed = text.trim().slice(0, 60);
  const digits = normalisedDigits(trimmed);
  return {
    name: containing(trimmed),
    phone: digits.length >= 5 ? containing(digits) : null,
    ref: /^[0-9A-Za-z]{4,26}$/.test(trimmed) ? `%${trimmed.toUpperCase()}` : null,
  };
}

/** The digits of a searched phone number, Devanagari ones read as Latin, without a leading 0 or +91 when 10 follow. */
function normalisedDigits(text: string): string {
  if (!/^[+\d\s\-().\u0966-\u096f]+$/.test(text)) return '';
  const digits = text.replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x966)).replace(/\D/g, '');
  return digits.replace(/^(?:0|91)(?=\d{10}$)/, '');
}

/** The statuses a filter names, checked against the known ones (they are written into the SQL). */
export function statusList(statuses: readonly string[]): string {
  const known = statuses.filter((s): s is WorkStatus => (workStatuses as readonly string[]).includes(s));
  return known.length ? known.map((s) => `'${s}'`).join(', ') : "''";
}

/** A lead's work status in SQL (`new` when never worked), for a filter by status. */
export const workStatusSql = "COALESCE((SELECT w.status FROM lead_work w WHERE w.lead_id = l.id), 'new')";
