import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * The office inbox's password, kept only as a scrypt hash in OFFICE_PASSWORD_HASH
 * (docs/office.md#signing-in). The format names its own cost, so a stronger one can be chosen
 * later without a new setting: `scrypt$N$r$p$salt$hash`, salt and hash in base64url.
 */

/** The cost of a new hash: 2^15 × 8 × 128 bytes = 32 MiB and about a tenth of a second per check. */
export const newHashCost = { N: 2 ** 15, r: 8, p: 1 } as const;

/** Bytes of salt and of derived key. */
export const saltBytes = 16;
export const keyBytes = 32;

/** The highest cost a hash may name: a setting must not be able to make each sign-in eat a gigabyte. */
const maxN = 2 ** 20;
const maxR = 16;
const maxP = 4;

/** A parsed hash. */
export interface PasswordHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

/**
 * What scrypt is given for a password at a cost: the password as typed in any Unicode form, and
 * memory allowed for the cost (Node refuses above 32 MiB by default). The password thread
 * (password-thread.ts) hashes with the same.
 */
export function scryptInput(password: string, cost: { N: number; r: number; p: number }) {
  return {
    password: password.normalize('NFKC'),
    options: { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r + 1024 * 1024 },
  };
}

/** scrypt of `password` at `cost`, on libuv's pool. */
function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }, length: number) {
  const input = scryptInput(password, cost);
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(input.password, salt, length, input.options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const base64url = /^[A-Za-z0-9_-]+$/;

/** A hash in the format above, or a sentence saying what is wrong with it (never quoting it). */
export function parsePasswordHash(text: string): PasswordHash | { problem: string } {
  const parts = text.trim().split('$');
  const format = 'must be a hash made by npm run office-password (scrypt$N$r$p$salt$hash)';
  if (parts.length !== 6 || parts[0] !== 'scrypt') return { problem: format };
  const [, n, r, p, salt = '', key = ''] = parts;
  if (![n, r, p].every((part) => /^\d{1,7}$/.test(part ?? '')) || !base64url.test(salt) || !base64url.test(key)) {
    return { problem: format };
  }
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo = cost.N >= 2 && (cost.N & (cost.N - 1)) === 0;
  if (!powerOfTwo || cost.N > maxN || cost.r < 1 || cost.r > maxR || cost.p < 1 || cost.p > maxP) {
    return { problem: `names a scrypt cost outside N 2…2^20 (a power of two), r 1…${maxR}, p 1…${maxP}` };
  }
  const parsed = { ...cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
  if (parsed.salt.length < 8 || parsed.key.length < 16) return { problem: format };
  return parsed;
}

/** A new hash of `password` for OFFICE_PASSWORD_HASH. */
export async function hashPassword(
  password: string,
  cost: { N: number; r: number; p: number } = newHashCost,
): Promise<string> {
  const salt = randomBytes(saltBytes);
  return formatHash(cost, salt, await derive(password, salt, cost, keyBytes));
}

/** A hash as the setting holds it: `scrypt$N$r$p$salt$hash`. */
export function formatHash(cost: { N: number; r: number; p: number }, salt: Buffer, key: Buffer): string {
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` matches the hash, compared in constant time; off the event loop (libuv's pool). */
export async function verifyPassword(password: string, hash: PasswordHash): Promise<boolean> {
  const key = await derive(password, hash.salt, hash, hash.key.length);
  return timingSafeEqual(key, hash.key);
}
