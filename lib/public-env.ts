/**
 * Browser-side settings, fixed at build time. Each `process.env.NEXT_PUBLIC_*` is written out in
 * full so Next can inline it; nothing secret may ever be read here (the CRM settings live only in
 * the intake service).
 */
export const publicEnv = {
  /** Where the forms send leads: the intake service's API base (same origin by default). */
  leadsApi: (process.env.NEXT_PUBLIC_LEADS_API || '/api').replace(/\/+$/, ''),
  /** Base URL of the EmailJS-compatible e-mail API the feedback form uses. */
  emailApi: (process.env.NEXT_PUBLIC_EMAILJS_API || 'https://api.emailjs.com').replace(/\/+$/, ''),
  /** E-mail service id. */
  emailServiceId: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID || '',
  /** E-mail template id. */
  emailTemplateId: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID || '',
  /** E-mail public key (the "user id" of the API). */
  emailPublicKey: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY || '',
} as const;

/** Whether the feedback dialog can send (all three e-mail ids set); otherwise it falls back to a mailto link. */
export const emailConfigured = Boolean(
  publicEnv.emailServiceId && publicEnv.emailTemplateId && publicEnv.emailPublicKey,
);
