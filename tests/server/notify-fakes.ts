import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * Stand-ins for the notification channels on 127.0.0.1 (docs/lead-flow.md#notifications): a real
 * SMTP server, the WhatsApp Cloud API's messages endpoint and a webhook receiver. Each records what
 * it took and can be made to fail (`down`) and recover, or to take a message and answer only
 * after `lateMs` (a channel answering after the sender's timeout).
 */

/** One e-mail as the SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  /** The `Message-ID` header, angle brackets included. */
  messageId: string;
}

/**
 * A real SMTP server (smtp-server); `down` answers every message with a temporary 451; with
 * `lateMs`, it keeps each message and says so only that long after the message came.
 */
export async function startSmtp() {
  const mails: ReceivedMail[] = [];
  const behaviour = { down: false, attempts: 0, lateMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    async onData(stream, session, callback) {
      behaviour.attempts++;
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of stream) chunks.push(chunk as Buffer);
      } catch (error) {
        // The sender went away mid-message (a killed service): nothing was received.
        callback(error as Error);
        return;
      }
      if (behaviour.down) {
        callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
        return;
      }
      const parsed = await simpleParser(Buffer.concat(chunks));
      const address = (value: typeof parsed.to) =>
        (Array.isArray(value) ? value : value ? [value] : []).flatMap((v) => v.value.map((a) => a.address ?? ''));
      mails.push({
        from: parsed.from?.value[0]?.address ?? '',
        to: session.envelope.rcptTo.map((r) => r.address),
        replyTo: address(parsed.replyTo)[0] ?? '',
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        messageId: parsed.messageId ?? '',
      });
      if (behaviour.lateMs) setTimeout(() => callback(), behaviour.lateMs);
      else callback();
    },
  });
  // A killed service resets its connection (ECONNRESET): smtp-server reports that as an 'error'
  // event, which would be thrown if nothing listened. For this fake it only means a sender left.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    behaviour,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One request an HTTP fake received. */
export interface ReceivedRequest {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** What it answered. */
  status: number;
}

/**
 * An HTTP server answering 200 (or 503 while `down`) and recording each request; with `lateMs`,
 * it answers only that long after the request came (if the sender is still there).
 */
async function startRecorder(answer: (request: ReceivedRequest) => string) {
  const requests: ReceivedRequest[] = [];
  const behaviour = { down: false, status: 200, lateMs: 0 };
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of req) chunks.push(chunk as Buffer);
    } catch {
      // The sender went away mid-request (a killed service): nothing was received.
      return;
    }
    const status = behaviour.down ? 503 : behaviour.status;
    const request = { url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString(), status };
    requests.push(request);
    const reply = () => {
      if (!res.destroyed)
        res.writeHead(status, { 'content-type': 'application/json' }).end(status < 300 ? answer(request) : '{}');
    };
    if (behaviour.lateMs) setTimeout(reply, behaviour.lateMs);
    else reply();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    behaviour,
    /** The requests it answered 2xx. */
    accepted: () => requests.filter((r) => r.status < 300),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The Cloud API's `POST /{phone-number-id}/messages`, answering as Meta does. */
export const startFakeWhatsApp = () =>
  startRecorder(() =>
    JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ wa_id: '1' }], messages: [{ id: 'wamid.test' }] }),
  );

/** A webhook receiver. */
export const startWebhookReceiver = () => startRecorder(() => '{"ok":true}');

/** The office address, the webhook's secret and the WhatsApp token `startChannels` sets up. */
export const office = 'office@sugam.example';
export const webhookSecret = 'webhook-secret-for-tests-0123';
export const whatsappToken = 'EAAG-whatsapp-token-for-tests';

/**
 * Every channel's fake and the settings that point the service at them: office e-mail and the
 * acknowledgement through one SMTP server, WhatsApp, and the webhook. `close` stops all three.
 */
export async function startChannels() {
  const smtp = await startSmtp();
  const whatsapp = await startFakeWhatsApp();
  const webhook = await startWebhookReceiver();
  const env = {
    SMTP_URL: smtp.url,
    LEADS_NOTIFY_FROM: 'Sugam Leads <leads@sugam.example>',
    LEADS_NOTIFY_TO: office,
    LEADS_ACK: 'on',
    WHATSAPP_TOKEN: whatsappToken,
    WHATSAPP_PHONE_NUMBER_ID: '1234567890',
    WHATSAPP_TO: '+91 99999 00000',
    WHATSAPP_TEMPLATE: 'new_lead',
    WHATSAPP_API_URL: `${whatsapp.base}/v25.0`,
    LEADS_WEBHOOK_URL: `${webhook.base}/hooks/leads`,
    LEADS_WEBHOOK_SECRET: webhookSecret,
  };
  const close = async () => {
    await Promise.all([smtp.close(), whatsapp.close(), webhook.close()]);
  };
  return { smtp, whatsapp, webhook, env, close };
}

/**
 * Verifies a webhook request as docs/lead-flow.md#webhook tells a receiver to: the signature over
 * `<X-Leads-Timestamp>.<body>` with the shared secret, compared in constant time, and a timestamp
 * within 5 minutes of `nowMs` (an old request replayed is refused).
 */
export function verifyWebhook(request: Pick<ReceivedRequest, 'headers' | 'body'>, secret: string, nowMs: number) {
  const timestamp = String(request.headers['x-leads-timestamp'] ?? '');
  const given = String(request.headers['x-leads-signature'] ?? '');
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex')}`;
  const signed = given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  const fresh = /^\d+$/.test(timestamp) && Math.abs(nowMs / 1000 - Number(timestamp)) <= 300;
  return signed && fresh;
}
