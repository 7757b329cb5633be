import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { company } from '../../content/company';
import { parseSettings } from '../../server/settings';
import { fraudNotice } from '../../content/fraud-notice';
import { fraudNotice as localFraudNotice } from '../../content/localized/sections';
import { officeHours } from '../../content/localized/company';
import type { LeadStore, NotifyChannel } from '../../server/store/types';
import { countRounds, crmEnv, enquiry, newKey, review, runNode, startApp, startFakeCrm } from './helpers';
import { office, startChannels, verifyWebhook, webhookSecret, whatsappToken } from './notify-fakes';

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const waitFor = <T>(fn: () => Promise<T> | T) => vi.waitFor(fn, { timeout: 15_000, interval: 20 });

/** The notification workers' rounds (each channel's round ends with a claim that finds nothing). */
const watchNotifyRounds = (store: LeadStore) => ({ rounds: countRounds(store, 'claimNotification') });

async function channels() {
  const started = await startChannels();
  closers.push(started.close);
  return started;
}

async function app(env: Record<string, string>, logStream?: { write(line: string): void }) {
  const started = await startApp(env, logStream ? { logStream } : {});
  closers.push(() => started.close());
  return started;
}

describe('notifications of new leads', () => {
  it('e-mails the office and acknowledges the visitor through a real SMTP server; a review notifies the office only', async () => {
    const { smtp, env } = await channels();
    const { post } = await app(env);
    const res = await post('/api/enquiries', enquiry({ page: '/city/pune/', phone: '+91 91234 56789' }));
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    await waitFor(() => expect(smtp.mails).toHaveLength(2));

    const toOffice = smtp.mails.find((mail) => mail.to.includes(office))!;
    expect(toOffice.subject).toBe('New enquiry: Asha Verma, +91 91234 56789, Ghansoli, Navi Mumbai → Kothrud, Pune');
    expect(toOffice.replyTo).toBe('asha@example.com');
    expect(toOffice.from).toBe('leads@sugam.example');
    for (const part of ['tel:+919123456789', 'Ghansoli, Navi Mumbai → Kothrud, Pune', '/city/pune/', id]) {
      expect(toOffice.text).toContain(part);
    }
    expect(toOffice.html).toContain('href="tel:+919123456789"');
    // No estimate, date or home size was given: the e-mail names none.
    expect(toOffice.text).not.toMatch(/Estimate|Moving date|Home size/);

    const ack = smtp.mails.find((mail) => mail.to.includes('asha@example.com'))!;
    expect(ack.to).toEqual(['asha@example.com']);
    expect(ack.subject).toContain(id.slice(-6));
    expect(ack.text).toContain(`Your reference number: ${id.slice(-6)}`);
    expect(ack.text).toContain(`within ${company.promises.callbackMinutes} minutes`);
    expect(ack.text).toContain(`Office hours: ${company.hours}`);
    expect(ack.text).toContain(fraudNotice.never);
    // Nothing of what the visitor typed: a stranger's address typed into the form gets only this.
    for (const typed of ['Asha', '91234 56789', 'Ghansoli', 'Kothrud', '2 BHK household']) {
      expect(ack.text).not.toContain(typed);
      expect(ack.html).not.toContain(typed);
    }

    expect((await post('/api/reviews', review())).statusCode).toBe(201);
    await waitFor(() => expect(smtp.mails).toHaveLength(3));
    const reviewMail = smtp.mails[2]!;
    expect(reviewMail.to).toEqual([office]);
    expect(reviewMail.subject).toBe('New review: Rahul Nair, ★★★★★ Careful packing');
  });

  it('links the written quote of an enquiry with an estimate in the acknowledgement, in the visitor’s language', async () => {
    const { smtp, env } = await channels();
    const { post } = await app({ ...env, SITE_URL: 'https://sugam.example' });
    const sent = await post('/api/enquiries', enquiry({ estimate: 'from=pune&to=bengaluru&size=2bhk', lang: 'hi' }));
    const { quote } = sent.json() as { quote: string };
    expect(quote).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await waitFor(() => expect(smtp.mails).toHaveLength(2));
    const ack = smtp.mails.find((mail) => mail.to.includes('asha@example.com'))!;
    expect(ack.text).toContain(`आपका लिखित कोटेशन ${quote}`);
    expect(ack.text).toContain(`https://sugam.example/hi/quote/${quote}/`);
    expect(ack.html).toContain(`<a href="https://sugam.example/hi/quote/${quote}/">${quote}</a>`);
  });

  it('tells a visitor who booked a survey when it is, with the link to move or cancel it', async () => {
    const { smtp, env } = await channels();
    const { post } = await app({ ...env, SITE_URL: 'https://sugam.example' });
    // Tomorrow in India: always open with the company's default capacity.
    const tomorrow = new Date(Date.now() + (330 + 24 * 60) * 60_000).toISOString().slice(0, 10);
    const res = await post('/api/surveys', {
      kind: 'video',
      date: tomorrow,
      band: '11-13',
      name: 'Asha Verma',
      phone: '98201 45678',
      email: 'asha@example.com',
      locality: 'Kothrud, Pune',
      floor: '1',
      lift: 'yes',
      idempotencyKey: newKey(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { manage } = res.json() as { manage: string };
    await waitFor(() => expect(smtp.mails).toHaveLength(2));
    const ack = smtp.mails.find((mail) => mail.to.includes('asha@example.com'))!;
    expect(ack.text).toMatch(/Your free survey is booked: Video call on \w+day, .* 20\d\d, between 11:00 and 13:00\./);
    expect(ack.text).toContain(`https://sugam.example${manage}`);
    const toOffice = smtp.mails.find((mail) => mail.to.includes(office))!;
    expect(toOffice.text).toMatch(/Survey:\s+Video call, .* 11:00–13:00 \(booked on the website\)/);
  });

  it('thanks a visitor who wrote from a Hindi page in Hindi, and tells the office to call back in Hindi', async () => {
    const { smtp, env } = await channels();
    const { post } = await app(env);
    const res = await post('/api/enquiries', enquiry({ page: '/hi/city/lucknow/', lang: 'hi' }));
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    await waitFor(() => expect(smtp.mails).toHaveLength(2));

    const ack = smtp.mails.find((mail) => mail.to.includes('asha@example.com'))!;
    expect(ack.subject).toBe(`${company.name} से आपकी पूछताछ: रेफ़रेंस ${id.slice(-6)}`);
    expect(ack.text).toContain(`आपका रेफ़रेंस नंबर: ${id.slice(-6)}`);
    expect(ack.text).toContain(`${company.promises.callbackMinutes} मिनट के अंदर`);
    expect(ack.text).toContain(`ऑफ़िस का समय: ${officeHours('hi')}`);
    expect(ack.text).toContain(localFraudNotice('hi').never);
    expect(ack.html).toContain('<html lang="hi">');
    // Not an English sentence in it: Latin letters only in the brand, the reference, e-mail, UPI and the like.
    const latin = ack.text.match(/[A-Za-z]/g)?.length ?? 0;
    const devanagari = ack.text.match(/[\u0900-\u097F]/g)?.length ?? 0;
    expect(latin / (latin + devanagari)).toBeLessThan(0.15);
    expect(ack.text).not.toMatch(/Thank you|What happens next|Office hours|Beware/);

    const toOffice = smtp.mails.find((mail) => mail.to.includes(office))!;
    expect(toOffice.text).toContain('Language: Hindi (call back in Hindi)');
  });

  it('links the acknowledgement’s fraud notice to "Is this really us?" on the site, in the visitor’s language', async () => {
    const { smtp, env } = await channels();
    const { post } = await app({ ...env, SITE_URL: 'https://www.sugam-movers.in' });
    expect((await post('/api/enquiries', enquiry({ email: 'asha@example.com' }))).statusCode).toBe(201);
    expect((await post('/api/enquiries', enquiry({ email: 'radha@example.com', lang: 'hi' }))).statusCode).toBe(201);
    await waitFor(() => expect(smtp.mails).toHaveLength(4));
    const ack = (to: string) => smtp.mails.find((mail) => mail.to.includes(to))!;
    expect(ack('asha@example.com').text).toContain(`${fraudNotice.verify}: https://www.sugam-movers.in/verify/`);
    expect(ack('asha@example.com').html).toContain(
      `<p><a href="https://www.sugam-movers.in/verify/">${fraudNotice.verify}</a></p>`,
    );
    expect(ack('radha@example.com').text).toContain(
      `${localFraudNotice('hi').verify}: https://www.sugam-movers.in/hi/verify/`,
    );
  });

  it('sends the WhatsApp template and a signed webhook, with the estimate, date and home size when given', async () => {
    const { whatsapp, webhook, env } = await channels();
    const { store, post } = await app(env);
    // An enquiry sent from the instant estimate: the intake prices its query and stores the estimate.
    const sentAt = Date.now();
    const res = await post(
      '/api/enquiries',
      enquiry({
        page: '/estimate/',
        estimate: 'from=pune&to=bengaluru&size=2bhk&pf=3',
        movingDate: '2026-12-15',
        homeSize: '2bhk',
      }),
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    const estimate = (await store.get(id))!.payload.estimate as { summary: string };
    expect(estimate.summary).toMatch(/₹/);
    await waitFor(() => {
      expect(whatsapp.accepted()).toHaveLength(1);
      expect(webhook.accepted()).toHaveLength(1);
    });

    const message = whatsapp.accepted()[0]!;
    expect(message.url).toBe('/v25.0/1234567890/messages');
    expect(message.headers.authorization).toBe(`Bearer ${whatsappToken}`);
    const sent = JSON.parse(message.body);
    expect(sent).toMatchObject({
      messaging_product: 'whatsapp',
      to: '919999900000',
      type: 'template',
      template: { name: 'new_lead', language: { code: 'en' } },
    });
    expect(sent.template.components[0].parameters.map((p: { text: string }) => p.text)).toEqual([
      'new enquiry',
      'Asha Verma, +91 98201 45678',
      `Ghansoli, Navi Mumbai → Kothrud, Pune; on 15 Dec 2026; 2 BHK; estimate ${estimate.summary}`,
      '/estimate/',
      id,
    ]);

    const hook = webhook.accepted()[0]!;
    expect(hook.url).toBe('/hooks/leads');
    expect(hook.headers['x-leads-event']).toBe('lead.created');
    expect(verifyWebhook(hook, webhookSecret, Date.now())).toBe(true);
    expect(Number(hook.headers['x-leads-timestamp'])).toBeGreaterThanOrEqual(Math.floor(sentAt / 1000) - 1);
    // A replay five minutes later, or a body changed on the way, is refused.
    expect(verifyWebhook(hook, webhookSecret, Date.now() + 5 * 60_000 + 2_000)).toBe(false);
    expect(verifyWebhook({ ...hook, body: hook.body.replace('Asha', 'Usha') }, webhookSecret, Date.now())).toBe(false);
    expect(verifyWebhook(hook, 'another-secret-of-16+', Date.now())).toBe(false);
    const body = JSON.parse(hook.body);
    expect(body).toMatchObject({
      event: 'lead.created',
      lead: {
        id,
        kind: 'enquiry',
        name: 'Asha Verma',
        phone: '+919820145678',
        page: '/estimate/',
        estimate,
        movingDate: '2026-12-15',
        homeSize: '2bhk',
      },
    });
  });

  it('loses nothing while a channel is down: each notification arrives once, later', async () => {
    const { smtp, whatsapp, webhook, env } = await channels();
    const { store, post } = await app(env);
    const rounds = watchNotifyRounds(store);
    smtp.behaviour.down = true;
    whatsapp.behaviour.down = true;
    webhook.behaviour.down = true;
    const res = await post('/api/enquiries', enquiry());
    // The 201 does not wait for any channel.
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    const byChannel = async () =>
      Object.fromEntries((await store.notificationsOf(id)).map((n) => [n.channel, n])) as Record<
        NotifyChannel,
        Awaited<ReturnType<LeadStore['notificationsOf']>>[number]
      >;
    await waitFor(async () => {
      const n = await byChannel();
      for (const channel of ['email', 'ack', 'whatsapp', 'webhook'] as const) {
        expect(n[channel].attempts).toBeGreaterThanOrEqual(2);
        expect(n[channel].status).toBe('failed');
      }
    });
    expect((await byChannel()).email.lastError).toBe('mail server answered 451');
    expect((await byChannel()).webhook.lastError).toBe('webhook answered HTTP 503');
    expect(smtp.mails).toHaveLength(0);

    smtp.behaviour.down = false;
    whatsapp.behaviour.down = false;
    webhook.behaviour.down = false;
    await waitFor(async () => {
      for (const n of Object.values(await byChannel())) expect(n.status).toBe('delivered');
    });
    // Several more rounds on every channel send nothing again.
    await rounds.rounds(4 * 4);
    expect(smtp.mails).toHaveLength(2);
    expect(whatsapp.accepted()).toHaveLength(1);
    expect(webhook.accepted()).toHaveLength(1);
    // Every attempt names the same delivery, so a receiver that took one drops any repeat
    // (docs/lead-flow.md#webhook); each is signed afresh.
    const attempts = webhook.requests;
    expect(attempts.length).toBeGreaterThanOrEqual(3);
    expect(new Set(attempts.map((r) => r.headers['x-leads-delivery']))).toEqual(new Set([`${id}.lead.0`]));
    for (const attempt of attempts) expect(verifyWebhook(attempt, webhookSecret, Date.now())).toBe(true);
  });

  it('quarantines a spam-trap catch and a lead past the rate limit: neither forwarded nor notified until released, then both once, and neither ever acknowledged', async () => {
    const crm = await startFakeCrm();
    closers.push(crm.close);
    const { smtp, webhook, env } = await channels();
    const { store, post, settings } = await app({ ...env, ...crmEnv(crm.url), CLIENT_LEAD_ALLOWANCE: '1' });
    const rounds = watchNotifyRounds(store);
    const genuine = (await post('/api/enquiries', enquiry({ name: 'Genuine First' }))).json().id as string;
    const overLimit = (await post('/api/enquiries', enquiry({ name: 'Past The Limit' }))).json().id as string;
    const trapped = (
      await post('/api/enquiries', enquiry({ name: 'Autofilled Trap', website: 'https://x.example' }))
    ).json().id as string;
    await waitFor(() => {
      expect(crm.accepted()).toHaveLength(1);
      expect(webhook.accepted()).toHaveLength(1);
    });
    await rounds.rounds(4 * 3);
    const names = () => crm.accepted().map((r) => r.json.name);
    // The held lead is told in one summary (docs/lead-flow.md#floods), apart from the per-lead messages.
    const bodies = () =>
      webhook.accepted().map((r) => JSON.parse(r.body) as { event: string; lead?: { name: string } });
    const hooked = () => bodies().flatMap((body) => (body.lead ? [body.lead.name] : []));
    const perLead = () => smtp.mails.filter((mail) => !mail.subject.includes('Held for review'));
    expect(names()).toEqual(['Genuine First']);
    expect(hooked()).toEqual(['Genuine First']);
    expect(smtp.mails.map((m) => m.subject).filter((s) => /Past The Limit|Autofilled/.test(s))).toEqual([]);
    expect((await store.notificationsOf(trapped)).map((n) => [n.channel, n.status]).sort()).toEqual([
      ['ack', 'skipped'],
      ['email', 'held'],
      ['webhook', 'held'],
      ['whatsapp', 'held'],
    ]);

    const cli = (...args: string[]) => runNode(['server/cli.ts', ...args], { LEADS_DB: settings.leadsDb });
    const listed = await cli('list', '--spam');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`^${trapped.slice(-6)} .* spam`, 'm'));
    expect(listed.stdout).toMatch(new RegExp(`^${overLimit.slice(-6)} .* quarantined`, 'm'));
    expect(listed.stdout).not.toContain(genuine.slice(-6));
    expect(listed.stdout).toMatch(new RegExp(`${trapped.slice(-6)}.*spam trap`));
    expect(listed.stdout).toMatch(new RegExp(`${overLimit.slice(-6)}.*burst from one address`));

    for (const id of [trapped, overLimit]) {
      const released = await cli('release', id.slice(-6));
      expect(released.code).toBe(0);
    }
    await waitFor(() => {
      expect(new Set(names())).toEqual(new Set(['Genuine First', 'Past The Limit', 'Autofilled Trap']));
      expect(new Set(hooked())).toEqual(new Set(['Genuine First', 'Past The Limit', 'Autofilled Trap']));
      // Three office e-mails; an acknowledgement only for the lead never held (docs/lead-flow.md#floods).
      expect(perLead()).toHaveLength(4);
    });
    await rounds.rounds(4 * 3);
    expect(names()).toHaveLength(3);
    expect(hooked()).toHaveLength(3);
    expect(perLead()).toHaveLength(4);
    expect(bodies().filter((body) => body.event === 'leads.summary')).toHaveLength(1);
  });

  it('tells the office once when the CRM rejects a lead for good, and again after a retry fails again', async () => {
    const crm = await startFakeCrm();
    closers.push(crm.close);
    crm.behaviour.status = 400;
    const { smtp, webhook, env } = await channels();
    const { store, post } = await app({ ...env, ...crmEnv(crm.url), CRM_MAX_REJECTIONS: '2', LEADS_ACK: 'off' });
    const rounds = watchNotifyRounds(store);
    const { id } = (await post('/api/enquiries', enquiry())).json() as { id: string };
    const alerts = () => webhook.accepted().filter((r) => r.headers['x-leads-event'] === 'lead.crm_failed');
    const failedMail = () => smtp.mails.filter((m) => m.subject.startsWith('Not in the CRM'));
    await waitFor(() => {
      expect(alerts()).toHaveLength(1);
      expect(failedMail()).toHaveLength(1);
    });
    await rounds.rounds(3 * 3);
    expect(alerts()).toHaveLength(1);
    expect(failedMail()).toHaveLength(1);
    const alert = JSON.parse(alerts()[0]!.body);
    expect(alert).toMatchObject({ event: 'lead.crm_failed', lead: { id }, crm: { error: 'CRM answered HTTP 400' } });
    expect(failedMail()[0]!.subject).toBe(
      `Not in the CRM: enquiry from Asha Verma, +91 98201 45678 (lead ${id.slice(-6)})`,
    );
    expect(failedMail()[0]!.text).toContain(`npm run leads -- retry ${id.slice(-6)}`);
    expect(crm.requests).toHaveLength(2);

    // Retried after a "fix" that did not help: a new episode, told once more.
    expect(await store.retry(id)).toBe('scheduled');
    await waitFor(() => {
      expect(alerts()).toHaveLength(2);
      expect(failedMail()).toHaveLength(2);
    });
    await rounds.rounds(3 * 3);
    expect(alerts()).toHaveLength(2);
    expect(failedMail()).toHaveLength(2);
  });

  it('keeps the channels’ secrets out of the log, the health details and the leads command', async () => {
    const { smtp, whatsapp, webhook, env } = await channels();
    const smtpPassword = 'smtp-Pa55-word-for-tests';
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const {
      app: service,
      store,
      post,
      settings,
    } = await app(
      {
        ...env,
        SMTP_URL: smtp.url.replace('smtp://', `smtp://leads:${smtpPassword}@`),
        LOG_LEVEL: 'trace',
        HEALTH_DELIVERY_FAILURES: '2',
      },
      logStream,
    );
    smtp.behaviour.down = true;
    whatsapp.behaviour.status = 401;
    webhook.behaviour.down = true;
    const { id } = (await post('/api/enquiries', enquiry())).json() as { id: string };
    await waitFor(async () => {
      for (const n of await store.notificationsOf(id)) expect(n.attempts).toBeGreaterThanOrEqual(2);
    });
    const health = await service.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    const details = health.json();
    expect(details.notify.whatsapp).toMatchObject({ state: 'failing', lastError: 'WhatsApp API answered HTTP 401' });
    expect(details.notify.email.queue.pending).toBe(1);
    const publicHealth = await service.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.9' });
    expect(publicHealth.json()).toEqual({ status: 'degraded' });

    const cli = await runNode(['server/cli.ts', 'channels'], {
      LEADS_DB: settings.leadsDb,
      ...env,
      SMTP_URL: smtp.url.replace('smtp://', `smtp://leads:${smtpPassword}@`),
    });
    expect(cli.code).toBe(0);
    expect(cli.stdout).toMatch(/whatsapp .*WhatsApp API answered HTTP 401/);
    const shown = await runNode(['server/cli.ts', 'show', '--id', id], { LEADS_DB: settings.leadsDb });
    expect(shown.stdout).toMatch(/webhook .*failed/);

    const everything = [lines.join(''), health.body, cli.stdout, cli.stderr, shown.stdout, shown.stderr].join('\n');
    expect(lines.join('')).toContain('notification failed');
    for (const secret of [smtpPassword, whatsappToken, webhookSecret]) expect(everything).not.toContain(secret);
    for (const personal of ['Asha Verma', 'asha@example.com', '98201 45678', '9820145678'])
      expect(lines.join('')).not.toContain(personal);
  });

  it('refuses to start with a channel half set up, naming what is missing, and turns on only complete channels', () => {
    const refused = (env: Record<string, string>) => {
      try {
        parseSettings(env);
      } catch (error) {
        return (error as Error).message;
      }
      return 'started';
    };
    expect(refused({ WHATSAPP_TOKEN: whatsappToken })).toBe(
      'WHATSAPP_TOKEN is set, so WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TO, WHATSAPP_TEMPLATE must be set too',
    );
    expect(refused({ LEADS_WEBHOOK_URL: 'https://hooks.example/leads' })).toMatch(/LEADS_WEBHOOK_SECRET must be set/);
    expect(refused({ LEADS_WEBHOOK_URL: 'http://hooks.example/leads', LEADS_WEBHOOK_SECRET: webhookSecret })).toMatch(
      /^Invalid setting LEADS_WEBHOOK_URL: must be https/,
    );
    expect(refused({ LEADS_ACK: 'on' })).toMatch(/LEADS_ACK is on, so SMTP_URL must be set/);
    expect(refused({ SMTP_URL: 'smtp://mail.example:587', LEADS_NOTIFY_TO: office })).toMatch(/LEADS_NOTIFY_FROM/);
    // The secrets never appear in a refusal.
    expect(refused({ WHATSAPP_TOKEN: whatsappToken, WHATSAPP_TO: 'not a number' })).not.toContain(whatsappToken);
    expect(parseSettings({}).notify.channels).toEqual([]);
    const on = parseSettings({
      SMTP_URL: 'smtps://u:p@mail.example',
      LEADS_NOTIFY_FROM: 'leads@sugam.example',
      LEADS_ACK: 'on',
    });
    expect(on.notify.channels).toEqual(['ack']);
    expect(JSON.stringify(on)).not.toContain('u:p@');
  });
});
