// The SQLite store's writer thread (see writer-thread.ts): commits groups of new leads on its own
// connection, so the event loop keeps serving requests and pages while the disk flushes
// (synchronous=FULL). Plain JavaScript: a worker thread starts without the TypeScript loader.
//
// Messages in: { group, leads: [{ id, kind, payload, key, spam, at }] } and { close: true }.
// Messages out: { group, results: [{ id, created }] } or { group, error: { name, message, code } }.
import { DatabaseSync } from 'node:sqlite';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { filesProblem, unusableStoreError } from './file-guard.mjs';
import { leadWriter } from './lead-writer.mjs';

const { file, busyTimeoutMs, maxPageCount, opened, channels } = workerData;
// mode=rw: should the file be gone by the time this thread starts, opening fails instead of
// creating an empty one that a restart would then take for the real database.
const url = pathToFileURL(file);
url.searchParams.set('mode', 'rw');
const db = new DatabaseSync(url, { timeout: busyTimeoutMs });
db.exec('PRAGMA synchronous = FULL');
db.exec('PRAGMA foreign_keys = ON');
// Like every connection (connection.ts): space this connection frees (a page split moving a lead's
// row) is overwritten, or a copy of the row would outlive its deletion (docs/lead-flow.md#the-store).
db.exec('PRAGMA secure_delete = ON');
db.exec(`PRAGMA max_page_count = ${maxPageCount}`);
const write = leadWriter(db, channels);

/** Throws unless the database file (and WAL) at the path are still the ones the store opened. */
const checkFiles = () => {
  const problem = filesProblem(file, opened);
  if (problem) throw unusableStoreError(file, problem);
};

/**
 * One group: not written into a database file that is gone, and not acknowledged if the file
 * went while it was written (those leads would be lost with it): docs/lead-flow.md#the-store.
 */
const commit = (leads) => {
  checkFiles();
  const results = write(leads);
  checkFiles();
  return results;
};

parentPort.on('message', (message) => {
  if (message.close) {
    db.close();
    parentPort.close();
    return;
  }
  try {
    parentPort.postMessage({ group: message.group, results: commit(message.leads) });
  } catch (error) {
    const { name = 'Error', message: text = String(error), code } = error ?? {};
    parentPort.postMessage({ group: message.group, error: { name, message: text, code } });
  }
});
