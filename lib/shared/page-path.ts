/**
 * The site page a lead was sent from, as the lead records it (`page` in lib/shared/lead-schemas.ts).
 * A module of its own, without zod, so the forms' start-up code (lib/browser/leads-client.ts) can use
 * it while the schemas load later.
 */

/** Longest page path a lead records. */
export const maxPagePath = 100;

/**
 * A leading `/`, then lower-case letters, digits, `/`, `_` and `-` only: no query string,
 * fragment, host or percent-encoded text (where personal data could ride) fits in it.
 */
export const pagePathPattern = /^\/[a-z0-9/_-]*$/;

/** The path if a lead may record it (e.g. `/city/pune/`); undefined for anything else. */
export function pagePath(path: string): string | undefined {
  return path.length <= maxPagePath && pagePathPattern.test(path) ? path : undefined;
}
