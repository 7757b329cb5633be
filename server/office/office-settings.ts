import { z } from 'zod';
import { int } from '../settings-base';
import { type PasswordHash, parsePasswordHash } from './password';

/**
 * The office inbox's settings (docs/office.md#settings), parsed with the service's others in
 * server/settings.ts. Without OFFICE_PASSWORD_HASH the inbox is off here (/office/ answers 404);
 * the start then uses the hash kept in the data folder, or makes a first password
 * (server/office/first-password.ts). `OFFICE_PASSWORD_HASH=off` keeps the inbox off.
 */

/** A time zone name the runtime knows, e.g. `Asia/Kolkata`. */
const isTimeZone = (name: string) => {
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

/** The environment variables, merged into the service's schema. */
export const officeEnv = {
  /**
   * scrypt hash of the office password (`npm run office-password`); `off` = no inbox (404); unset =
   * the hash in the data folder, made with a first password on the first start outside production.
   */
  OFFICE_PASSWORD_HASH: z
    .string()
    .transform((raw, ctx): PasswordHash | 'off' => {
      if (raw.trim().toLowerCase() === 'off') return 'off';
      const parsed = parsePasswordHash(raw);
      if ('problem' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }
      return parsed;
    })
    .optional(),
  /** How long a sign-in lasts, in hours; then the office signs in again. */
  OFFICE_SESSION_HOURS: int(1, 24 * 30).default(12),
  /** How long a sign-in lasts unused (no page, no change); then the office signs in again. */
  OFFICE_SESSION_IDLE_MS: int(60_000, 30 * 86_400_000).default(7_200_000),
  /** Sign-in attempts one client (an IPv4 address, an IPv6 /64) may make per window; then 429. */
  OFFICE_SIGNIN_MAX: int(1, 1_000).default(5),
  /** Failed sign-in attempts from everyone together per window; past it every attempt waits (429). */
  OFFICE_SIGNIN_GLOBAL_MAX: int(1, 100_000).default(50),
  /** The sign-in limits' window. */
  OFFICE_SIGNIN_WINDOW_MS: int(1_000, 86_400_000).default(900_000),
  /** The office's time zone, for the times the inbox shows and its days in the chart. */
  OFFICE_TIME_ZONE: z.string().refine(isTimeZone, 'must be a time zone name like Asia/Kolkata').default('Asia/Kolkata'),
};

/** What the inbox is told. */
export interface OfficeSettings {
  /** The password's hash; the password itself is never held. */
  passwordHash: PasswordHash;
  sessionMs: number;
  /** Unused for longer than this, a session ends before `sessionMs`. */
  sessionIdleMs: number;
  signIn: { clientMax: number; globalMax: number; windowMs: number };
  timeZone: string;
}

type OfficeEnv = z.infer<z.ZodObject<typeof officeEnv>>;

/** Whether OFFICE_PASSWORD_HASH holds a hash, says `off`, or is unset. */
export function officePasswordSetting(e: OfficeEnv): 'hash' | 'off' | 'unset' {
  if (e.OFFICE_PASSWORD_HASH === 'off') return 'off';
  return e.OFFICE_PASSWORD_HASH ? 'hash' : 'unset';
}

/** The inbox's settings from the parsed environment; null when it is off. */
export function officeSettings(e: OfficeEnv): OfficeSettings | null {
  if (!e.OFFICE_PASSWORD_HASH || e.OFFICE_PASSWORD_HASH === 'off') return null;
  return {
    passwordHash: e.OFFICE_PASSWORD_HASH,
    sessionMs: e.OFFICE_SESSION_HOURS * 3_600_000,
    sessionIdleMs: e.OFFICE_SESSION_IDLE_MS,
    signIn: {
      clientMax: e.OFFICE_SIGNIN_MAX,
      globalMax: e.OFFICE_SIGNIN_GLOBAL_MAX,
      windowMs: e.OFFICE_SIGNIN_WINDOW_MS,
    },
    timeZone: e.OFFICE_TIME_ZONE,
  };
}
