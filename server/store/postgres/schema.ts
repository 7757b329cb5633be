import type { PoolClient } from 'pg';

/**
 * The PostgreSQL store's schema, in steps; `store_schema.version` records how many have run. To
 * change it, append a step: never edit one that has shipped.
 *
 * The tables and columns are the SQLite store's (server/store/connection.ts), so both engines read
 * a lead with the same query (rows.ts `selectLead`) and `npm run leads -- migrate` copies rows
 * across unchanged. What PostgreSQL adds: times are `timestamptz` (read back as the same ISO 8601
 * strings), `seq` orders leads stored in the same millisecond, and each lead's contact keys are
 * kept in columns (rows.ts `emailKey`, `phoneKey`, `nameKey`) so a privacy request finds a
 * person's leads by index instead of by a function only the service can run.
 */
const migrations: readonly string[] = [
  `CREATE TABLE leads (
     seq             bigserial UNIQUE,
     id              text PRIMARY KEY,
     kind            text NOT NULL CHECK (kind IN ('enquiry', 'review')),
     payload         json NOT NULL,
     idempotency_key text NOT NULL UNIQUE,
     spam            smallint NOT NULL CHECK (spam IN (0, 1)),
     created_at      timestamptz NOT NULL,
     page            text,
     contact_email   text,
     contact_phone   text,
     contact_name    text
   );
   CREATE INDEX leads_created ON leads (created_at, seq);
   CREATE INDEX leads_list ON leads (spam, created_at, seq);
   CREATE INDEX leads_enquiry_pages ON leads (created_at, page) WHERE spam = 0 AND kind = 'enquiry';
   CREATE INDEX leads_contact_email ON leads (contact_email) WHERE contact_email IS NOT NULL;
   CREATE INDEX leads_contact_phone ON leads (contact_phone) WHERE contact_phone IS NOT NULL;
   CREATE INDEX leads_contact_name ON leads (contact_name) WHERE contact_name IS NOT NULL;
   CREATE TABLE deliveries (
     lead_id         text PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
     status          text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed', 'spam')),
     attempts        integer NOT NULL DEFAULT 0,
     last_error      text,
     next_attempt_at timestamptz,
     claimed_until   timestamptz,
     delivered_at    timestamptz,
     rejections      integer NOT NULL DEFAULT 0,
     answer_status   integer,
     answer_excerpt  text,
     answered_at     timestamptz,
     claim_owner     text,
     quarantine      text CHECK (quarantine IN ('client', 'global', 'repeat', 'links')),
     held_from       text,
     sending_since   timestamptz,
     unknown_at      timestamptz
   );
   CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
   CREATE INDEX deliveries_held ON deliveries (quarantine) WHERE quarantine IS NOT NULL;
   CREATE TABLE notifications (
     id              bigserial PRIMARY KEY,
     lead_id         text NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     channel         text NOT NULL CHECK (channel IN ('email', 'ack', 'whatsapp', 'webhook')),
     event           text NOT NULL CHECK (event IN ('lead', 'crm_failed', 'summary')),
     episode         integer NOT NULL DEFAULT 0,
     status          text NOT NULL CHECK (status IN ('held', 'pending', 'delivered', 'failed', 'skipped', 'summarised')),
     attempts        integer NOT NULL DEFAULT 0,
     rejections      integer NOT NULL DEFAULT 0,
     last_error      text,
     last_error_at   timestamptz,
     next_attempt_at timestamptz,
     claimed_until   timestamptz,
     claim_owner     text,
     delivered_at    timestamptz,
     created_at      timestamptz NOT NULL,
     sending_since   timestamptz,
     unknown_at      timestamptz,
     UNIQUE (lead_id, channel, event, episode)
   );
   CREATE INDEX notifications_due ON notifications (channel, status, next_attempt_at);
   CREATE INDEX notifications_event ON notifications (event, created_at);
   CREATE INDEX notifications_lead ON notifications (lead_id);
   CREATE TABLE office_calls (
     lead_id   text PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
     called_by text NOT NULL,
     called_at timestamptz NOT NULL
   );`,
  // What the instances share besides the leads (shared-state.ts): the limits' counts and the office's
  // sign-ins. Times are the service's clock in milliseconds since the epoch, as it computes windows.
  // Keys are hashes or fixed names, never an address, a phone number or an e-mail address; `C`
  // collation so rows lock in the order the service sorts them in (no deadlock between instances).
  `CREATE TABLE limit_counts (
     scope        text NOT NULL,
     window_start bigint NOT NULL,
     key          text COLLATE "C" NOT NULL,
     n            integer NOT NULL,
     expires_at   bigint NOT NULL,
     PRIMARY KEY (scope, window_start, key)
   );
   CREATE INDEX limit_counts_expiry ON limit_counts (scope, expires_at);
   CREATE TABLE office_sessions (
     id_hash      text PRIMARY KEY,
     name         text NOT NULL,
     created_at   bigint NOT NULL,
     expires_at   bigint NOT NULL,
     last_used_at bigint NOT NULL,
     notice       text
   );
   CREATE INDEX office_sessions_created ON office_sessions (created_at);`,
  // The office's work queue (as the SQLite store's step 10), and each session's role.
  `CREATE TABLE lead_work (
     lead_id      text PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
     status       text NOT NULL CHECK (status IN ('new', 'unreachable', 'talked', 'survey', 'quoted', 'won', 'lost')),
     attempts     integer NOT NULL DEFAULT 0,
     remind_at    timestamptz,
     remind_for   text,
     taken_by     text,
     taken_at     timestamptz,
     survey_at    timestamptz,
     quote_amount integer,
     moving_on    text,
     lost_reason  text CHECK (lost_reason IN ('price', 'date', 'another_mover', 'not_genuine', 'duplicate', 'other')),
     updated_at   timestamptz NOT NULL
   );
   CREATE INDEX lead_work_status ON lead_work (status);
   CREATE INDEX lead_work_remind ON lead_work (remind_at) WHERE remind_at IS NOT NULL;
   CREATE TABLE lead_events (
     id       bigserial PRIMARY KEY,
     lead_id  text NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     done_at  timestamptz NOT NULL,
     done_by  text NOT NULL,
     action   text NOT NULL CHECK (action IN ('take', 'let_go', 'status', 'note', 'reminder')),
     status   text NOT NULL,
     detail   json NOT NULL
   );
   CREATE INDEX lead_events_lead ON lead_events (lead_id, id);
   CREATE TABLE office_users (
     name_key      text PRIMARY KEY,
     name          text NOT NULL,
     role          text NOT NULL CHECK (role IN ('admin', 'staff')),
     password_hash text NOT NULL,
     created_at    timestamptz NOT NULL,
     created_by    text NOT NULL
   );
   ALTER TABLE office_sessions ADD COLUMN role text NOT NULL DEFAULT 'admin';`,
  // Quotes, as the SQLite store's step 12.
  `CREATE TABLE quotes (
     lead_id     text PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
     ref         text NOT NULL UNIQUE,
     issued_at   timestamptz NOT NULL,
     valid_until text NOT NULL,
     estimate    json NOT NULL,
     versions    json NOT NULL
   );`,
  // Survey bookings and the office's capacity, as the SQLite store's step 13.
  `CREATE TABLE survey_bookings (
     id              text PRIMARY KEY,
     idempotency_key text NOT NULL UNIQUE,
     lead_id         text REFERENCES leads (id) ON DELETE CASCADE,
     kind            text NOT NULL CHECK (kind IN ('home', 'video')),
     date            text NOT NULL,
     band            text NOT NULL,
     status          text NOT NULL CHECK (status IN ('booked', 'cancelled')),
     token           text NOT NULL UNIQUE,
     created_at      timestamptz NOT NULL,
     changed_at      timestamptz
   );
   CREATE INDEX survey_bookings_date ON survey_bookings (date, band) WHERE status = 'booked';
   CREATE INDEX survey_bookings_lead ON survey_bookings (lead_id);
   CREATE TABLE survey_capacity (
     id       integer PRIMARY KEY CHECK (id = 1),
     settings json NOT NULL,
     set_by   text NOT NULL,
     set_at   timestamptz NOT NULL
   );`,
];

/** An arbitrary fixed key: while one instance migrates, another starting at the same time waits. */
const migrationLock = 7_201_447;

/** Brings the schema up to date; refuses a database written by a newer version of the service. */
export async function migrate(client: PoolClient): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
    await client.query('CREATE TABLE IF NOT EXISTS store_schema (version integer NOT NULL)');
    const { rows } = await client.query<{ version: number }>('SELECT version FROM store_schema');
    const version = rows[0]?.version ?? 0;
    if (version > migrations.length) {
      throw new Error(
        `the database has schema version ${version}; this version of the service knows ${migrations.length}`,
      );
    }
    for (let step = version; step < migrations.length; step++) await client.query(migrations[step] ?? '');
    if (rows.length === 0) await client.query('INSERT INTO store_schema (version) VALUES ($1)', [migrations.length]);
    else await client.query('UPDATE store_schema SET version = $1', [migrations.length]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
