import { z } from 'zod';
import { int, isEncryptedOrLocal, Secret, SettingsError } from '../settings-base';
import type { NotifyChannel } from '../store/types';

/**
 * The notification settings (docs/lead-flow.md#notifications), part of the intake service's
 * settings: server/settings.ts spreads `notifyEnvShape` into its schema and calls
 * `parseNotifySettings`. Each channel is optional and off until its settings are given.
 */

/** An e-mail address, or `Name <address>`. */
const mailbox = /^(?:[^<>\r\n]*<[^@\s<>]+@[^@\s<>]+>|[^@\s<>]+@[^@\s<>]+)$/;

/** An http(s) URL that is https, or plain http to this machine (a test's fake, a local tunnel). */
const secureUrl = (what: string) =>
  z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .refine(
      (url) => isEncryptedOrLocal(url),
      `must be https (plain http only to this machine): ${what} would cross the network unencrypted`,
    );

export const notifyEnvShape = {
  /**
   * The mail server for the office e-mail and the acknowledgement: `smtp://user:pass@host:587`
   * (STARTTLS, required unless the host is this machine) or `smtps://user:pass@host:465`.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** Office addresses that get an e-mail for every new enquiry and review, comma-separated. */
  LEADS_NOTIFY_TO: z
    .string()
    .transform((raw, ctx) => {
      const list = raw
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      if (list.length === 0 || !list.every((item) => mailbox.test(item))) {
        ctx.addIssue({ code: 'custom', message: 'must be e-mail addresses, comma-separated' });
        return z.NEVER;
      }
      return list;
    })
    .optional(),
  /** Sender of the notification e-mails, `leads@your-domain.in` or `Sugam Leads <leads@your-domain.in>`. */
  LEADS_NOTIFY_FROM: z.string().regex(mailbox, 'must be an e-mail address, or Name <address>').optional(),
  /** `on`: each enquiry's visitor gets an acknowledgement e-mail (needs SMTP_URL). */
  LEADS_ACK: z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
  /** WhatsApp Business Cloud API: a permanent (system user) access token. */
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  /** The id of the business's sending phone number in the Cloud API (digits). */
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'must be the numeric phone number id')
    .optional(),
  /** The office's WhatsApp number with country code, digits only (e.g. 919876543210). */
  WHATSAPP_TO: z
    .string()
    .transform((raw) => raw.replace(/[\s+-]/g, ''))
    .pipe(z.string().regex(/^\d{8,15}$/, 'must be a phone number with country code, e.g. 919876543210'))
    .optional(),
  /** Name of the approved message template (lower case, digits and underscores). */
  WHATSAPP_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, 'must be a template name like new_lead')
    .optional(),
  /** The template's language code as approved, e.g. `en` or `en_US`. */
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'must be a code like en or en_US')
    .default('en'),
  /** The Cloud API's base address with its version; a setting so tests can point it at a fake. */
  WHATSAPP_API_URL: secureUrl('the access token').default('https://graph.facebook.com/v25.0'),
  /** Address that receives every new lead as signed JSON (Slack, Zapier, the company's own tools). */
  LEADS_WEBHOOK_URL: secureUrl('the leads').optional(),
  /** Key of the webhook's HMAC-SHA256 signature; at least 16 characters. */
  LEADS_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Time allowed for one notification (an SMTP session, a WhatsApp or webhook request). */
  NOTIFY_TIMEOUT_MS: int(100, 600_000).default(10_000),
  /** Refusals (a 4xx, an address refused) after which a notification waits for a retry by a person. */
  NOTIFY_MAX_REJECTIONS: int(1, 1_000).default(5),
  /**
   * Office alerts (e-mail, WhatsApp, webhook) sent one per lead per hour; past it a lead is told
   * only in the next summary (docs/lead-flow.md#floods). Far above a busy day's hour.
   */
  OFFICE_ALERTS_PER_HOUR: int(1, 100_000).default(60),
  /** Acknowledgements one e-mail address or phone number gets a day (docs/lead-flow.md#floods). */
  ACKS_PER_RECIPIENT_PER_DAY: int(1, 1_000).default(3),
  /** Acknowledgements sent an hour, to everyone together. */
  ACKS_PER_HOUR: int(1, 100_000).default(200),
  /** A summary covers this long, and at most one goes per such window (docs/lead-flow.md#floods). */
  FLOOD_SUMMARY_WINDOW_MS: int(10_000, 86_400_000).default(600_000),
};

type NotifyEnv = z.output<z.ZodObject<typeof notifyEnvShape>>;

/** The WhatsApp Cloud API as configured. */
export interface WhatsAppSettings {
  apiUrl: string;
  token: Secret;
  phoneNumberId: string;
  to: string;
  template: string;
  language: string;
}

/** Where leads are announced, and how patiently. */
export interface NotifySettings {
  /** The channels on (store rows are written for these): see `NotifyChannel`. */
  channels: NotifyChannel[];
  /** The mail server and sender, when SMTP_URL is set. */
  smtp: { url: Secret; from: string } | null;
  /** Office addresses for the `email` channel. */
  officeTo: string[];
  whatsapp: WhatsAppSettings | null;
  webhook: { url: string; secret: Secret } | null;
  timeoutMs: number;
  maxRejections: number;
  /** How many go before floods are told in summaries instead (docs/lead-flow.md#floods). */
  limits: { officeAlertsPerHour: number; acksPerRecipientPerDay: number; acksPerHour: number; summaryWindowMs: number };
}

/** The notification settings from the parsed environment; throws a SettingsError naming what is missing. */
export function parseNotifySettings(e: NotifyEnv): NotifySettings {
  const need = (when: string, values: Record<string, unknown>) => {
    const missing = Object.entries(values)
      .filter(([, value]) => value === undefined)
      .map(([key]) => key);
    if (missing.length > 0) throw new SettingsError(`${when}, so ${missing.join(', ')} must be set too`);
  };
  const ack = e.LEADS_ACK === 'on';
  if (e.LEADS_NOTIFY_TO) need('LEADS_NOTIFY_TO is set', { SMTP_URL: e.SMTP_URL });
  if (ack) need('LEADS_ACK is on', { SMTP_URL: e.SMTP_URL });
  if (e.SMTP_URL) {
    need('SMTP_URL is set', { LEADS_NOTIFY_FROM: e.LEADS_NOTIFY_FROM });
    if (!e.LEADS_NOTIFY_TO && !ack) {
      throw new SettingsError('SMTP_URL is set, so LEADS_NOTIFY_TO must be set too (or LEADS_ACK=on)');
    }
  }
  const whatsappValues = {
    WHATSAPP_TOKEN: e.WHATSAPP_TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: e.WHATSAPP_PHONE_NUMBER_ID,
    WHATSAPP_TO: e.WHATSAPP_TO,
    WHATSAPP_TEMPLATE: e.WHATSAPP_TEMPLATE,
  };
  const someWhatsApp = Object.entries(whatsappValues).find(([, value]) => value !== undefined);
  if (someWhatsApp) need(`${someWhatsApp[0]} is set`, whatsappValues);
  if (e.LEADS_WEBHOOK_URL) need('LEADS_WEBHOOK_URL is set', { LEADS_WEBHOOK_SECRET: e.LEADS_WEBHOOK_SECRET });
  if (e.LEADS_WEBHOOK_SECRET) need('LEADS_WEBHOOK_SECRET is set', { LEADS_WEBHOOK_URL: e.LEADS_WEBHOOK_URL });

  const smtp = e.SMTP_URL && e.LEADS_NOTIFY_FROM ? { url: new Secret(e.SMTP_URL), from: e.LEADS_NOTIFY_FROM } : null;
  const whatsapp =
    e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_TO && e.WHATSAPP_TEMPLATE
      ? {
          apiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, ''),
          token: new Secret(e.WHATSAPP_TOKEN),
          phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
          to: e.WHATSAPP_TO,
          template: e.WHATSAPP_TEMPLATE,
          language: e.WHATSAPP_TEMPLATE_LANGUAGE,
        }
      : null;
  const webhook =
    e.LEADS_WEBHOOK_URL && e.LEADS_WEBHOOK_SECRET
      ? { url: e.LEADS_WEBHOOK_URL, secret: new Secret(e.LEADS_WEBHOOK_SECRET) }
      : null;
  const officeTo = e.LEADS_NOTIFY_TO ?? [];
  const channels: NotifyChannel[] = [];
  if (smtp && officeTo.length > 0) channels.push('email');
  if (whatsapp) channels.push('whatsapp');
  if (webhook) channels.push('webhook');
  if (smtp && ack) channels.push('ack');
  return {
    channels,
    smtp,
    officeTo,
    whatsapp,
    webhook,
    timeoutMs: e.NOTIFY_TIMEOUT_MS,
    maxRejections: e.NOTIFY_MAX_REJECTIONS,
    limits: {
      officeAlertsPerHour: e.OFFICE_ALERTS_PER_HOUR,
      acksPerRecipientPerDay: e.ACKS_PER_RECIPIENT_PER_DAY,
      acksPerHour: e.ACKS_PER_HOUR,
      summaryWindowMs: e.FLOOD_SUMMARY_WINDOW_MS,
    },
  };
}
