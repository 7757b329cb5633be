import { randomInt } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { hashPassword, parsePasswordHash } from './password';

/**
 * The office inbox's password when OFFICE_PASSWORD_HASH is unset (docs/office.md#the-first-password),
 * so a fresh `npm start` has an inbox where every lead can be read. The hash is kept in a file
 * beside the SQLite file; on the first start outside production there is none yet, and a password
 * is made, its hash written there, and the password handed back once for the terminal. The
 * password itself is stored nowhere.
 */

/** The file beside the SQLite file (LEADS_DB) that keeps the office password's hash. */
export const storedHashPath = (leadsDb: string): string => `${leadsDb}.office-password-hash`;

/** How the start found the office password. */
export type FirstPassword =
  /** OFFICE_PASSWORD_HASH holds the hash, or says `off`: nothing to do. */
  | { source: 'setting' }
  /** The hash kept by an earlier start (or put there with `npm run office-password -- --save`). */
  | { source: 'stored'; hash: string; file: string }
  /** Made now: `password` is shown once and never again. */
  | { source: 'made'; hash: string; file: string; password: string }
  /** Production and no hash anywhere: the inbox stays off rather than a password going to a log. */
  | { source: 'none'; file: string };

/** The stored hash file is there but holds no hash; the message names the file, never its content. */
export class StoredHashError extends Error {
  override name = 'StoredHashError';
}

/** Letters and digits nobody misreads on a screen or over the phone (no 0/o, 1/l/i). */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A new password: 20 characters from 31 (99 bits), in groups of four, e.g. `k7mq-x2pd-9vhr-tz4n-c8wf`. */
export function newPassword(): string {
  const groups = Array.from({ length: 5 }, () =>
    Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join(''),
  );
  return groups.join('-');
}

/** The hash in `file`, or null when there is no such file. */
function readStored(file: string): string | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const hash = text.trim();
  const parsed = parsePasswordHash(hash);
  if ('problem' in parsed) {
    throw new StoredHashError(
      `${file} holds no office password hash (it ${parsed.problem}). Put a hash from npm run office-password in it, or delete it to have the next start make a new password.`,
    );
  }
  return hash;
}

/**
 * The office password for this start: from the setting, else the stored hash, else (outside
 * production) a new one, written beside `leadsDb` (readable by this user only) before it is
 * returned. Run after the store has opened, so the data folder exists.
 */
export async function firstPassword(options: {
  setting: 'hash' | 'off' | 'unset';
  leadsDb: string;
  production: boolean;
}): Promise<FirstPassword> {
  if (options.setting !== 'unset') return { source: 'setting' };
  const file = storedHashPath(options.leadsDb);
  const stored = readStored(file);
  if (stored) return { source: 'stored', hash: stored, file };
  if (options.production) return { source: 'none', file };
  const password = newPassword();
  const hash = await hashPassword(password);
  try {
    // `wx`: never over a hash another start has just written; that one wins.
    writeFileSync(file, `${hash}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const other = readStored(file);
    if (other) return { source: 'stored', hash: other, file };
    throw error;
  }
  return { source: 'made', hash, file, password };
}

/** What the terminal shows once, after the service listens: the inbox's address and the new password. */
export function firstPasswordNotice(made: { password: string; file: string }, inboxUrl: string): string {
  return [
    '',
    `The office inbox is on: ${inboxUrl}`,
    `Its password, shown this once:  ${made.password}`,
    `Only its hash is kept, in ${made.file}. To change it, see docs/office.md#the-first-password.`,
    '',
  ].join('\n');
}
