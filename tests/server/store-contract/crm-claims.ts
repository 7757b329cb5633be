import { describe, expect } from 'vitest';
import type { LeadStore } from '../../../server/store/types';
import { contractTest, storeOpener, type StoreEngine } from './engine';
import { after, enquiry, muchLater, saved } from './fixtures';

const lease = 60_000;

/** Every way a claimer records or gives up an attempt, each with `token`: which of them were recorded. */
async function marksWith(store: LeadStore, id: string, token: string, at: Date) {
  return [
    await store.markDelivered(id, at, { status: 201, excerpt: 'ok' }, token),
    await store.markAttempt(id, 'CRM answered HTTP 503', after(at, 1_000), {}, token),
    await store.markUnknown(id, 'timed out after 10000 ms', token),
    await store.releaseClaim(id, token),
  ];
}

/** The CRM's queue: one claimer at a time under a token, an attempt that went out never forgotten. */
export function crmClaimContract(engine: StoreEngine): void {
  const it = contractTest(engine);
  describe(`${engine.name}: claiming leads for the CRM`, () => {
    const stores = storeOpener(engine);

    it('hands each due lead to one claimer at a time, the one due first first', async () => {
      const store = await stores.open();
      const t0 = new Date();
      const older = await saved(store, enquiry(), t0);
      const newer = await saved(store, enquiry(), after(t0, 1));
      expect(await store.claimNext(after(t0, -1), lease)).toBeUndefined();

      const first = await store.claimNext(after(t0, 10), lease);
      expect(first).toMatchObject({ inMemory: false, interruptedAt: null });
      expect(first?.lead.id).toBe(older);
      const second = await store.claimNext(after(t0, 10), lease);
      expect(second?.lead.id).toBe(newer);
      expect(second?.token).not.toBe(first?.token);
      expect(await store.claimNext(after(t0, 10), lease)).toBeUndefined();
      // Still nobody else's until the lease has run out.
      expect(await store.claimNext(after(t0, 10 + lease - 1), lease)).toBeUndefined();
    });

    it('hands each lead to one of many claimers asking at once', async () => {
      const store = await stores.open();
      const t0 = new Date();
      const stored = await Promise.all(Array.from({ length: 5 }, () => saved(store, enquiry(), t0)));
      const claims = await Promise.all(Array.from({ length: 10 }, () => store.claimNext(t0, lease)));
      const leads = claims.flatMap((claim) => (claim ? [claim.lead.id] : []));
      expect(leads.sort()).toEqual([...stored].sort());
      expect(new Set(claims.flatMap((claim) => (claim ? [claim.token] : []))).size).toBe(5);
    });

    it('leaves out the leads a claimer excludes', async () => {
      const store = await stores.open();
      const t0 = new Date();
      const a = await saved(store, enquiry(), t0);
      const b = await saved(store, enquiry(), after(t0, 1));
      expect((await store.claimNext(after(t0, 5), lease, { exclude: [a] }))?.lead.id).toBe(b);
      expect(await store.claimNext(after(t0, 5), lease, { exclude: [a] })).toBeUndefined();
      expect((await store.claimNext(after(t0, 5), lease, { exclude: [] }))?.lead.id).toBe(a);
    });

    it('hands a lead whose lease ran out to the next claimer, saying an attempt went out unrecorded', async () => {
      const store = await stores.open();
      const t0 = new Date();
      const id = await saved(store, enquiry(), t0);
      const first = await store.claimNext(t0, 1_000);
      const second = await store.claimNext(after(t0, 1_000), lease);
      expect(second?.lead.id).toBe(id);
      expect(second?.token).not.toBe(first?.token);
      expect(second?.interruptedAt).not.toBeNull();
      expect(Date.parse(second!.interruptedAt!)).toBe(t0.getTime());

      // The first claimer's late result is refused: the lead is the second's now.
      const before = await store.get(id);
      expect(await marksWith(store, id, first!.token, after(t0, 2_000))).toEqual([false, false, false, false]);
      expect(await store.get(id)).toEqual(before);
      expect(await store.markDelivered(id, after(t0, 2_000), undefined, second!.token)).toBe(true);
      expect((await store.get(id))?.delivery.status).toBe('delivered');
    });

    it('records nothing for a token that never held the claim, and the claim stays', async () => {
      const store = await stores.open();
      const t0 = new Date();
      const id = await saved(store, enquiry(), t0);
      const claim = await store.claimNext(t0, lease);
      const before = await store.get(id);
      expect(await marksWith(store, id, 'not-the-token', after(t0, 10))).toEqual([false, false, false, false]);
      expect(await store.get(id)).toEqual(before);
      expect(await store.claimNext(after(t0, 10), lease)).toBeUndefined();
      expect(await store.releaseClaim(id, claim!.token)).toBe(true);
    });

    it('gives a claim back with its token, no attempt counted and none taken for interrupted', async () => {
      const store = await stores.open();
      const t0 = new Date();
      const id = await saved(store, enquiry(), t0);
      const claim = await store.claimNext(t0, lease);
      expect(await store.releaseClaim(id, claim!.token)).toBe(true);
      const again = await store.claimNext(t0, lease);
      expect(again?.lead.id).toBe(id);
      expect(again?.interruptedAt).toBeNull();
      expect(again?.lead.delivery.attempts).toBe(0);
    });

    it('lets a claimer whose lease ran out still record while nobody else has claimed the lead', async () => {
      const store = await stores.open();
      const longAgo = after(new Date(), -10 * 60_000);
      const id = await saved(store, enquiry(), longAgo);
      const claim = await store.claimNext(longAgo, 1_000);
      expect(await store.markDelivered(id, after(longAgo, 5_000), undefined, claim!.token)).toBe(true);
      expect((await store.get(id))?.delivery.status).toBe('delivered');
    });

    it('records a delivery with the CRM’s answer; a delivered lead is never due again', async () => {
      const store = await stores.open();
      const t0 = new Date();
      const id = await saved(store, enquiry(), t0);
      const claim = await store.claimNext(t0, lease);
      const at = after(t0, 800);
      expect(await store.markDelivered(id, at, { status: 201, excerpt: '{"id":"crm-42"}' }, claim!.token)).toBe(true);
      expect((await store.get(id))?.delivery).toMatchObject({
        status: 'delivered',
        attempts: 1,
        deliveredAt: at.toISOString(),
        nextAttemptAt: null,
        unknownAt: null,
        answer: { status: 201, excerpt: '{"id":"crm-42"}', at: at.toISOString() },
      });
      expect(await store.claimNext(muchLater(t0), lease)).toBeUndefined();
      expect(await store.stats()).toEqual({ pending: 0, delivered: 1, failed: 0, spam: 0, quarantined: 0 });
    });
  });
}
