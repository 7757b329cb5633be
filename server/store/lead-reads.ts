import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { statement } from './queries';
import {
  collectNewFields,
  containing,
  type Row,
  searchPatterns,
  selectLead,
  statusList,
  toLead,
  workStatusSql,
} from './rows';
import type { CountFilter, Lead, LeadFilter, LeadPage, LeadStore, PageCount, PageQuery } from './types';

/**
 * Reads of many leads without reading them all (docs/office.md#every-lead-searched-and-filtered): a page of the list by
 * keyset, counts and the chart's figures from indexes, the export in batches. Keyset positions
 * are (created_at, rowid): rowid keeps leads stored in the same instant in the order they were
 * stored, as `list` orders them.
 */

/** A position in the list: a lead's creation time and rowid. */
interface Position {
  at: string;
  seq: number;
}

/** The WHERE conditions of a filter (on `l`, the leads table) and their parameters. */
export function conditions(filter: LeadFilter): { sql: string[]; params: SQLInputValue[] } {
  const sql: string[] = [];
  const params: SQLInputValue[] = [];
  if (filter.spam !== undefined) sql.push(`l.spam = ${filter.spam ? 1 : 0}`);
  if (filter.kind) sql.push(`l.kind = '${filter.kind === 'review' ? 'review' : 'enquiry'}'`);
  if (filter.since) {
    sql.push('l.created_at >= ?');
    params.push(filter.since.toISOString());
  }
  if (filter.until) {
    sql.push('l.created_at < ?');
    params.push(filter.until.toISOString());
  }
  officeConditions(filter, sql, params);
  return { sql, params };
}

/** The office's filters and search (`LeadFilter` status, lang, page, place, text). */
function officeConditions(filter: LeadFilter, sql: string[], params: SQLInputValue[]): void {
  if (filter.status) sql.push(`${workStatusSql} IN (${statusList(filter.status)})`);
  if (filter.lang) {
    sql.push(`COALESCE(json_extract(l.payload, '$.lang'), 'en') ${filter.lang === 'hi' ? '=' : '<>'} 'hi'`);
  }
  if (filter.page) {
    sql.push('l.page = ?');
    params.push(filter.page);
  }
  if (filter.place) {
    sql.push(
      "(json_extract(l.payload, '$.pickup') LIKE ? ESCAPE '\\' OR json_extract(l.payload, '$.drop') LIKE ? ESCAPE '\\')",
    );
    params.push(containing(filter.place), containing(filter.place));
  }
  if (filter.text) {
    const { name, phone, ref } = searchPatterns(filter.text);
    const any = ["json_extract(l.payload, '$.name') LIKE ? ESCAPE '\\'"];
    params.push(name);
    if (phone) {
      any.push("l.contact_phone LIKE ? ESCAPE '\\'");
      params.push(phone);
    }
    if (ref) {
      any.push('l.id LIKE ?');
      params.push(ref);
    }
    sql.push(`(${any.join(' OR ')})`);
  }
}

const where = (parts: string[]) => (parts.length ? `WHERE ${parts.join(' AND ')}` : '');

/**
 * The leads table, for a count or the chart: genuine enquiries from the index that holds their
 * time and page (connection.ts), which SQLite does not pick by itself without statistics.
 */
const leadsFor = (filter: LeadFilter) =>
  filter.kind === 'enquiry' && filter.spam === false ? 'leads l INDEXED BY leads_enquiry_pages' : 'leads l';

/** The leads to count from, for `only`: driven by the small table of leads in that state. */
const countFrom: Record<NonNullable<CountFilter['only']>, string> = {
  called: 'office_calls s CROSS JOIN leads l ON l.id = s.lead_id',
  held: '(SELECT lead_id FROM deliveries WHERE quarantine IS NOT NULL) s CROSS JOIN leads l ON l.id = s.lead_id',
  // Failed notifications by the index on (channel, status, …), one channel at a time.
  failing: `(SELECT lead_id FROM deliveries WHERE status = 'failed' AND quarantine IS NULL
    UNION SELECT lead_id FROM notifications WHERE channel IN ('email', 'ack', 'whatsapp', 'webhook') AND status = 'failed') s
    CROSS JOIN leads l ON l.id = s.lead_id`,
};

/** The statements of `leadReads`, prepared once per SQL text (filters give a handful of shapes). */
function statementCache(db: DatabaseSync) {
  const cache = new Map<string, ReturnType<typeof statement>>();
  return <R>(sql: string) => {
    let prepared = cache.get(sql);
    if (!prepared) {
      prepared = statement(db, sql);
      cache.set(sql, prepared);
    }
    return prepared as ReturnType<typeof statement<R>>;
  };
}

/** Leads whose fields one step of `payloadFields` looks at, between turns of the event loop. */
const fieldsBatch = 500;

type PositionedRow = Row & { seq: number };

/** A page of the list after (older) or before (newer) a position, `limit` + 1 rows to tell if more follow. */
function pageRows(
  prepare: ReturnType<typeof statementCache>,
  filter: LeadFilter,
  limit: number,
  from?: { position: Position; direction: 'older' | 'newer' },
): PositionedRow[] {
  const { sql, params } = conditions(filter);
  const older = from?.direction !== 'newer';
  if (from) {
    sql.push(`(l.created_at, l.rowid) ${older ? '<' : '>'} (?, ?)`);
    params.push(from.position.at, from.position.seq);
  }
  const order = older ? 'DESC' : 'ASC';
  const rows = prepare<PositionedRow>(
    `${selectLead.replace('SELECT ', 'SELECT l.rowid AS seq, ')} ${where(sql)}
     ORDER BY l.created_at ${order}, l.rowid ${order} LIMIT ?`,
  ).all(...params, limit + 1);
  return older ? rows : rows.reverse();
}

/** Whether any lead of the filter is listed at or before (newer) or at or after (older) a position. */
function anyBeyond(
  prepare: ReturnType<typeof statementCache>,
  filter: LeadFilter,
  position: Position,
  side: 'newer' | 'older',
): boolean {
  const { sql, params } = conditions(filter);
  sql.push(`(l.created_at, l.rowid) ${side === 'newer' ? '>=' : '<='} (?, ?)`);
  return prepare(`SELECT 1 FROM leads l ${where(sql)} LIMIT 1`).get(...params, position.at, position.seq) !== undefined;
}

/** One page of the list, by keyset from the cursor's lead (see `PageQuery`). */
function leadPage(prepare: ReturnType<typeof statementCache>, query: PageQuery): LeadPage {
  const { limit, olderThan, newerThan, ...filter } = query;
  const cursor = olderThan ?? newerThan;
  const position = cursor
    ? prepare<Position>('SELECT created_at AS at, rowid AS seq FROM leads WHERE id = ?').get(cursor)
    : undefined;
  if (position && newerThan !== undefined && olderThan === undefined) {
    const rows = pageRows(prepare, filter, limit, { position, direction: 'newer' });
    // Fewer than a page before it: that is the newest page, shown whole.
    if (rows.length > limit) {
      return { leads: rows.slice(1).map(toLead), newer: true, older: anyBeyond(prepare, filter, position, 'older') };
    }
  } else if (position) {
    const rows = pageRows(prepare, filter, limit, { position, direction: 'older' });
    return {
      leads: rows.slice(0, limit).map(toLead),
      older: rows.length > limit,
      newer: anyBeyond(prepare, filter, position, 'newer'),
    };
  }
  const rows = pageRows(prepare, filter, limit);
  return { leads: rows.slice(0, limit).map(toLead), older: rows.length > limit, newer: false };
}

/**
 * The store's reads of many leads on its main connection (`LeadStore`'s `leadPage`, `countLeads`,
 * `countByPage`, `leadBatches`, `payloadFields`). Each call reads little (a page, a
 * count by index, one batch), so the event loop is never held for long.
 */
export function leadReads(
  db: DatabaseSync,
): Pick<LeadStore, 'leadPage' | 'countLeads' | 'countByPage' | 'leadBatches' | 'payloadFields'> {
  const prepare = statementCache(db);

  /** One batch of the export after `after`, oldest first. */
  const batchAfter = (filter: LeadFilter, after: Position | undefined, size: number): PositionedRow[] => {
    const { sql, params } = conditions(filter);
    if (after) {
      sql.push('(l.created_at, l.rowid) > (?, ?)');
      params.push(after.at, after.seq);
    }
    return prepare<PositionedRow>(
      `${selectLead.replace('SELECT ', 'SELECT l.rowid AS seq, ')} ${where(sql)}
       ORDER BY l.created_at, l.rowid LIMIT ?`,
    ).all(...params, size);
  };

  return {
    leadPage: async (query: PageQuery) => leadPage(prepare, query),

    countLeads: async ({ only, ...filter }: CountFilter): Promise<number> => {
      const { sql, params } = conditions(filter);
      const row = prepare<{ n: number }>(
        `SELECT COUNT(*) AS n FROM ${only ? countFrom[only] : leadsFor(filter)} ${where(sql)}`,
      ).get(...params);
      return Number(row?.n ?? 0);
    },

    countByPage: async (filter: LeadFilter): Promise<PageCount[]> => {
      const { sql, params } = conditions(filter);
      return prepare<{ page: string | null; n: number }>(
        `SELECT l.page AS page, COUNT(*) AS n FROM ${leadsFor(filter)} ${where(sql)} GROUP BY l.page`,
      )
        .all(...params)
        .map((row) => ({ page: typeof row.page === 'string' ? row.page : null, count: Number(row.n) }));
    },

    async *leadBatches(filter: LeadFilter, size: number): AsyncGenerator<Lead[]> {
      let after: Position | undefined;
      for (;;) {
        const rows = batchAfter(filter, after, size);
        if (rows.length === 0) return;
        const last = rows.at(-1)!;
        after = { at: last.created_at, seq: last.seq };
        yield rows.map(toLead);
        if (rows.length < size) return;
      }
    },

    async payloadFields(filter: LeadFilter, known: readonly string[]): Promise<string[]> {
      const seen = new Set(known);
      const found: string[] = [];
      let after: Position | undefined;
      for (;;) {
        const { sql, params } = conditions(filter);
        if (after) {
          sql.push('(l.created_at, l.rowid) > (?, ?)');
          params.push(after.at, after.seq);
        }
        // SQLite looks at each payload's keys; only a payload with a key not seen yet comes back.
        const rows = prepare<{ at: string; seq: number; payload: string | null }>(
          `SELECT l.created_at AS at, l.rowid AS seq, CASE WHEN EXISTS (SELECT 1 FROM json_each(l.payload) j
             WHERE j.key NOT IN (SELECT value FROM json_each(?))) THEN l.payload END AS payload
           FROM leads l ${where(sql)} ORDER BY l.created_at, l.rowid LIMIT ${fieldsBatch}`,
        ).all(JSON.stringify([...seen]), ...params);
        collectNewFields(
          rows.map((row) => row.payload),
          seen,
          found,
        );
        if (rows.length < fieldsBatch) return found;
        after = rows.at(-1)!;
        await nextTurn();
      }
    },
  };
}
