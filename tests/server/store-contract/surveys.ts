import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import type { SurveyBooking } from '../../../server/store/survey-types';
import { contractTest, storeOpener, type StoreEngine } from './engine';
import { after, enquiry, saved } from './fixtures';

const t0 = new Date('2026-12-06T05:00:00.000Z');
const at = (minutes: number) => after(t0, minutes * 60_000);
const limits = { perBand: 2, perDay: 3 };

/** A booking of `date` and `band` as the intake makes one. */
const booking = (date = '2026-12-08', band = '11-13', key = randomUUID()) => ({
  id: randomUUID(),
  key,
  kind: 'video' as const,
  date,
  band,
  token: randomUUID(),
  createdAt: t0.toISOString(),
});

/** Survey bookings: never more than the capacity, however many book at once; one per submission. */
export function surveyContract(engine: StoreEngine): void {
  const it = contractTest(engine);
  describe(`${engine.name}: survey bookings`, () => {
    const stores = storeOpener(engine);

    it('gives the last place of a band to exactly one of twenty visitors booking it at once', async () => {
      const store = await stores.open();
      await store.surveys.book(booking(), limits, at(0));
      const results = await Promise.all(Array.from({ length: 20 }, () => store.surveys.book(booking(), limits, at(1))));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok)).toEqual(Array(19).fill({ ok: false, reason: 'full' }));
      expect((await store.surveys.taken('2026-12-08', '2026-12-08', at(2))).get('2026-12-08')?.get('11-13')).toBe(2);
    });

    it('keeps a day within its own limit across bands, and one booking per submission key', async () => {
      const store = await stores.open();
      const key = randomUUID();
      const first = await store.surveys.book(booking('2026-12-09', '9-11', key), limits, at(0));
      const again = await store.surveys.book(booking('2026-12-09', '9-11', key), limits, at(0));
      expect(again).toMatchObject({ ok: true, created: false, booking: { id: first.ok ? first.booking.id : '' } });
      expect(await store.surveys.book(booking('2026-12-09', '11-13'), limits, at(0))).toMatchObject({ ok: true });
      expect(await store.surveys.book(booking('2026-12-09', '14-16'), limits, at(0))).toMatchObject({ ok: true });
      expect(await store.surveys.book(booking('2026-12-09', '16-18'), limits, at(0))).toEqual({
        ok: false,
        reason: 'full',
      });
    });

    it('frees the place of a booking whose lead never came, released or ten minutes on', async () => {
      const store = await stores.open();
      const lone = await store.surveys.book(booking(), { perBand: 1, perDay: 9 }, at(0));
      expect(await store.surveys.book(booking(), { perBand: 1, perDay: 9 }, at(5))).toEqual({
        ok: false,
        reason: 'full',
      });
      expect(await store.surveys.book(booking(), { perBand: 1, perDay: 9 }, at(11))).toMatchObject({ ok: true });
      const other = await store.surveys.book(booking('2026-12-10'), { perBand: 1, perDay: 9 }, at(0));
      await store.surveys.release(other.ok ? other.booking.id : '');
      expect(await store.surveys.book(booking('2026-12-10'), { perBand: 1, perDay: 9 }, at(1))).toMatchObject({
        ok: true,
      });
      expect(lone.ok).toBe(true);
    });

    it('keeps a booking with its lead: found by its page’s secret, moved within capacity, cancelled, deleted with the lead', async () => {
      const store = await stores.open();
      const id = await saved(store, enquiry({ email: 'survey@example.com' }), t0);
      const made = booking();
      const result = await store.surveys.book(made, limits, at(0));
      await store.surveys.attach(made.id, id);
      expect(result.ok).toBe(true);
      const found = (await store.surveys.byToken(made.token)) as SurveyBooking;
      expect([found.leadId, found.date, found.band, found.status]).toEqual([id, '2026-12-08', '11-13', 'booked']);
      expect((await store.surveys.forLeads([id])).get(id)?.id).toBe(made.id);
      // 14-16 on the 8th: one place taken by someone else, one left; then full.
      await store.surveys.book(booking('2026-12-08', '14-16'), limits, at(1));
      const moved = await store.surveys.move(made.id, '2026-12-08', '14-16', limits, at(2));
      expect(moved).toMatchObject({ ok: true, booking: { band: '14-16', changedAt: at(2).toISOString() } });
      expect(await store.surveys.move(made.id, '2026-12-08', '14-16', { perBand: 1, perDay: 9 }, at(3))).toEqual({
        ok: false,
        reason: 'full',
      });
      expect((await store.surveys.between('2026-12-08', '2026-12-08')).map((b) => b.id)).toEqual([made.id]);
      expect(await store.surveys.cancel(made.id, at(4))).toBe(true);
      expect(await store.surveys.cancel(made.id, at(5))).toBe(false);
      expect(await store.surveys.move(made.id, '2026-12-09', '9-11', limits, at(6))).toEqual({
        ok: false,
        reason: 'cancelled',
      });
      await store.forget({ email: 'survey@example.com' });
      expect(await store.surveys.byToken(made.token)).toBeNull();
    });

    it('keeps the office’s capacity once set', async () => {
      const store = await stores.open();
      expect(await store.surveys.capacity()).toBeNull();
      const capacity = {
        bands: ['10-12', '15-17'],
        perBand: 3,
        perDay: 5,
        closedWeekdays: [0],
        holidays: ['2026-12-25'],
      };
      await store.surveys.setCapacity(capacity, 'Priya', at(0));
      expect(await store.surveys.capacity()).toEqual(capacity);
    });
  });
}
