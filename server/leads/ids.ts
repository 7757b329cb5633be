import { randomBytes } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ULID: 26 characters, the first 10 the creation time, so ids sort roughly by age and can be
 * read out over the phone without ambiguous letters (Crockford base 32).
 */
export function ulid(now = Date.now()): string {
  let time = '';
  for (let t = now, i = 0; i < 10; i++, t = Math.floor(t / 32)) time = alphabet.charAt(t % 32) + time;
  let random = '';
  for (const byte of randomBytes(16)) random += alphabet.charAt(byte & 31);
  return time + random;
}
