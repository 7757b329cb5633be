import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';

/**
 * When the store may create its database file (LEADS_DB_CREATE): on a first run only, when
 * neither the file nor any trace of it exists (`first-run`); also over traces of a lost one, to
 * start again with an empty store on purpose (`always`); or never (`never`: the file must be there,
 * e.g. on a mounted volume).
 */
export type CreateRule = 'first-run' | 'always' | 'never';

/** The marker beside the database file that says a database lived here (docs/lead-flow.md#the-store). */
const markerPath = (file: string) => `${file}.created`;

/** Files SQLite leaves beside a database it had open: their journal and WAL can hold leads. */
const leftovers = (file: string) => [`${file}-wal`, `${file}-shm`, `${file}-journal`];

/** The store cannot be opened as asked; the message says why and what to do. */
export class StoreFileError extends Error {
  override name = 'StoreFileError';
}

/**
 * Before opening `file`: refuses (StoreFileError) to create it unless `create` allows it. A
 * missing file with a marker or SQLite's leftovers beside it is a lost database, not a first run:
 * starting on an empty one would hide that every lead in it is gone. Creating one on purpose
 * over leftovers moves them aside first, because SQLite would replay an old WAL into the new file.
 */
export function checkBeforeOpen(file: string, create: CreateRule): void {
  if (existsSync(file)) return;
  if (create === 'never') {
    throw new StoreFileError(
      `The lead database ${file} does not exist, and LEADS_DB_CREATE=false forbids creating one. Check that its folder (or volume) is mounted, or restore it from a backup; to create an empty one, start once with LEADS_DB_CREATE=true.`,
    );
  }
  const traces = [markerPath(file), ...leftovers(file)].filter((path) => existsSync(path));
  if (traces.length === 0) return;
  if (create === 'first-run') {
    throw new StoreFileError(
      `The lead database ${file} is missing, but ${traces.map((path) => basename(path)).join(', ')} beside it show${traces.length === 1 ? 's' : ''} that it existed: starting on an empty database would lose every lead in it without a word. Restore it from a backup (docs/lead-flow.md#the-store); to start with an empty store on purpose, start once with LEADS_DB_CREATE=true.`,
    );
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  for (const path of leftovers(file)) if (existsSync(path)) renameSync(path, `${path}.orphaned-${stamp}`);
}

/**
 * After opening `file`: leaves the marker beside it (once), so a later start notices if the
 * file is gone. A marker that cannot be written (a read-only folder) only loses that check.
 */
export function markOpened(file: string): void {
  const marker = markerPath(file);
  if (existsSync(marker)) return;
  const name = basename(file);
  try {
    writeFileSync(
      marker,
      `The intake service keeps its leads in ${name}, beside this file (since ${new Date().toISOString()}).\n` +
        `While this file is here and ${name} is not, the service and the leads command refuse to start,\n` +
        `so that a deleted or lost database is noticed instead of silently replaced by an empty one.\n` +
        `Restore ${name} from a backup, or start once with LEADS_DB_CREATE=true to begin with an empty store.\n`,
      { mode: 0o600, flag: 'wx' },
    );
  } catch {
    // Read-only folder, or another process wrote it first.
  }
}
