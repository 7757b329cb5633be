// The SQLite store's writer thread (see sqlite.ts): commits groups of new leads on its own
// connection, so the event loop keeps serving requests and pages while the disk flushes
// (synchronous=FULL). Plain JavaScript: a worker thread starts without the TypeScript loader.
//
// Messages in: { group, leads: [{ id, kind, payload, key, spam, at }] } and { close: true }.
// Messages out: { group, results: [{ id, created }] } or { group, error: { name, message, code } }.
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

const { file, busyTimeoutMs, maxPageCount } = workerData;
const db = new Database(file);
db.pragma('synchronous = FULL');
db.pragma('foreign_keys = ON');
db.pragma(`busy_timeout = ${busyTimeoutMs}`);
db.pragma(`max_page_count = ${maxPageCount}`);

// Keep in step with saveOne() in sqlite.ts, the same write on the main connection.
const idByKey = db.prepare('SELECT id FROM leads WHERE idempotency_key = ?');
const insertLead = db.prepare(
  'INSERT INTO leads (id, kind, payload, idempotency_key, spam, created_at) VALUES (?, ?, ?, ?, ?, ?)',
);
const insertDelivery = db.prepare('INSERT INTO deliveries (lead_id, status, next_attempt_at) VALUES (?, ?, ?)');

/** One transaction for the whole group; a key seen earlier, even in this group, stores nothing. */
const commit = db.transaction((leads) =>
  leads.map((lead) => {
    const existing = idByKey.get(lead.key);
    if (existing) return { id: existing.id, created: false };
    insertLead.run(lead.id, lead.kind, lead.payload, lead.key, lead.spam ? 1 : 0, lead.at);
    insertDelivery.run(lead.id, lead.spam ? 'spam' : 'pending', lead.spam ? null : lead.at);
    return { id: lead.id, created: true };
  }),
);

parentPort.on('message', (message) => {
  if (message.close) {
    db.close();
    parentPort.close();
    return;
  }
  try {
    // IMMEDIATE takes the write lock up front, so two writers never deadlock on an upgrade.
    parentPort.postMessage({ group: message.group, results: commit.immediate(message.leads) });
  } catch (error) {
    const { name = 'Error', message: text = String(error), code } = error ?? {};
    parentPort.postMessage({ group: message.group, error: { name, message: text, code } });
  }
});
