/**
 * The office's work on the leads (docs/office.md#the-work-queue): where each enquiry stands on its
 * way to a booked move, who has it, when to try again, the notes, and every change with who made
 * it and when; and the office's people. Both store engines keep it in the same tables
 * (`lead_work`, `lead_events`, `office_users`), deleted with their lead.
 */
import type { Lead } from './types';

/**
 * Where an enquiry stands: `new` (nobody has tried it), `unreachable` (called, no answer: tried
 * again at a reminder), `talked`, `survey` (a survey is booked), `quoted`, and the ends `won` and
 * `lost`.
 */
export type WorkStatus = 'new' | 'unreachable' | 'talked' | 'survey' | 'quoted' | 'won' | 'lost';

export const workStatuses: readonly WorkStatus[] = ['new', 'unreachable', 'talked', 'survey', 'quoted', 'won', 'lost'];

/** Why a lead was lost, from a short list the owner's report counts. */
export type LostReason = 'price' | 'date' | 'another_mover' | 'not_genuine' | 'duplicate' | 'other';

export const lostReasons: readonly LostReason[] = [
  'price',
  'date',
  'another_mover',
  'not_genuine',
  'duplicate',
  'other',
];

/** Statuses still worked: a lead in one of these can be in the queue. */
export const openStatuses: readonly WorkStatus[] = ['new', 'unreachable', 'talked', 'survey', 'quoted'];

/** One lead's work record. A lead without one is `new`, untaken, with no reminder. Times ISO 8601 UTC. */
export interface LeadWork {
  leadId: string;
  status: WorkStatus;
  /** Calls that found nobody (each `unreachable` change adds one). */
  attempts: number;
  /** When to call again, and whose reminder it is (null: nobody's, everyone's queue). */
  remindAt: string | null;
  remindFor: string | null;
  /** Who has the lead, so two people do not call the same customer. */
  takenBy: string | null;
  takenAt: string | null;
  /** The survey's date and time, once booked. */
  surveyAt: string | null;
  /** The quote sent, in rupees. */
  quoteAmount: number | null;
  /** The moving date agreed, once won (YYYY-MM-DD). */
  movingOn: string | null;
  lostReason: LostReason | null;
  updatedAt: string;
}

/** What a change to a lead did, as its history lists it. */
export type WorkAction = 'take' | 'let_go' | 'status' | 'note' | 'reminder';

/** One entry of a lead's history. */
export interface WorkEvent {
  id: number;
  leadId: string;
  at: string;
  by: string;
  action: WorkAction;
  /** The status it moved to (`status`), or the status at the time. */
  status: WorkStatus;
  /** What came with it: the note, the reminder, the survey's time, the amount, the moving date, the reason. */
  detail: WorkDetail;
}

export interface WorkDetail {
  note?: string;
  remindAt?: string | null;
  surveyAt?: string;
  quoteAmount?: number;
  movingOn?: string;
  lostReason?: LostReason;
  /** Taken over from this person. */
  from?: string;
}

/** A change to a lead: a new status with what it needs, a reminder, a note (any of them together). */
export interface WorkChange {
  status?: WorkStatus;
  /** A reminder to call again (null clears it). */
  remindAt?: Date | null;
  surveyAt?: Date;
  quoteAmount?: number;
  movingOn?: string;
  lostReason?: LostReason;
  note?: string;
}

/**
 * What a change did: done, with the record as it now stands; or refused because the lead is
 * not stored, or someone else has it (their name), unless the change was made with `force`.
 */
export type WorkResult =
  | { ok: true; work: LeadWork; firstCall: boolean }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'taken'; by: string };

/** An office user (docs/office.md#people): a name, a role, and their own password's hash. */
export interface OfficeUser {
  name: string;
  role: 'admin' | 'staff';
  createdAt: string;
  createdBy: string;
}

/** The queue's raw material: the leads nobody has tried, oldest first, and those being worked. */
export interface QueueLeads {
  /** Genuine enquiries since the queue's start still `new`, oldest first (their deadlines come in that order). */
  fresh: Lead[];
  /** Genuine enquiries with a reminder, or `unreachable`, not won or lost, by reminder (none last). */
  working: Lead[];
}

export interface Desk {
  /** The work records of these leads (a lead without one is absent: it is `new`). */
  work(ids: readonly string[]): Promise<Map<string, LeadWork>>;
  /** The history of these leads, oldest first. */
  history(ids: readonly string[]): Promise<Map<string, WorkEvent[]>>;
  /** `by` takes the lead; refused when someone else has it, unless `force` (taking it over, recorded). */
  take(id: string, by: string, at: Date, options?: { force?: boolean }): Promise<WorkResult>;
  /** `by` lets the lead go (only the person who has it, or with `force`). */
  letGo(id: string, by: string, at: Date, options?: { force?: boolean }): Promise<WorkResult>;
  /**
   * Records a change by `by` at `at`, each part in the history, in one transaction: a lead
   * nobody has is taken by `by`; a lead someone else has is refused unless `force`. The first
   * change to a call outcome (not reachable, talked or later) also writes the lead's call mark
   * (`markCalled`), so the first call's time is kept once (`firstCall` says it was this one).
   */
  change(id: string, by: string, at: Date, change: WorkChange, options?: { force?: boolean }): Promise<WorkResult>;
  /** The queue's leads created at or after `since`, at most `limit` of each kind. */
  queue(since: Date, limit: number): Promise<QueueLeads>;
  /**
   * How many leads are to be called at `now`: those the queue holds as new (since `since`), the
   * reminders due, and the leads not reachable with no reminder (since `since`). The inbox's
   * tab title shows it.
   */
  toCall(since: Date, now: Date): Promise<number>;
  /** How many of the queue's new leads (no outcome, no reminder) were stored in [since, until). */
  freshCount(since: Date, until: Date): Promise<number>;
  /**
   * For each lead given, the newest earlier genuine enquiry with the same phone number within
   * `days` before it (a repeat), by lead id.
   */
  repeats(leads: readonly Lead[], days: number): Promise<Map<string, Lead>>;
  /** The office's users, by name. */
  users(): Promise<OfficeUser[]>;
  /** A user and their password's hash, by name (any case). */
  user(name: string): Promise<{ user: OfficeUser; passwordHash: string } | undefined>;
  /** Adds a user, or sets an existing one's role and password. */
  saveUser(user: OfficeUser, passwordHash: string): Promise<'added' | 'updated'>;
  /** Removes a user by name (any case); false when there was none. */
  removeUser(name: string): Promise<boolean>;
}
