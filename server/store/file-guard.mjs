// Whether the lead store's files are still the ones the service opened (docs/lead-flow.md#the-store).
// A database file deleted or replaced while open keeps taking writes into a file nobody will read
// again; these checks let the store refuse to acknowledge such leads. Plain JavaScript: the writer
// thread (commit-worker.mjs) runs them too, and starts without the TypeScript loader.
import { statSync } from 'node:fs';

/**
 * The device and inode of the file at `path`; null when nothing is there; undefined when it
 * cannot be told (a permission problem on the folder), which no check counts as a problem.
 */
export function fileIdentity(path) {
  try {
    const { dev, ino } = statSync(path, { bigint: true });
    return { dev, ino };
  } catch (error) {
    return error?.code === 'ENOENT' || error?.code === 'ENOTDIR' ? null : undefined;
  }
}

/** What happened to one file since it was opened, in a few words, or null. */
function changed(path, opened, what) {
  if (!opened) return null;
  const now = fileIdentity(path);
  if (now === undefined) return null;
  if (now === null) return `the ${what} was deleted while in use`;
  if (now.dev !== opened.dev || now.ino !== opened.ino) return `the ${what} was replaced while in use`;
  return null;
}

/**
 * What makes the store at `file` unable to keep new leads, or null: its database file (or the
 * WAL beside it, when one was open) is no longer the file at its path.
 */
export function filesProblem(file, opened) {
  return changed(file, opened.db, 'database file') ?? changed(`${file}-wal`, opened.wal, 'database WAL file');
}

/** The error a write gets when `filesProblem` found something: the lead is not acknowledged. */
export function unusableStoreError(file, problem) {
  return Object.assign(
    new Error(`the lead store ${file} cannot keep new leads: ${problem}; restore the file and restart the service`),
    { code: 'LEADS_DB_GONE' },
  );
}
