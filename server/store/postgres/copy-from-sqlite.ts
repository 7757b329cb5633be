import { existsSync } from 'node:fs';
import { DatabaseSync, type SQLOutputValue } from 'node:sqlite';
import type pg from 'pg';
import { schemaVersion } from '../connection';
import { contactKeys } from '../rows';
import { type Client, createPool, transaction } from './pool';
import { migrate } from './schema';

/**
 * `npm run leads -- migrate`: copies a SQLite lead store (read-only) into a PostgreSQL one, a
 * batch of leads at a time, each lead with its delivery record, notifications, call mark, work
 * record and history in the same transaction, so PostgreSQL never holds a lead without them;
 * then the office's people. Rows PostgreSQL already
 * holds are left as they are, so running it again copies only what is new; a lead PostgreSQL
 * holds differently under the same id or submission key is reported, never overwritten. Every
 * row keeps its key (a notification its id, unless PostgreSQL gave that id to one of its own).
 *
 * Nothing here logs or returns a lead's contents: the result holds counts, ids and which columns
 * differ.
 */

export type TableName =
  | 'leads'
  | 'deliveries'
  | 'notifications'
  | 'office_calls'
  | 'lead_work'
  | 'lead_events'
  | 'quotes'
  | 'survey_bookings'
  | 'office_users';

/** The tables copied with their lead, in each lead's batch. */
type LeadTable = Exclude<TableName, 'office_users'>;
const recordTables = [
  'deliveries',
  'notifications',
  'office_calls',
  'lead_work',
  'lead_events',
  'quotes',
  'survey_bookings',
] as const;

/** A table as copied: the column whose value names a row, and each column's PostgreSQL type. */
interface Table {
  name: TableName;
  key: string;
  columns: readonly (readonly [string, string])[];
}

const times = (...names: string[]) => names.map((name) => [name, 'timestamptz'] as const);
const texts = (...names: string[]) => names.map((name) => [name, 'text'] as const);
const integers = (...names: string[]) => names.map((name) => [name, 'integer'] as const);
const jsons = (...names: string[]) => names.map((name) => [name, 'json'] as const);

/** The SQLite store's columns (connection.ts), each as PostgreSQL types it (schema.ts). */
const tables: Record<TableName, Table> = {
  leads: {
    name: 'leads',
    key: 'id',
    columns: [
      ...texts('id', 'kind'),
      ['payload', 'json'],
      ['idempotency_key', 'text'],
      ['spam', 'smallint'],
      ...times('created_at'),
      ['page', 'text'],
    ],
  },
  deliveries: {
    name: 'deliveries',
    key: 'lead_id',
    columns: [
      ...texts('lead_id', 'status'),
      ...integers('attempts'),
      ['last_error', 'text'],
      ...times('next_attempt_at', 'claimed_until', 'delivered_at'),
      ...integers('rejections', 'answer_status'),
      ['answer_excerpt', 'text'],
      ...times('answered_at'),
      ...texts('claim_owner', 'quarantine', 'held_from'),
      ...times('sending_since', 'unknown_at'),
    ],
  },
  notifications: {
    name: 'notifications',
    key: 'id',
    columns: [
      ['id', 'bigint'],
      ...texts('lead_id', 'channel', 'event'),
      ...integers('episode'),
      ['status', 'text'],
      ...integers('attempts', 'rejections'),
      ['last_error', 'text'],
      ...times('last_error_at', 'next_attempt_at', 'claimed_until'),
      ['claim_owner', 'text'],
      ...times('delivered_at', 'created_at', 'sending_since', 'unknown_at'),
    ],
  },
  office_calls: {
    name: 'office_calls',
    key: 'lead_id',
    columns: [...texts('lead_id', 'called_by'), ...times('called_at')],
  },
  lead_work: {
    name: 'lead_work',
    key: 'lead_id',
    columns: [
      ...texts('lead_id', 'status'),
      ...integers('attempts'),
      ...times('remind_at'),
      ...texts('remind_for', 'taken_by'),
      ...times('taken_at', 'survey_at'),
      ...integers('quote_amount'),
      ...texts('moving_on', 'lost_reason'),
      ...times('updated_at'),
    ],
  },
  lead_events: {
    name: 'lead_events',
    key: 'id',
    columns: [
      ['id', 'bigint'],
      ['lead_id', 'text'],
      ...times('done_at'),
      ...texts('done_by', 'action', 'status'),
      ['detail', 'json'],
    ],
  },
  quotes: {
    name: 'quotes',
    key: 'lead_id',
    columns: [
      ...texts('lead_id', 'ref'),
      ...times('issued_at'),
      ['valid_until', 'text'],
      ...jsons('estimate', 'versions'),
    ],
  },
  survey_bookings: {
    name: 'survey_bookings',
    key: 'id',
    columns: [
      ...texts('id', 'idempotency_key', 'lead_id', 'kind', 'date', 'band', 'status', 'token'),
      ...times('created_at', 'changed_at'),
    ],
  },
  office_users: {
    name: 'office_users',
    key: 'name_key',
    columns: [...texts('name_key', 'name', 'role', 'password_hash'), ...times('created_at'), ['created_by', 'text']],
  },
};

/** Computed from the payload: what the PostgreSQL store keeps beside each lead (rows.ts contactKeys). */
const contactColumns = texts('contact_email', 'contact_phone', 'contact_name');

export const tableNames = Object.keys(tables) as TableName[];

/** One table's rows, counted. */
export interface TableCount {
  table: TableName;
  /** Rows in the SQLite store. */
  inSqlite: number;
  /** Rows copied by this run; on a dry run, the rows it would copy. */
  copied: number;
  /** Rows PostgreSQL held already (a lead: the same; its records: by key, as the service may have moved them on). */
  already: number;
  /** Rows not copied because PostgreSQL holds something else under their key, or their lead conflicts. */
  conflicts: number;
  /** SQLite's rows found in PostgreSQL after the copy (`verify`); null on a dry run. */
  inPostgres: number | null;
}

/** A row not copied, and why (no contents: only which columns differ). */
export interface Conflict {
  table: TableName;
  key: string;
  reason: string;
}

export interface CopyResult {
  dryRun: boolean;
  tables: TableCount[];
  /**
   * The first rows found conflicting (at most 50), without the records held back with a
   * conflicting lead; `tables` counts them all.
   */
  conflicts: Conflict[];
  /** Conflicting rows past the first 50. */
  moreConflicts: number;
  /** Notifications copied under a new id, as PostgreSQL had given theirs to one of its own. */
  renumbered: number;
  /** SQLite rows that PostgreSQL does not hold after the copy (0 on a dry run). */
  missing: number;
}

export interface CopyOptions {
  /** Leads per transaction (default 1,000), each with its records. */
  batchSize?: number;
  /** Report the counts without writing anything. */
  dryRun?: boolean;
  /** Called after each batch with the leads done so far and the total. */
  onProgress?: (done: number, total: number) => void;
}

/** A problem to tell the owner as it is (a missing file, an older schema), not a crash. */
export class CopyError extends Error {}

type SqliteRow = Record<string, SQLOutputValue>;

/** One batch of leads read from SQLite, with every record of theirs. */
type Batch = Record<LeadTable, SqliteRow[]>;

const conflictsKept = 50;

/** Copies the SQLite store at `file` into the PostgreSQL database at `url` (see the module's comment). */
export async function copyFromSqlite(file: string, url: string, options: CopyOptions = {}): Promise<CopyResult> {
  const { batchSize = 1_000, dryRun = false, onProgress } = options;
  const source = openSource(file);
  const pool = createPool(url, { max: 2, statementTimeoutMs: 120_000 });
  try {
    const empty = dryRun ? !(await hasSchema(pool)) : (await createSchema(pool), false);
    if (!dryRun) {
      await pastEveryId(pool, 'notifications', source.maxId('notifications'));
      await pastEveryId(pool, 'lead_events', source.maxId('lead_events'));
    }
    const counts = new Map(tableNames.map((table) => [table, emptyCount(table, source.count(table), dryRun)]));
    const conflicts: Conflict[] = [];
    let moreConflicts = 0;
    let renumbered = 0;
    const total = source.count('leads');
    let done = 0;
    for (const batch of source.batches(batchSize)) {
      const outcome = empty ? allNew(batch) : await transaction(pool, (client) => copyBatch(client, batch, dryRun));
      for (const table of Object.keys(outcome) as LeadTable[]) {
        const count = counts.get(table)!;
        count.copied += outcome[table].copied;
        count.already += outcome[table].already;
        count.conflicts += outcome[table].conflicts.length;
        renumbered += outcome[table].renumbered;
        for (const conflict of outcome[table].conflicts.filter((c) => c.reason)) {
          if (conflicts.length < conflictsKept) conflicts.push(conflict);
          else moreConflicts++;
        }
      }
      if (!dryRun) await verify(pool, batch, counts);
      done += batch.leads.length;
      onProgress?.(done, total);
    }
    const users = source.users();
    const outcome = empty
      ? { copied: users.length, already: 0, renumbered: 0, conflicts: [] }
      : await transaction(pool, (client) => copyUsers(client, users, dryRun));
    const count = counts.get('office_users')!;
    Object.assign(count, { copied: outcome.copied, already: outcome.already, conflicts: outcome.conflicts.length });
    for (const conflict of outcome.conflicts) {
      if (conflicts.length < conflictsKept) conflicts.push(conflict);
      else moreConflicts++;
    }
    if (!dryRun) count.inPostgres = await usersIn(pool, users);
    const list = [...counts.values()];
    const missing = dryRun ? 0 : list.reduce((sum, count) => sum + count.inSqlite - (count.inPostgres ?? 0), 0);
    return { dryRun, tables: list, conflicts, moreConflicts, renumbered, missing };
  } finally {
    source.close();
    await pool.end();
  }
}

const emptyCount = (table: TableName, inSqlite: number, dryRun: boolean): TableCount => ({
  table,
  inSqlite,
  copied: 0,
  already: 0,
  conflicts: 0,
  inPostgres: dryRun ? null : 0,
});

/**
 * The SQLite store, read-only, in one read transaction: every count and batch comes from the same
 * snapshot, so a service still writing to it changes nothing this run sees.
 */
function openSource(file: string) {
  if (!existsSync(file)) throw new CopyError(`There is no SQLite store at ${file} (LEADS_DB): nothing to copy.`);
  const db = new DatabaseSync(file, { readOnly: true, timeout: 5_000 });
  try {
    const version = Number(db.prepare('PRAGMA user_version').get()?.user_version);
    if (version !== schemaVersion) {
      throw new CopyError(
        version < schemaVersion
          ? `${file} has schema version ${version}, older than this version's ${schemaVersion}: start the service on it once (without DATABASE_URL) to bring it up to date, stop it, then migrate.`
          : `${file} has schema version ${version}; this version of the service knows ${schemaVersion}: migrate with the version that wrote it.`,
      );
    }
    for (const table of tableNames) {
      // The SQLite leads' phone key is the payload's, worked out again for PostgreSQL (`contactColumns`).
      const derived = table === 'leads' ? ['contact_phone'] : [];
      const known = new Set([...tables[table].columns.map(([name]) => name), ...derived]);
      const columns = db.prepare('SELECT name FROM pragma_table_info(?)').all(table);
      const unknown = columns.map((c) => String(c.name)).filter((name) => !known.has(name));
      // A column added to the SQLite store must be copied too, not dropped on the way.
      if (unknown.length > 0) throw new Error(`the copy does not know ${table}.${unknown.join(', ')}`);
    }
    db.exec('BEGIN');
  } catch (error) {
    db.close();
    throw error;
  }
  const leadsAfter = db.prepare(
    `SELECT rowid AS n, ${tables.leads.columns.map(([name]) => name).join(', ')} FROM leads
     WHERE rowid > ? ORDER BY rowid LIMIT ?`,
  );
  const recordsOf = (table: TableName) =>
    db.prepare(
      `SELECT * FROM ${table} WHERE lead_id IN (SELECT value FROM json_each(?)) ORDER BY ${tables[table].key}`,
    );
  const records = Object.fromEntries(recordTables.map((table) => [table, recordsOf(table)]));
  return {
    count: (table: TableName) => Number(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.n),
    maxId: (table: 'notifications' | 'lead_events') =>
      Number(db.prepare(`SELECT coalesce(max(id), 0) AS n FROM ${table}`).get()?.n),
    users: () => db.prepare('SELECT * FROM office_users ORDER BY name_key').all(),
    /** The leads in the order they were stored (rowid), so PostgreSQL's `seq` keeps that order. */
    *batches(size: number): Generator<Batch> {
      for (let after = 0; ;) {
        const leads = leadsAfter.all(after, size);
        if (leads.length === 0) return;
        after = Number(leads.at(-1)!.n);
        const ids = JSON.stringify(leads.map((lead) => lead.id));
        const batch = { leads } as Batch;
        for (const table of recordTables) batch[table] = records[table]!.all(ids);
        yield batch;
      }
    },
    close() {
      if (db.isTransaction) db.exec('COMMIT');
      db.close();
    },
  };
}

/** True when the database holds the store's tables already (a dry run creates nothing). */
async function hasSchema(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ found: string | null }>("SELECT to_regclass('store_schema')::text AS found");
  return rows[0]?.found != null;
}

async function createSchema(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await migrate(client);
  } finally {
    client.release();
  }
}

/** What one batch did to one table. */
interface Outcome {
  copied: number;
  already: number;
  /** Notifications copied under a new id (included in `copied`). */
  renumbered: number;
  /** One per row not copied; `reason` is empty for a record held back with its conflicting lead. */
  conflicts: Conflict[];
}

/** A batch for an empty database, on a dry run: everything would be copied. */
const allNew = (batch: Batch) =>
  Object.fromEntries(
    (Object.keys(batch) as LeadTable[]).map((table) => [
      table,
      { copied: batch[table].length, already: 0, renumbered: 0, conflicts: [] },
    ]),
  ) as unknown as Record<LeadTable, Outcome>;

/** One batch in one transaction: its leads, then the records of the leads PostgreSQL now holds as SQLite does. */
async function copyBatch(client: Client, batch: Batch, dryRun: boolean): Promise<Record<LeadTable, Outcome>> {
  const leadRows = batch.leads.map(withContactKeys);
  const inserted = dryRun ? new Set<string>() : await insertRows(client, tables.leads, leadRows);
  const found = await storedLeads(
    client,
    leadRows.filter((lead) => !inserted.has(String(lead.id))),
  );
  const leads: Outcome = { copied: inserted.size, already: 0, renumbered: 0, conflicts: [] };
  const matching = new Set(inserted);
  for (const lead of leadRows) {
    const id = String(lead.id);
    if (inserted.has(id)) continue;
    const state = found.get(id);
    if (state === 'same') {
      leads.already++;
      matching.add(id);
    } else if (state === undefined && dryRun) {
      leads.copied++;
      matching.add(id);
    } else leads.conflicts.push({ table: 'leads', key: id, reason: state ?? 'PostgreSQL did not store it' });
  }
  const result = { leads } as Record<LeadTable, Outcome>;
  for (const table of recordTables) {
    const rows = batch[table].filter((row) => matching.has(String(row.lead_id)));
    const heldBack = batch[table]
      .filter((row) => !matching.has(String(row.lead_id)))
      .map((row) => ({ table, key: String(row[tables[table].key]), reason: '' }));
    const outcome = await copyRecords(client, tables[table], rows, dryRun);
    result[table] = { ...outcome, conflicts: [...outcome.conflicts, ...heldBack] };
  }
  return result;
}

/** A lead's row with the contact keys computed from its payload. */
function withContactKeys(lead: SqliteRow): SqliteRow {
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(String(lead.payload)) as Record<string, unknown>;
  } catch {
    // JSON.parse's message quotes the text, which is a person's data.
    throw new Error(`lead ${String(lead.id)}: its payload is not JSON`);
  }
  const keys = contactKeys(payload);
  return { ...lead, contact_email: keys.email, contact_phone: keys.phone, contact_name: keys.name };
}

/**
 * Inserts `rows` into `table` in their order (so a lead's `seq` follows SQLite's), skipping any
 * whose key or unique columns PostgreSQL holds already; answers the keys inserted.
 */
async function insertRows(client: Client, table: Table, rows: SqliteRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const columns = table.name === 'leads' ? [...table.columns, ...contactColumns] : table.columns;
  const names = columns.map(([name]) => name).join(', ');
  const arrays = columns.map(([name]) => rows.map((row) => row[name] ?? null));
  const { rows: inserted } = await client.query<{ key: string }>(
    `INSERT INTO ${table.name} (${names})
     SELECT ${names} FROM unnest(${columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})
       WITH ORDINALITY AS t (${names}, ord) ORDER BY ord
     ON CONFLICT DO NOTHING RETURNING ${table.key}::text AS key`,
    arrays,
  );
  return new Set(inserted.map((row) => row.key));
}

/**
 * How PostgreSQL holds each of `leads`: 'same' (the same lead under its id), a conflict's reason,
 * or absent from the map.
 */
async function storedLeads(client: Client, leads: SqliteRow[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (leads.length === 0) return found;
  const { rows } = await client.query<{
    id: string;
    kind: string;
    payload: string;
    idempotency_key: string;
    spam: number;
    created_at: string;
  }>('SELECT id, kind, payload, idempotency_key, spam, created_at FROM leads WHERE id = ANY($1::text[])', [
    leads.map((lead) => lead.id),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const lead of leads) {
    const stored = byId.get(String(lead.id));
    if (!stored) continue;
    const differ = [
      stored.kind !== lead.kind && 'kind',
      stored.payload !== lead.payload && 'payload',
      stored.idempotency_key !== lead.idempotency_key && 'submission key',
      stored.spam !== Number(lead.spam) && 'spam flag',
      Date.parse(stored.created_at) !== Date.parse(String(lead.created_at)) && 'received time',
    ].filter(Boolean);
    found.set(
      stored.id,
      differ.length === 0
        ? 'same'
        : `PostgreSQL holds a different lead under this id (${differ.join(', ')} ${differ.length === 1 ? 'differs' : 'differ'})`,
    );
  }
  const absent = leads.filter((lead) => !found.has(String(lead.id)));
  if (absent.length === 0) return found;
  const { rows: owners } = await client.query<{ id: string; idempotency_key: string }>(
    'SELECT id, idempotency_key FROM leads WHERE idempotency_key = ANY($1::text[])',
    [absent.map((lead) => lead.idempotency_key)],
  );
  const ownerOf = new Map(owners.map((row) => [row.idempotency_key, row.id]));
  for (const lead of absent) {
    const owner = ownerOf.get(String(lead.idempotency_key));
    if (owner) found.set(String(lead.id), `its submission key belongs to lead ${owner} in PostgreSQL`);
  }
  return found;
}

/**
 * What makes a numbered record the one it is, whatever its id, as PostgreSQL selects it and as
 * a row of either store gives it: a notification its lead, channel, event and episode; a history
 * entry its lead, action, who and when (to the millisecond).
 */
const identities: Partial<Record<TableName, { select: string; of: (row: Record<string, unknown>) => string }>> = {
  notifications: {
    select: 'lead_id, channel, event, episode',
    of: (row) => [row.lead_id, row.channel, row.event, row.episode].map(String).join(' '),
  },
  lead_events: {
    select: 'lead_id, action, done_by, (extract(epoch FROM done_at) * 1000)::bigint::text AS done_ms',
    of: (row) =>
      [row.lead_id, row.action, row.done_by, row.done_ms ?? Date.parse(String(row.done_at))].map(String).join(' '),
  },
};

/**
 * A batch's records of one table: inserted (not on a dry run), or found already there. A
 * notification or a history entry is the same one when its identity (above) is; one whose id
 * PostgreSQL has given to a record of its own (the service ran on it before this copy) is
 * copied under a new id.
 */
async function copyRecords(client: Client, table: Table, rows: SqliteRow[], dryRun: boolean): Promise<Outcome> {
  const inserted = dryRun ? new Set<string>() : await insertRows(client, table, rows);
  const rest = rows.filter((row) => !inserted.has(String(row[table.key])));
  const outcome: Outcome = { copied: inserted.size, already: 0, renumbered: 0, conflicts: [] };
  const notStored = (row: SqliteRow) => {
    if (dryRun) outcome.copied++;
    else
      outcome.conflicts.push({ table: table.name, key: String(row[table.key]), reason: 'PostgreSQL did not store it' });
  };
  if (rest.length === 0) return outcome;
  const identity = identities[table.name];
  if (!identity) {
    const { rows: stored } = await client.query<{ key: string }>(
      `SELECT ${table.key} AS key FROM ${table.name} WHERE ${table.key} = ANY($1::text[])`,
      [rest.map((row) => row[table.key])],
    );
    const present = new Set(stored.map((row) => row.key));
    for (const row of rest)
      if (present.has(String(row[table.key]))) outcome.already++;
      else notStored(row);
    return outcome;
  }
  const { rows: stored } = await client.query<Record<string, unknown>>(
    `SELECT id::text AS id, ${identity.select} FROM ${table.name}
     WHERE id = ANY($1::bigint[]) OR lead_id = ANY($2::text[])`,
    [rest.map((row) => row.id), rest.map((row) => row.lead_id)],
  );
  const ids = new Set(stored.map((row) => String(row.id)));
  const held = new Set(stored.map(identity.of));
  const renumber: SqliteRow[] = [];
  for (const row of rest) {
    if (held.has(identity.of(row))) outcome.already++;
    else if (ids.has(String(row.id))) renumber.push(row);
    else notStored(row);
  }
  if (renumber.length === 0) return outcome;
  const added = dryRun ? renumber.length : (await insertRows(client, withoutId(table), renumber)).size;
  outcome.copied += added;
  outcome.renumbered += added;
  for (const row of renumber.slice(added)) notStored(row);
  return outcome;
}

/** A table without its id column: rows inserted into it take the next id of its sequence. */
const withoutId = (table: Table): Table => ({
  ...table,
  columns: table.columns.filter(([name]) => name !== 'id'),
});

/**
 * After a batch's commit: how many of its SQLite rows PostgreSQL holds, added to `counts`; by key,
 * a notification by its lead, channel, event and episode (its id may be new).
 */
async function verify(pool: pg.Pool, batch: Batch, counts: Map<TableName, TableCount>): Promise<void> {
  const keys = (table: LeadTable) => batch[table].map((row) => row[tables[table].key]);
  const notification = (column: string) => batch.notifications.map((row) => row[column]);
  const event = (column: string) => batch.lead_events.map((row) => row[column]);
  const { rows } = await pool.query<Record<LeadTable, number>>(
    `SELECT (SELECT count(*) FROM leads WHERE id = ANY($1::text[])) AS leads,
       (SELECT count(*) FROM deliveries WHERE lead_id = ANY($2::text[])) AS deliveries,
       (SELECT count(*) FROM office_calls WHERE lead_id = ANY($3::text[])) AS office_calls,
       (SELECT count(*) FROM lead_work WHERE lead_id = ANY($4::text[])) AS lead_work,
       (SELECT count(*) FROM notifications n
          JOIN unnest($5::text[], $6::text[], $7::text[], $8::integer[]) AS t (lead_id, channel, event, episode)
          USING (lead_id, channel, event, episode)) AS notifications,
       (SELECT count(*) FROM lead_events e
          JOIN unnest($9::text[], $10::text[], $11::text[], $12::timestamptz[]) AS t (lead_id, action, done_by, done_at)
          USING (lead_id, action, done_by, done_at)) AS lead_events`,
    [
      ...(['leads', 'deliveries', 'office_calls', 'lead_work'] as const).map(keys),
      ...['lead_id', 'channel', 'event', 'episode'].map(notification),
      ...['lead_id', 'action', 'done_by', 'done_at'].map(event),
    ],
  );
  for (const table of ['leads', ...recordTables] as const) {
    const count = counts.get(table)!;
    count.inPostgres = (count.inPostgres ?? 0) + Number(rows[0]?.[table] ?? 0);
  }
}

/**
 * Sets a table's id sequence (the notifications', the history's) past every id SQLite and
 * PostgreSQL hold, before copying: a row copied keeps its id, and none the service makes
 * meanwhile or afterwards can take one. Never back, and with new rows kept out meanwhile (the
 * lock), so an instance already running on the database cannot be handed an id twice.
 */
async function pastEveryId(pool: pg.Pool, table: 'notifications' | 'lead_events', sqliteMax: number): Promise<void> {
  await transaction(pool, async (client) => {
    await client.query(`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
    await client.query(
      `SELECT setval(s::regclass, GREATEST(nextval(s::regclass), $1, (SELECT coalesce(max(id), 0) FROM ${table})))
       FROM pg_get_serial_sequence('${table}', 'id') AS s`,
      [sqliteMax],
    );
  });
}

/**
 * The office's people, after the leads: each inserted unless PostgreSQL holds one of the same
 * name already; one held differently (role, password, name's spelling) is a conflict, kept as
 * PostgreSQL has it.
 */
async function copyUsers(client: Client, users: SqliteRow[], dryRun: boolean): Promise<Outcome> {
  const table = tables.office_users;
  const inserted = dryRun ? new Set<string>() : await insertRows(client, table, users);
  const outcome: Outcome = { copied: inserted.size, already: 0, renumbered: 0, conflicts: [] };
  const rest = users.filter((user) => !inserted.has(String(user.name_key)));
  if (rest.length === 0) return outcome;
  const { rows } = await client.query<{ name_key: string; name: string; role: string; password_hash: string }>(
    'SELECT name_key, name, role, password_hash FROM office_users WHERE name_key = ANY($1::text[])',
    [rest.map((user) => user.name_key)],
  );
  const stored = new Map(rows.map((row) => [row.name_key, row]));
  for (const user of rest) {
    const key = String(user.name_key);
    const there = stored.get(key);
    const differ = there
      ? [
          there.name !== user.name && 'name',
          there.role !== user.role && 'role',
          there.password_hash !== user.password_hash && 'password',
        ].filter(Boolean)
      : [];
    if (!there && dryRun) outcome.copied++;
    else if (!there) outcome.conflicts.push({ table: 'office_users', key, reason: 'PostgreSQL did not store it' });
    else if (differ.length === 0) outcome.already++;
    else
      outcome.conflicts.push({
        table: 'office_users',
        key,
        reason: `PostgreSQL holds a different user of this name (${differ.join(', ')} ${differ.length === 1 ? 'differs' : 'differ'})`,
      });
  }
  return outcome;
}

/** How many of SQLite's users PostgreSQL holds, by name. */
async function usersIn(pool: pg.Pool, users: SqliteRow[]): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    'SELECT count(*) AS n FROM office_users WHERE name_key = ANY($1::text[])',
    [users.map((user) => user.name_key)],
  );
  return Number(rows[0]?.n ?? 0);
}
