import { describe, expect } from 'vitest';
import type { LeadStore } from '../../../server/store/types';
import { contractTest, storeOpener, type StoreEngine } from './engine';
import { after, enquiry, review, saved } from './fixtures';

const t0 = new Date('2026-11-20T04:30:00.000Z');
const at = (minutes: number) => after(t0, minutes * 60_000);

/** The office's work on the leads: taking, outcomes, reminders, notes, the queue, repeats, people. */
export function deskContract(engine: StoreEngine): void {
  const it = contractTest(engine);
  describe(`${engine.name}: the office’s work queue`, () => {
    const stores = storeOpener(engine);

    it('lets one person take a lead; another is told who has it unless taking it over, which is recorded', async () => {
      const store = await stores.open();
      const id = await saved(store, enquiry(), t0);
      expect(await store.desk.take(id, 'Ramesh', at(1))).toMatchObject({ ok: true, work: { takenBy: 'Ramesh' } });
      expect(await store.desk.take(id, 'ramesh', at(2))).toMatchObject({ ok: true, work: { takenBy: 'Ramesh' } });
      expect(await store.desk.take(id, 'Priya', at(3))).toEqual({ ok: false, reason: 'taken', by: 'Ramesh' });
      expect(await store.desk.change(id, 'Priya', at(3), { status: 'talked' })).toEqual({
        ok: false,
        reason: 'taken',
        by: 'Ramesh',
      });
      expect(await store.desk.letGo(id, 'Priya', at(3))).toEqual({ ok: false, reason: 'taken', by: 'Ramesh' });
      expect(await store.desk.take(id, 'Priya', at(4), { force: true })).toMatchObject({ ok: true });
      const history = (await store.desk.history([id])).get(id)!;
      expect(history.map((e) => [e.action, e.by, e.detail])).toEqual([
        ['take', 'Ramesh', {}],
        ['take', 'Priya', { from: 'Ramesh' }],
      ]);
      expect(await store.desk.letGo(id, 'Priya', at(5))).toMatchObject({ ok: true, work: { takenBy: null } });
      expect(await store.desk.take(id, 'Ramesh', at(6))).toMatchObject({ ok: true, work: { takenBy: 'Ramesh' } });
    });

    it('gives a lead to exactly one of ten people taking it at once', async () => {
      const store = await stores.open();
      const id = await saved(store, enquiry(), t0);
      const names = Array.from({ length: 10 }, (_, i) => `Staff ${i}`);
      const results = await Promise.all(names.map((name) => store.desk.take(id, name, at(1))));
      const winners = results.filter((result) => result.ok);
      expect(winners).toHaveLength(1);
      const holder = (await store.desk.work([id])).get(id)!.takenBy;
      expect(results.filter((r) => !r.ok)).toEqual(Array(9).fill({ ok: false, reason: 'taken', by: holder }));
    });

    it('records each outcome with who and when, counts the calls that found nobody, and keeps the first call once', async () => {
      const store = await stores.open();
      const id = await saved(store, enquiry(), t0);
      const first = await store.desk.change(id, 'Priya', at(7), { status: 'unreachable', remindAt: at(60) });
      expect(first).toMatchObject({
        ok: true,
        firstCall: true,
        work: {
          status: 'unreachable',
          attempts: 1,
          remindAt: at(60).toISOString(),
          remindFor: 'Priya',
          takenBy: 'Priya',
        },
      });
      const again = await store.desk.change(id, 'Priya', at(61), { status: 'unreachable', remindAt: at(120) });
      expect(again).toMatchObject({ ok: true, firstCall: false, work: { attempts: 2 } });
      expect((await store.calls({ ids: [id] })).get(id)).toEqual({ by: 'Priya', at: at(7).toISOString() });
      await store.desk.change(id, 'Priya', at(121), { status: 'talked', note: 'Wants a video survey' });
      await store.desk.change(id, 'Priya', at(122), { status: 'survey', surveyAt: at(1440) });
      await store.desk.change(id, 'Priya', at(1500), { status: 'quoted', quoteAmount: 28_500 });
      await store.desk.change(id, 'Priya', at(1501), { note: 'Asked for a day to decide' });
      await store.desk.change(id, 'Priya', at(1502), { remindAt: at(2880) });
      const won = await store.desk.change(id, 'Priya', at(2900), { status: 'won', movingOn: '2026-12-15' });
      expect(won).toMatchObject({
        ok: true,
        work: { status: 'won', attempts: 2, quoteAmount: 28_500, movingOn: '2026-12-15', remindAt: null },
      });
      const history = (await store.desk.history([id])).get(id)!;
      expect(history.map((e) => [e.action, e.status, e.by, e.at, e.detail])).toEqual([
        ['status', 'unreachable', 'Priya', at(7).toISOString(), { remindAt: at(60).toISOString() }],
        ['status', 'unreachable', 'Priya', at(61).toISOString(), { remindAt: at(120).toISOString() }],
        ['status', 'talked', 'Priya', at(121).toISOString(), { note: 'Wants a video survey' }],
        ['status', 'survey', 'Priya', at(122).toISOString(), { surveyAt: at(1440).toISOString() }],
        ['status', 'quoted', 'Priya', at(1500).toISOString(), { quoteAmount: 28_500 }],
        ['note', 'quoted', 'Priya', at(1501).toISOString(), { note: 'Asked for a day to decide' }],
        ['reminder', 'quoted', 'Priya', at(1502).toISOString(), { remindAt: at(2880).toISOString() }],
        ['status', 'won', 'Priya', at(2900).toISOString(), { movingOn: '2026-12-15' }],
      ]);
    });

    it('keeps the reason a lead was lost, and refuses a review or a lead not stored', async () => {
      const store = await stores.open();
      const id = await saved(store, enquiry(), t0);
      expect(await store.desk.change(id, 'Priya', at(5), { status: 'lost', lostReason: 'price' })).toMatchObject({
        ok: true,
        work: { status: 'lost', lostReason: 'price' },
      });
      const theirs = await saved(store, review(), t0);
      expect(await store.desk.change(theirs, 'Priya', at(5), { status: 'talked' })).toEqual({
        ok: false,
        reason: 'not_found',
      });
      expect(await store.desk.take('01NOSUCHLEAD', 'Priya', at(5))).toEqual({ ok: false, reason: 'not_found' });
    });

    it('queues new enquiries oldest first, and those being worked by their reminder', async () => {
      const store = await stores.open();
      const old = await saved(store, enquiry(), after(t0, -40 * 86_400_000));
      const a = await saved(store, enquiry(), at(0));
      const b = await saved(store, enquiry(), at(1));
      const c = await saved(store, enquiry(), at(2));
      const d = await saved(store, enquiry(), at(3));
      const e = await saved(store, enquiry(), at(4));
      await saved(store, review(), at(5));
      await saved(store, enquiry({}, { spam: true }), at(6));
      await store.desk.change(b, 'Priya', at(10), { status: 'unreachable', remindAt: at(90) });
      await store.desk.change(c, 'Priya', at(11), { status: 'unreachable', remindAt: at(30) });
      await store.desk.change(d, 'Priya', at(12), { status: 'won' });
      await store.desk.change(e, 'Priya', at(13), { status: 'unreachable' });
      await store.desk.take(a, 'Ramesh', at(14));
      await store.desk.change(old, 'Ramesh', at(15), { remindAt: at(20) });
      const queue = await store.desk.queue(after(t0, -30 * 86_400_000), 50);
      expect(queue.fresh.map((lead) => lead.id)).toEqual([a]);
      expect(queue.working.map((lead) => lead.id)).toEqual([old, c, b, e]);
      // To call at minute 40: a (new), old and c (their reminders due), e (not reachable, no reminder); not b yet.
      expect(await store.desk.toCall(after(t0, -30 * 86_400_000), at(40))).toBe(4);
      expect(await store.desk.toCall(after(t0, -30 * 86_400_000), at(90))).toBe(5);
      // New, no outcome, no reminder: a alone; none stored before minute 0.
      expect(await store.desk.freshCount(after(t0, -30 * 86_400_000), at(40))).toBe(1);
      expect(await store.desk.freshCount(after(t0, -30 * 86_400_000), at(0))).toBe(0);
    });

    it('links an enquiry to the newest earlier one with the same phone in the days given, however it was typed', async () => {
      const store = await stores.open();
      const long = await saved(store, enquiry({ phone: '9820012345' }), after(t0, -45 * 86_400_000));
      const first = await saved(store, enquiry({ phone: '+91 98200 12345' }), after(t0, -20 * 86_400_000));
      const second = await saved(store, enquiry({ phone: '098200-12345' }), after(t0, -2 * 86_400_000));
      const now = await saved(store, enquiry({ phone: '98200 12345' }), t0);
      const other = await saved(store, enquiry({ phone: '98200 12346' }), t0);
      const leads = await Promise.all([now, first, other, long].map(async (id) => (await store.get(id))!));
      const repeats = await store.desk.repeats(leads, 30);
      expect([...repeats].map(([id, lead]) => [id, lead.id])).toEqual([
        [now, second],
        [first, long],
      ]);
    });

    it('finds leads by status, language, page, place, name, phone digits or reference, in pages and counts', async () => {
      const store = await stores.open();
      const asha = await saved(
        store,
        enquiry({ name: 'Asha Verma', phone: '+91 98200 12345', lang: 'hi', page: '/hi/' }),
        at(0),
      );
      const ravi = await saved(
        store,
        enquiry({
          name: 'Ravi 100%_Kumar',
          phone: '98111 22222',
          pickup: 'Baner, PUNE',
          drop: 'Whitefield, Bengaluru',
          page: '/city/pune/',
        }),
        at(1),
      );
      const meena = await saved(store, enquiry({ name: 'Meena', phone: '098200 99999', page: '/city/pune/' }), at(2));
      await store.desk.change(ravi, 'Priya', at(5), { status: 'talked' });
      await store.desk.change(meena, 'Priya', at(6), { status: 'lost', lostReason: 'price' });
      const found = async (filter: Parameters<LeadStore['leadPage']>[0]) => {
        const page = await store.leadPage(filter);
        expect(await store.countLeads(filter)).toBe(page.leads.length);
        return page.leads.map((lead) => lead.id);
      };
      const all = { spam: false, limit: 50 } as const;
      expect(await found({ ...all, status: ['new'] })).toEqual([asha]);
      expect(await found({ ...all, status: ['talked', 'lost'] })).toEqual([meena, ravi]);
      expect(await found({ ...all, lang: 'hi' })).toEqual([asha]);
      expect(await found({ ...all, lang: 'en' })).toEqual([meena, ravi]);
      expect(await found({ ...all, page: '/city/pune/' })).toEqual([meena, ravi]);
      expect(await found({ ...all, place: 'baner' })).toEqual([ravi]);
      expect(await found({ ...all, place: 'KOTHRUD' })).toEqual([meena, asha]);
      expect(await found({ ...all, place: 'bengaluru' })).toEqual([ravi]);
      expect(await found({ ...all, text: 'asha' })).toEqual([asha]);
      expect(await found({ ...all, text: '100%_' })).toEqual([ravi]);
      expect(await found({ ...all, text: '100' })).toEqual([ravi]);
      expect(await found({ ...all, text: '98200 12345' })).toEqual([asha]);
      expect(await found({ ...all, text: '+91 98200' })).toEqual([meena, asha]);
      expect(await found({ ...all, text: meena.slice(-6).toLowerCase() })).toEqual([meena]);
      expect(await found({ ...all, text: 'nobody' })).toEqual([]);
    });

    it('keeps the office’s people with their role and password hash, found by name in any case', async () => {
      const store = await stores.open();
      const user = { name: 'Priya Shah', role: 'staff' as const, createdAt: t0.toISOString(), createdBy: 'Owner' };
      expect(await store.desk.saveUser(user, 'scrypt$hash1')).toBe('added');
      expect(await store.desk.saveUser({ ...user, role: 'admin' }, 'scrypt$hash2')).toBe('updated');
      expect(await store.desk.user('  priya   SHAH ')).toEqual({
        user: { ...user, role: 'admin' },
        passwordHash: 'scrypt$hash2',
      });
      expect(await store.desk.users()).toEqual([{ ...user, role: 'admin' }]);
      expect(await store.desk.removeUser('PRIYA SHAH')).toBe(true);
      expect(await store.desk.removeUser('Priya Shah')).toBe(false);
      expect(await store.desk.user('Priya Shah')).toBeUndefined();
    });

    it('deletes a lead’s work and history with the lead', async () => {
      const store = await stores.open();
      const id = await saved(store, enquiry({ email: 'gone@example.com' }), t0);
      await store.desk.change(id, 'Priya', at(5), { status: 'talked', note: 'Lives on the 4th floor, no lift' });
      expect(await store.forget({ email: 'gone@example.com' })).toEqual([id]);
      expect((await store.desk.work([id])).size).toBe(0);
      expect((await store.desk.history([id])).size).toBe(0);
    });
  });
}
