import type { DatabaseSync } from 'node:sqlite';
import { immediately } from './lead-writer.mjs';
import { numbered, statement } from './queries';
import { type Row, selectLead, toLead } from './rows';
import {
  blankWork,
  type EventRow,
  eventValues,
  insertEvent,
  matchRepeats,
  type Plan,
  planChange,
  planLetGo,
  planTake,
  queueSql,
  repeatWindow,
  toEvent,
  toUser,
  toWork,
  upsertWork,
  type UserRow,
  userKey,
  workValues,
  type WorkRow,
} from './desk-rows';
import type { Desk, LeadWork, WorkResult } from './desk-types';

/** The office's work on the leads (desk-types.ts) on the SQLite store's main connection. */
export function sqliteDesk(db: DatabaseSync): Desk {
  // The count by the index of genuine enquiries' times, which SQLite does not pick by itself.
  const sql = queueSql({
    position: 'l.rowid',
    enquiries: 'leads l INDEXED BY leads_enquiry_pages',
    worked: 'lead_work w CROSS JOIN leads l ON l.id = w.lead_id',
  });
  const q = {
    kind: statement<{ kind: string }>(db, 'SELECT kind FROM leads WHERE id = ?'),
    work: statement<WorkRow>(db, 'SELECT * FROM lead_work WHERE lead_id = ?'),
    works: statement<WorkRow>(db, 'SELECT * FROM lead_work WHERE lead_id IN (SELECT value FROM json_each(?))'),
    events: statement<EventRow>(
      db,
      'SELECT * FROM lead_events WHERE lead_id IN (SELECT value FROM json_each(?)) ORDER BY lead_id, id',
    ),
    upsert: statement(db, numbered(upsertWork)),
    event: statement(db, numbered(insertEvent)),
    call: statement(db, 'INSERT OR IGNORE INTO office_calls (lead_id, called_by, called_at) VALUES (?, ?, ?)'),
    fresh: statement<Row>(db, numbered(sql.fresh)),
    working: statement<Row>(db, numbered(sql.working)),
    toCall: statement<{ n: number }>(db, numbered(sql.toCall)),
    freshCount: statement<{ n: number }>(db, numbered(sql.freshCount)),
    phones: statement<Row>(
      db,
      // By the phone's index: a window of days may hold every lead.
      `${selectLead.replace('FROM leads l', 'FROM leads l INDEXED BY leads_contact_phone')} WHERE l.kind = 'enquiry' AND l.spam = 0 AND l.created_at >= ? AND l.created_at <= ?
       AND l.contact_phone IN (SELECT value FROM json_each(?))
       ORDER BY l.created_at DESC, l.rowid DESC`,
    ),
  };

  /** Reads the record, plans, writes, in one transaction. */
  const apply = (id: string, at: Date, plan: (current: LeadWork | undefined) => Plan): WorkResult =>
    immediately(db, () => {
      if (q.kind.get(id)?.kind !== 'enquiry') return { ok: false, reason: 'not_found' } as const;
      const row = q.work.get(id);
      const current = row ? toWork(row) : undefined;
      const planned = plan(current);
      if ('refused' in planned) return { ok: false, reason: 'taken', by: planned.by } as const;
      if (!planned.work)
        return { ok: true, work: current ?? blankWork(id, at.toISOString()), firstCall: false } as const;
      q.upsert.run(...workValues(planned.work));
      for (const event of planned.events) q.event.run(...eventValues(event));
      const firstCall = planned.call && Number(q.call.run(id, planned.events.at(-1)!.by, at.toISOString()).changes) > 0;
      return { ok: true, work: planned.work, firstCall } as const;
    });

  return {
    work: async (ids) => new Map(q.works.all(JSON.stringify(ids)).map((row) => [row.lead_id, toWork(row)])),
    async history(ids) {
      const found = new Map<string, ReturnType<typeof toEvent>[]>();
      for (const row of q.events.all(JSON.stringify(ids))) {
        found.set(row.lead_id, [...(found.get(row.lead_id) ?? []), toEvent(row)]);
      }
      return found;
    },
    take: async (id, by, at, { force = false } = {}) =>
      apply(id, at, (current) => planTake(current, id, by, at, force)),
    letGo: async (id, by, at, { force = false } = {}) =>
      apply(id, at, (current) => planLetGo(current, id, by, at, force)),
    change: async (id, by, at, change, { force = false } = {}) =>
      apply(id, at, (current) => planChange(current, id, by, at, change, force)),
    queue: async (since, limit) => ({
      fresh: q.fresh.all(since.toISOString(), limit).map(toLead),
      working: q.working.all(since.toISOString(), limit).map(toLead),
    }),
    toCall: async (since, now) => Number(q.toCall.get(since.toISOString(), now.toISOString())?.n ?? 0),
    freshCount: async (since, until) => Number(q.freshCount.get(since.toISOString(), until.toISOString())?.n ?? 0),
    async repeats(leads, days) {
      const window = repeatWindow(leads, days);
      if (window.keys.length === 0) return new Map();
      const earlier = q.phones.all(window.since, window.until, JSON.stringify(window.keys)).map(toLead);
      return matchRepeats(leads, earlier, days);
    },
    ...sqliteUsers(db),
  };
}

/** The office's people (desk-types.ts `users`, `user`, `saveUser`, `removeUser`). */
function sqliteUsers(db: DatabaseSync): Pick<Desk, 'users' | 'user' | 'saveUser' | 'removeUser'> {
  const q = {
    users: statement<UserRow>(db, 'SELECT * FROM office_users ORDER BY name_key'),
    user: statement<UserRow>(db, 'SELECT * FROM office_users WHERE name_key = ?'),
    saveUser: statement(
      db,
      `INSERT INTO office_users (name_key, name, role, password_hash, created_at, created_by) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (name_key) DO UPDATE SET name = excluded.name, role = excluded.role, password_hash = excluded.password_hash`,
    ),
    removeUser: statement(db, 'DELETE FROM office_users WHERE name_key = ?'),
  };
  return {
    users: async () => q.users.all().map(toUser),
    async user(name) {
      const row = q.user.get(userKey(name));
      return row ? { user: toUser(row), passwordHash: row.password_hash } : undefined;
    },
    async saveUser(user, passwordHash) {
      const existed = q.user.get(userKey(user.name)) !== undefined;
      q.saveUser.run(userKey(user.name), user.name, user.role, passwordHash, user.createdAt, user.createdBy);
      return existed ? 'updated' : 'added';
    },
    removeUser: async (name) => Number(q.removeUser.run(userKey(name)).changes) > 0,
  };
}
