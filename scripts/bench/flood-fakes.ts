import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The CRM and the notification channels for `npm run bench:intake -- --flood`, on this machine:
 * each records what reached it, so the bench can say who was told what (docs/lead-flow.md#floods).
 */

/** One HTTP request's path and body. */
export interface Received {
  path: string;
  body: string;
}

/** One recorder for the CRM, WhatsApp and the webhook: 200 to everything, by path. */
async function httpRecorder() {
  const received: Received[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({ path: req.url ?? '', body: Buffer.concat(chunks).toString() });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A mail server that keeps each message's recipients and subject. */
async function mailRecorder() {
  const mails: { to: string[]; subject: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    async onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      // The subject as a reader sees it (a subject with → in it is sent encoded).
      const { subject = '' } = await simpleParser(Buffer.concat(chunks));
      mails.push({ to: session.envelope.rcptTo.map((r) => r.address), subject });
      callback();
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Every fake, and the service's settings that point at them. */
export async function startFakes(office: string) {
  const http = await httpRecorder();
  const smtp = await mailRecorder();
  const env = {
    CRM_URL: `${http.base}/crm`,
    CRM_USER: 'bench',
    CRM_PASS: 'bench-crm-pass',
    CRM_REST_URL: 'https://crm.example.com/service/v4_1/rest.php',
    SMTP_URL: smtp.url,
    LEADS_NOTIFY_FROM: 'Leads <leads@bench.example>',
    LEADS_NOTIFY_TO: office,
    LEADS_ACK: 'on',
    WHATSAPP_TOKEN: 'bench-whatsapp-token',
    WHATSAPP_PHONE_NUMBER_ID: '1234567890',
    WHATSAPP_TO: '919999900000',
    WHATSAPP_TEMPLATE: 'new_lead',
    WHATSAPP_API_URL: `${http.base}/whatsapp`,
    LEADS_WEBHOOK_URL: `${http.base}/webhook`,
    LEADS_WEBHOOK_SECRET: 'bench-webhook-secret-0123456789',
  };
  const at = (prefix: string) => http.received.filter((r) => r.path.startsWith(prefix));
  return {
    env,
    crm: () => at('/crm'),
    whatsapp: () => at('/whatsapp'),
    webhook: () => at('/webhook'),
    mails: smtp.mails,
    close: async () => {
      await http.close();
      await smtp.close();
    },
  };
}
