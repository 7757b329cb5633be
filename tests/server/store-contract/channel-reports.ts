import { describe, expect } from 'vitest';
import { contractTest, storeOpener, type StoreEngine } from './engine';
import { after, enquiry, held, notificationOn, review, saved, someChannels } from './fixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A channel with nothing in a state, as `channelStatus` counts it. */
const none = { held: 0, pending: 0, failed: 0, stopped: 0, unknown: 0, delivered: 0 };

/** What the office reads of its channels: each channel's queue, and the flood summaries. */
export function channelReportContract(engine: StoreEngine): void {
  const it = contractTest(engine);
  describe(`${engine.name}: each channel’s queue`, () => {
    const stores = storeOpener(engine);

    it('counts each channel’s notifications by state, channels in the office’s order', async () => {
      const store = await stores.open({ channels: someChannels });
      const t0 = new Date();
      const first = await saved(store, enquiry(), t0);
      const second = await saved(store, enquiry(), t0);
      // A held review: its office alerts wait, and it has no acknowledgement.
      await saved(store, review({}, { hold: 'client', heldFrom: '198.51.100.7' }), t0);
      const on = async (lead: string, channel: 'email' | 'webhook' | 'ack') =>
        (await notificationOn(store, lead, channel)).id;
      await store.markNotificationSent(await on(first, 'email'), after(t0, 100));
      await store.markNotificationFailed(await on(first, 'webhook'), 'webhook answered HTTP 503', after(t0, 5_000));
      await store.markNotificationFailed(await on(first, 'ack'), 'mail server answered 550', null, { rejected: true });
      await store.markNotificationUnknown(await on(second, 'email'), 'timed out after 10000 ms');

      const status = await store.channelStatus();
      expect(status.map((s) => s.channel)).toEqual(['email', 'webhook', 'ack']);
      const [email, webhook, ack] = status;
      expect(email).toMatchObject({ ...none, held: 1, unknown: 1, delivered: 1 });
      expect(email?.lastDeliveredAt).toBe(after(t0, 100).toISOString());
      // A failed notification still retried by itself is pending too.
      expect(webhook).toMatchObject({ ...none, held: 1, pending: 2, failed: 1 });
      expect(webhook?.lastError).toBe('webhook answered HTTP 503');
      expect(webhook?.lastDeliveredAt).toBeNull();
      expect(ack).toMatchObject({ ...none, pending: 1, stopped: 1 });
    });

    it('counts a skipped acknowledgement and a summarised alert in no queue: neither is ever sent', async () => {
      const store = await stores.open({ channels: someChannels });
      await saved(store, held());
      await saved(store, enquiry({}, { notify: { office: 'summary', ackSkipped: 'not sent: hourly limit' } }));
      const status = await store.channelStatus();
      const of = (channel: string) => status.find((s) => s.channel === channel);
      expect(of('email')).toMatchObject({ ...none, held: 1 });
      expect(of('webhook')).toMatchObject({ ...none, held: 1 });
      expect(of('ack') ?? none).toMatchObject(none);
    });

    it('keeps the last error and when it came whatever came after, and the last delivery', async () => {
      const store = await stores.open({ channels: ['email'] });
      const t0 = new Date();
      const leads = [await saved(store, enquiry(), t0), await saved(store, review(), t0)];
      const [a, b] = await Promise.all(leads.map(async (lead) => (await notificationOn(store, lead, 'email')).id));
      expect(await store.channelStatus()).toEqual([
        { channel: 'email', ...none, pending: 2, lastError: null, lastErrorAt: null, lastDeliveredAt: null },
      ]);
      await store.markNotificationFailed(a!, 'mail server answered 421', t0);
      // Errors a few milliseconds apart, so which came last is plain whatever clock records them.
      await sleep(5);
      await store.markNotificationFailed(b!, 'mail server answered 451', t0);
      const lastErrorAt = (await notificationOn(store, leads[1]!, 'email')).lastErrorAt;
      await store.markNotificationSent(a!, after(t0, 2_000));
      await store.markNotificationSent(b!, after(t0, 1_000));
      const [email] = await store.channelStatus();
      expect(email).toMatchObject({ ...none, delivered: 2, lastError: 'mail server answered 451', lastErrorAt });
      expect(email?.lastDeliveredAt).toBe(after(t0, 2_000).toISOString());
    });
  });

  describe(`${engine.name}: flood summaries`, () => {
    const stores = storeOpener(engine);
    const window = 10 * 60_000;

    it('writes one summary per window on each channel asked, however often and at once it is asked', async () => {
      const store = await stores.open({ channels: someChannels });
      const t0 = new Date();
      const heldId = await saved(store, held(), t0);
      const now = after(t0, 1_000);
      const asked = await Promise.all([
        store.queueSummary(['email', 'webhook'], now, window),
        store.queueSummary(['email', 'webhook'], now, window),
      ]);
      expect(asked.filter(Boolean)).toHaveLength(1);
      expect(await store.queueSummary(['email', 'webhook'], after(now, window - 1), window)).toBe(false);
      const summaries = (await store.notificationsOf(heldId)).filter((n) => n.event === 'summary');
      expect(summaries.map((n) => n.channel).sort()).toEqual(['email', 'webhook']);
      expect(summaries.every((n) => n.status === 'pending')).toBe(true);
      // Sent like any other notification, though its lead is held.
      const claim = await store.claimNotification('email', now, 60_000);
      expect(claim?.notification).toMatchObject({ event: 'summary', leadId: heldId });

      // The next window: a new held lead gets the next summary.
      const later = after(now, window + 1_000);
      expect(await store.queueSummary(['email', 'webhook'], later, window)).toBe(false);
      const nextHeld = await saved(store, held('198.51.100.9'), after(later, -500));
      expect(await store.queueSummary(['email', 'webhook'], later, window)).toBe(true);
      expect((await store.notificationsOf(nextHeld)).filter((n) => n.event === 'summary')).toHaveLength(2);
    });

    it('writes none when the window holds nothing to tell, or no channel is asked', async () => {
      const store = await stores.open({ channels: someChannels });
      const t0 = new Date();
      expect(await store.queueSummary(['email'], t0, window)).toBe(false);
      await saved(store, enquiry(), t0);
      expect(await store.queueSummary(['email'], after(t0, 1), window)).toBe(false);
      await saved(store, held(), t0);
      expect(await store.queueSummary([], after(t0, 1), window)).toBe(false);
      // An alert past the hourly rate is something to tell too.
      const store2 = await stores.open({ channels: someChannels });
      const id = await saved(store2, enquiry({}, { notify: { office: 'summary', ackSkipped: null } }), t0);
      expect(await store2.queueSummary(['email'], after(t0, 1), window)).toBe(true);
      expect((await store2.notificationsOf(id)).filter((n) => n.event === 'summary')).toHaveLength(1);
    });

    it('counts what a window holds: held leads by kind, their addresses, leads told only in the summary', async () => {
      const store = await stores.open({ channels: someChannels });
      const t0 = new Date('2025-04-01T10:00:00.000Z');
      await saved(store, held('198.51.100.1'), t0);
      await saved(store, held('198.51.100.1'), after(t0, 1_000));
      await saved(store, review({}, { hold: 'repeat', heldFrom: '198.51.100.2' }), after(t0, 2_000));
      await saved(store, enquiry({}, { notify: { office: 'summary', ackSkipped: null } }), after(t0, 3_000));
      await saved(store, enquiry(), after(t0, 4_000));
      // Outside the window: at its end (which it excludes), and before it.
      await saved(store, held('198.51.100.3'), after(t0, 10_000));
      await saved(store, held('198.51.100.4'), after(t0, -1));

      expect(await store.floodSummary(t0, after(t0, 10_000))).toEqual({
        held: { enquiry: 2, review: 1 },
        addresses: 2,
        summarised: 1,
      });
      expect(await store.floodSummary(after(t0, 20_000), after(t0, 30_000))).toEqual({
        held: { enquiry: 0, review: 0 },
        addresses: 0,
        summarised: 0,
      });
    });
  });
}
