import { createHmac } from 'node:crypto';
import { fetchFailure, refusedStatus, timedOut } from '../delivery/fetch-failure';
import type { NotificationClaim, NotifyChannel } from '../store/types';
import { mailFailure, sendMail } from './mailer';
import {
  type QuoteLink,
  type SurveyLink,
  acknowledgementMail,
  deliveryKey,
  messageId,
  officeMail,
  webhookBody,
  whatsappParameters,
} from './messages';
import { type SummaryFacts, summaryBody, summaryMail, summaryParameters } from './summary';
import type { NotifySettings } from './settings';

/**
 * How each channel sends one notification (docs/lead-flow.md#notifications). A send resolves when
 * the channel took it, or throws a NotifyError whose message is ours alone: a status or an error
 * code, never the channel's own text, an address or a secret, so it is safe to store, log and show.
 */

/**
 * A notification the channel did not take. `rejected`: it refused this one (retrying will not help
 * by itself). `unsure`: it went out and no answer came in time, so the channel may have it
 * (docs/lead-flow.md#delivery-promises).
 */
export class NotifyError extends Error {
  override name = 'NotifyError';
  constructor(
    message: string,
    readonly rejected = false,
    readonly unsure = false,
  ) {
    super(message);
  }
}

/** A claimed notification to send; a summary comes with its facts (server/notify/summary.ts). */
export type Sendable = NotificationClaim & {
  summary?: SummaryFacts;
  /** An acknowledgement's quote (docs/quotes.md): its reference, and its page's address when the site's is set. */
  quote?: QuoteLink;
  /** An acknowledgement's survey booked on the site: when, and its page's address when the site's is set. */
  survey?: SurveyLink;
};

/** Sends one claimed notification; `signal` aborts it (at shutdown). */
export type Sender = (claim: Sendable, signal: AbortSignal) => Promise<void>;

/** Whether an HTTP status means the request was refused for good: a redirect, or a refusing 4xx. */
const refused = (status: number) => (status >= 300 && status < 400) || refusedStatus(status);

/** The WhatsApp Cloud API's error code from its JSON answer, if any (a number: safe to keep). */
function graphErrorCode(body: string): string {
  try {
    const code = (JSON.parse(body) as { error?: { code?: unknown } }).error?.code;
    return typeof code === 'number' ? ` (error ${code})` : '';
  } catch {
    return '';
  }
}

/**
 * POSTs `body` as JSON and resolves on a 2xx. Redirects are not followed (a redirect would carry
 * the token or the lead on to wherever it points).
 */
async function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  what: string,
  timeoutMs: number,
  signal: AbortSignal,
  fetchImpl: typeof fetch,
): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      redirect: 'manual',
      signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
    });
  } catch (error) {
    throw new NotifyError(fetchFailure(error, timeoutMs), false, timedOut(error));
  }
  const answer = await response.text().catch(() => '');
  if (response.status >= 200 && response.status < 300) return;
  const redirect = response.status >= 300 && response.status < 400 ? ', a redirect (not followed)' : '';
  throw new NotifyError(
    `${what} answered HTTP ${response.status}${redirect}${graphErrorCode(answer)}`,
    refused(response.status),
  );
}

/**
 * The webhook's signature: HMAC-SHA256 with the secret over `<timestamp>.<body>` (the timestamp
 * as sent in `X-Leads-Timestamp`, the body byte for byte), hex, as `sha256=<hex>`.
 */
function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The sender of each configured channel. */
export function senders(
  notify: NotifySettings,
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
  siteUrl: string | null = null,
): Partial<Record<NotifyChannel, Sender>> {
  const { smtp, whatsapp, webhook, timeoutMs } = notify;
  const result: Partial<Record<NotifyChannel, Sender>> = {};

  if (smtp) {
    const server = { url: smtp.url.reveal(), from: smtp.from, timeoutMs };
    const mail: Sender = async ({ lead, notification, summary, quote, survey }, signal) => {
      const message =
        notification.channel === 'ack'
          ? acknowledgementMail(lead, siteUrl, quote, survey)
          : summary
            ? summaryMail(summary, notify.officeTo)
            : officeMail(lead, notification, notify.officeTo);
      if (message.to.every((to) => !to)) throw new NotifyError('no e-mail address to write to', true);
      try {
        await sendMail({ ...message, messageId: messageId(notification, smtp.from) }, server, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        const { responseCode, code, timedOut, unsure } = mailFailure(error);
        if (timedOut) throw new NotifyError(`timed out after ${timeoutMs} ms`, false, unsure);
        // 5xx: the server refused this message (an address, the sender, the size); 4xx: try later.
        if (responseCode) throw new NotifyError(`mail server answered ${responseCode}`, responseCode >= 500);
        throw new NotifyError(`mail error: ${code ?? 'unknown'}`);
      }
    };
    if (notify.channels.includes('email')) result.email = mail;
    if (notify.channels.includes('ack')) result.ack = mail;
  }

  if (whatsapp) {
    const url = `${whatsapp.apiUrl}/${whatsapp.phoneNumberId}/messages`;
    result.whatsapp = ({ lead, notification, summary }, signal) => {
      // A template message (docs/lead-flow.md#whatsapp): the office has not written first, so only an
      // approved template may be sent; its body takes the parameters in order.
      const body = JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: whatsapp.to,
        type: 'template',
        template: {
          name: whatsapp.template,
          language: { code: whatsapp.language },
          components: [
            {
              type: 'body',
              parameters: (summary ? summaryParameters(summary) : whatsappParameters(lead, notification)).map(
                (value) => ({ type: 'text', text: value }),
              ),
            },
          ],
        },
      });
      const headers = { authorization: `Bearer ${whatsapp.token.reveal()}` };
      return postJson(url, body, headers, 'WhatsApp API', timeoutMs, signal, fetchImpl);
    };
  }

  if (webhook) {
    result.webhook = ({ lead, notification, summary }, signal) => {
      const payload = summary
        ? { ...summaryBody(summary), delivery: deliveryKey(notification) }
        : webhookBody(lead, notification);
      const body = JSON.stringify(payload);
      const timestamp = String(Math.floor(now() / 1000));
      const headers = {
        'x-leads-event': payload.event,
        // The same for every attempt of one notification: a receiver drops a repeat by it. The
        // body's `delivery` says the same under the signature.
        'x-leads-delivery': payload.delivery,
        'x-leads-timestamp': timestamp,
        'x-leads-signature': webhookSignature(webhook.secret.reveal(), timestamp, body),
      };
      return postJson(webhook.url, body, headers, 'webhook', timeoutMs, signal, fetchImpl);
    };
  }
  return result;
}
