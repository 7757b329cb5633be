/** A file's device and inode, as the store compares them. */
export interface FileIdentity {
  dev: bigint;
  ino: bigint;
}

/** The store's files as they were opened: the database file and its WAL (null when none was open). */
export interface OpenedFiles {
  db: FileIdentity | null | undefined;
  wal: FileIdentity | null | undefined;
}

/** The identity of the file at `path`; null when nothing is there; undefined when it cannot be told. */
export function fileIdentity(path: string): FileIdentity | null | undefined;

/** What makes the store unable to keep new leads (its file deleted or replaced while open), or null. */
export function filesProblem(file: string, opened: OpenedFiles): string | null;

/** The error a write gets when `filesProblem` found something. */
export function unusableStoreError(file: string, problem: string): Error & { code: string };
