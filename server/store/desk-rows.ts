/**
 * What both engines' desks (desk-sqlite.ts, postgres/desk.ts) share: the rows of `lead_work`,
 * `lead_events` and `office_users` as the store answers them, the queue's statements, and the
 * rules of a change, decided here once from the record as it stands: each engine reads the
 * record, asks `plan…` what to write, and writes it in the same transaction.
 */
import { phoneKey, selectLead } from './rows';
import type { Lead } from './types';
import type {
  LeadWork,
  LostReason,
  OfficeUser,
  WorkAction,
  WorkChange,
  WorkDetail,
  WorkEvent,
  WorkStatus,
} from './desk-types';

/** A `lead_work` row. */
export interface WorkRow {
  lead_id: string;
  status: WorkStatus;
  attempts: number;
  remind_at: string | null;
  remind_for: string | null;
  taken_by: string | null;
  taken_at: string | null;
  survey_at: string | null;
  quote_amount: number | null;
  moving_on: string | null;
  lost_reason: LostReason | null;
  updated_at: string;
}

export const toWork = (row: WorkRow): LeadWork => ({
  leadId: row.lead_id,
  status: row.status,
  attempts: Number(row.attempts),
  remindAt: row.remind_at,
  remindFor: row.remind_for,
  takenBy: row.taken_by,
  takenAt: row.taken_at,
  surveyAt: row.survey_at,
  quoteAmount: row.quote_amount === null ? null : Number(row.quote_amount),
  movingOn: row.moving_on,
  lostReason: row.lost_reason,
  updatedAt: row.updated_at,
});

/** The columns of `lead_work` in the order `workValues` gives them. */
export const workColumns = [
  'lead_id',
  'status',
  'attempts',
  'remind_at',
  'remind_for',
  'taken_by',
  'taken_at',
  'survey_at',
  'quote_amount',
  'moving_on',
  'lost_reason',
  'updated_at',
] as const;

export const workValues = (work: LeadWork) => [
  work.leadId,
  work.status,
  work.attempts,
  work.remindAt,
  work.remindFor,
  work.takenBy,
  work.takenAt,
  work.surveyAt,
  work.quoteAmount,
  work.movingOn,
  work.lostReason,
  work.updatedAt,
];

/** Inserts or replaces a lead's record; `$n` numbered (both engines take that form). */
export const upsertWork = `INSERT INTO lead_work (${workColumns.join(', ')})
  VALUES (${workColumns.map((_, i) => `$${i + 1}`).join(', ')})
  ON CONFLICT (lead_id) DO UPDATE SET ${workColumns
    .slice(1)
    .map((column) => `${column} = excluded.${column}`)
    .join(', ')}`;

/** A `lead_events` row; `detail` is JSON text (PostgreSQL reads its `json` as text too). */
export interface EventRow {
  id: number;
  lead_id: string;
  done_at: string;
  done_by: string;
  action: WorkAction;
  status: WorkStatus;
  detail: string;
}

export const toEvent = (row: EventRow): WorkEvent => ({
  id: Number(row.id),
  leadId: row.lead_id,
  at: row.done_at,
  by: row.done_by,
  action: row.action,
  status: row.status,
  detail: JSON.parse(row.detail) as WorkDetail,
});

export const insertEvent =
  'INSERT INTO lead_events (lead_id, done_at, done_by, action, status, detail) VALUES ($1, $2, $3, $4, $5, $6)';

/** An entry of the history before it is stored. */
export type NewEvent = Omit<WorkEvent, 'id'>;

export const eventValues = (event: NewEvent) => [
  event.leadId,
  event.at,
  event.by,
  event.action,
  event.status,
  JSON.stringify(event.detail),
];

/** An `office_users` row. */
export interface UserRow {
  name: string;
  role: OfficeUser['role'];
  password_hash: string;
  created_at: string;
  created_by: string;
}

export const toUser = (row: UserRow): OfficeUser => ({
  name: row.name,
  role: row.role,
  createdAt: row.created_at,
  createdBy: row.created_by,
});

/** How a user's name is compared: any case, single spaces. */
export const userKey = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** What to write for a change, or why not. */
export type Plan =
  | { refused: 'taken'; by: string }
  | { work: LeadWork; events: NewEvent[]; call: boolean }
  | { work: null; events: []; call: false };

/** The record of a lead nobody has worked yet. */
export const blankWork = (leadId: string, at: string): LeadWork => ({
  leadId,
  status: 'new',
  attempts: 0,
  remindAt: null,
  remindFor: null,
  takenBy: null,
  takenAt: null,
  surveyAt: null,
  quoteAmount: null,
  movingOn: null,
  lostReason: null,
  updatedAt: at,
});

/** Someone else has the lead, and the change was not made to take it over. */
const heldByOther = (work: LeadWork | undefined, by: string, force: boolean) =>
  !force && work?.takenBy && userKey(work.takenBy) !== userKey(by) ? work.takenBy : null;

/** Taking a lead: nothing to write when `by` has it already; a take-over names whom it was taken from. */
export function planTake(current: LeadWork | undefined, leadId: string, by: string, at: Date, force: boolean): Plan {
  const other = heldByOther(current, by, force);
  if (other) return { refused: 'taken', by: other };
  const base = current ?? blankWork(leadId, at.toISOString());
  if (base.takenBy && userKey(base.takenBy) === userKey(by)) return { work: null, events: [], call: false };
  const iso = at.toISOString();
  const detail: WorkDetail = base.takenBy ? { from: base.takenBy } : {};
  return {
    work: { ...base, takenBy: by, takenAt: iso, updatedAt: iso },
    events: [{ leadId, at: iso, by, action: 'take', status: base.status, detail }],
    call: false,
  };
}

/** Letting a lead go: only its holder (or with `force`); nothing to write when nobody has it. */
export function planLetGo(current: LeadWork | undefined, leadId: string, by: string, at: Date, force: boolean): Plan {
  const other = heldByOther(current, by, force);
  if (other) return { refused: 'taken', by: other };
  if (!current?.takenBy) return { work: null, events: [], call: false };
  const iso = at.toISOString();
  return {
    work: { ...current, takenBy: null, takenAt: null, updatedAt: iso },
    events: [{ leadId, at: iso, by, action: 'let_go', status: current.status, detail: {} }],
    call: false,
  };
}

/** The fields a status brings with it, kept from before unless given anew. */
function withStatus(base: LeadWork, change: WorkChange): LeadWork {
  const status = change.status ?? base.status;
  return {
    ...base,
    status,
    attempts: base.attempts + (change.status === 'unreachable' ? 1 : 0),
    surveyAt: change.surveyAt ? change.surveyAt.toISOString() : base.surveyAt,
    quoteAmount: change.quoteAmount ?? base.quoteAmount,
    movingOn: change.movingOn ?? base.movingOn,
    lostReason: status === 'lost' ? (change.lostReason ?? base.lostReason ?? 'other') : null,
  };
}

/**
 * A change (see `Desk.change`): a lead nobody has is taken by `by`; a new status clears the old
 * reminder unless a new one is given (it was the call the reminder was for); won and lost keep
 * no reminder. Each part goes in the history: a status with its details and note, else a
 * reminder, else a note.
 */
export function planChange(
  current: LeadWork | undefined,
  leadId: string,
  by: string,
  at: Date,
  change: WorkChange,
  force: boolean,
): Plan {
  const other = heldByOther(current, by, force);
  if (other) return { refused: 'taken', by: other };
  const iso = at.toISOString();
  const base = current ?? blankWork(leadId, iso);
  const next = withStatus(base, change);
  const ended = next.status === 'won' || next.status === 'lost';
  const remind = change.remindAt !== undefined ? change.remindAt : change.status ? null : undefined;
  if (remind !== undefined || ended) {
    next.remindAt = ended || !remind ? null : remind.toISOString();
    next.remindFor = next.remindAt ? by : null;
  }
  const takeOver = base.takenBy && userKey(base.takenBy) !== userKey(by) ? base.takenBy : undefined;
  if (!base.takenBy || takeOver) {
    next.takenBy = by;
    next.takenAt = iso;
  }
  next.updatedAt = iso;
  const events: NewEvent[] = [];
  const event = (action: WorkAction, detail: WorkDetail) =>
    events.push({ leadId, at: iso, by, action, status: next.status, detail });
  if (takeOver) event('take', { from: takeOver });
  const note = change.note?.trim() ? { note: change.note.trim() } : {};
  if (change.status) {
    event('status', {
      ...note,
      ...(change.status === 'survey' && next.surveyAt ? { surveyAt: next.surveyAt } : {}),
      ...(change.status === 'quoted' && next.quoteAmount !== null ? { quoteAmount: next.quoteAmount } : {}),
      ...(change.status === 'won' && next.movingOn ? { movingOn: next.movingOn } : {}),
      ...(change.status === 'lost' && next.lostReason ? { lostReason: next.lostReason } : {}),
      ...(change.remindAt !== undefined ? { remindAt: next.remindAt } : {}),
    });
  } else if (change.remindAt !== undefined) {
    event('reminder', { ...note, remindAt: next.remindAt });
  } else if ('note' in note) {
    event('note', note);
  }
  return { work: next, events, call: Boolean(change.status && change.status !== 'new') };
}

/**
 * The queue's statements for an engine: `position` orders leads stored in the same instant
 * (SQLite's rowid, PostgreSQL's seq: both follow the indexes on the time, so the oldest come
 * first without sorting every lead), `enquiries` is the leads table as a count of genuine
 * enquiries reads it best, `worked` the leads with a work record, driven by the small table.
 */
export function queueSql(engine: { position: string; enquiries: string; worked: string }) {
  const genuine = "l.spam = 0 AND l.kind = 'enquiry'";
  const worked = "(w.status <> 'new' OR w.remind_at IS NOT NULL)";
  /** New leads with no reminder stored in [since, until): all, less those with a record that says otherwise. */
  const freshCount = (since: string, until?: string) => {
    const within = `l.created_at >= ${since}${until ? ` AND l.created_at < ${until}` : ''}`;
    return `(SELECT COUNT(*) FROM ${engine.enquiries} WHERE ${genuine} AND ${within})
    - (SELECT COUNT(*) FROM ${engine.worked} WHERE ${genuine} AND ${within} AND ${worked})`;
  };
  return {
    /** Still new, no reminder: oldest first. Parameters: since, limit. */
    fresh: `${selectLead} WHERE ${genuine} AND l.created_at >= $1
      AND NOT EXISTS (SELECT 1 FROM lead_work w WHERE w.lead_id = l.id AND ${worked})
      ORDER BY l.created_at, ${engine.position} LIMIT $2`,
    /** With a reminder (any age), or not reachable (since the queue's start): by reminder. Parameters: since, limit. */
    working: `${selectLead.replace('FROM leads l', `FROM ${engine.worked}`)}
      WHERE ${genuine} AND w.status NOT IN ('won', 'lost')
      AND (w.remind_at IS NOT NULL OR (w.status = 'unreachable' AND l.created_at >= $1))
      ORDER BY w.remind_at IS NULL, w.remind_at, l.created_at LIMIT $2`,
    /** `Desk.freshCount`. Parameters: since, until. */
    freshCount: `SELECT ${freshCount('$1', '$2')} AS n`,
    /** `Desk.toCall`: the new leads, and the worked ones due. Parameters: since, now. */
    // Every new lead, even one stored by an instance whose clock runs a little ahead.
    toCall: `SELECT ${freshCount('$1')}
      + (SELECT COUNT(*) FROM ${engine.worked}
        WHERE ${genuine} AND w.status NOT IN ('won', 'lost')
        AND (w.remind_at <= $2 OR (w.remind_at IS NULL AND w.status = 'unreachable' AND l.created_at >= $1))) AS n`,
  };
}

/**
 * Each lead's repeat among `earlier` (leads with a phone key, newest first): the newest other
 * lead with the same phone number stored before it, within `days`.
 */
export function matchRepeats(leads: readonly Lead[], earlier: readonly Lead[], days: number): Map<string, Lead> {
  const found = new Map<string, Lead>();
  const byPhone = new Map<string, Lead[]>();
  for (const lead of earlier) {
    const key = phoneKey(lead.payload.phone);
    if (key) byPhone.set(key, [...(byPhone.get(key) ?? []), lead]);
  }
  for (const lead of leads) {
    const key = phoneKey(lead.payload.phone);
    const at = Date.parse(lead.createdAt);
    const match = (key ? byPhone.get(key) : undefined)?.find((other) => {
      const then = Date.parse(other.createdAt);
      return other.id !== lead.id && then <= at && at - then <= days * 86_400_000 && other.createdAt !== lead.createdAt;
    });
    if (match) found.set(lead.id, match);
  }
  return found;
}

/** The window `repeats` reads: from `days` before the earliest lead to the latest. */
export function repeatWindow(leads: readonly Lead[], days: number): { since: string; until: string; keys: string[] } {
  const times = leads.map((lead) => Date.parse(lead.createdAt));
  const keys = [...new Set(leads.map((lead) => phoneKey(lead.payload.phone)).filter((k): k is string => Boolean(k)))];
  return {
    since: new Date(Math.min(...times) - days * 86_400_000).toISOString(),
    until: new Date(Math.max(...times)).toISOString(),
    keys,
  };
}
