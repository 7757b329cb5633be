import { z } from 'zod';

/**
 * Rules shared by the two settings modules, the build's (lib/server/env.ts) and the intake service's
 * (server/settings.ts), so a value such as SITE_URL means the same on both sides.
 */

/**
 * `scheme://host[:port]` of an http(s) URL that has no path (or just `/`), query, fragment or
 * user name, with the host in lower case; undefined for anything else.
 */
/** A host name that means this machine (localhost, 127.x.x.x, [::1]): never a public site or a remote mail server. */
export const isLocalHost = (host: string) =>
  host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);

export function originOf(value: string): string | undefined {
  if (/[?#]/.test(value) || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.username || url.password) return undefined;
  return url.origin;
}

/** An http(s) origin, normalised by `originOf` (no trailing slash, lower-case host). */
export const originSetting = z.string().transform((value, ctx) => {
  const origin = originOf(value);
  if (origin) return origin;
  ctx.addIssue({
    code: 'custom',
    message: 'must be an origin only, e.g. https://www.your-domain.in (http or https; no path, query or #fragment)',
  });
  return z.NEVER;
});

/**
 * Where browsers send requests: an http(s) URL, or a path on the site's own origin (`/api`);
 * no query, fragment or user name. Normalised without a trailing slash, so `${base}/enquiries` joins.
 */
export const baseUrlSetting = z.string().transform((value, ctx) => {
  if (/^\/(?!\/)[^\s?#\\]*$/.test(value)) return value.replace(/\/+$/, '');
  if (!/[?#\s]/.test(value) && URL.canParse(value)) {
    const url = new URL(value);
    if (/^https?:$/.test(url.protocol) && !url.username && !url.password) {
      return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
    }
  }
  ctx.addIssue({
    code: 'custom',
    message: 'must be an http(s) URL such as https://intake.your-domain.in/api, or a path such as /api',
  });
  return z.NEVER;
});

/**
 * The settings that failed, one `NAME: problem` each. Only names and rules, never the value
 * given: a mistyped secret must not end up in a build or start log.
 */
export function settingProblems(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
}

/** The environment with empty and blank values as unset, so `NAME=` means the default. */
export function presentValues(
  names: readonly string[],
  source: Readonly<Record<string, string | undefined>>,
): Record<string, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, source[name]?.trim() || undefined]));
}
