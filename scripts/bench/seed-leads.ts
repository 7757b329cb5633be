import { DatabaseSync } from 'node:sqlite';

/**
 * Many leads in a lead database at once, for the office's scale test and benchmark
 * (docs/office.md#every-lead-searched-and-filtered): one SQL statement makes them, so 300,000 take seconds, not the
 * minutes the intake would. The store must have opened the file first (it makes the schema).
 */

export interface Seed {
  /** How many leads. */
  count: number;
  /** When the first (oldest) lead was stored. */
  from: Date;
  /** Time between one lead and the next. */
  stepMs: number;
  /** Every `spamEvery`-th lead is caught by the spam trap (0: none). */
  spamEvery?: number;
  /** Every `heldEvery`-th lead is held past a rate limit (0: none). */
  heldEvery?: number;
}

/**
 * Adds `seed.count` enquiries to the database at `file`, one every `stepMs` from `from`, with ids
 * `SEED…` in the order they are stored, sent from seven city pages, delivered to the CRM unless
 * spam or held. Answers the ids' pattern for a LIKE.
 */
export function seedLeads(file: string, seed: Seed): string {
  const db = new DatabaseSync(file, { timeout: 10_000 });
  // A throwaway database for a test or a benchmark: no need to wait for the disk.
  db.exec('PRAGMA synchronous = OFF');
  // Whether lead number `i` is one in every `n` (0: none), `offset` apart from the others.
  const every = (n: number | undefined, i: string, offset: number) => (n ? `(${i} % ${n} = ${offset % n})` : '0');
  const held = `(${every(seed.heldEvery, 'i', 1)} AND NOT ${every(seed.spamEvery, 'i', 0)})`;
  db.exec('BEGIN');
  db.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?)
     INSERT INTO leads (id, kind, payload, idempotency_key, spam, created_at, page, contact_phone)
     SELECT printf('SEED%022d', i), 'enquiry',
       json_object('name', 'Seed Visitor ' || i, 'email', 'seed' || i || '@example.com',
         'phone', '+91 98' || printf('%08d', i), 'pickup', 'Ghansoli, Navi Mumbai', 'drop', 'Kothrud, Pune',
         'detail', '2 BHK household goods, fridge and washing machine', 'source', 'contact',
         'page', '/city/' || (i % 7) || '/'),
       'seed-key-' || i, ${every(seed.spamEvery, 'i', 0)},
       strftime('%Y-%m-%dT%H:%M:%fZ', (? + i * ?) / 1000.0, 'unixepoch'), '/city/' || (i % 7) || '/',
       '9198' || printf('%08d', i)
     FROM n`,
  ).run(seed.count, seed.from.getTime(), seed.stepMs);
  db.exec(`INSERT INTO deliveries (lead_id, status, attempts, delivered_at, quarantine)
    SELECT id, CASE WHEN spam = 1 THEN 'spam' WHEN held THEN 'pending' ELSE 'delivered' END,
      CASE WHEN spam = 1 OR held THEN 0 ELSE 1 END, CASE WHEN spam = 1 OR held THEN NULL ELSE created_at END,
      CASE WHEN held THEN 'client' END
    FROM (SELECT id, spam, created_at, ${held} AS held
      FROM (SELECT id, spam, created_at, CAST(substr(id, 5) AS INTEGER) AS i FROM leads WHERE id LIKE 'SEED%'))`);
  db.exec('COMMIT');
  // Into the file now, so the service's first commits do not pay for copying the seed out of the WAL.
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
  return 'SEED%';
}
