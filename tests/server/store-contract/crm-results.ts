import { describe, expect } from 'vitest';
import type { LeadStore } from '../../../server/store/types';
import { contractTest, storeOpener, type StoreEngine } from './engine';
import { after, enquiry, held, isIsoUtc, muchLater, saved, someChannels } from './fixtures';

const lease = 60_000;

/** Claims the lead due at `now`, failing the test when it is not `id`. */
async function claimOf(store: LeadStore, id: string, now: Date) {
  const claim = await store.claimNext(now, lease);
  expect(claim?.lead.id).toBe(id);
  return claim!;
}

/** The CRM's failures, stops and unknown outcomes, a person's retry, and the queue's counts. */
export function crmResultContract(engine: StoreEngine): void {
  const it = contractTest(engine);
  describe(`${engine.name}: recording what the CRM did`, () => {
    const stores = storeOpener(engine);

    it('counts a failed attempt and makes the lead due again at the time given, not before', async () => {
      const store = await stores.open();
      const t0 = new Date();
      const id = await saved(store, enquiry(), t0);
      let claim = await claimOf(store, id, t0);
      const next = after(t0, 5_000);
      const answer = { status: 503, excerpt: 'Service Unavailable' };
      expect(await store.markAttempt(id, 'CRM answered HTTP 503', next, { answer }, claim.token)).toBe(true);
      const lead = await store.get(id);
      expect(lead?.delivery).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastError: 'CRM answered HTTP 503',
        nextAttemptAt: next.toISOString(),
        rejections: 0,
        unknownAt: null,
        answer: { ...answer, at: expect.any(String) },
      });
      expect(isIsoUtc(lead?.delivery.answer?.at)).toBe(true);

      expect(await store.claimNext(after(next, -1), lease)).toBeUndefined();
      claim = await claimOf(store, id, next);
      // The failure was recorded: no attempt is in doubt.
      expect(claim.interruptedAt).toBeNull();
      expect(claim.lead.delivery.attempts).toBe(1);
    });

    it('counts refusals apart, and keeps the last answer through an attempt that got none', async () => {
      const store = await stores.open();
      const t0 = new Date();
      const id = await saved(store, enquiry(), t0);
      const refusal = { status: 400, excerpt: 'missing field' };
      let claim = await claimOf(store, id, t0);
      await store.markAttempt(id, 'CRM refused the lead', t0, { answer: refusal, rejected: true }, claim.token);
      claim = await claimOf(store, id, t0);
      await store.markAttempt(id, 'connection reset', t0, {}, claim.token);
      expect((await store.get(id))?.delivery).toMatchObject({
        attempts: 2,
        rejections: 1,
        lastError: 'connection reset',
        answer: refusal,
      });
    });

    it('stops a lead given no next attempt, and alerts each office channel once per stop, never the visitor', async () => {
      const store = await stores.open({ channels: someChannels });
      const t0 = new Date();
      const id = await saved(store, enquiry(), t0);
      let claim = await claimOf(store, id, t0);
      expect(await store.markAttempt(id, 'CRM refused the lead', null, { rejected: true }, claim.token)).toBe(true);
      expect((await store.get(id))?.delivery).toMatchObject({ status: 'failed', nextAttemptAt: null, unknownAt: null });
      expect(await store.claimNext(muchLater(t0), lease)).toBeUndefined();

      const alerts = async () => (await store.notificationsOf(id)).filter((n) => n.event === 'crm_failed');
      const firstStop = await alerts();
      expect(firstStop.map((n) => n.channel).sort()).toEqual(['email', 'webhook']);
      expect(firstStop.every((n) => n.status === 'pending')).toBe(true);
      expect(new Set(firstStop.map((n) => n.episode)).size).toBe(1);
      // The alert goes out on the channel like any notification.
      const leadAlert = (await store.notificationsOf(id)).find((n) => n.channel === 'email' && n.event === 'lead');
      const onEmail = await store.claimNotification('email', muchLater(t0), lease, { exclude: [leadAlert!.id] });
      expect(onEmail?.notification).toMatchObject({ event: 'crm_failed', leadId: id });

      // A person's retry starts a new episode: stopped again, the office is told again.
      const t1 = after(t0, 60_000);
      expect(await store.retry(id, t1)).toBe('scheduled');
      expect((await store.get(id))?.delivery.rejections).toBe(0);
      claim = await claimOf(store, id, t1);
      expect(await store.markAttempt(id, 'CRM refused the lead', null, { rejected: true }, claim.token)).toBe(true);
      const bothStops = await alerts();
      expect(bothStops).toHaveLength(4);
      expect(new Set(bothStops.map((n) => n.episode)).size).toBe(2);
      expect(bothStops.filter((n) => n.channel === 'ack')).toEqual([]);
    });

    it('keeps a lead whose attempt got no answer for a person: unknown, not sent again until retried', async () => {
      const store = await stores.open();
      const t0 = new Date();
      const id = await saved(store, enquiry(), t0);
      const claim = await claimOf(store, id, t0);
      expect(await store.markUnknown(id, 'timed out after 10000 ms', claim.token)).toBe(true);
      const lead = await store.get(id);
      expect(lead?.delivery).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastError: 'timed out after 10000 ms',
        nextAttemptAt: null,
      });
      expect(isIsoUtc(lead?.delivery.unknownAt)).toBe(true);
      expect(await store.claimNext(muchLater(t0), lease)).toBeUndefined();
      expect((await store.stats()).failed).toBe(1);

      const t1 = after(t0, 120_000);
      expect(await store.retry(id, t1)).toBe('scheduled');
      expect((await store.get(id))?.delivery).toMatchObject({ unknownAt: null, nextAttemptAt: t1.toISOString() });
      const again = await claimOf(store, id, t1);
      expect(again.interruptedAt).toBeNull();
    });

    it('takes a late success from the claimer whose attempt was recorded unknown', async () => {
      const store = await stores.open();
      const t0 = new Date();
      const id = await saved(store, enquiry(), t0);
      const claim = await claimOf(store, id, t0);
      await store.markUnknown(id, 'timed out after 10000 ms', claim.token);
      expect(await store.markDelivered(id, after(t0, 11_000), { status: 201, excerpt: 'ok' }, claim.token)).toBe(true);
      expect((await store.get(id))?.delivery).toMatchObject({ status: 'delivered', unknownAt: null });
    });

    it('answers what a retry did, re-queueing a delivered lead only when forced', async () => {
      const store = await stores.open();
      const t0 = new Date();
      const pending = await saved(store, enquiry(), t0);
      const spam = await saved(store, enquiry({}, { spam: true }), t0);
      const quarantined = await saved(store, held(), t0);
      const delivered = await saved(store, enquiry(), t0);
      await store.markDelivered(delivered, after(t0, 100));

      expect(await store.retry('01NOSUCHLEAD0000000000000', t0)).toBe('not_found');
      expect(await store.retry(spam, t0)).toBe('spam');
      expect(await store.retry(quarantined, t0)).toBe('quarantined');
      expect(await store.retry(delivered, t0)).toBe('delivered');
      expect((await store.get(delivered))?.delivery.status).toBe('delivered');

      const t1 = after(t0, 1_000);
      expect(await store.retry(pending, t1)).toBe('scheduled');
      expect((await store.get(pending))?.delivery.nextAttemptAt).toBe(t1.toISOString());
      expect(await store.retry(delivered, t1, { force: true })).toBe('scheduled');
      expect((await store.get(delivered))?.delivery).toMatchObject({
        status: 'pending',
        deliveredAt: null,
        nextAttemptAt: t1.toISOString(),
      });
      const claimed = [await store.claimNext(t1, lease), await store.claimNext(t1, lease)].map((c) => c?.lead.id);
      expect(claimed.sort()).toEqual([delivered, pending].sort());
      // The spam-trap catch and the held lead stay out, however late.
      expect(await store.claimNext(muchLater(t1), lease, { exclude: [delivered, pending] })).toBeUndefined();
      expect((await store.get(spam))?.delivery.status).toBe('spam');
      expect((await store.get(quarantined))?.delivery.quarantine).toBe('client');
    });

    it('counts leads by state, quarantined apart from pending', async () => {
      const store = await stores.open();
      const t0 = new Date();
      expect(await store.stats()).toEqual({ pending: 0, delivered: 0, failed: 0, spam: 0, quarantined: 0 });
      await saved(store, enquiry(), t0);
      await saved(store, enquiry(), t0);
      const failing = await saved(store, enquiry(), t0);
      const done = await saved(store, enquiry(), t0);
      await saved(store, enquiry({}, { spam: true }), t0);
      await saved(store, held(), t0);
      await saved(store, enquiry({}, { hold: 'global', heldFrom: '192.0.2.1' }), t0);
      await store.markAttempt(failing, 'CRM answered HTTP 502', after(t0, 1_000));
      await store.markDelivered(done, t0);
      expect(await store.stats()).toEqual({ pending: 2, delivered: 1, failed: 1, spam: 1, quarantined: 2 });
    });
  });
}
