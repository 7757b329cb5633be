import type pg from 'pg';
import { type Row, selectLead, toLead } from '../rows';
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
} from '../desk-rows';
import type { Desk, LeadWork, WorkEvent, WorkResult } from '../desk-types';
import { transaction } from './pool';

/**
 * The office's work on the leads (desk-types.ts) on PostgreSQL. A change locks the lead's row
 * (`FOR UPDATE`) before it reads the record, so two people changing one lead on two instances
 * take turns, and the second sees what the first wrote. Every call waits for the schema (`ready`).
 */
export function pgDesk(pool: pg.Pool, ready: () => Promise<void>): Desk {
  const sql = queueSql({
    position: 'l.seq',
    enquiries: 'leads l',
    worked: 'lead_work w JOIN leads l ON l.id = w.lead_id',
  });
  const apply = async (id: string, at: Date, plan: (current: LeadWork | undefined) => Plan): Promise<WorkResult> => {
    await ready();
    return transaction(pool, async (client) => {
      const lead = await client.query<{ kind: string }>('SELECT kind FROM leads WHERE id = $1 FOR UPDATE', [id]);
      if (lead.rows[0]?.kind !== 'enquiry') return { ok: false, reason: 'not_found' } as const;
      const row = (await client.query<WorkRow>('SELECT * FROM lead_work WHERE lead_id = $1', [id])).rows[0];
      const current = row ? toWork(row) : undefined;
      const planned = plan(current);
      if ('refused' in planned) return { ok: false, reason: 'taken', by: planned.by } as const;
      if (!planned.work)
        return { ok: true, work: current ?? blankWork(id, at.toISOString()), firstCall: false } as const;
      await client.query(upsertWork, workValues(planned.work));
      for (const event of planned.events) await client.query(insertEvent, eventValues(event));
      const firstCall =
        planned.call &&
        ((
          await client.query(
            'INSERT INTO office_calls (lead_id, called_by, called_at) VALUES ($1, $2, $3) ON CONFLICT (lead_id) DO NOTHING',
            [id, planned.events.at(-1)!.by, at.toISOString()],
          )
        ).rowCount ?? 0) > 0;
      return { ok: true, work: planned.work, firstCall } as const;
    });
  };
  const query = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    await ready();
    return (await pool.query<R>(text, values)).rows;
  };

  return {
    work: async (ids) =>
      new Map(
        (await query<WorkRow>('SELECT * FROM lead_work WHERE lead_id = ANY($1::text[])', [ids])).map((row) => [
          row.lead_id,
          toWork(row),
        ]),
      ),
    async history(ids) {
      const found = new Map<string, WorkEvent[]>();
      const rows = await query<EventRow>(
        'SELECT * FROM lead_events WHERE lead_id = ANY($1::text[]) ORDER BY lead_id, id',
        [ids],
      );
      for (const row of rows) found.set(row.lead_id, [...(found.get(row.lead_id) ?? []), toEvent(row)]);
      return found;
    },
    take: (id, by, at, { force = false } = {}) => apply(id, at, (current) => planTake(current, id, by, at, force)),
    letGo: (id, by, at, { force = false } = {}) => apply(id, at, (current) => planLetGo(current, id, by, at, force)),
    change: (id, by, at, change, { force = false } = {}) =>
      apply(id, at, (current) => planChange(current, id, by, at, change, force)),
    queue: async (since, limit) => ({
      fresh: (await query<Row>(sql.fresh, [since.toISOString(), limit])).map(toLead),
      working: (await query<Row>(sql.working, [since.toISOString(), limit])).map(toLead),
    }),
    toCall: async (since, now) =>
      Number((await query<{ n: number }>(sql.toCall, [since.toISOString(), now.toISOString()]))[0]?.n ?? 0),
    freshCount: async (since, until) =>
      Number((await query<{ n: number }>(sql.freshCount, [since.toISOString(), until.toISOString()]))[0]?.n ?? 0),
    async repeats(leads, days) {
      const window = repeatWindow(leads, days);
      if (window.keys.length === 0) return new Map();
      const earlier = await query<Row>(
        `${selectLead} WHERE l.contact_phone = ANY($3::text[]) AND l.kind = 'enquiry' AND l.spam = 0
         AND l.created_at >= $1 AND l.created_at <= $2 ORDER BY l.created_at DESC, l.seq DESC`,
        [window.since, window.until, window.keys],
      );
      return matchRepeats(leads, earlier.map(toLead), days);
    },
    ...pgUsers(query),
  };
}

/** The office's people (desk-types.ts `users`, `user`, `saveUser`, `removeUser`). */
function pgUsers(
  query: <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<R[]>,
): Pick<Desk, 'users' | 'user' | 'saveUser' | 'removeUser'> {
  return {
    users: async () => (await query<UserRow>('SELECT * FROM office_users ORDER BY name_key')).map(toUser),
    async user(name) {
      const [row] = await query<UserRow>('SELECT * FROM office_users WHERE name_key = $1', [userKey(name)]);
      return row ? { user: toUser(row), passwordHash: row.password_hash } : undefined;
    },
    async saveUser(user, passwordHash) {
      const [row] = await query<{ added: boolean }>(
        `INSERT INTO office_users (name_key, name, role, password_hash, created_at, created_by)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (name_key) DO UPDATE SET name = excluded.name, role = excluded.role, password_hash = excluded.password_hash
         RETURNING (xmax = 0) AS added`,
        [userKey(user.name), user.name, user.role, passwordHash, user.createdAt, user.createdBy],
      );
      return row?.added ? 'added' : 'updated';
    },
    removeUser: async (name) =>
      (
        await query<{ name_key: string }>('DELETE FROM office_users WHERE name_key = $1 RETURNING name_key', [
          userKey(name),
        ])
      ).length > 0,
  };
}
