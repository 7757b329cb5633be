/**
 * Browser-side settings, fixed at build time. lib/server/env.ts validates and normalises them when the
 * build starts, and next.config.ts has Next write each `process.env.NEXT_PUBLIC_*` below into the
 * client code as that normalised string (vitest.config.mts does the same for the unit tests), so
 * this module needs no parser and client bundles stay free of zod. Nothing secret may ever be read
 * here (the CRM settings live only in the intake service).
 */
export const publicEnv = {
  /** Where the forms send leads: the intake service's API base, without a trailing slash. */
  leadsApi: process.env.NEXT_PUBLIC_LEADS_API ?? '',
  /** Base URL of the EmailJS-compatible e-mail API the feedback form uses. */
  emailApi: process.env.NEXT_PUBLIC_EMAILJS_API ?? '',
  /** E-mail service id. */
  emailServiceId: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID ?? '',
  /** E-mail template id. */
  emailTemplateId: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID ?? '',
  /** E-mail public key (the "user id" of the API). */
  emailPublicKey: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY ?? '',
} as const;
