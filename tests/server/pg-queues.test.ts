import { afterEach, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { openPostgresStore } from '../../server/store/postgres';
import { createPool } from '../../server/store/postgres/pool';
import { type Row, selectLead, toLead } from '../../server/store/rows';
import type { LeadStore, NewLead } from '../../server/store/types';
import { freshDatabase } from './postgres';

/**
 * The PostgreSQL store's CRM and notification queues, with two service instances over one
 * database where it matters: a lead or a notification goes to one claimer at a time, a lapsed
 * claim comes back with the time its attempt went out, and only the claim's holder records it.
 */

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const channels = ['email', 'ack', 'webhook'] as const;
const minute = 60_000;
/** When the test leads were stored: an hour ago, so they are due now. */
const storedAt = () => new Date(Date.now() - 60 * minute);

async function instance(url: string): Promise<LeadStore> {
  const store = await openPostgresStore(url, { channels });
  closers.push(() => store.close());
  return store;
}

/** One instance of the service over a fresh database, and a pool of the test's own to read what it wrote. */
async function setup() {
  const url = await freshDatabase();
  const store = await instance(url);
  const pool = createPool(url);
  closers.push(() => pool.end());
  return { url, store, pool, lead: (id: string) => leadOf(pool, id) };
}

async function leadOf(pool: pg.Pool, id: string) {
  const { rows } = await pool.query<Row>(`${selectLead} WHERE l.id = $1`, [id]);
  return rows[0] && toLead(rows[0]);
}

let keys = 0;
async function save(store: LeadStore, extra: Partial<NewLead> = {}, at = storedAt()): Promise<string> {
  const lead: NewLead = {
    kind: 'enquiry',
    idempotencyKey: `key-${++keys}`,
    payload: { name: `Customer ${keys}`, phone: '9820145678', page: '/' },
    spam: false,
    ...extra,
  };
  const { id, created } = await store.saveLead(lead, at);
  expect(created).toBe(true);
  return id;
}

async function saveMany(store: LeadStore, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await save(store));
  return ids;
}

/** Runs every claimer together, round after round, until none gets anything; answers all they got. */
async function claimAll<T>(claimers: (() => Promise<T | undefined>)[]): Promise<T[]> {
  const got: T[] = [];
  for (;;) {
    const round = (await Promise.all(claimers.map((claim) => claim()))).filter((c) => c !== undefined);
    if (round.length === 0) return got;
    got.push(...round);
  }
}

const sorted = <T>(values: T[]) => [...values].sort();

describe('claiming leads for the CRM', () => {
  it('never hands one lead to two claimers of one instance at once', async () => {
    const { store } = await setup();
    const ids = await saveMany(store, 12);
    const claim = () => store.claimNext(new Date(), minute);
    const claims = await claimAll([claim, claim, claim, claim]);
    expect(sorted(claims.map((c) => c.lead.id))).toEqual(sorted(ids));
    expect(new Set(claims.map((c) => c.token)).size).toBe(ids.length);
    expect(claims.every((c) => !c.inMemory && c.interruptedAt === null)).toBe(true);
  });

  it('never hands one lead to two instances over the same database', async () => {
    const { url, store: first } = await setup();
    const second = await instance(url);
    const ids = await saveMany(first, 16);
    const claimer = (store: LeadStore) => () => store.claimNext(new Date(), minute);
    const claims = await claimAll([claimer(first), claimer(second), claimer(first), claimer(second)]);
    expect(sorted(claims.map((c) => c.lead.id))).toEqual(sorted(ids));
  });

  it('skips a lead another instance is claiming instead of waiting for it', async () => {
    const { store, pool } = await setup();
    const [busy, free] = await saveMany(store, 2);
    const other = await pool.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT 1 FROM deliveries WHERE lead_id = $1 FOR UPDATE', [busy]);
      const timeout = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3_000));
      const claim = await Promise.race([store.claimNext(new Date(), minute), timeout]);
      expect(claim === 'waited' ? claim : claim?.lead.id).toBe(free);
    } finally {
      await other.query('ROLLBACK');
      other.release();
    }
  });

  it('claims the lead due first, leaving out the excluded and the held', async () => {
    const { store } = await setup();
    const base = storedAt().getTime();
    const later = await save(store, {}, new Date(base + 1_000));
    const earlier = await save(store, {}, new Date(base));
    await save(store, { hold: 'client', heldFrom: 'client-1' }, new Date(base - 1_000));
    await save(store, { spam: true }, new Date(base - 2_000));
    const now = new Date();
    expect((await store.claimNext(now, minute, { exclude: [earlier] }))?.lead.id).toBe(later);
    expect((await store.claimNext(now, minute))?.lead.id).toBe(earlier);
    expect(await store.claimNext(now, minute)).toBeUndefined();
  });

  it('hands a lead whose lease ran out to the next claimer, with when the unrecorded attempt went out', async () => {
    const { store } = await setup();
    const id = await save(store);
    const start = new Date(Date.now() - 10 * minute);
    const first = (await store.claimNext(start, minute))!;
    expect(first.interruptedAt).toBeNull();
    expect(await store.claimNext(new Date(start.getTime() + minute - 1), minute)).toBeUndefined();
    const second = (await store.claimNext(new Date(start.getTime() + minute), minute))!;
    expect(second.lead.id).toBe(id);
    expect(second.token).not.toBe(first.token);
    expect(second.interruptedAt).toBe(start.toISOString());

    // Given up without an attempt, or recorded: the next claimer hears of no interrupted send.
    expect(await store.releaseClaim(id, first.token)).toBe(false);
    expect(await store.releaseClaim(id, second.token)).toBe(true);
    const third = (await store.claimNext(new Date(), minute))!;
    expect(third.interruptedAt).toBeNull();
    expect(await store.markAttempt(id, 'CRM answered HTTP 503', new Date(), {}, third.token)).toBe(true);
    expect((await store.claimNext(new Date(Date.now() + 1_000), minute))?.interruptedAt).toBeNull();
  });
});

describe('recording what the CRM did', () => {
  it('records a result only for the claim that holds the lead, or when nobody’s lease is running', async () => {
    const { store, lead } = await setup();
    const [taken, lapsed] = await saveMany(store, 2);
    // Claimed ten minutes ago for one minute: lapsed by the clock, then claimed by another.
    const old = (await store.claimNext(new Date(Date.now() - 10 * minute), minute, { exclude: [lapsed!] }))!;
    const current = (await store.claimNext(new Date(), minute, { exclude: [lapsed!] }))!;
    expect(current.lead.id).toBe(taken);
    expect(await store.markDelivered(taken!, new Date(), undefined, old.token)).toBe(false);
    expect(await store.markAttempt(taken!, 'late', new Date(), {}, old.token)).toBe(false);
    expect(await store.markUnknown(taken!, 'late', old.token)).toBe(false);
    expect(await store.releaseClaim(taken!, old.token)).toBe(false);
    expect((await lead(taken!))?.delivery).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await store.markDelivered(taken!, new Date(), undefined, current.token)).toBe(true);
    expect((await lead(taken!))?.delivery).toMatchObject({ status: 'delivered', attempts: 1 });

    // A lapsed claim nobody took over may still record its result.
    const alone = (await store.claimNext(new Date(Date.now() - 10 * minute), minute))!;
    expect(alone.lead.id).toBe(lapsed);
    expect(await store.markAttempt(lapsed!, 'CRM answered HTTP 503', null, {}, alone.token)).toBe(true);
    expect((await lead(lapsed!))?.delivery).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('keeps the CRM’s answer, counts its rejections and schedules the next attempt', async () => {
    const { store, lead } = await setup();
    const id = await save(store);
    const claim = (await store.claimNext(new Date(), minute))!;
    const next = new Date(Date.now() + 5 * minute);
    const answer = { status: 422, excerpt: 'phone is not valid' };
    const before = Date.now();
    expect(await store.markAttempt(id, 'CRM answered HTTP 422', next, { answer, rejected: true }, claim.token)).toBe(
      true,
    );
    const after = (await lead(id))!.delivery;
    expect(after).toMatchObject({
      status: 'failed',
      attempts: 1,
      rejections: 1,
      lastError: 'CRM answered HTTP 422',
      nextAttemptAt: next.toISOString(),
      answer: { status: 422, excerpt: 'phone is not valid' },
    });
    expect(Date.parse(after.answer!.at)).toBeGreaterThanOrEqual(before);
    // Not due until then; a timeout after that leaves the CRM's last answer on record.
    expect(await store.claimNext(new Date(), minute)).toBeUndefined();
    const retried = (await store.claimNext(next, minute))!;
    expect(retried.lead.delivery.answer?.status).toBe(422);
    expect(await store.markAttempt(id, 'no answer from the CRM', next, {}, retried.token)).toBe(true);
    expect((await lead(id))!.delivery).toMatchObject({ attempts: 2, rejections: 1, answer: { status: 422 } });
  });

  it('records a delivery with the CRM’s answer, and never hands the lead out again', async () => {
    const { store, lead } = await setup();
    const id = await save(store);
    const claim = (await store.claimNext(new Date(), minute))!;
    const at = new Date();
    expect(await store.markDelivered(id, at, { status: 201, excerpt: 'Ref 42' }, claim.token)).toBe(true);
    expect((await lead(id))!.delivery).toMatchObject({
      status: 'delivered',
      deliveredAt: at.toISOString(),
      nextAttemptAt: null,
      answer: { status: 201, excerpt: 'Ref 42', at: at.toISOString() },
    });
    expect(await store.claimNext(new Date(Date.now() + 60 * minute), minute)).toBeUndefined();
    expect(await store.markDelivered(id, at)).toBe(false);
  });

  it('holds an attempt with no answer for a person, and still takes a late delivery', async () => {
    const { store, lead } = await setup();
    const id = await save(store);
    const claim = (await store.claimNext(new Date(), minute))!;
    expect(await store.markUnknown(id, 'no answer within 10 s', claim.token)).toBe(true);
    const unknown = (await lead(id))!.delivery;
    expect(unknown).toMatchObject({ status: 'failed', nextAttemptAt: null, lastError: 'no answer within 10 s' });
    expect(unknown.unknownAt).not.toBeNull();
    expect(await store.claimNext(new Date(Date.now() + 60 * minute), minute)).toBeUndefined();
    expect(await store.markDelivered(id, new Date(), undefined, claim.token)).toBe(true);
    expect((await lead(id))!.delivery).toMatchObject({ status: 'delivered', unknownAt: null, attempts: 2 });
  });

  it('tells the office on its channels once each time the CRM stops taking a lead', async () => {
    const { store, pool } = await setup();
    const id = await save(store);
    const alerts = async () =>
      (await store.notificationsOf(id))
        .filter((n) => n.event === 'crm_failed')
        .map((n) => `${n.channel}:${n.episode}:${n.status}`);
    const claim = (await store.claimNext(new Date(), minute))!;
    expect(await store.markAttempt(id, 'CRM answered HTTP 400', new Date(), { rejected: true }, claim.token)).toBe(
      true,
    );
    expect(await alerts()).toEqual([]);
    const again = (await store.claimNext(new Date(Date.now() + 1_000), minute))!;
    // A mark refused (not the holder's) stops nothing and tells nobody.
    expect(await store.markAttempt(id, 'CRM answered HTTP 400', null, {}, 'not the holder')).toBe(false);
    expect(await alerts()).toEqual([]);
    expect(await store.markAttempt(id, 'CRM answered HTTP 400', null, { rejected: true }, again.token)).toBe(true);
    expect(sorted(await alerts())).toEqual(['email:2:pending', 'webhook:2:pending']);

    // Retried by a person and stopped again: a new episode, told again.
    expect(await store.markAttempt(id, 'CRM answered HTTP 400', null)).toBe(true);
    expect(sorted(await alerts())).toEqual([
      'email:2:pending',
      'email:3:pending',
      'webhook:2:pending',
      'webhook:3:pending',
    ]);

    // An episode already told (its count back where it was) is not told twice, and the mark still stands.
    await pool.query('UPDATE deliveries SET attempts = 2 WHERE lead_id = $1', [id]);
    expect(await store.markAttempt(id, 'CRM answered HTTP 400 again', null)).toBe(true);
    expect(await alerts()).toHaveLength(4);
    expect((await leadOf(pool, id))!.delivery.lastError).toBe('CRM answered HTTP 400 again');
  });
});

describe('notification queues', () => {
  it('hands each channel its own notifications, with their lead, to one claimer at a time', async () => {
    const { store } = await setup();
    const enquiry = await save(store);
    const review = await save(store, { kind: 'review', payload: { name: 'Ravi', rating: 5 } });
    const now = new Date();
    const email = (await store.claimNotification('email', now, minute))!;
    expect(email.notification).toMatchObject({ leadId: enquiry, channel: 'email', event: 'lead', status: 'pending' });
    expect(typeof email.notification.id).toBe('number');
    expect(email.lead.id).toBe(enquiry);
    expect(email.lead.payload).toMatchObject({ name: expect.stringMatching(/^Customer/) });
    expect(email).toMatchObject({ inMemory: false, interruptedAt: null });
    const reviewEmail = (await store.claimNotification('email', now, minute))!;
    expect(reviewEmail.lead.id).toBe(review);
    expect(await store.claimNotification('email', now, minute)).toBeUndefined();
    // No acknowledgement for a review.
    expect((await store.claimNotification('ack', now, minute))?.lead.id).toBe(enquiry);
    expect(await store.claimNotification('ack', now, minute)).toBeUndefined();
    const webhook = (await store.claimNotification('webhook', now, minute))!;
    expect(webhook.notification.channel).toBe('webhook');
    expect((await store.claimNotification('webhook', now, minute, { exclude: [] }))?.lead.id).toBe(review);
  });

  it('never hands one notification to two instances, and leaves out the excluded', async () => {
    const { url, store: first } = await setup();
    const second = await instance(url);
    const ids = await saveMany(first, 12);
    const claimer = (store: LeadStore) => () => store.claimNotification('email', new Date(), minute);
    const claims = await claimAll([claimer(first), claimer(second), claimer(first), claimer(second)]);
    expect(sorted(claims.map((c) => c.lead.id))).toEqual(sorted(ids));
    const notificationIds = claims.map((c) => c.notification.id);
    expect(new Set(notificationIds).size).toBe(ids.length);

    const excluded = await notificationOf(first, ids[0]!, 'ack');
    const other = await second.claimNotification('ack', new Date(), minute, { exclude: [excluded.id] });
    expect(other?.notification).toMatchObject({ leadId: ids[1], channel: 'ack' });
  });

  it('records a notification’s attempts under its claim, and comes back after a lapsed lease', async () => {
    const { store } = await setup();
    const id = await save(store);
    const start = new Date(Date.now() - 10 * minute);
    const first = (await store.claimNotification('webhook', start, minute))!;
    const nid = first.notification.id;
    const second = (await store.claimNotification('webhook', new Date(), minute))!;
    expect(second.notification.id).toBe(nid);
    expect(second.interruptedAt).toBe(start.toISOString());
    expect(await store.markNotificationFailed(nid, 'late', new Date(), {}, first.token)).toBe(false);
    expect(await store.releaseNotificationClaim(nid, first.token)).toBe(false);

    const next = new Date(Date.now() + minute);
    expect(await store.markNotificationFailed(nid, 'HTTP 410', next, { rejected: true }, second.token)).toBe(true);
    const [failed] = (await store.notificationsOf(id)).filter((n) => n.id === nid);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, rejections: 1, lastError: 'HTTP 410' });
    expect(failed!.nextAttemptAt).toBe(next.toISOString());
    expect(failed!.lastErrorAt).not.toBeNull();
    expect(await store.claimNotification('webhook', new Date(), minute)).toBeUndefined();

    const third = (await store.claimNotification('webhook', next, minute))!;
    expect(third.interruptedAt).toBeNull();
    expect(await store.markNotificationUnknown(nid, 'no answer', third.token)).toBe(true);
    expect(await store.claimNotification('webhook', new Date(Date.now() + 60 * minute), minute)).toBeUndefined();
    const at = new Date();
    expect(await store.markNotificationSent(nid, at, third.token)).toBe(true);
    const [sent] = (await store.notificationsOf(id)).filter((n) => n.id === nid);
    expect(sent).toMatchObject({ status: 'delivered', deliveredAt: at.toISOString(), unknownAt: null, attempts: 3 });
    expect(await store.markNotificationSent(nid, at)).toBe(false);
  });

  it('lets a person retry a stopped or unknown notification, never a held or delivered one', async () => {
    const { store } = await setup();
    const id = await save(store);
    const held = await save(store, { hold: 'global', heldFrom: 'client-2' });
    const [email, , webhook] = sortByChannel(await store.notificationsOf(id));
    const heldEmail = (await store.notificationsOf(held)).find((n) => n.channel === 'email')!;
    expect(heldEmail.status).toBe('held');
    expect(await store.retryNotification(heldEmail.id)).toBe('held');
    expect(await store.retryNotification(987_654)).toBe('not_found');

    expect(await store.markNotificationSent(email!.id, new Date())).toBe(true);
    expect(await store.retryNotification(email!.id)).toBe('delivered');

    expect(await store.markNotificationFailed(webhook!.id, 'HTTP 403', null, { rejected: true })).toBe(true);
    expect(await store.claimNotification('webhook', new Date(Date.now() + 60 * minute), minute)).toBeUndefined();
    const now = new Date();
    expect(await store.retryNotification(webhook!.id, now)).toBe('scheduled');
    const [retried] = (await store.notificationsOf(id)).filter((n) => n.id === webhook!.id);
    expect(retried).toMatchObject({ rejections: 0, unknownAt: null, nextAttemptAt: now.toISOString() });
    expect((await store.claimNotification('webhook', now, minute))?.notification.id).toBe(webhook!.id);
  });
});

const channelOrder = ['email', 'ack', 'webhook'];
const sortByChannel = <T extends { channel: string }>(list: T[]) =>
  [...list].sort((a, b) => channelOrder.indexOf(a.channel) - channelOrder.indexOf(b.channel));

/** The notification of `leadId` on `channel`. */
async function notificationOf(store: LeadStore, leadId: string, channel: string) {
  return (await store.notificationsOf(leadId)).find((n) => n.channel === channel)!;
}

describe('each channel’s queue for the office', () => {
  it('counts each channel’s notifications by state, with its last error and delivery', async () => {
    const { store } = await setup();
    const [one, two] = await saveMany(store, 2);
    await save(store, { hold: 'client', heldFrom: 'client-3' });
    const sentAt = new Date();
    await store.markNotificationSent((await notificationOf(store, one!, 'email')).id, sentAt);
    await store.markNotificationFailed((await notificationOf(store, two!, 'email')).id, 'SMTP 451', new Date());
    await store.markNotificationFailed((await notificationOf(store, one!, 'webhook')).id, 'HTTP 404', null, {
      rejected: true,
    });
    const unknown = (await notificationOf(store, two!, 'webhook')).id;
    await store.markNotificationUnknown(unknown, 'no answer from the webhook');
    const unknownAt = (await notificationOf(store, two!, 'webhook')).lastErrorAt;

    const status = await store.channelStatus();
    expect(status.map((s) => s.channel)).toEqual(['email', 'webhook', 'ack']);
    expect(status[0]).toMatchObject({
      channel: 'email',
      held: 1,
      pending: 1,
      failed: 1,
      stopped: 0,
      unknown: 0,
      delivered: 1,
      lastError: 'SMTP 451',
      lastDeliveredAt: sentAt.toISOString(),
    });
    expect(status[1]).toEqual({
      channel: 'webhook',
      held: 1,
      pending: 0,
      failed: 0,
      stopped: 1,
      unknown: 1,
      delivered: 0,
      lastError: 'no answer from the webhook',
      lastErrorAt: unknownAt,
      lastDeliveredAt: null,
    });
  });

  it('lists no channel before it has had a notification', async () => {
    const { store } = await setup();
    expect(await store.channelStatus()).toEqual([]);
  });
});
