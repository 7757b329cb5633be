import type pg from 'pg';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  collectNewFields,
  contactMatchKeys,
  containing,
  countByStatus,
  type Row,
  searchPatterns,
  selectLead,
  statusList,
  toLead,
  workStatusSql,
} from '../rows';
import type {
  CallMark,
  ContactMatch,
  CountFilter,
  DeliveryStatus,
  HoldReason,
  Lead,
  LeadFilter,
  LeadPage,
  LeadStore,
  PageQuery,
  PurgeResult,
} from '../types';
import { transaction, type Client } from './pool';
import { deleteLeads, releaseLeads } from './release';

/** Reading leads on PostgreSQL: one, a page, counts, the export, the queue's figures, a person's retry and release. */
export type ReadMethods = Pick<
  LeadStore,
  | 'findByKey'
  | 'get'
  | 'list'
  | 'leadPage'
  | 'countLeads'
  | 'countByPage'
  | 'leadBatches'
  | 'payloadFields'
  | 'stats'
  | 'retry'
  | 'release'
  | 'quarantined'
  | 'quarantinedLeads'
>;

/** Privacy requests, retention and the office's call marks on PostgreSQL. */
export type PrivacyMethods = Pick<LeadStore, 'findByContact' | 'forget' | 'purge' | 'markCalled' | 'calls'>;

/** Numbered parameters ($1, $2…) gathered while a statement's conditions are built. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The WHERE conditions of a filter on `l`, the leads table (as lead-reads.ts `conditions`). */
export function conditions(filter: LeadFilter, params: Params): string[] {
  const sql: string[] = [];
  if (filter.spam !== undefined) sql.push(`l.spam = ${filter.spam ? 1 : 0}`);
  if (filter.kind) sql.push(`l.kind = '${filter.kind === 'review' ? 'review' : 'enquiry'}'`);
  if (filter.since) sql.push(`l.created_at >= ${params.add(filter.since.toISOString())}`);
  if (filter.until) sql.push(`l.created_at < ${params.add(filter.until.toISOString())}`);
  if (filter.status) sql.push(`${workStatusSql} IN (${statusList(filter.status)})`);
  if (filter.lang) sql.push(`COALESCE(l.payload->>'lang', 'en') ${filter.lang === 'hi' ? '=' : '<>'} 'hi'`);
  if (filter.page) sql.push(`l.page = ${params.add(filter.page)}`);
  if (filter.place) {
    const like = params.add(containing(filter.place));
    sql.push(`(l.payload->>'pickup' ILIKE ${like} OR l.payload->>'drop' ILIKE ${like})`);
  }
  if (filter.text) {
    const { name, phone, ref } = searchPatterns(filter.text);
    const any = [`l.payload->>'name' ILIKE ${params.add(name)}`];
    if (phone) any.push(`l.contact_phone LIKE ${params.add(phone)}`);
    if (ref) any.push(`l.id LIKE ${params.add(ref)}`);
    sql.push(`(${any.join(' OR ')})`);
  }
  return sql;
}

const where = (parts: string[]) => (parts.length ? `WHERE ${parts.join(' AND ')}` : '');

/** A position in the list: a lead's creation time and the order it was stored in. */
interface Position {
  at: string;
  seq: number;
}
type PositionedRow = Row & { seq: number };
const selectPositioned = selectLead.replace('SELECT ', 'SELECT l.seq, ');

/** The leads to count from, for `only` (as lead-reads.ts `countFrom`). */
const countFrom: Record<NonNullable<CountFilter['only']>, string> = {
  called: 'office_calls s JOIN leads l ON l.id = s.lead_id',
  held: '(SELECT lead_id FROM deliveries WHERE quarantine IS NOT NULL) s JOIN leads l ON l.id = s.lead_id',
  failing: `(SELECT lead_id FROM deliveries WHERE status = 'failed' AND quarantine IS NULL
    UNION SELECT lead_id FROM notifications WHERE status = 'failed') s JOIN leads l ON l.id = s.lead_id`,
};

/** Leads whose fields one step of `payloadFields` looks at, between turns of the event loop. */
const fieldsBatch = 500;

/** A page of the list after (older) or before (newer) a position, `limit` + 1 rows to tell if more follow. */
async function pageRows(
  pool: pg.Pool,
  filter: LeadFilter,
  limit: number,
  from?: { position: Position; direction: 'older' | 'newer' },
): Promise<PositionedRow[]> {
  const params = new Params();
  const sql = conditions(filter, params);
  const older = from?.direction !== 'newer';
  if (from) {
    sql.push(
      `(l.created_at, l.seq) ${older ? '<' : '>'} (${params.add(from.position.at)}, ${params.add(from.position.seq)})`,
    );
  }
  const order = older ? 'DESC' : 'ASC';
  const { rows } = await pool.query<PositionedRow>(
    `${selectPositioned} ${where(sql)} ORDER BY l.created_at ${order}, l.seq ${order} LIMIT ${params.add(limit + 1)}`,
    params.values,
  );
  return older ? rows : rows.reverse();
}

/** Whether any lead of the filter is listed at or before (newer) or at or after (older) a position. */
async function anyBeyond(pool: pg.Pool, filter: LeadFilter, position: Position, side: 'newer' | 'older') {
  const params = new Params();
  const sql = conditions(filter, params);
  sql.push(
    `(l.created_at, l.seq) ${side === 'newer' ? '>=' : '<='} (${params.add(position.at)}, ${params.add(position.seq)})`,
  );
  const { rowCount } = await pool.query(`SELECT 1 FROM leads l ${where(sql)} LIMIT 1`, params.values);
  return (rowCount ?? 0) > 0;
}

/** One page of the list, by keyset from the cursor's lead (see `PageQuery`). */
async function leadPage(pool: pg.Pool, query: PageQuery): Promise<LeadPage> {
  const { limit, olderThan, newerThan, ...filter } = query;
  const cursor = olderThan ?? newerThan;
  const position = cursor
    ? (await pool.query<Position>('SELECT created_at AS at, seq FROM leads WHERE id = $1', [cursor])).rows[0]
    : undefined;
  if (position && newerThan !== undefined && olderThan === undefined) {
    const rows = await pageRows(pool, filter, limit, { position, direction: 'newer' });
    // Fewer than a page before it: that is the newest page, shown whole.
    if (rows.length > limit) {
      return { leads: rows.slice(1).map(toLead), newer: true, older: await anyBeyond(pool, filter, position, 'older') };
    }
  } else if (position) {
    const rows = await pageRows(pool, filter, limit, { position, direction: 'older' });
    return {
      leads: rows.slice(0, limit).map(toLead),
      older: rows.length > limit,
      newer: await anyBeyond(pool, filter, position, 'newer'),
    };
  }
  const rows = await pageRows(pool, filter, limit);
  return { leads: rows.slice(0, limit).map(toLead), older: rows.length > limit, newer: false };
}

/** One batch of the export after `after`, oldest first. */
async function batchAfter(pool: pg.Pool, filter: LeadFilter, after: Position | undefined, size: number) {
  const params = new Params();
  const sql = conditions(filter, params);
  if (after) sql.push(`(l.created_at, l.seq) > (${params.add(after.at)}, ${params.add(after.seq)})`);
  const { rows } = await pool.query<PositionedRow>(
    `${selectPositioned} ${where(sql)} ORDER BY l.created_at, l.seq LIMIT ${params.add(size)}`,
    params.values,
  );
  return rows;
}

/** The payload fields of `filter`'s leads not in `known`, in the order they first appear (see `LeadStore`). */
async function payloadFields(pool: pg.Pool, filter: LeadFilter, known: readonly string[]): Promise<string[]> {
  const seen = new Set(known);
  const found: string[] = [];
  let after: Position | undefined;
  for (;;) {
    const params = new Params();
    const seenParam = params.add([...seen]);
    const sql = conditions(filter, params);
    if (after) sql.push(`(l.created_at, l.seq) > (${params.add(after.at)}, ${params.add(after.seq)})`);
    // Only a payload with a key not seen yet comes back.
    const { rows } = await pool.query<{ at: string; seq: number; payload: string | null }>(
      `SELECT l.created_at AS at, l.seq, CASE WHEN EXISTS (SELECT 1 FROM json_object_keys(l.payload) k
         WHERE k <> ALL(${seenParam}::text[])) THEN l.payload END AS payload
       FROM leads l ${where(sql)} ORDER BY l.created_at, l.seq LIMIT ${fieldsBatch}`,
      params.values,
    );
    collectNewFields(
      rows.map((row) => row.payload),
      seen,
      found,
    );
    if (rows.length < fieldsBatch) return found;
    after = rows.at(-1)!;
    await nextTurn();
  }
}

/** Makes a pending or failed lead due now; with `force`, a delivered one too (as queries.ts `retry`). */
async function retry(client: Client, id: string, now: Date, force: boolean) {
  const { rows } = await client.query<{ status: DeliveryStatus; quarantine: HoldReason | null }>(
    'SELECT status, quarantine FROM deliveries WHERE lead_id = $1 FOR UPDATE',
    [id],
  );
  const row = rows[0];
  if (!row) return 'not_found';
  if (row.status === 'spam') return 'spam';
  if (row.quarantine) return 'quarantined';
  const at = now.toISOString();
  if (row.status === 'delivered') {
    if (!force) return 'delivered';
    // Taken for delivered by mistake: pending again, as if never sent (its attempts and last answer stay).
    await client.query(
      `UPDATE deliveries SET status = 'pending', delivered_at = NULL, next_attempt_at = $1, rejections = 0,
       claimed_until = NULL, claim_owner = NULL, sending_since = NULL WHERE lead_id = $2`,
      [at, id],
    );
  } else {
    // A person's retry: also of a lead whose last send may have reached the CRM (they checked).
    await client.query(
      'UPDATE deliveries SET next_attempt_at = $1, rejections = 0, unknown_at = NULL WHERE lead_id = $2',
      [at, id],
    );
  }
  return 'scheduled';
}

export function pgReads(pool: pg.Pool): ReadMethods {
  const one = async (sql: string, value: string) => {
    const row = (await pool.query<Row>(`${selectLead} WHERE ${sql} = $1`, [value])).rows[0];
    return row && toLead(row);
  };
  return {
    findByKey: (key) => one('l.idempotency_key', key),
    get: (id) => one('l.id', id),
    async list({ since } = {}) {
      const { rows } = since
        ? await pool.query<Row>(`${selectLead} WHERE l.created_at >= $1 ORDER BY l.created_at DESC, l.seq DESC`, [
            since.toISOString(),
          ])
        : await pool.query<Row>(`${selectLead} ORDER BY l.created_at DESC, l.seq DESC`);
      return rows.map(toLead);
    },
    leadPage: (query) => leadPage(pool, query),
    async countLeads({ only, ...filter }) {
      const params = new Params();
      const sql = conditions(filter, params);
      const { rows } = await pool.query<{ n: number }>(
        `SELECT COUNT(*) AS n FROM ${only ? countFrom[only] : 'leads l'} ${where(sql)}`,
        params.values,
      );
      return Number(rows[0]?.n ?? 0);
    },
    async countByPage(filter) {
      const params = new Params();
      const sql = conditions(filter, params);
      const { rows } = await pool.query<{ page: string | null; n: number }>(
        `SELECT l.page AS page, COUNT(*) AS n FROM leads l ${where(sql)} GROUP BY l.page`,
        params.values,
      );
      return rows.map((row) => ({ page: row.page, count: Number(row.n) }));
    },
    async *leadBatches(filter, size): AsyncGenerator<Lead[]> {
      let after: Position | undefined;
      for (;;) {
        const rows = await batchAfter(pool, filter, after, size);
        if (rows.length === 0) return;
        const last = rows.at(-1)!;
        after = { at: last.created_at, seq: last.seq };
        yield rows.map(toLead);
        if (rows.length < size) return;
      }
    },
    payloadFields: (filter, known) => payloadFields(pool, filter, known),
    async stats() {
      const { rows } = await pool.query<{ status: DeliveryStatus | 'quarantined'; n: number }>(
        `SELECT CASE WHEN quarantine IS NULL THEN status ELSE 'quarantined' END AS status, COUNT(*) AS n
         FROM deliveries GROUP BY 1`,
      );
      return countByStatus(rows);
    },
    retry: (id, now = new Date(), { force = false } = {}) =>
      transaction(pool, (client) => retry(client, id, now, force)),
    release: (id, now = new Date()) =>
      transaction(pool, async (client) => {
        const found = await client.query('SELECT 1 FROM deliveries WHERE lead_id = $1 FOR UPDATE', [id]);
        if (found.rowCount === 0) return 'not_found';
        return (await releaseLeads(client, [id], now)).length ? 'released' : 'not_quarantined';
      }),
    async quarantined() {
      const { rows } = await pool.query<{ lead_id: string }>(
        'SELECT lead_id FROM deliveries WHERE quarantine IS NOT NULL ORDER BY lead_id',
      );
      return rows.map((row) => row.lead_id);
    },
    async quarantinedLeads() {
      const { rows } = await pool.query<Row>(
        `${selectLead} WHERE d.quarantine IS NOT NULL OR d.status = 'spam' ORDER BY l.created_at DESC, l.seq DESC`,
      );
      return rows.map((row) => ({ lead: toLead(row), reason: row.quarantine ?? 'honeypot' }));
    },
  };
}

/**
 * The leads of one person, oldest first: the single matching rule of a data-access request and a
 * deletion, so both always cover the same leads (as queries.ts `ofContact`). The keys were worked
 * out when each lead was stored (writes.ts), with the same functions.
 */
async function ofContact(client: pg.Pool | Client, match: ContactMatch, lock = false): Promise<Row[]> {
  const { email, phone, name, id } = contactMatchKeys(match);
  const { rows } = await client.query<Row>(
    `${selectLead} WHERE l.contact_email = $1 OR l.contact_phone = $2 OR l.contact_name = $3 OR l.id = $4
     ORDER BY l.id${lock ? ' FOR UPDATE OF l' : ''}`,
    [email, phone, name, id],
  );
  return rows;
}

/** Deletes (unless a dry run) leads created before `before`: delivered and spam ones, or all. */
async function purge(client: Client, before: Date, includeUndelivered: boolean, dryRun: boolean): Promise<PurgeResult> {
  const at = before.toISOString();
  const { rows } = await client.query<{ status: DeliveryStatus; n: number }>(
    `SELECT d.status, COUNT(*) AS n FROM leads l JOIN deliveries d ON d.lead_id = l.id
     WHERE l.created_at < $1 GROUP BY d.status`,
    [at],
  );
  const old = countByStatus(rows);
  const undelivered = old.pending + old.failed;
  const done = old.delivered + old.spam;
  if (!dryRun) {
    await client.query(
      includeUndelivered
        ? 'DELETE FROM leads WHERE created_at < $1'
        : `DELETE FROM leads WHERE created_at < $1
           AND id IN (SELECT lead_id FROM deliveries WHERE status IN ('delivered', 'spam'))`,
      [at],
    );
  }
  return includeUndelivered
    ? { purged: done + undelivered, undeliveredKept: 0 }
    : { purged: done, undeliveredKept: undelivered };
}

export function pgPrivacy(pool: pg.Pool): PrivacyMethods {
  return {
    findByContact: async (match) => (await ofContact(pool, match)).reverse().map(toLead),
    forget: (match, { dryRun = false } = {}) =>
      transaction(pool, async (client) => {
        const ids = (await ofContact(client, match, true)).map((row) => row.id);
        if (!dryRun) await deleteLeads(client, ids);
        return ids;
      }),
    purge: (before, { includeUndelivered = false, dryRun = false } = {}) =>
      transaction(pool, (client) => purge(client, before, includeUndelivered, dryRun)),
    markCalled: (id, by, at = new Date()) =>
      transaction(pool, async (client) => {
        const found = await client.query('SELECT 1 FROM leads WHERE id = $1', [id]);
        if (found.rowCount === 0) return 'not_found';
        // The first mark stays: it says who called first.
        const { rowCount } = await client.query(
          'INSERT INTO office_calls (lead_id, called_by, called_at) VALUES ($1, $2, $3) ON CONFLICT (lead_id) DO NOTHING',
          [id, by, at.toISOString()],
        );
        return (rowCount ?? 0) > 0 ? 'marked' : 'already';
      }),
    async calls({ since, ids } = {}) {
      const { rows } = ids
        ? await pool.query('SELECT lead_id, called_by, called_at FROM office_calls WHERE lead_id = ANY($1::text[])', [
            ids,
          ])
        : since
          ? await pool.query(
              `SELECT c.lead_id, c.called_by, c.called_at FROM office_calls c JOIN leads l ON l.id = c.lead_id
               WHERE l.created_at >= $1`,
              [since.toISOString()],
            )
          : await pool.query('SELECT lead_id, called_by, called_at FROM office_calls');
      return new Map<string, CallMark>(
        (rows as { lead_id: string; called_by: string; called_at: string }[]).map((row) => [
          row.lead_id,
          { by: row.called_by, at: row.called_at },
        ]),
      );
    },
  };
}
