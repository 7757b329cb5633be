import { inspect } from 'node:util';
import { z } from 'zod';

/**
 * What server/settings.ts and the settings it composes (server/notify/settings.ts,
 * server/office/office-settings.ts) share. It imports none of them, so each can use it while
 * loading without an import cycle.
 */

/** A value that must never reach a log line or an answer: prints as `[redacted]` everywhere. */
export class Secret {
  readonly #value: string;
  constructor(value: string) {
    this.#value = value;
  }
  /** The real value, for the one place that sends it (the CRM request). */
  reveal(): string {
    return this.#value;
  }
  toString(): string {
    return '[redacted]';
  }
  toJSON(): string {
    return '[redacted]';
  }
  [inspect.custom](): string {
    return '[redacted]';
  }
}

/** A setting that stops the start; the message names the setting and never holds its value. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

/** An environment variable holding a whole number from `min` to `max`. */
export const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** True for an https URL, and for plain http to this machine (the fake CRM of the tests, a local tunnel). */
export function isEncryptedOrLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'https:') return true;
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}
