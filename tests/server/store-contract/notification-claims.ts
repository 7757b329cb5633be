import { describe, expect } from 'vitest';
import type { LeadStore } from '../../../server/store/types';
import { contractTest, storeOpener, type StoreEngine } from './engine';
import { after, enquiry, held, isIsoUtc, muchLater, notificationOn, saved, someChannels } from './fixtures';

const lease = 60_000;

/** Every way a claimer records or gives up a notification's attempt with `token`: which were recorded. */
async function marksWith(store: LeadStore, id: number, token: string, at: Date) {
  return [
    await store.markNotificationSent(id, at, token),
    await store.markNotificationFailed(id, 'mail server answered 451', after(at, 1_000), {}, token),
    await store.markNotificationUnknown(id, 'timed out after 10000 ms', token),
    await store.releaseNotificationClaim(id, token),
  ];
}

/** A stored enquiry at `t0` and its e-mail notification's id. */
async function enquiryOnEmail(store: LeadStore, t0: Date) {
  const leadId = await saved(store, enquiry(), t0);
  return { leadId, id: (await notificationOn(store, leadId, 'email')).id };
}

/** Each channel's queue: claims, leases and tokens as for the CRM's. */
export function notificationClaimContract(engine: StoreEngine): void {
  const it = contractTest(engine);
  describe(`${engine.name}: claiming notifications`, () => {
    const stores = storeOpener(engine);

    it('hands each channel’s notification to one claimer at a time, with its lead', async () => {
      const store = await stores.open({ channels: someChannels });
      const t0 = new Date();
      const { leadId, id } = await enquiryOnEmail(store, t0);
      const claim = await store.claimNotification('email', t0, lease);
      expect(claim).toMatchObject({ inMemory: false, interruptedAt: null });
      expect(claim?.notification).toMatchObject({ id, leadId, channel: 'email', event: 'lead', status: 'pending' });
      expect(claim?.lead.id).toBe(leadId);
      expect(claim?.lead.payload.name).toBe('Asha Verma');
      expect(await store.claimNotification('email', after(t0, lease - 1), lease)).toBeUndefined();
      // The other channels' notifications are theirs to claim.
      expect((await store.claimNotification('webhook', t0, lease))?.notification.channel).toBe('webhook');
      expect((await store.claimNotification('ack', t0, lease))?.notification.channel).toBe('ack');
      expect(await store.claimNotification('whatsapp', t0, lease)).toBeUndefined();
    });

    it('hands each notification to one of many claimers asking at once', async () => {
      const store = await stores.open({ channels: someChannels });
      const t0 = new Date();
      const stored = await Promise.all(Array.from({ length: 4 }, async () => (await enquiryOnEmail(store, t0)).id));
      const claims = await Promise.all(Array.from({ length: 8 }, () => store.claimNotification('email', t0, lease)));
      const claimed = claims.flatMap((claim) => (claim ? [claim.notification.id] : []));
      expect(claimed.sort((x, y) => x - y)).toEqual([...stored].sort((x, y) => x - y));
    });

    it('leaves out the notifications a claimer excludes, and hands out the one due first', async () => {
      const store = await stores.open({ channels: someChannels });
      const t0 = new Date();
      const first = await enquiryOnEmail(store, t0);
      const second = await enquiryOnEmail(store, after(t0, 1));
      const now = after(t0, 5);
      const claim = await store.claimNotification('email', now, lease, { exclude: [first.id] });
      expect(claim?.notification.id).toBe(second.id);
      expect(await store.claimNotification('email', now, lease, { exclude: [first.id] })).toBeUndefined();
      expect((await store.claimNotification('email', now, lease))?.notification.id).toBe(first.id);
    });

    it('hands a notification whose lease ran out to the next claimer, saying an attempt went out', async () => {
      const store = await stores.open({ channels: someChannels });
      const t0 = new Date();
      const { id } = await enquiryOnEmail(store, t0);
      const first = await store.claimNotification('email', t0, 1_000);
      const second = await store.claimNotification('email', after(t0, 1_000), lease);
      expect(second?.notification.id).toBe(id);
      expect(second?.token).not.toBe(first?.token);
      expect(Date.parse(second!.interruptedAt!)).toBe(t0.getTime());

      const before = await notificationOn(store, second!.lead.id, 'email');
      expect(await marksWith(store, id, first!.token, after(t0, 2_000))).toEqual([false, false, false, false]);
      expect(await notificationOn(store, second!.lead.id, 'email')).toEqual(before);
      expect(await store.markNotificationSent(id, after(t0, 2_000), second!.token)).toBe(true);
    });

    it('records nothing for a token that never held the claim, and the claim stays', async () => {
      const store = await stores.open({ channels: someChannels });
      const t0 = new Date();
      const { leadId, id } = await enquiryOnEmail(store, t0);
      const claim = await store.claimNotification('email', t0, lease);
      const before = await store.notificationsOf(leadId);
      expect(await marksWith(store, id, 'not-the-token', t0)).toEqual([false, false, false, false]);
      expect(await store.notificationsOf(leadId)).toEqual(before);
      expect(await store.claimNotification('email', t0, lease)).toBeUndefined();
      expect(await store.releaseNotificationClaim(id, claim!.token)).toBe(true);
      const again = await store.claimNotification('email', t0, lease);
      expect(again?.notification).toMatchObject({ id, attempts: 0 });
      expect(again?.interruptedAt).toBeNull();
    });

    it('sends a notification once: delivered, never claimed again, a retry refused', async () => {
      const store = await stores.open({ channels: someChannels });
      const t0 = new Date();
      const { leadId, id } = await enquiryOnEmail(store, t0);
      const claim = await store.claimNotification('email', t0, lease);
      expect(await store.markNotificationSent(id, after(t0, 300), claim!.token)).toBe(true);
      expect(await notificationOn(store, leadId, 'email')).toMatchObject({
        status: 'delivered',
        attempts: 1,
        deliveredAt: after(t0, 300).toISOString(),
        unknownAt: null,
      });
      expect(await store.claimNotification('email', muchLater(t0), lease)).toBeUndefined();
      expect(await store.retryNotification(id, t0)).toBe('delivered');
      expect(await store.claimNotification('email', muchLater(t0), lease)).toBeUndefined();
    });

    it('counts a failed attempt and its refusal, due again at the time given, not before', async () => {
      const store = await stores.open({ channels: someChannels });
      const t0 = new Date();
      const { leadId, id } = await enquiryOnEmail(store, t0);
      let claim = await store.claimNotification('email', t0, lease);
      const next = after(t0, 4_000);
      expect(
        await store.markNotificationFailed(id, 'mail server answered 550', next, { rejected: true }, claim!.token),
      ).toBe(true);
      const failed = await notificationOn(store, leadId, 'email');
      expect(failed).toMatchObject({
        status: 'failed',
        attempts: 1,
        rejections: 1,
        lastError: 'mail server answered 550',
        nextAttemptAt: next.toISOString(),
      });
      expect(isIsoUtc(failed.lastErrorAt)).toBe(true);
      expect(await store.claimNotification('email', after(next, -1), lease)).toBeUndefined();
      claim = await store.claimNotification('email', next, lease);
      expect(claim?.notification.id).toBe(id);
      expect(claim?.interruptedAt).toBeNull();
      await store.markNotificationFailed(id, 'mail server answered 451', next, {}, claim!.token);
      expect(await notificationOn(store, leadId, 'email')).toMatchObject({ attempts: 2, rejections: 1 });
    });

    it('stops a notification given no next attempt until a person retries it, with a fresh allowance', async () => {
      const store = await stores.open({ channels: someChannels });
      const t0 = new Date();
      const { leadId, id } = await enquiryOnEmail(store, t0);
      const claim = await store.claimNotification('email', t0, lease);
      await store.markNotificationFailed(id, 'mail server answered 550', null, { rejected: true }, claim!.token);
      expect(await notificationOn(store, leadId, 'email')).toMatchObject({ status: 'failed', nextAttemptAt: null });
      expect(await store.claimNotification('email', muchLater(t0), lease)).toBeUndefined();

      const t1 = after(t0, 60_000);
      expect(await store.retryNotification(id, t1)).toBe('scheduled');
      expect(await notificationOn(store, leadId, 'email')).toMatchObject({
        rejections: 0,
        nextAttemptAt: t1.toISOString(),
      });
      expect((await store.claimNotification('email', t1, lease))?.notification.id).toBe(id);
    });

    it('keeps a notification whose send got no answer for a person: unknown until retried', async () => {
      const store = await stores.open({ channels: someChannels });
      const t0 = new Date();
      const { leadId, id } = await enquiryOnEmail(store, t0);
      const claim = await store.claimNotification('email', t0, lease);
      expect(await store.markNotificationUnknown(id, 'timed out after 10000 ms', claim!.token)).toBe(true);
      const unknown = await notificationOn(store, leadId, 'email');
      expect(unknown).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
      expect(isIsoUtc(unknown.unknownAt)).toBe(true);
      expect(await store.claimNotification('email', muchLater(t0), lease)).toBeUndefined();

      const t1 = after(t0, 60_000);
      expect(await store.retryNotification(id, t1)).toBe('scheduled');
      expect((await notificationOn(store, leadId, 'email')).unknownAt).toBeNull();
      expect((await store.claimNotification('email', t1, lease))?.notification.id).toBe(id);
    });

    it('never sends a skipped acknowledgement or a summarised alert, even when retried', async () => {
      const store = await stores.open({ channels: someChannels });
      const t0 = new Date();
      const leadId = await saved(
        store,
        enquiry({}, { notify: { office: 'summary', ackSkipped: 'not sent: hourly limit' } }),
        t0,
      );
      for (const channel of ['ack', 'email'] as const) {
        const { id, status } = await notificationOn(store, leadId, channel);
        await store.retryNotification(id, t0);
        expect((await notificationOn(store, leadId, channel)).status).toBe(status);
        expect(await store.claimNotification(channel, muchLater(t0), lease)).toBeUndefined();
      }
    });

    it('refuses to retry a held notification or one that does not exist', async () => {
      const store = await stores.open({ channels: someChannels });
      const leadId = await saved(store, held());
      const { id } = await notificationOn(store, leadId, 'email');
      expect(await store.retryNotification(id)).toBe('held');
      expect((await notificationOn(store, leadId, 'email')).status).toBe('held');
      expect(await store.retryNotification(987_654_321)).toBe('not_found');
    });
  });
}
