import { createTransport, type Transporter } from 'nodemailer';
import type { Mail } from './messages';
import { isLocalHost } from '../../lib/server/setting-rules';

/**
 * The one module that imports the mail library (docs/conventions.md#one-wrapper-per-library):
 * sends one e-mail over SMTP and says whether the server took it.
 */

/** Where the mail server is and who sends. */
export interface MailServer {
  /** `smtp://user:pass@host:587` or `smtps://…:465`. */
  url: string;
  from: string;
  timeoutMs: number;
}

/** What a failed send tells: the SMTP reply code if the server answered, else the library's error code. */
export interface MailFailure {
  responseCode?: number;
  code?: string;
  timedOut: boolean;
  /**
   * Timed out after the server had greeted us: the message may have gone out, and the server
   * taken it, with only its reply missing (docs/lead-flow.md#delivery-promises).
   */
  unsure: boolean;
}

/** nodemailer's timeouts before the message could have been sent: connecting and the server's greeting. */
const beforeSending = new Set(['CONNECT_TIMEOUT', 'GREETING_TIMEOUT']);

const transports = new Map<string, Transporter>();

/** One transport per server: SMTP connections are opened per message and closed after it. */
function transportFor(server: MailServer): Transporter {
  const key = `${server.url}\n${server.timeoutMs}`;
  let transport = transports.get(key);
  if (!transport) {
    const { hostname } = new URL(server.url);
    transport = createTransport({
      url: server.url,
      // A password must not cross the network in the clear: STARTTLS is required unless the mail
      // server is this machine (smtps:// is encrypted from the start).
      requireTLS: !isLocalHost(hostname),
      // Connecting and the greeting get half the time, so a server that is unreachable fails with
      // one of these timeouts (nothing sent, tried again) before the whole send's time runs out
      // (which, once the message may be on its way, leaves its outcome unknown).
      connectionTimeout: Math.ceil(server.timeoutMs / 2),
      greetingTimeout: Math.ceil(server.timeoutMs / 2),
      socketTimeout: server.timeoutMs,
      // Nothing of the message or the server's dialogue goes to a log.
      logger: false,
      debug: false,
    });
    transports.set(key, transport);
  }
  return transport;
}

/**
 * Sends `mail` with its own `Message-ID` (the same on every attempt, so a server or client that
 * drops a repeat by it can); rejects with the library's error (see `mailFailure`) if the server
 * did not take it.
 */
export async function sendMail(
  mail: Mail & { messageId: string },
  server: MailServer,
  signal: AbortSignal,
): Promise<void> {
  const timeout = AbortSignal.timeout(server.timeoutMs);
  await transportFor(server).sendMail({
    from: server.from,
    messageId: mail.messageId,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    signal: AbortSignal.any([signal, timeout]),
  });
}

/** What a send's error says, without its message (which can quote addresses). */
export function mailFailure(error: unknown): MailFailure {
  const e = (error ?? {}) as { responseCode?: unknown; code?: unknown; cause?: unknown; timeoutType?: unknown };
  const cause = (e.cause ?? {}) as { name?: unknown };
  const timedOut = e.code === 'ETIMEDOUT' || cause.name === 'TimeoutError';
  return {
    ...(typeof e.responseCode === 'number' ? { responseCode: e.responseCode } : {}),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    timedOut,
    unsure: timedOut && !beforeSending.has(String(e.timeoutType)),
  };
}
