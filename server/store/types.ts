/**
 * The one interface between the intake service and its storage engine. SQLite implements it
 * (`sqlite.ts`), and PostgreSQL (`postgres/`); both keep the same guarantees, proven by one
 * contract suite run on both (tests/server/store-contract/).
 */
import type { Desk, WorkStatus } from './desk-types';
import type { Quotes } from './quote-types';
import type { Surveys } from './survey-types';

/** Which form family a lead came from. */
export type LeadKind = 'enquiry' | 'review';

/**
 * Where a lead stands with the CRM. `failed` means the last attempt failed: another is due at
 * `nextAttemptAt`, or, when that is null, it waits for a person (`retry`): the CRM rejected it too
 * often, or (`unknownAt` set) nobody knows whether the CRM took it; `spam` (caught by the
 * honeypot) is never forwarded.
 */
export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'spam';

/** A validated lead, before it has an id. */
export interface NewLead {
  kind: LeadKind;
  /** The browser's submission key; a second lead with the same key is not stored. */
  idempotencyKey: string;
  /** The validated input without the honeypot and the key. */
  payload: Record<string, unknown>;
  /** Caught by the honeypot: stored with status `spam`, never forwarded. */
  spam: boolean;
  /**
   * Stored quarantined because it came past this rate limit (server/http/limits.ts): pending, not
   * sent to the CRM until `release`. Absent or null: delivered as usual.
   */
  hold?: HoldReason | null;
  /** The address (client key) a held lead came from, kept while it is held, for bulk review. */
  heldFrom?: string | null;
  /**
   * How its notifications go (docs/lead-flow.md#floods); absent: each channel as usual. `office`
   * `summary`: its office alerts are told only in the next summary (past the hourly rate);
   * `ackSkipped`: why no acknowledgement goes (its row is written `skipped` with it), or null.
   */
  notify?: { office: 'each' | 'summary'; ackSkipped: string | null };
}

/**
 * Why a lead is held for review (docs/lead-flow.md#floods): a burst from its address far beyond
 * a household (`client`), everyone's hourly cap (`global`), a phone, e-mail or message repeated
 * (`repeat`), a message full of links (`links`).
 */
export type HoldReason = 'client' | 'global' | 'repeat' | 'links';

/** A stored lead with its delivery record. Times are ISO 8601 strings in UTC. */
export interface Lead {
  id: string;
  kind: LeadKind;
  idempotencyKey: string;
  payload: Record<string, unknown>;
  spam: boolean;
  createdAt: string;
  delivery: {
    status: DeliveryStatus;
    attempts: number;
    lastError: string | null;
    nextAttemptAt: string | null;
    deliveredAt: string | null;
    /** Attempts the CRM rejected (a redirect, a 4xx, an answer that is not a success) since the last `retry`. */
    rejections: number;
    /** The CRM's last answer (none while it never answered). */
    answer: StoredAnswer | null;
    /** Quarantined (pending, never sent until released), and past which limit; null when not. */
    quarantine: HoldReason | null;
    /** The address a held lead came from; null when not held. */
    heldFrom: string | null;
    /**
     * When an attempt went out and its outcome stayed unknown (no answer within the timeout, or the
     * service stopped mid-send): it may have reached the CRM, which takes no key to drop a repeat,
     * so it is not sent again by itself (docs/lead-flow.md#delivery-promises); null otherwise.
     */
    unknownAt: string | null;
  };
}

/** The CRM's answer to one attempt, as stored with the lead. */
export interface StoredAnswer {
  /** HTTP status. */
  status: number;
  /** The start of its text, scrubbed of the password, at most 200 characters. */
  excerpt: string;
  /** When it came. */
  at: string;
}

/** What a failed attempt leaves on the lead's record besides its error. */
export interface AttemptDetails {
  /** What the CRM answered, if it did. */
  answer?: { status: number; excerpt: string } | null;
  /** The CRM refused the lead (counted in `rejections`). */
  rejected?: boolean;
}

/**
 * What `saveLead` did: `created` is false when the key was already stored (the old id comes
 * back); `conflict` is true when that stored lead is of another kind or holds other content.
 */
export interface SaveResult {
  id: string;
  created: boolean;
  conflict?: boolean;
  /** Held leads deleted, oldest first, to make room for this one in a full store (docs/lead-flow.md#floods). */
  droppedHeld?: number;
}

/** A lead handed to one claimer: `token` is needed to record its result while the lease runs. */
export interface Claim {
  lead: Lead;
  token: string;
  /** The claim could not be written (the store is full): it holds in this process only. */
  inMemory: boolean;
  /**
   * When an earlier claimer's attempt went out, if its result was never recorded (that claimer
   * stopped mid-send, or could not write its result before its lease ran out): the receiver may
   * have it. Null when the last attempt's result is on record.
   */
  interruptedAt: string | null;
}

/** Lead counts per delivery status; `quarantined` leads are counted apart from `pending`. */
export type QueueStats = Record<DeliveryStatus | 'quarantined', number>;

/** What `retry` did: `delivered` and `spam` are refusals (a delivered lead is re-queued only with `force`). */
export type RetryResult = 'scheduled' | 'not_found' | 'delivered' | 'spam' | 'quarantined';

/** Who in the office called a lead back, and when (ISO 8601, UTC). */
export interface CallMark {
  by: string;
  at: string;
}

/** What `markCalled` did: `already` when someone had marked it before (their mark stays). */
export type CallResult = 'marked' | 'already' | 'not_found';

/**
 * What `release` did: only a quarantined lead (past a rate limit, or caught by the spam trap) is
 * released.
 */
export type ReleaseResult = 'released' | 'not_found' | 'not_quarantined';

/**
 * Why a lead is held back from the CRM and the notifications (docs/lead-flow.md#quarantine): past
 * its client's or everyone's rate limit, or caught by the spam trap (the honeypot field).
 */
export type QuarantineReason = HoldReason | 'honeypot';

/** A quarantined lead and why it is held. */
export interface QuarantinedLead {
  lead: Lead;
  reason: QuarantineReason;
}

/**
 * Where a lead is announced besides the CRM (docs/lead-flow.md#notifications): an e-mail to the
 * office, the visitor's acknowledgement e-mail, a WhatsApp message to the office, a webhook.
 */
export type NotifyChannel = 'email' | 'ack' | 'whatsapp' | 'webhook';

/** Every channel, in the order the office reads them. */
export const notifyChannels: readonly NotifyChannel[] = ['email', 'whatsapp', 'webhook', 'ack'];

/** What a notification announces: a new lead, or a lead the CRM rejected for good. */
export type NotifyEvent = 'lead' | 'crm_failed' | 'summary';

/**
 * Where one notification stands: `held` while its lead is quarantined (sent once released),
 * `pending` (due at `nextAttemptAt`), `failed` (the last attempt failed; another is due at
 * `nextAttemptAt`, or, when that is null, it waits for `retryNotification`: the channel refused it
 * too often, or, with `unknownAt`, it may have arrived), `delivered` (the channel accepted it;
 * never sent again), `skipped` (an acknowledgement never sent, its reason in `lastError`),
 * `summarised` (an office alert past the hourly rate, told in the next summary instead:
 * docs/lead-flow.md#floods).
 */
export type NotificationStatus = 'held' | 'pending' | 'delivered' | 'failed' | 'skipped' | 'summarised';

/** One notification of one lead on one channel, with its delivery record. Times are ISO 8601 in UTC. */
export interface Notification {
  /** Its own id (a number), for `retryNotification` and the claim. */
  id: number;
  leadId: string;
  channel: NotifyChannel;
  event: NotifyEvent;
  /** For `crm_failed`: which time the CRM stopped taking the lead (one notification per episode). */
  episode: number;
  status: NotificationStatus;
  attempts: number;
  /** Attempts the channel refused (a 4xx, an address refused) since the last retry. */
  rejections: number;
  lastError: string | null;
  lastErrorAt: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  /**
   * When an attempt went out and its outcome stayed unknown (see `Lead.delivery.unknownAt`): on a
   * channel whose receiver cannot drop a repeat, it is not sent again by itself; null otherwise.
   */
  unknownAt: string | null;
}

/** A notification handed to one claimer with its lead; `token` records its result, as for `Claim`. */
export interface NotificationClaim {
  notification: Notification;
  lead: Lead;
  token: string;
  /** The claim could not be written (the store is full): it holds in this process only. */
  inMemory: boolean;
  /** As `Claim.interruptedAt`: an earlier attempt went out then, and its result was never recorded. */
  interruptedAt: string | null;
}

/** One channel's queue, for /api/health, the leads command and the office inbox. */
export interface ChannelStatus {
  channel: NotifyChannel;
  /** Waiting for their lead's release from quarantine. */
  held: number;
  /** Due now or later, never tried yet or tried and failing (`failed` counts those too). */
  pending: number;
  /** Failed at least once and still retried by themselves. */
  failed: number;
  /** Refused too often: they wait for `retryNotification`. */
  stopped: number;
  /** Sent with no answer (may have arrived): they wait for a person to check and `retryNotification`. */
  unknown: number;
  delivered: number;
  /** The most recent error on this channel, whatever came after it, and when. */
  lastError: string | null;
  lastErrorAt: string | null;
  /** When the last notification on this channel was accepted. */
  lastDeliveredAt: string | null;
}

/** What `retryNotification` did: a held or delivered notification is not sent by a retry. */
export type NotificationRetryResult = 'scheduled' | 'not_found' | 'delivered' | 'held';

/**
 * Whose leads a privacy request (`findByContact`, `forget`) is about; a lead matches if any
 * given value matches. At least one is required. Reviews hold only a name, so only `name` or
 * `id` finds them.
 */
export interface ContactMatch {
  /** Compared after trimming, case-insensitively. */
  email?: string;
  /** Compared by normalised digits (country code 91 added to 10-digit numbers, trunk 0 dropped). */
  phone?: string;
  /** The name on an enquiry or a review, compared case-insensitively with runs of spaces as one. */
  name?: string;
  /** One lead's full id. */
  id?: string;
}

/** What a retention purge did (or, in a dry run, would do). */
export interface PurgeResult {
  /** Leads deleted with their delivery records. */
  purged: number;
  /** Leads older than the cut-off still waiting for the CRM (pending or failed): kept unless asked. */
  undeliveredKept: number;
}

/** Which held leads a bulk release or discard takes (docs/lead-flow.md#floods); empty: every one. */
export interface HeldFilter {
  /** The address (client key) they came from. */
  from?: string;
  /** Created at or after. */
  since?: Date;
  /** Created before. */
  until?: Date;
}

/** Held leads from one address, for the office's review. */
export interface HeldSource {
  from: string;
  count: number;
  reasons: HoldReason[];
  /** When the first and the last came (ISO 8601, UTC). */
  first: string;
  last: string;
}

/** What a summary tells the office about a window (docs/lead-flow.md#floods). */
export interface FloodSummary {
  /** Leads held for review created in the window, by kind. */
  held: Record<LeadKind, number>;
  /** The addresses they came from. */
  addresses: number;
  /** Leads sent on to the CRM but announced only in the summary (past the office's hourly rate). */
  summarised: number;
}

/**
 * Which leads a page, a count or an export covers; every condition given must hold. Times are
 * compared with when the lead was stored.
 */
export interface LeadFilter {
  /** Stored at or after this instant. */
  since?: Date;
  /** Stored before this instant. */
  until?: Date;
  kind?: LeadKind;
  /** true: only leads caught by the spam trap (even once released); false: only the others. */
  spam?: boolean;
  /** Only enquiries the office's work has at one of these statuses (a lead never worked is `new`). */
  status?: readonly WorkStatus[];
  /** Only leads sent from the Hindi pages (`hi`) or the English ones (`en`). */
  lang?: 'hi' | 'en';
  /** Only leads sent from this page of the site (its path). */
  page?: string;
  /** Only enquiries whose pickup or drop contains this text, in any case. */
  place?: string;
  /**
   * The office's search: a name containing it, a phone number containing its digits (5 or more),
   * or a reference (the id's last characters, in any case).
   */
  text?: string;
}

/** A filter for `countLeads`, which may also keep only the leads in one state the office acts on. */
export interface CountFilter extends LeadFilter {
  /**
   * `called`: marked called by the office; `held`: quarantined past a rate limit; `failing`: a
   * failed or stopped delivery to the CRM (not held) or of a notification.
   */
  only?: 'called' | 'held' | 'failing';
}

/**
 * One page of a list of leads, newest first (leads stored in the same instant: the later-stored
 * first). Without a cursor it is the newest page; a cursor names a lead by its id (a lead no
 * longer stored is ignored: the newest page again).
 */
export interface PageQuery extends LeadFilter {
  /** Leads per page. */
  limit: number;
  /** The page of the leads listed after this one (older). */
  olderThan?: string;
  /** The page of the leads listed before this one (newer); the newest page when fewer than `limit` are. */
  newerThan?: string;
}

/** A page of leads and whether the list goes on either side of it. */
export interface LeadPage {
  /** Newest first. */
  leads: Lead[];
  /** More leads of the filter are listed after the last (older). */
  older: boolean;
  /** More leads of the filter are listed before the first (newer). */
  newer: boolean;
}

/** How many leads were sent from one page of the site (the payload's `page`; null when none). */
export interface PageCount {
  page: string | null;
  count: number;
}

export interface LeadStore {
  /** Which engine keeps the leads: the embedded SQLite file, or PostgreSQL (DATABASE_URL). */
  readonly engine: 'sqlite' | 'postgres';
  /**
   * Stores the lead and its delivery record in one transaction and resolves only once both are
   * durably committed. A known idempotency key stores nothing and returns the existing id.
   * Saves arriving together may share one transaction (group commit): if it fails, every one of
   * them is rejected and none is stored.
   */
  saveLead(lead: NewLead, now?: Date): Promise<SaveResult>;
  /** The lead stored under a submission key. */
  findByKey(idempotencyKey: string): Promise<Lead | undefined>;
  /**
   * Claims the one lead due first at `now` (none with a live claim of anyone, none in `exclude`)
   * for `leaseMs`, under a new owner token: only that token's holder records its result or
   * releases it while the lease runs. The claim, committed before the send, is also the record
   * that an attempt goes out: a claim that ends with no result recorded comes back to the next
   * claimer as `interruptedAt`. When the claim cannot be written because the store is full
   * (SQLITE_FULL), the lead is still handed out, claimed in this process only
   * (docs/lead-flow.md#duplicates).
   */
  claimNext(now: Date, leaseMs: number, options?: { exclude?: readonly string[] }): Promise<Claim | undefined>;
  /**
   * Records a failed attempt, the CRM's answer if any, and when to try again (null: not by
   * itself, only after `retry`: then, in the same transaction, the office's notification channels
   * get a `crm_failed` notification, once for this episode); releases the claim. With `token`, only if that claim still
   * holds or nobody else's does; answers whether it was recorded.
   */
  markAttempt(
    id: string,
    error: string,
    nextAttemptAt: Date | null,
    details?: AttemptDetails,
    token?: string,
  ): Promise<boolean>;
  /**
   * Records the successful attempt and the CRM's answer; a delivered lead is never due again
   * (unless forced). With `token`, as `markAttempt`; answers whether it was recorded.
   */
  markDelivered(id: string, at: Date, answer?: { status: number; excerpt: string }, token?: string): Promise<boolean>;
  /**
   * Records an attempt whose outcome is unknown (it went out, and no answer came: a timeout, or its
   * claimer stopped mid-send): `failed` with `unknownAt`, not due again until `retry`; releases the
   * claim. With `token`, as `markAttempt`; answers whether it was recorded.
   */
  markUnknown(id: string, error: string, token?: string): Promise<boolean>;
  /** Gives a claim up without recording an attempt (a send that never went out); only with its token. */
  releaseClaim(id: string, token: string): Promise<boolean>;
  /**
   * `full` while new leads cannot be stored for lack of space: the file is at `maxSizeMb`, or the
   * last lead failed with SQLITE_FULL (a full disk) and none has been stored since.
   */
  space(): Promise<'ok' | 'full'>;
  /** Every lead, newest first; with `since`, only those created at or after it. */
  list(options?: { since?: Date }): Promise<Lead[]>;
  /** One page of the leads `query` covers (docs/office.md#every-lead-searched-and-filtered), read by an index, not by listing them all. */
  leadPage(query: PageQuery): Promise<LeadPage>;
  /** How many leads `filter` covers, counted by the store without reading them. */
  countLeads(filter: CountFilter): Promise<number>;
  /** How many leads `filter` covers, by the page of the site they were sent from (the office's chart). */
  countByPage(filter: LeadFilter): Promise<PageCount[]>;
  /**
   * Every lead `filter` covers, oldest first (stored in the same instant: the earlier-stored
   * first), `batchSize` at a time: each batch is read when the caller asks for it, so a caller
   * that writes each out before asking for the next holds one batch at most (the CSV export). A
   * lead stored meanwhile is read too if it comes after the batches read so far.
   */
  leadBatches(filter: LeadFilter, batchSize: number): AsyncIterable<Lead[]>;
  /**
   * The payload fields of the leads `filter` covers that are not in `known`, in the order they
   * first appear (leads oldest first as `leadBatches` reads them, each lead's fields in its
   * payload's order): the CSV export's extra columns. Reads in batches, letting other work in
   * between.
   */
  payloadFields(filter: LeadFilter, known: readonly string[]): Promise<string[]>;
  get(id: string): Promise<Lead | undefined>;
  /**
   * Makes a pending or failed lead due now (an unknown one too: a person checked the CRM), with a
   * fresh allowance of rejections; refuses spam,
   * and delivered leads unless `force` (a lead the CRM never really took) makes it pending again.
   */
  retry(id: string, now?: Date, options?: { force?: boolean }): Promise<RetryResult>;
  stats(): Promise<QueueStats>;
  /**
   * Lets a quarantined lead go, past a rate limit or caught by the spam trap (then it is treated
   * as genuine): due now for the CRM, as if it had just arrived, and its held notifications due
   * now too. Refuses a lead that is not quarantined. `retry` refuses quarantined leads, so
   * releasing is always deliberate.
   */
  release(id: string, now?: Date): Promise<ReleaseResult>;
  /** Ids of every lead quarantined past a rate limit, oldest first (the spam trap's catches are not among them). */
  quarantined(): Promise<string[]>;
  /** Every quarantined lead, past a rate limit or caught by the spam trap, newest first, with the reason. */
  quarantinedLeads(): Promise<QuarantinedLead[]>;
  /** Leads held past a limit (not the spam trap's catches), grouped by the address they came from, latest first. */
  heldSources(): Promise<HeldSource[]>;
  /** Releases every lead held past a limit that matches, as `release` does each; answers their ids. */
  releaseHeld(filter: HeldFilter, now?: Date): Promise<string[]>;
  /**
   * Deletes every lead held past a limit that matches (and the spam trap's catches too with
   * `spam`), with their records; answers their ids. Nothing held is sent anywhere first.
   */
  discardHeld(filter: HeldFilter, options?: { spam?: boolean; dryRun?: boolean }): Promise<string[]>;
  /**
   * Writes a `summary` notification on each of `channels` when the window before `now` holds
   * something to tell (a held lead, an alert summarised) and no summary was written within it:
   * at most one per window, whichever process asks (docs/lead-flow.md#floods). Answers whether it wrote.
   */
  queueSummary(channels: readonly NotifyChannel[], now: Date, windowMs: number): Promise<boolean>;
  /** What the window from `since` to `until` holds for a summary. */
  floodSummary(since: Date, until: Date): Promise<FloodSummary>;
  /**
   * Claims the notification on `channel` due first at `now` (none held, none with a live claim,
   * none in `exclude`) with its lead, for `leaseMs` under a new token, as `claimNext` does for the
   * CRM (docs/lead-flow.md#notifications).
   */
  claimNotification(
    channel: NotifyChannel,
    now: Date,
    leaseMs: number,
    options?: { exclude?: readonly number[] },
  ): Promise<NotificationClaim | undefined>;
  /**
   * Records a failed attempt of a notification and when to try again (null: not by itself);
   * `rejected` counts it as refused. With `token`, as `markAttempt`.
   */
  markNotificationFailed(
    id: number,
    error: string,
    nextAttemptAt: Date | null,
    details?: { rejected?: boolean },
    token?: string,
  ): Promise<boolean>;
  /** Records a notification the channel accepted: never sent again. With `token`, as `markDelivered`. */
  markNotificationSent(id: number, at: Date, token?: string): Promise<boolean>;
  /** As `markUnknown`, for a notification: it may have arrived, and waits for `retryNotification`. */
  markNotificationUnknown(id: number, error: string, token?: string): Promise<boolean>;
  /** Gives a notification's claim up without recording an attempt; only with its token. */
  releaseNotificationClaim(id: number, token: string): Promise<boolean>;
  /** A failed, stopped or unknown notification due now, with a fresh allowance of rejections. */
  retryNotification(id: number, now?: Date): Promise<NotificationRetryResult>;
  /** One lead's notifications, by channel and time. */
  notificationsOf(leadId: string): Promise<Notification[]>;
  /** Each channel's queue and last error, for every channel that has ever had a notification. */
  channelStatus(): Promise<ChannelStatus[]>;
  /**
   * What makes the store unable to keep new leads, in a few words (`the database file was deleted
   * while in use`), or null when it can. Saves fail meanwhile; health reports it.
   */
  problem(): Promise<string | null>;
  /**
   * Every lead of one person (a data-access request), newest first, with its delivery record.
   * Matches exactly the leads `forget` would delete.
   */
  findByContact(match: ContactMatch): Promise<Lead[]>;
  /**
   * Deletes every lead of one person with its delivery record (a privacy request) and returns
   * their ids, oldest first; with `dryRun` only returns the ids.
   */
  forget(match: ContactMatch, options?: { dryRun?: boolean }): Promise<string[]>;
  /**
   * Deletes delivered and spam leads created before `before`. Pending and failed leads are only
   * counted, unless `includeUndelivered` is set (the daily retention job sets it: server/leads/retention.ts).
   */
  purge(before: Date, options?: { includeUndelivered?: boolean; dryRun?: boolean }): Promise<PurgeResult>;
  /**
   * Records that the office called the lead back: the first mark stays (`already` for later ones),
   * deleted with the lead (docs/office.md#working-a-lead).
   */
  markCalled(id: string, by: string, at?: Date): Promise<CallResult>;
  /**
   * The office's call marks by lead id; with `since`, only of leads created at or after it; with
   * `ids`, only of those leads.
   */
  calls(options?: { since?: Date; ids?: readonly string[] }): Promise<Map<string, CallMark>>;
  /** The office's work on the leads and its people (docs/office.md#the-work-queue). */
  readonly desk: Desk;
  /** Quotes and their versions (docs/quotes.md). */
  readonly quotes: Quotes;
  /** Free surveys booked on the site and the office's capacity (docs/surveys.md). */
  readonly surveys: Surveys;
  /** Finishes queued writes, then closes. */
  close(): Promise<void>;
}
