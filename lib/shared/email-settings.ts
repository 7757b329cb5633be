/**
 * When the feedback form sends by e-mail (docs/product.md#the-feedback-form): only with all three
 * ids of the e-mail API set; otherwise the dialog offers a mailto link instead. One rule for the
 * dialog (the browser's settings, lib/browser/public-env.ts) and the build's security headers,
 * which let pages reach the e-mail API only then (scripts/site-headers.ts, from lib/server/env.ts).
 * Plain code, so the dialog's bundle stays free of zod.
 */

/** The e-mail API's three ids, named as the browser's settings name them; unset is empty or absent. */
export type EmailIdSettings = { emailServiceId?: string; emailTemplateId?: string; emailPublicKey?: string };

/** Whether the feedback form can send by e-mail: all three ids are set. */
export function emailConfigured(ids: EmailIdSettings): boolean {
  return Boolean(ids.emailServiceId && ids.emailTemplateId && ids.emailPublicKey);
}
