import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { discardHeldLeads, releaseHeldLeads } from '../../server/leads/held-review';
import { RetentionJob } from '../../server/leads/retention';
import { parseSettings } from '../../server/settings';
import { crmEnv, enquiry, startApp, startFakeCrm } from './helpers';
import { startFakeWhatsApp, startSmtp, startWebhookReceiver } from './notify-fakes';

/**
 * Floods (docs/lead-flow.md#floods): genuine visitors sharing an address are never held, what is
 * held is never silent, nobody is e-mail-bombed through the forms, and a flood cannot fill the
 * store against a genuine visitor.
 */

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const waitFor = <T>(fn: () => Promise<T> | T) => vi.waitFor(fn, { timeout: 20_000, interval: 25 });

const office = 'office@sugam.example';

/** The service's own limits, as a fresh install has them (the test helpers raise them). */
const shipped = parseSettings({});
const defaultLimits = {
  RATE_LIMIT_MAX: String(shipped.rateLimit.max),
  CLIENT_LEAD_ALLOWANCE: String(shipped.globalRateLimit.clientAllowance),
  SAME_CONTACT_MAX: String(shipped.globalRateLimit.sameContactMax),
  SAME_MESSAGE_MAX: String(shipped.globalRateLimit.sameMessageMax),
  ACKS_PER_RECIPIENT_PER_DAY: String(shipped.notify.limits.acksPerRecipientPerDay),
  ACKS_PER_HOUR: String(shipped.notify.limits.acksPerHour),
  OFFICE_ALERTS_PER_HOUR: String(shipped.notify.limits.officeAlertsPerHour),
};

/** A different, real-looking Indian mobile number per `i`. */
const mobile = (i: number) => `+91 9${String(820_145_670 + i * 7_919)}`;

/** Someone genuine: their own name, phone, e-mail and words. */
const person = (i: number) =>
  enquiry({
    name: `Visitor ${i}`,
    phone: mobile(i),
    email: `visitor${i}@example.in`,
    detail: `${(i % 3) + 1} BHK, about ${20 + i} cartons and a fridge`,
  });

/** The CRM, every office channel and the acknowledgement, all fakes on this machine. */
async function everyChannel() {
  const crm = await startFakeCrm();
  const smtp = await startSmtp();
  const whatsapp = await startFakeWhatsApp();
  const webhook = await startWebhookReceiver();
  closers.push(crm.close, smtp.close, whatsapp.close, webhook.close);
  const env = {
    ...crmEnv(crm.url),
    SMTP_URL: smtp.url,
    LEADS_NOTIFY_FROM: 'Sugam Leads <leads@sugam.example>',
    LEADS_NOTIFY_TO: office,
    LEADS_ACK: 'on',
    WHATSAPP_TOKEN: 'EAAG-whatsapp-token-for-tests',
    WHATSAPP_PHONE_NUMBER_ID: '1234567890',
    WHATSAPP_TO: '+91 99999 00000',
    WHATSAPP_TEMPLATE: 'new_lead',
    WHATSAPP_API_URL: `${whatsapp.base}/v25.0`,
    LEADS_WEBHOOK_URL: `${webhook.base}/hooks/leads`,
    LEADS_WEBHOOK_SECRET: 'webhook-secret-for-tests-0123',
  };
  const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address));
  const summaries = () => ({
    email: mailsTo(office).filter((mail) => mail.subject.includes('Held for review')),
    whatsapp: whatsapp.requests.filter((r) => r.body.includes('HELD for review')),
    webhook: webhook.requests.filter((r) => r.body.includes('"leads.summary"')),
  });
  return { crm, smtp, whatsapp, webhook, env, mailsTo, summaries };
}

async function app(env: Record<string, string>) {
  const started = await startApp({ ...defaultLimits, ...env });
  closers.push(() => started.close());
  const from = (remoteAddress: string, body: unknown) =>
    started.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  return { ...started, from };
}

describe('genuine visitors behind one address', () => {
  it('sends ten different enquiries from one address within an hour to the CRM and every channel', async () => {
    const channels = await everyChannel();
    const { from, store } = await app(channels.env);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await from('100.64.12.7', person(i)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(201));

    await waitFor(() => expect(channels.crm.accepted()).toHaveLength(10));
    await waitFor(() => expect(channels.mailsTo(office)).toHaveLength(10));
    await waitFor(() => expect(channels.whatsapp.requests).toHaveLength(10));
    await waitFor(() => expect(channels.webhook.requests).toHaveLength(10));
    for (let i = 0; i < 10; i++) {
      await waitFor(() => expect(channels.mailsTo(`visitor${i}@example.in`)).toHaveLength(1));
    }
    expect((await store.stats()).quarantined).toBe(0);
  });
});

describe('what abuse looks like is held, and the office hears of it', () => {
  it('holds the same phone sent again and again, tells the office once per window, and health says degraded while the instance stays ready', async () => {
    const channels = await everyChannel();
    const started = await app({ ...channels.env, FLOOD_SUMMARY_WINDOW_MS: '600000' });
    const { from, store } = started;
    // One phone number from ten addresses: the first three go on, the rest are held.
    for (let i = 0; i < 10; i++) {
      expect((await from(`203.0.113.${i + 1}`, { ...person(i), phone: mobile(999) })).statusCode).toBe(201);
    }
    const held = (await store.list()).filter((lead) => lead.delivery.quarantine);
    expect(held).toHaveLength(7);
    expect(new Set(held.map((lead) => lead.delivery.quarantine))).toEqual(new Set(['repeat']));

    // Within a minute, one summary on each office channel, naming the count and the addresses.
    await waitFor(() => {
      const s = channels.summaries();
      expect([s.email.length, s.whatsapp.length, s.webhook.length]).toEqual([1, 1, 1]);
    });
    const mail = channels.summaries().email[0]!;
    // It tells of those held when it was written (all 7, unless the machine was slow to post them).
    const told = /\b([1-7]) enquir(?:y|ies) held in the last 10 minutes from ([1-7]) address/.exec(mail.text);
    expect(told).not.toBeNull();
    expect(told![1]).toBe(told![2]);
    expect(mail.text).toContain('/office/');

    // A bigger flood in the same window adds no second summary, however many more are held.
    for (let i = 0; i < 10; i++) {
      expect((await from('198.51.100.66', { ...person(100 + i), phone: mobile(999) })).statusCode).toBe(201);
    }
    await started.app.notifier!.summaries.check();
    await started.app.notifier!.tick();
    expect(channels.summaries().email).toHaveLength(1);
    // The next window gets its own: the first summary is made eleven minutes old.
    const db = new DatabaseSync(started.settings.leadsDb);
    const past = new Date(Date.now() - 660_000).toISOString();
    db.prepare(`UPDATE notifications SET created_at = ? WHERE event = 'summary'`).run(past);
    db.close();
    await started.app.notifier!.summaries.check();
    await waitFor(() => expect(channels.summaries().email).toHaveLength(2));

    // Held leads are never acknowledged, and reach neither the CRM nor the office one by one.
    expect(channels.crm.accepted()).toHaveLength(3);
    expect(channels.mailsTo(office).filter((m) => m.subject.startsWith('New enquiry'))).toHaveLength(3);
    for (let i = 3; i < 10; i++) expect(channels.mailsTo(`visitor${i}@example.in`)).toHaveLength(0);

    const health = await started.app.inject('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', held: 17 });
    // Yet the instance still takes leads: a load balancer routing by readiness keeps it.
    const ready = await started.app.inject('/api/ready');
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
  });

  it('releases or discards held leads in bulk, by address and by time', async () => {
    const { from, store, app: server } = await app({});
    for (let i = 0; i < 6; i++) await from('203.0.113.20', { ...person(i), phone: mobile(500) });
    for (let i = 0; i < 6; i++) await from('203.0.113.30', { ...person(50 + i), phone: mobile(600) });
    const sources = await store.heldSources();
    expect(sources.map((s) => [s.from, s.count])).toEqual(
      expect.arrayContaining([
        ['203.0.113.20', 3],
        ['203.0.113.30', 3],
      ]),
    );

    expect(await releaseHeldLeads(store, { from: '203.0.113.20' })).toMatch(
      /^Released 3 held leads \(from 203\.0\.113\.20\)/,
    );
    expect(await discardHeldLeads(store, { until: new Date(Date.now() + 1000) })).toMatch(/^Discarded 3 held leads/);
    expect((await store.stats()).quarantined).toBe(0);
    expect(await store.list()).toHaveLength(9);
    const health = await server.inject('/api/health');
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});

describe('nobody is e-mail-bombed through the forms', () => {
  it('acknowledges one address a few times a day at most, and alerts the office one by one only up to its hourly rate', async () => {
    const channels = await everyChannel();
    // The contact limit out of the way: only the notification limits are at work here.
    const { from, store } = await app({ ...channels.env, SAME_CONTACT_MAX: '1000', OFFICE_ALERTS_PER_HOUR: '4' });
    const target = 'stranger@example.org';
    for (let i = 0; i < 12; i++) {
      expect((await from(`192.0.2.${i + 1}`, { ...person(i), email: target })).statusCode).toBe(201);
    }
    await waitFor(() => expect(channels.crm.accepted()).toHaveLength(12));
    await waitFor(() =>
      expect(channels.mailsTo(office).filter((m) => m.subject.startsWith('New enquiry'))).toHaveLength(4),
    );
    await waitFor(() =>
      expect(channels.mailsTo(office).filter((m) => m.subject.includes('not alerted one by one'))).toHaveLength(1),
    );
    // The first summary tells of those that had come when it was written; all 8 past the rate are told in summaries.
    const summary = channels.mailsTo(office).find((m) => m.subject.includes('not alerted one by one'))!;
    expect(summary.text).toMatch(/\b[1-8] more leads? came in the last 10 minutes/);
    const emailRows = await Promise.all(
      (await store.list()).map(async (lead) =>
        (await store.notificationsOf(lead.id)).find((n) => n.channel === 'email'),
      ),
    );
    expect(emailRows.filter((n) => n?.status === 'summarised')).toHaveLength(8);
    expect(channels.mailsTo(target)).toHaveLength(shipped.notify.limits.acksPerRecipientPerDay);
  });
});

describe('a flood cannot fill the store against a genuine visitor', () => {
  it('stores every genuine visitor while held leads have filled the store, deleting the oldest held ones', async () => {
    const started = await app({ LEADS_DB_MAX_MB: '1', RATE_LIMIT_MAX: '100000' });
    const db = new DatabaseSync(started.settings.leadsDb);
    db.exec('CREATE TABLE filler (b BLOB); INSERT INTO filler VALUES (zeroblob(859040));');
    db.close();
    // One phone from a few addresses until the file is full.
    let full = false;
    for (let i = 0; i < 2000 && !full; i++) {
      const res = await started.from(`203.0.113.${(i % 89) + 1}`, { ...person(i), phone: mobile(777) });
      full = res.statusCode === 503;
    }
    expect(full).toBe(true);
    const heldBefore = (await started.store.stats()).quarantined;
    expect(heldBefore).toBeGreaterThan(20);

    const answers = [];
    for (let i = 0; i < 16; i++) answers.push(await started.from(`100.70.0.${i + 1}`, person(3000 + i)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(16).fill(201));
    const stats = await started.store.stats();
    expect(stats.pending).toBeGreaterThanOrEqual(16 + 3);
    expect(stats.quarantined).toBeLessThan(heldBefore);
  });

  it('deletes held leads nobody released once HELD_RETENTION_DAYS have passed', async () => {
    const { store, settings } = await app({});
    const day = 86_400_000;
    const old = new Date(Date.now() - (settings.heldRetentionDays + 1) * day);
    const recent = new Date(Date.now() - (settings.heldRetentionDays - 1) * day);
    const hold = (at: Date, i: number) =>
      store.saveLead(
        {
          kind: 'enquiry',
          idempotencyKey: `held-${i}`,
          payload: person(i),
          spam: false,
          hold: 'repeat',
          heldFrom: '203.0.113.5',
        },
        at,
      );
    const gone = await hold(old, 1);
    const kept = await hold(recent, 2);
    const silent = { info() {}, warn() {}, error() {} } as never;
    await new RetentionJob(store, settings.retentionDays, silent, undefined, settings.heldRetentionDays).run();
    expect(await store.get(gone.id)).toBeUndefined();
    expect(await store.get(kept.id)).toBeDefined();
  });
});
