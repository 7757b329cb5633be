import { describe, expect } from 'vitest';
import type { Lead } from '../../../server/store/types';
import { contractTest, storeOpener, type StoreEngine } from './engine';
import { after, enquiry, held, muchLater, newKey, review, saved } from './fixtures';

/** The delivery record of a lead just stored for the CRM at `at`. */
const freshDelivery = (at: Date): Lead['delivery'] => ({
  status: 'pending',
  attempts: 0,
  lastError: null,
  nextAttemptAt: at.toISOString(),
  deliveredAt: null,
  rejections: 0,
  answer: null,
  quarantine: null,
  heldFrom: null,
  unknownAt: null,
});

/** saveLead: stored once committed, once per key, spam and held leads kept back. */
export function savingContract(engine: StoreEngine): void {
  const it = contractTest(engine);
  describe(`${engine.name}: saving a lead`, () => {
    const stores = storeOpener(engine);

    it('resolves once the lead is stored: read straight back as sent, pending for the CRM', async () => {
      const store = await stores.open();
      const now = new Date('2025-04-01T09:30:00.000Z');
      // Fields in an order no sorting would give: the export's columns follow it.
      const lead = enquiry({ page: '/services/home-shifting', moveDate: '2025-05-02', floor: 3 });
      const result = await store.saveLead(lead, now);
      expect(result.created).toBe(true);
      expect(result.conflict ?? false).toBe(false);

      const stored = await store.get(result.id);
      expect(stored).toEqual({
        id: result.id,
        kind: 'enquiry',
        idempotencyKey: lead.idempotencyKey,
        payload: lead.payload,
        spam: false,
        createdAt: now.toISOString(),
        delivery: freshDelivery(now),
      });
      expect(Object.keys(stored!.payload)).toEqual(Object.keys(lead.payload));
      expect(await store.findByKey(lead.idempotencyKey)).toEqual(stored);
      expect((await store.claimNext(now, 60_000))?.lead.id).toBe(result.id);
    });

    it('stores a reused key once: the same content answers the first id, other content or kind a conflict', async () => {
      const store = await stores.open({ channels: ['email', 'ack', 'webhook'] });
      const first = enquiry();
      const id = await saved(store, first);

      const again = await store.saveLead({ ...first, payload: { ...first.payload } });
      expect(again).toEqual({ id, created: false });
      const otherContent = await store.saveLead({ ...first, payload: { ...first.payload, detail: '3 BHK' } });
      expect(otherContent).toMatchObject({ id, created: false, conflict: true });
      const otherKind = await store.saveLead(review({}, { idempotencyKey: first.idempotencyKey }));
      expect(otherKind).toMatchObject({ id, created: false, conflict: true });

      expect(await store.countLeads({})).toBe(1);
      expect((await store.get(id))?.payload).toEqual(first.payload);
      // Its notifications were written once, with the first save.
      expect(await store.notificationsOf(id)).toHaveLength(3);
    });

    it('stores one lead when the same key arrives twice at once', async () => {
      const store = await stores.open();
      const lead = enquiry();
      const results = await Promise.all([store.saveLead(lead), store.saveLead({ ...lead })]);
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(results[0]!.id).toBe(results[1]!.id);
      expect(results.some((r) => r.conflict)).toBe(false);
      expect(await store.countLeads({})).toBe(1);
    });

    it('keeps a spam-trap catch with status spam, never handed to the CRM', async () => {
      const store = await stores.open();
      const now = new Date();
      const id = await saved(store, enquiry({}, { spam: true }), now);
      const lead = await store.get(id);
      expect(lead?.spam).toBe(true);
      expect(lead?.delivery.status).toBe('spam');
      expect(await store.claimNext(muchLater(now), 60_000)).toBeUndefined();
      expect(await store.stats()).toEqual({ pending: 0, delivered: 0, failed: 0, spam: 1, quarantined: 0 });
    });

    it('keeps a lead held past a limit quarantined with its reason and address, never handed to the CRM', async () => {
      const store = await stores.open();
      const now = new Date();
      const id = await saved(store, held('198.51.100.20'), now);
      const lead = await store.get(id);
      expect(lead?.spam).toBe(false);
      expect(lead?.delivery).toMatchObject({
        status: 'pending',
        quarantine: 'client',
        heldFrom: '198.51.100.20',
        nextAttemptAt: null,
      });
      expect(await store.claimNext(muchLater(now), 60_000)).toBeUndefined();
      expect(await store.quarantined()).toEqual([id]);
      expect(await store.heldSources()).toEqual([
        {
          from: '198.51.100.20',
          count: 1,
          reasons: ['client'],
          first: now.toISOString(),
          last: now.toISOString(),
        },
      ]);
      expect(await store.stats()).toEqual({ pending: 0, delivered: 0, failed: 0, spam: 0, quarantined: 1 });
    });

    it('stores 200 saves made at once, each under its own id', async () => {
      const store = await stores.open();
      const leads = Array.from({ length: 200 }, (_, i) => enquiry({ n: i }));
      const results = await Promise.all(leads.map((lead) => store.saveLead(lead)));
      expect(results.every((r) => r.created)).toBe(true);
      expect(new Set(results.map((r) => r.id)).size).toBe(200);
      expect(await store.countLeads({})).toBe(200);
      // Each id holds its own lead, not a neighbour's.
      for (const [i, result] of results.entries()) {
        if (i % 20 === 0) expect((await store.get(result.id))?.payload.n).toBe(i);
      }
      expect((await store.stats()).pending).toBe(200);
    });

    it('close writes the saves already asked for, then refuses new ones', async () => {
      const store = await stores.open();
      let settled = 0;
      const saves = Array.from({ length: 20 }, (_, i) =>
        store.saveLead(enquiry({ n: i }), after(new Date(), i)).finally(() => settled++),
      );
      await store.close();
      stores.closedByTest(store);
      // Each had its answer by the time close finished.
      expect(settled).toBe(20);
      const results = await Promise.all(saves);
      expect(results.every((r) => r.created)).toBe(true);
      expect(new Set(results.map((r) => r.id)).size).toBe(20);
      await expect(store.saveLead(enquiry({}, { idempotencyKey: newKey() }))).rejects.toThrow();
    });
  });
}
