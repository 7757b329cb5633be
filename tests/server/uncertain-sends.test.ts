import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification, NotifyChannel } from '../../server/store/types';
import { countRounds, crmEnv, enquiry, runNode, startApp, startFakeCrm, watchRounds } from './helpers';
import { office, startChannels, verifyWebhook, webhookSecret } from './notify-fakes';

/**
 * Sends whose outcome is unknown (docs/lead-flow.md#delivery-promises): a receiver that answers
 * only after the service's timeout, and a send cut off by a crash. A receiver that can drop a
 * repeat by its key (the webhook) is sent it again; the others (the CRM, WhatsApp, e-mail) are not,
 * and the office is told which may not have arrived.
 */

const closers: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const close of closers.splice(0).reverse()) await close();
});

const waitFor = <T>(fn: () => Promise<T> | T) => vi.waitFor(fn, { timeout: 60_000, interval: 50 });

/** NOTIFY_TIMEOUT_MS and CRM_TIMEOUT_MS here: ample for a loopback request on a busy machine. */
const timeoutMs = 800;
/** When the late fakes answer: well after the service stopped waiting. */
const lateMs = 3 * timeoutMs;

async function app(env: Record<string, string>, options: Parameters<typeof startApp>[1] = {}) {
  const started = await startApp(env, options);
  closers.push(() => started.close());
  return started;
}

async function channels() {
  const started = await startChannels();
  closers.push(started.close);
  return started;
}

/** Ten enquiries, each from a name of its own; answers their ids. */
async function tenLeads(post: Awaited<ReturnType<typeof startApp>>['post']): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < 10; i++) {
    const res = await post('/api/enquiries', enquiry({ name: `Late Answer ${i}` }));
    expect(res.statusCode).toBe(201);
    ids.push(res.json<{ id: string }>().id);
  }
  return ids;
}

const times = (values: readonly string[], value: string) => values.filter((v) => v === value).length;
const byChannel = (notifications: Notification[]) =>
  Object.fromEntries(notifications.map((n) => [n.channel, n])) as Partial<Record<NotifyChannel, Notification>>;

describe('a channel that answers after the timeout', () => {
  it('gets each lead’s office e-mail, acknowledgement and WhatsApp message once; the office sees which may not have arrived', async () => {
    const { smtp, whatsapp, env: all } = await channels();
    const env = Object.fromEntries(Object.entries(all).filter(([name]) => !name.startsWith('LEADS_WEBHOOK_')));
    smtp.behaviour.lateMs = lateMs;
    whatsapp.behaviour.lateMs = lateMs;
    const started = await app({ ...env, NOTIFY_TIMEOUT_MS: String(timeoutMs) });
    const { store, post, settings } = started;
    const rounds = countRounds(store, 'claimNotification');
    const ids = await tenLeads(post);

    // Every notification went out and met no answer in time: it waits for a person. (An attempt
    // that failed before sending, such as a greeting slower than its share of the timeout on a
    // busy machine, was tried again: the fakes' counts below are what matters.)
    await waitFor(async () => {
      for (const id of ids) {
        const notifications = await store.notificationsOf(id);
        expect(notifications).toHaveLength(3);
        for (const n of notifications) {
          expect(n).toMatchObject({
            status: 'failed',
            nextAttemptAt: null,
            unknownAt: expect.any(String),
          });
        }
      }
    });
    // Several more rounds on each channel send none of them again.
    await rounds(3 * 3);
    const officeMails = smtp.mails.filter((m) => m.to.includes(office));
    const officeIds = officeMails.map((m) => /^Lead id:\s+(\S+)/m.exec(m.text)?.[1] ?? '');
    const ackRefs = smtp.mails.filter((m) => m.to.includes('asha@example.com')).map((m) => m.subject.slice(-6));
    const messageIds = whatsapp.requests.map((r) => JSON.parse(r.body).template.components[0].parameters[4].text);
    for (const id of ids) {
      expect(times(officeIds, id), `office e-mails of ${id}`).toBe(1);
      expect(times(ackRefs, id.slice(-6)), `acknowledgements of ${id}`).toBe(1);
      expect(times(messageIds, id), `WhatsApp messages of ${id}`).toBe(1);
    }
    expect(smtp.mails).toHaveLength(20);
    expect(whatsapp.requests).toHaveLength(10);

    // The office is told: health's details and the leads command count them, with what to do.
    const health = (await started.app.inject('/api/health')).json();
    for (const channel of ['email', 'ack', 'whatsapp']) {
      expect(health.notify[channel].queue, channel).toMatchObject({ unknown: 10, pending: 0, delivered: 0 });
    }
    const report = await runNode(['server/cli.ts', 'channels'], { LEADS_DB: settings.leadsDb, ...env });
    expect(report.stdout).toMatch(
      /^whatsapp .*may not have arrived 10: check, then npm run leads -- retry --channel whatsapp <id>/m,
    );
    const shown = await runNode(['server/cli.ts', 'show', '--id', ids[0]!], { LEADS_DB: settings.leadsDb });
    expect(shown.stdout).toMatch(
      /whatsapp \(new lead\) +may not have arrived .*: check, then retry --channel whatsapp/,
    );

    // A person finds the first lead's office e-mail missing and sends it again: the copy carries
    // the same Message-ID, so a mailbox that has the first drops it.
    smtp.behaviour.lateMs = 0;
    const retried = await runNode(['server/cli.ts', 'retry', '--channel', 'email', ids[0]!], {
      LEADS_DB: settings.leadsDb,
    });
    expect(retried.code).toBe(0);
    await waitFor(async () => expect(byChannel(await store.notificationsOf(ids[0]!)).email?.status).toBe('delivered'));
    const copies = officeMails.filter((m) => m.text.includes(ids[0]!));
    const again = smtp.mails.filter((m) => m.to.includes(office) && m.text.includes(ids[0]!));
    expect(copies).toHaveLength(1);
    expect(again.map((m) => m.messageId)).toEqual([
      `<${ids[0]}.lead.0.email@sugam.example>`,
      `<${ids[0]}.lead.0.email@sugam.example>`,
    ]);
  }, 90_000);

  it('sends the webhook again with the same delivery key, in the header and under the signature', async () => {
    const { webhook, env: all } = await channels();
    webhook.behaviour.lateMs = lateMs;
    const started = await app({
      LEADS_WEBHOOK_URL: all.LEADS_WEBHOOK_URL,
      LEADS_WEBHOOK_SECRET: all.LEADS_WEBHOOK_SECRET,
      NOTIFY_TIMEOUT_MS: String(timeoutMs),
    });
    const { id } = (await started.post('/api/enquiries', enquiry())).json<{ id: string }>();
    // The receiver took it each time, but its answers came too late: the service tries again.
    await waitFor(() => expect(webhook.requests.length).toBeGreaterThanOrEqual(2));
    webhook.behaviour.lateMs = 0;
    await waitFor(async () => expect((await started.store.notificationsOf(id))[0]?.status).toBe('delivered'));

    const key = `${id}.lead.0`;
    for (const request of webhook.requests) {
      expect(request.headers['x-leads-delivery']).toBe(key);
      expect(JSON.parse(request.body).delivery).toBe(key);
      expect(verifyWebhook(request, webhookSecret, Date.now())).toBe(true);
    }
    // A receiver that keeps one lead per verified key keeps this lead once…
    const kept = new Set(
      webhook.requests
        .filter((r) => verifyWebhook(r, webhookSecret, Date.now()))
        .map((r) => JSON.parse(r.body).delivery),
    );
    expect([...kept]).toEqual([key]);
    // …and a key changed on the way does not pass as another delivery.
    const first = webhook.requests[0]!;
    const forged = { ...first, body: first.body.replace(key, `${id}.lead.1`) };
    expect(verifyWebhook(forged, webhookSecret, Date.now())).toBe(false);
  }, 90_000);
});

describe('a CRM that answers after the timeout', () => {
  it('receives each lead once; the leads wait for a person to check, and a retry sends one again', async () => {
    const crm = await startFakeCrm();
    closers.push(crm.close);
    crm.behaviour.delayMs = lateMs;
    const started = await app(crmEnv(crm.url, { CRM_TIMEOUT_MS: String(timeoutMs) }));
    const { store, post, settings } = started;
    const ids = await tenLeads(post);

    await waitFor(async () => {
      for (const id of ids) {
        expect((await store.get(id))?.delivery).toMatchObject({
          status: 'failed',
          attempts: 1,
          nextAttemptAt: null,
          lastError: `timed out after ${timeoutMs} ms`,
          unknownAt: expect.any(String),
        });
      }
    });
    const worker = watchRounds(store);
    await worker.rounds(3);
    expect(await worker.dueEver()).toEqual([]);
    const names = crm.requests.map((r) => String(r.json.name));
    for (let i = 0; i < 10; i++) expect(times(names, `Late Answer ${i}`), `Late Answer ${i}`).toBe(1);
    expect(names).toHaveLength(10);

    const list = await runNode(['server/cli.ts', 'list'], { LEADS_DB: settings.leadsDb });
    expect(list.stdout.trimEnd().split('\n').at(-1)).toBe('10 leads: 10 unknown.');
    const shown = await runNode(['server/cli.ts', 'show', '--id', ids[0]!], { LEADS_DB: settings.leadsDb });
    expect(shown.stdout).toContain(`may not have arrived`);
    expect(shown.stdout).toContain(`check the CRM for Ref: ${ids[0]}, then retry`);

    // A person found the first lead missing from the CRM: a retry sends it, once more.
    crm.behaviour.delayMs = 0;
    expect(await store.retry(ids[0]!)).toBe('scheduled');
    await waitFor(async () => expect((await store.get(ids[0]!))?.delivery.status).toBe('delivered'));
    expect(
      times(
        crm.requests.map((r) => String(r.json.name)),
        'Late Answer 0',
      ),
    ).toBe(2);
    expect((await store.get(ids[0]!))?.delivery.unknownAt).toBeNull();
  }, 90_000);
});

describe('a send cut off by a crash', () => {
  it('goes again after the restart to the CRM (same Ref) and the webhook (same key), not to WhatsApp, which cannot drop a repeat', async () => {
    // One clock, moved by the test: the dead process's claims run out without waiting.
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = new Date('2026-11-24T10:00:00.000Z');
    vi.setSystemTime(t0);
    const { whatsapp, webhook, env: all } = await channels();
    const crm = await startFakeCrm();
    closers.push(crm.close);
    const env = {
      ...crmEnv(crm.url),
      ...Object.fromEntries(Object.entries(all).filter(([name]) => /^(WHATSAPP|LEADS_WEBHOOK)_/.test(name))),
    };
    const { store, post, app: service } = await app(env, { startDelivery: false, startRetention: false });
    const { id } = (await post('/api/enquiries', enquiry())).json<{ id: string }>();

    // The process killed mid-send: it had claimed the lead and its notifications and sent them,
    // and wrote nothing more.
    expect((await store.claimNext(t0, 60_000))?.lead.id).toBe(id);
    for (const channel of ['whatsapp', 'webhook'] as const) {
      expect((await store.claimNotification(channel, t0, 60_000))?.lead.id).toBe(id);
    }
    // The service starts again once those claims have run out.
    vi.setSystemTime(new Date(t0.getTime() + 5 * 60_000));
    const rounds = countRounds(store, 'claimNotification');
    service.delivery!.start();
    service.notifier!.start();

    await waitFor(async () => {
      expect((await store.get(id))?.delivery).toMatchObject({ status: 'delivered', unknownAt: null });
      const notifications = byChannel(await store.notificationsOf(id));
      expect(notifications.whatsapp).toMatchObject({ status: 'failed', unknownAt: expect.any(String) });
      expect(notifications.webhook?.status).toBe('delivered');
    });
    await Promise.all([watchRounds(store).rounds(3), rounds(2 * 3)]);
    // Sent once more, carrying the lead's id, by which the office tells a repeat in the CRM.
    expect(crm.requests).toHaveLength(1);
    expect(String(crm.requests[0]!.json.service_detail_c)).toMatch(new RegExp(`\\nRef: ${id}$`));
    expect(whatsapp.requests).toHaveLength(0);
    expect(webhook.requests.map((r) => r.headers['x-leads-delivery'])).toEqual([`${id}.lead.0`]);
  });
});
