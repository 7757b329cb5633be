import { describe, expect } from 'vitest';
import type { LeadStore } from '../../../server/store/types';
import { contractTest, storeOpener, type StoreEngine } from './engine';
import { after, enquiry, held, review, saved, someChannels } from './fixtures';

/**
 * A store with leads held from two addresses, one of them a review, one held for everyone's
 * limit, a spam-trap catch and a genuine lead, at known times.
 */
async function flood(store: LeadStore) {
  const t0 = new Date('2025-04-01T10:00:00.000Z');
  const ids = {
    a1: await saved(store, held('198.51.100.1'), t0),
    b1: await saved(store, review({}, { hold: 'repeat', heldFrom: '198.51.100.2' }), after(t0, 1_000)),
    a2: await saved(store, enquiry({}, { hold: 'links', heldFrom: '198.51.100.1' }), after(t0, 2_000)),
    spam: await saved(store, enquiry({}, { spam: true }), after(t0, 3_000)),
    b2: await saved(store, enquiry({}, { hold: 'global', heldFrom: '198.51.100.2' }), after(t0, 4_000)),
    genuine: await saved(store, enquiry(), after(t0, 5_000)),
  };
  return { t0, ids };
}

/** Leads held for review: listed with why, released to the CRM and the office, or discarded. */
export function heldContract(engine: StoreEngine): void {
  const it = contractTest(engine);
  describe(`${engine.name}: held leads`, () => {
    const stores = storeOpener(engine);

    it('lists held leads oldest first, every quarantined one newest first with why, and each address', async () => {
      const store = await stores.open();
      const { t0, ids } = await flood(store);
      expect(await store.quarantined()).toEqual([ids.a1, ids.b1, ids.a2, ids.b2]);
      const listed = await store.quarantinedLeads();
      expect(listed.map((q) => [q.lead.id, q.reason])).toEqual([
        [ids.b2, 'global'],
        [ids.spam, 'honeypot'],
        [ids.a2, 'links'],
        [ids.b1, 'repeat'],
        [ids.a1, 'client'],
      ]);
      expect(listed[1]?.lead.delivery.status).toBe('spam');
      const sources = await store.heldSources();
      expect(sources.map((s) => ({ ...s, reasons: [...s.reasons].sort() }))).toEqual([
        {
          from: '198.51.100.2',
          count: 2,
          reasons: ['global', 'repeat'],
          first: after(t0, 1_000).toISOString(),
          last: after(t0, 4_000).toISOString(),
        },
        {
          from: '198.51.100.1',
          count: 2,
          reasons: ['client', 'links'],
          first: t0.toISOString(),
          last: after(t0, 2_000).toISOString(),
        },
      ]);
    });

    it('releases one held lead: due now for the CRM, as if just arrived, and out of every held list', async () => {
      const store = await stores.open({ channels: someChannels });
      const { t0, ids } = await flood(store);
      const now = after(t0, 60_000);
      expect(await store.release(ids.a1, now)).toBe('released');
      expect((await store.get(ids.a1))?.delivery).toMatchObject({
        status: 'pending',
        quarantine: null,
        heldFrom: null,
        nextAttemptAt: now.toISOString(),
      });
      expect(await store.quarantined()).not.toContain(ids.a1);
      expect((await store.heldSources()).find((s) => s.from === '198.51.100.1')?.count).toBe(1);
      const claimed = [await store.claimNext(now, 60_000), await store.claimNext(now, 60_000)];
      expect(claimed.map((c) => c?.lead.id).sort()).toEqual([ids.a1, ids.genuine].sort());
      expect(await store.claimNext(now, 60_000)).toBeUndefined();
    });

    it('refuses to release what is not quarantined', async () => {
      const store = await stores.open();
      const { ids } = await flood(store);
      expect(await store.release(ids.genuine)).toBe('not_quarantined');
      expect(await store.release('01NOSUCHLEAD0000000000000')).toBe('not_found');
      expect(await store.release(ids.a1)).toBe('released');
      expect(await store.release(ids.a1)).toBe('not_quarantined');
    });

    it('takes a released spam-trap catch for genuine, still counted as caught by the trap', async () => {
      const store = await stores.open();
      const { t0, ids } = await flood(store);
      const now = after(t0, 60_000);
      expect(await store.release(ids.spam, now)).toBe('released');
      expect((await store.get(ids.spam))?.delivery).toMatchObject({
        status: 'pending',
        nextAttemptAt: now.toISOString(),
      });
      expect((await store.quarantinedLeads()).map((q) => q.lead.id)).not.toContain(ids.spam);
      expect((await store.claimNext(now, 60_000, { exclude: [ids.genuine] }))?.lead.id).toBe(ids.spam);
      expect(await store.countLeads({ spam: true })).toBe(1);
    });

    it('releases held leads in bulk by address and time, never the spam trap’s catches', async () => {
      const store = await stores.open();
      const { t0, ids } = await flood(store);
      const now = after(t0, 60_000);
      expect(await store.releaseHeld({ from: '198.51.100.2', since: after(t0, 2_000) }, now)).toEqual([ids.b2]);
      expect(await store.releaseHeld({ until: after(t0, 2_000) }, now)).toEqual([ids.a1, ids.b1]);
      expect(await store.quarantined()).toEqual([ids.a2]);
      expect(await store.releaseHeld({}, now)).toEqual([ids.a2]);
      expect(await store.quarantined()).toEqual([]);
      expect((await store.get(ids.spam))?.delivery.status).toBe('spam');
      expect(await store.stats()).toMatchObject({ pending: 5, spam: 1, quarantined: 0 });
    });

    it('discards held leads in bulk with their notifications; a dry run deletes nothing; spam only when asked', async () => {
      const store = await stores.open({ channels: someChannels });
      const { ids } = await flood(store);
      expect(await store.discardHeld({ from: '198.51.100.1' }, { dryRun: true })).toEqual([ids.a1, ids.a2]);
      expect(await store.countLeads({})).toBe(6);

      expect(await store.discardHeld({ from: '198.51.100.1' })).toEqual([ids.a1, ids.a2]);
      expect(await store.get(ids.a1)).toBeUndefined();
      expect(await store.notificationsOf(ids.a1)).toEqual([]);
      expect(await store.discardHeld({})).toEqual([ids.b1, ids.b2]);
      expect(await store.get(ids.spam)).toBeDefined();
      expect(await store.discardHeld({}, { spam: true })).toEqual([ids.spam]);
      expect(await store.notificationsOf(ids.spam)).toEqual([]);
      expect((await store.list()).map((lead) => lead.id)).toEqual([ids.genuine]);
      expect(await store.channelStatus()).toEqual([
        expect.objectContaining({ channel: 'email', held: 0, pending: 1 }),
        expect.objectContaining({ channel: 'webhook', held: 0, pending: 1 }),
        expect.objectContaining({ channel: 'ack', pending: 1 }),
      ]);
    });
  });
}
