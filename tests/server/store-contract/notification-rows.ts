import { describe, expect } from 'vitest';
import type { Notification } from '../../../server/store/types';
import { contractTest, storeOpener, type StoreEngine } from './engine';
import { after, enquiry, held, muchLater, review, saved, someChannels } from './fixtures';

/** Channel → status of a lead's notifications of one event. */
const statusByChannel = (notifications: Notification[], event = 'lead') =>
  Object.fromEntries(notifications.filter((n) => n.event === event).map((n) => [n.channel, n.status]));

/** A new lead's notifications: written with it, one per configured channel. */
export function notificationRowsContract(engine: StoreEngine): void {
  const it = contractTest(engine);
  describe(`${engine.name}: notifications written with the lead`, () => {
    const stores = storeOpener(engine);

    it('gives a new enquiry one notification per channel, due when it was stored', async () => {
      const store = await stores.open({ channels: someChannels });
      const now = new Date('2025-04-01T10:00:00.000Z');
      const id = await saved(store, enquiry(), now);
      const rows = await store.notificationsOf(id);
      expect(rows.map((n) => n.channel).sort()).toEqual(['ack', 'email', 'webhook']);
      for (const n of rows) {
        expect(n).toMatchObject({
          leadId: id,
          event: 'lead',
          status: 'pending',
          attempts: 0,
          rejections: 0,
          lastError: null,
          deliveredAt: null,
          unknownAt: null,
          nextAttemptAt: now.toISOString(),
          createdAt: now.toISOString(),
        });
      }
      expect(new Set(rows.map((n) => n.id)).size).toBe(3);
      // Channels not configured get nothing.
      expect(await store.claimNotification('whatsapp', muchLater(now), 60_000)).toBeUndefined();
    });

    it('writes no notification without channels', async () => {
      const store = await stores.open();
      const id = await saved(store, enquiry());
      expect(await store.notificationsOf(id)).toEqual([]);
      expect(await store.channelStatus()).toEqual([]);
    });

    it('gives a review no acknowledgement: it has no e-mail address', async () => {
      const store = await stores.open({ channels: someChannels });
      const id = await saved(store, review());
      expect(statusByChannel(await store.notificationsOf(id))).toEqual({ email: 'pending', webhook: 'pending' });
    });

    it('holds a held lead’s office alerts until release, and never acknowledges it', async () => {
      const store = await stores.open({ channels: someChannels });
      const now = new Date();
      const id = await saved(store, held(), now);
      expect(statusByChannel(await store.notificationsOf(id))).toEqual({
        email: 'held',
        webhook: 'held',
        ack: 'skipped',
      });
      expect(await store.claimNotification('email', muchLater(now), 60_000)).toBeUndefined();
      expect(await store.claimNotification('ack', muchLater(now), 60_000)).toBeUndefined();

      const releasedAt = after(now, 5_000);
      expect(await store.release(id, releasedAt)).toBe('released');
      const rows = await store.notificationsOf(id);
      expect(statusByChannel(rows)).toEqual({ email: 'pending', webhook: 'pending', ack: 'skipped' });
      expect(rows.find((n) => n.channel === 'email')?.nextAttemptAt).toBe(releasedAt.toISOString());
      expect((await store.claimNotification('email', releasedAt, 60_000))?.lead.id).toBe(id);
      expect((await store.claimNotification('webhook', releasedAt, 60_000))?.lead.id).toBe(id);
      expect(await store.claimNotification('ack', muchLater(now), 60_000)).toBeUndefined();
    });

    it('holds a spam-trap catch’s notifications too', async () => {
      const store = await stores.open({ channels: someChannels });
      const id = await saved(store, enquiry({}, { spam: true }));
      expect(statusByChannel(await store.notificationsOf(id))).toEqual({
        email: 'held',
        webhook: 'held',
        ack: 'skipped',
      });
    });

    it('marks office alerts past the hourly rate summarised and a skipped acknowledgement with its reason', async () => {
      const store = await stores.open({ channels: someChannels });
      const now = new Date();
      const reason = 'not sent: 3 acknowledgements to this address today';
      const id = await saved(store, enquiry({}, { notify: { office: 'summary', ackSkipped: reason } }), now);
      const rows = await store.notificationsOf(id);
      expect(statusByChannel(rows)).toEqual({ email: 'summarised', webhook: 'summarised', ack: 'skipped' });
      expect(rows.find((n) => n.channel === 'ack')?.lastError).toBe(reason);
      for (const channel of someChannels) {
        expect(await store.claimNotification(channel, muchLater(now), 60_000)).toBeUndefined();
      }
      // The lead itself still goes to the CRM.
      expect((await store.claimNext(now, 60_000))?.lead.id).toBe(id);
    });

    it('sends the office alerts one by one and skips only the acknowledgement when only that is limited', async () => {
      const store = await stores.open({ channels: someChannels });
      const id = await saved(store, enquiry({}, { notify: { office: 'each', ackSkipped: 'not sent: hourly limit' } }));
      expect(statusByChannel(await store.notificationsOf(id))).toEqual({
        email: 'pending',
        webhook: 'pending',
        ack: 'skipped',
      });
    });
  });
}
