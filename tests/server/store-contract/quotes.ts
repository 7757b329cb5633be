import { describe, expect } from 'vitest';
import { quoteDraft, quoteEstimate } from '../../../server/quotes/estimate';
import type { FinalDraft } from '../../../server/store/quote-types';
import { contractTest, storeOpener, type StoreEngine } from './engine';
import { after, enquiry, saved } from './fixtures';

const t0 = new Date('2026-12-01T05:00:00.000Z');
const at = (minutes: number) => after(t0, minutes * 60_000);
const estimate = quoteEstimate('from=pune&to=bengaluru&size=2bhk&pf=3')!;
const draft = quoteDraft(estimate, t0);

/** References handed out in turn, as `newRef` gives them. */
const refs = (...list: string[]) => {
  let next = 0;
  return () => list[next++] ?? `ZZZZ-${String(next).padStart(4, '0')}`;
};

/** A final price of `total` rupees, as the office sets it. */
const final = (total: number, aboveBand: boolean, minutes = 30): FinalDraft => ({
  setAt: at(minutes).toISOString(),
  setBy: 'Priya',
  lines: [{ id: 'transport', amount: total, raise: null }],
  subtotal: total,
  gst: 0,
  total,
  validUntil: '2026-12-16',
  aboveBand,
});

/** Quotes: one per lead, found only by reference, versions added in turn, agreement once. */
export function quoteContract(engine: StoreEngine): void {
  const it = contractTest(engine);
  describe(`${engine.name}: quotes`, () => {
    const stores = storeOpener(engine);

    it('issues one quote per lead, kept as sent, found by its reference only', async () => {
      const store = await stores.open();
      const id = await saved(store, enquiry(), t0);
      expect(await store.quotes.issue(id, draft, refs('K7Q2-9MXA'))).toBe('K7Q2-9MXA');
      expect(await store.quotes.issue(id, quoteDraft(estimate, at(5)), refs('AAAA-BBBB'))).toBe('K7Q2-9MXA');
      expect(await store.quotes.byRef('K7Q2-9MXA')).toEqual({
        ref: 'K7Q2-9MXA',
        leadId: id,
        issuedAt: t0.toISOString(),
        validUntil: draft.validUntil,
        estimate,
        versions: [],
      });
      expect(await store.quotes.byRef('K7Q2-9MXB')).toBeNull();
      expect((await store.quotes.forLeads([id, 'nobody'])).get(id)?.ref).toBe('K7Q2-9MXA');
    });

    it('skips a reference another quote has', async () => {
      const store = await stores.open();
      const first = await saved(store, enquiry(), t0);
      const second = await saved(store, enquiry(), t0);
      await store.quotes.issue(first, draft, refs('K7Q2-9MXA'));
      expect(await store.quotes.issue(second, draft, refs('K7Q2-9MXA', 'M4RX-20PQ'))).toBe('M4RX-20PQ');
      expect((await store.quotes.byRef('K7Q2-9MXA'))?.leadId).toBe(first);
    });

    it('gives a lead one quote when ten requests issue it at once', async () => {
      const store = await stores.open();
      const id = await saved(store, enquiry(), t0);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => store.quotes.issue(id, draft, refs(`AAAA-${String(i).padStart(4, '0')}`))),
      );
      expect(new Set(answers).size).toBe(1);
      expect((await store.quotes.byRef(answers[0]!))?.leadId).toBe(id);
    });

    it('adds final prices as versions in turn and refuses one set on a version already replaced', async () => {
      const store = await stores.open();
      const id = await saved(store, enquiry(), t0);
      expect(await store.quotes.setFinal(id, final(40_000, false), 0)).toEqual({ ok: false, reason: 'not_found' });
      const ref = await store.quotes.issue(id, draft, refs('K7Q2-9MXA'));
      const first = await store.quotes.setFinal(id, final(40_000, false), 0);
      expect(first).toMatchObject({ ok: true, quote: { versions: [{ version: 2, total: 40_000, agreedAt: null }] } });
      expect(await store.quotes.setFinal(id, final(41_000, false), 0)).toEqual({ ok: false, reason: 'stale' });
      await store.quotes.setFinal(id, final(52_000, true, 60), 2);
      const versions = (await store.quotes.byRef(ref))!.versions;
      expect(versions.map((v) => [v.version, v.total, v.setBy, v.setAt])).toEqual([
        [2, 40_000, 'Priya', at(30).toISOString()],
        [3, 52_000, 'Priya', at(60).toISOString()],
      ]);
    });

    it('records the customer’s agreement once, only to the latest price above the band', async () => {
      const store = await stores.open();
      const id = await saved(store, enquiry(), t0);
      const ref = await store.quotes.issue(id, draft, refs('K7Q2-9MXA'));
      expect(await store.quotes.agree(ref, 2, at(40))).toEqual({ ok: false, reason: 'stale' });
      await store.quotes.setFinal(id, final(40_000, false), 0);
      expect(await store.quotes.agree(ref, 2, at(40))).toEqual({ ok: false, reason: 'not_needed' });
      await store.quotes.setFinal(id, final(52_000, true), 2);
      expect(await store.quotes.agree(ref, 2, at(41))).toEqual({ ok: false, reason: 'stale' });
      expect(await store.quotes.agree('K7Q2-9MXB', 3, at(41))).toEqual({ ok: false, reason: 'not_found' });
      const agreed = await store.quotes.agree(ref, 3, at(42));
      expect(agreed).toMatchObject({ ok: true, agreedAt: at(42).toISOString() });
      expect(await store.quotes.agree(ref, 3, at(50))).toMatchObject({ ok: true, agreedAt: at(42).toISOString() });
      const latest = (await store.quotes.byRef(ref))!.versions.at(-1)!;
      expect([latest.version, latest.agreedAt]).toEqual([3, at(42).toISOString()]);
    });

    it('deletes a quote with its lead', async () => {
      const store = await stores.open();
      const id = await saved(store, enquiry({ email: 'gone@example.com' }), t0);
      const ref = await store.quotes.issue(id, draft, refs('K7Q2-9MXA'));
      await store.forget({ email: 'gone@example.com' });
      expect(await store.quotes.byRef(ref)).toBeNull();
    });
  });
}
