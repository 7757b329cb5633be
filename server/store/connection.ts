import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileIdentity, type OpenedFiles } from './file-guard.mjs';
import { checkBeforeOpen, type CreateRule, markOpened } from './first-run';
import { immediately } from './lead-writer.mjs';
import { phoneKey } from './rows';

/**
 * Schema changes, in order; `PRAGMA user_version` records how many have run. To change the
 * schema, append a step: never edit one that has shipped.
 */
const migrations: readonly string[] = [
  `CREATE TABLE leads (
     id              TEXT PRIMARY KEY,
     kind            TEXT NOT NULL CHECK (kind IN ('enquiry', 'review')),
     payload         TEXT NOT NULL,
     idempotency_key TEXT NOT NULL UNIQUE,
     spam            INTEGER NOT NULL CHECK (spam IN (0, 1)),
     created_at      TEXT NOT NULL
   );
   CREATE TABLE deliveries (
     lead_id         TEXT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
     status          TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed', 'spam')),
     attempts        INTEGER NOT NULL DEFAULT 0,
     last_error      TEXT,
     next_attempt_at TEXT,
     claimed_until   TEXT,
     delivered_at    TEXT
   );
   CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
   CREATE INDEX leads_created ON leads (created_at);`,
  // What the CRM last answered, and how often it refused the lead (delivery stops after a cap).
  `ALTER TABLE deliveries ADD COLUMN rejections INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE deliveries ADD COLUMN answer_status INTEGER;
   ALTER TABLE deliveries ADD COLUMN answer_excerpt TEXT;
   ALTER TABLE deliveries ADD COLUMN answered_at TEXT;`,
  // Who holds a lead's claim (a token per claim), so only that claimer records its result.
  `ALTER TABLE deliveries ADD COLUMN claim_owner TEXT;`,
  // Quarantine (docs/lead-flow.md#quarantine): a lead stored past a rate limit waits, pending
  // with no next attempt, until someone releases it; the reason says which limit it passed.
  `ALTER TABLE deliveries ADD COLUMN quarantine TEXT CHECK (quarantine IN ('client', 'global'));`,
  // Notifications (docs/lead-flow.md#notifications): one row per lead, channel and event, written
  // with the lead (or, for `crm_failed`, with the CRM's last refusal), delivered like the CRM's.
  `CREATE TABLE notifications (
     id              INTEGER PRIMARY KEY,
     lead_id         TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     channel         TEXT NOT NULL CHECK (channel IN ('email', 'ack', 'whatsapp', 'webhook')),
     event           TEXT NOT NULL CHECK (event IN ('lead', 'crm_failed')),
     episode         INTEGER NOT NULL DEFAULT 0,
     status          TEXT NOT NULL CHECK (status IN ('held', 'pending', 'delivered', 'failed')),
     attempts        INTEGER NOT NULL DEFAULT 0,
     rejections      INTEGER NOT NULL DEFAULT 0,
     last_error      TEXT,
     last_error_at   TEXT,
     next_attempt_at TEXT,
     claimed_until   TEXT,
     claim_owner     TEXT,
     delivered_at    TEXT,
     created_at      TEXT NOT NULL,
     UNIQUE (lead_id, channel, event, episode)
   );
   CREATE INDEX notifications_due ON notifications (channel, status, next_attempt_at);`,
  // The office's call-backs (docs/office.md#working-a-lead): who marked a lead called, and when.
  // Deleting a lead deletes its mark.
  `CREATE TABLE office_calls (
     lead_id   TEXT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
     called_by TEXT NOT NULL,
     called_at TEXT NOT NULL
   );`,
  // Floods (docs/lead-flow.md#floods): a lead is held for what abuse looks like (a burst from one
  // address, a phone, e-mail or message repeated, a message full of links) and keeps the address
  // it came from while held, for releasing or discarding in bulk. A notification may be `skipped`
  // (an acknowledgement past its limits, or of a held lead: never sent) or `summarised` (an office
  // alert past the hourly rate, told in the next summary), and `summary` is an event of its own.
  // SQLite cannot widen a CHECK, so both tables are copied into new ones.
  `CREATE TABLE deliveries_next (
     lead_id         TEXT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
     status          TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed', 'spam')),
     attempts        INTEGER NOT NULL DEFAULT 0,
     last_error      TEXT,
     next_attempt_at TEXT,
     claimed_until   TEXT,
     delivered_at    TEXT,
     rejections      INTEGER NOT NULL DEFAULT 0,
     answer_status   INTEGER,
     answer_excerpt  TEXT,
     answered_at     TEXT,
     claim_owner     TEXT,
     quarantine      TEXT CHECK (quarantine IN ('client', 'global', 'repeat', 'links')),
     held_from       TEXT
   );
   INSERT INTO deliveries_next (lead_id, status, attempts, last_error, next_attempt_at, claimed_until,
     delivered_at, rejections, answer_status, answer_excerpt, answered_at, claim_owner, quarantine)
   SELECT lead_id, status, attempts, last_error, next_attempt_at, claimed_until, delivered_at, rejections,
     answer_status, answer_excerpt, answered_at, claim_owner, quarantine FROM deliveries;
   DROP TABLE deliveries;
   ALTER TABLE deliveries_next RENAME TO deliveries;
   CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
   CREATE INDEX deliveries_held ON deliveries (quarantine) WHERE quarantine IS NOT NULL;
   CREATE TABLE notifications_next (
     id              INTEGER PRIMARY KEY,
     lead_id         TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     channel         TEXT NOT NULL CHECK (channel IN ('email', 'ack', 'whatsapp', 'webhook')),
     event           TEXT NOT NULL CHECK (event IN ('lead', 'crm_failed', 'summary')),
     episode         INTEGER NOT NULL DEFAULT 0,
     status          TEXT NOT NULL CHECK (status IN ('held', 'pending', 'delivered', 'failed', 'skipped', 'summarised')),
     attempts        INTEGER NOT NULL DEFAULT 0,
     rejections      INTEGER NOT NULL DEFAULT 0,
     last_error      TEXT,
     last_error_at   TEXT,
     next_attempt_at TEXT,
     claimed_until   TEXT,
     claim_owner     TEXT,
     delivered_at    TEXT,
     created_at      TEXT NOT NULL,
     UNIQUE (lead_id, channel, event, episode)
   );
   INSERT INTO notifications_next SELECT * FROM notifications;
   DROP TABLE notifications;
   ALTER TABLE notifications_next RENAME TO notifications;
   CREATE INDEX notifications_due ON notifications (channel, status, next_attempt_at);
   CREATE INDEX notifications_event ON notifications (event, created_at);`,
  // Sends whose outcome is unknown (docs/lead-flow.md#delivery-promises): when the attempt in
  // flight went out (written with its claim, cleared with its result), and when an attempt ended
  // with no answer, so a receiver that cannot drop a repeat is not sent it again by itself.
  `ALTER TABLE deliveries ADD COLUMN sending_since TEXT;
   ALTER TABLE deliveries ADD COLUMN unknown_at TEXT;
   ALTER TABLE notifications ADD COLUMN sending_since TEXT;
   ALTER TABLE notifications ADD COLUMN unknown_at TEXT;`,
  // The office inbox at scale (docs/office.md#every-lead-searched-and-filtered): its page, counts and chart come from
  // indexes instead of reading every lead. `page` is the payload's page, copied out so the chart
  // counts enquiries per page from an index alone.
  `ALTER TABLE leads ADD COLUMN page TEXT;
   UPDATE leads SET page = json_extract(payload, '$.page');
   CREATE INDEX leads_list ON leads (spam, created_at);
   CREATE INDEX leads_enquiry_pages ON leads (created_at, page) WHERE spam = 0 AND kind = 'enquiry';`,
  // The office's work queue (docs/office.md#the-work-queue): where each lead stands, who has it,
  // its reminder, its history of changes and notes, and the office's people with their own
  // passwords. Deleting a lead deletes its work and history.
  `CREATE TABLE lead_work (
     lead_id      TEXT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
     status       TEXT NOT NULL CHECK (status IN ('new', 'unreachable', 'talked', 'survey', 'quoted', 'won', 'lost')),
     attempts     INTEGER NOT NULL DEFAULT 0,
     remind_at    TEXT,
     remind_for   TEXT,
     taken_by     TEXT,
     taken_at     TEXT,
     survey_at    TEXT,
     quote_amount INTEGER,
     moving_on    TEXT,
     lost_reason  TEXT CHECK (lost_reason IN ('price', 'date', 'another_mover', 'not_genuine', 'duplicate', 'other')),
     updated_at   TEXT NOT NULL
   );
   CREATE INDEX lead_work_status ON lead_work (status);
   CREATE INDEX lead_work_remind ON lead_work (remind_at) WHERE remind_at IS NOT NULL;
   CREATE TABLE lead_events (
     id       INTEGER PRIMARY KEY,
     lead_id  TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     done_at  TEXT NOT NULL,
     done_by  TEXT NOT NULL,
     action   TEXT NOT NULL CHECK (action IN ('take', 'let_go', 'status', 'note', 'reminder')),
     status   TEXT NOT NULL,
     detail   TEXT NOT NULL
   );
   CREATE INDEX lead_events_lead ON lead_events (lead_id, id);
   CREATE TABLE office_users (
     name_key      TEXT PRIMARY KEY,
     name          TEXT NOT NULL,
     role          TEXT NOT NULL CHECK (role IN ('admin', 'staff')),
     password_hash TEXT NOT NULL,
     created_at    TEXT NOT NULL,
     created_by    TEXT NOT NULL
   );`,
  // The phone number's key beside each lead (rows.ts `phoneKey`, as PostgreSQL keeps it), so the
  // office finds a repeat or a searched number by an index instead of reading every payload.
  `ALTER TABLE leads ADD COLUMN contact_phone TEXT;
   UPDATE leads SET contact_phone = lead_phone(json_extract(payload, '$.phone'));
   CREATE INDEX leads_contact_phone ON leads (contact_phone) WHERE contact_phone IS NOT NULL;`,
  // Quotes (quote-types.ts): one per enquiry with an estimate, its versions as JSON, gone with its lead.
  `CREATE TABLE quotes (
     lead_id     TEXT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
     ref         TEXT NOT NULL UNIQUE,
     issued_at   TEXT NOT NULL,
     valid_until TEXT NOT NULL,
     estimate    TEXT NOT NULL,
     versions    TEXT NOT NULL
   );`,
  // Survey bookings (survey-types.ts), gone with their lead; the office's capacity, one row.
  `CREATE TABLE survey_bookings (
     id              TEXT PRIMARY KEY,
     idempotency_key TEXT NOT NULL UNIQUE,
     lead_id         TEXT REFERENCES leads (id) ON DELETE CASCADE,
     kind            TEXT NOT NULL CHECK (kind IN ('home', 'video')),
     date            TEXT NOT NULL,
     band            TEXT NOT NULL,
     status          TEXT NOT NULL CHECK (status IN ('booked', 'cancelled')),
     token           TEXT NOT NULL UNIQUE,
     created_at      TEXT NOT NULL,
     changed_at      TEXT
   );
   CREATE INDEX survey_bookings_date ON survey_bookings (date, band) WHERE status = 'booked';
   CREATE INDEX survey_bookings_lead ON survey_bookings (lead_id);
   CREATE TABLE survey_capacity (
     id       INTEGER PRIMARY KEY CHECK (id = 1),
     settings TEXT NOT NULL,
     set_by   TEXT NOT NULL,
     set_at   TEXT NOT NULL
   );`,
];

/** The schema version this version of the service writes (`PRAGMA user_version` once migrated). */
export const schemaVersion = migrations.length;

/** The value of a pragma that answers one number (user_version, page_size…). */
function pragmaNumber(db: DatabaseSync, name: string): number {
  const row = db.prepare(`PRAGMA ${name}`).get();
  return Number(row?.[name]);
}

/** Brings the schema up to date; refuses a file written by a newer version of the service. */
function migrate(db: DatabaseSync, file: string): void {
  // The steps that copy a phone number's key out of the payloads use the service's own rule.
  db.function('lead_phone', { deterministic: true }, phoneKey);
  immediately(db, () => {
    const version = pragmaNumber(db, 'user_version');
    if (version > migrations.length) {
      throw new Error(`${file} has schema version ${version}; this version of the service knows ${migrations.length}`);
    }
    for (let step = version; step < migrations.length; step++) db.exec(migrations[step] ?? '');
    db.exec(`PRAGMA user_version = ${migrations.length}`);
  });
}

/** An open, migrated connection and the size cap its writer connections must apply too. */
export interface Connection {
  db: DatabaseSync;
  /** Largest number of pages the file may grow to (`maxSizeMb` in pages). */
  maxPageCount: number;
  /** The files as opened (none for `:memory:`): writes check they are still the ones at their paths. */
  opened: OpenedFiles | null;
}

/**
 * Opens (creating its folder and file if needed and `create` allows it) and migrates the lead
 * database at `file`, with the durability, locking and privacy settings every connection of the
 * service uses.
 */
export function openConnection(
  file: string,
  busyTimeoutMs: number,
  maxSizeMb: number,
  create: CreateRule = 'first-run',
): Connection {
  const onDisk = file !== ':memory:';
  if (onDisk) checkBeforeOpen(file, create);
  const isNew = onDisk && !existsSync(file);
  if (onDisk) mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  // timeout: another process (the leads command, a backup) holding the write lock makes a write
  // wait this long at most; then it fails and the API answers 503 instead of hanging.
  const db = new DatabaseSync(file, { timeout: busyTimeoutMs });
  // Leads hold personal data: only the service's own user may read a new file (WAL files follow it).
  if (isNew) chmodSync(file, 0o600);
  db.exec('PRAGMA journal_mode = WAL');
  // FULL: a commit is on disk before the 201 goes out, even if the machine loses power.
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
  // Deleted leads are overwritten, not just unlinked (privacy requests, retention).
  db.exec('PRAGMA secure_delete = ON');
  migrate(db, file);
  // A cap on the file: a flood of submissions fills it (SQLITE_FULL, answered 503), not the disk.
  const maxPageCount = Math.max(1, Math.floor((maxSizeMb * 1024 * 1024) / pragmaNumber(db, 'page_size')));
  db.exec(`PRAGMA max_page_count = ${maxPageCount}`);
  if (!onDisk) return { db, maxPageCount, opened: null };
  markOpened(file);
  // Migrating wrote to the WAL, so it exists now and stays while this connection is open.
  return { db, maxPageCount, opened: { db: fileIdentity(file), wal: fileIdentity(`${file}-wal`) } };
}
