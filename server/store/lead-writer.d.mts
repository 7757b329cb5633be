import type { DatabaseSync } from 'node:sqlite';
import type { HoldReason, LeadKind, NewLead, NotificationStatus, NotifyChannel, SaveResult } from './types';

/** A new lead as a commit writes it: id and time chosen, payload serialised. */
export interface PreparedLead {
  id: string;
  kind: LeadKind;
  payload: string;
  key: string;
  spam: boolean;
  at: string;
  /** Quarantined past this limit (docs/lead-flow.md#quarantine); null or absent: delivered normally. */
  hold?: HoldReason | null;
  /** The address a held lead came from (kept only while it is held). */
  heldFrom?: string | null;
  /** The phone number's key (rows.ts `phoneKey`): the office finds repeats and searches by it. */
  phone?: string | null;
  /** How its notifications go (NewLead's `notify`). */
  notify?: NewLead['notify'];
}

/** Names SQLite's result code of a node:sqlite error in its `code` (SQLITE_BUSY, SQLITE_FULL…). */
export function withSqliteCode(error: unknown): unknown;

/** Runs `work` in one IMMEDIATE transaction; rolls back and throws on failure. */
export function immediately<T>(db: DatabaseSync, work: () => T): T;

/** The configured channels a new lead of `kind` is notified on (no acknowledgement for a review). */
export function channelsFor(kind: LeadKind, channels: readonly NotifyChannel[]): NotifyChannel[];

/**
 * Prepares the writes of new leads, each with a notification row per channel of `channels` it
 * gets; the result writes one group in one transaction.
 */
export function leadWriter(
  db: DatabaseSync,
  channels?: readonly NotifyChannel[],
): (leads: PreparedLead[]) => SaveResult[];

/**
 * How a new lead's notification on `channel` starts: its status and, for a skipped one, why.
 * Shared by both engines' writers.
 */
export function notificationStart(
  channel: NotifyChannel,
  held: boolean,
  notify: PreparedLead['notify'],
): [NotificationStatus, string | null];
