import { describe, expect } from 'vitest';
import type { Lead, LeadStore, NewLead } from '../../../server/store/types';
import { contractTest, storeOpener, type StoreEngine } from './engine';
import { after, enquiry, held, review, saved } from './fixtures';

const ids = (leads: Lead[]) => leads.map((lead) => lead.id);

/** Saves `leads` one after another, the i-th `i` seconds after `t0`; answers their ids in that order. */
async function savedInTurn(store: LeadStore, t0: Date, leads: NewLead[]): Promise<string[]> {
  const stored: string[] = [];
  for (const [i, lead] of leads.entries()) stored.push(await saved(store, lead, after(t0, i * 1_000)));
  return stored;
}

/** Every lead read in batches of `size`, each batch's ids. */
async function batches(store: LeadStore, filter: Parameters<LeadStore['leadBatches']>[0], size: number) {
  const read: string[][] = [];
  for await (const batch of store.leadBatches(filter, size)) read.push(ids(batch));
  return read;
}

/** Reading many leads: the list, its pages, counts, the chart and the export. */
export function readContract(engine: StoreEngine): void {
  const it = contractTest(engine);
  describe(`${engine.name}: reading leads`, () => {
    const stores = storeOpener(engine);
    const t0 = new Date('2025-04-01T10:00:00.000Z');

    it('lists every lead newest first, from `since` on when given; the later-stored first in one instant', async () => {
      const store = await stores.open();
      const [a, b, c] = await savedInTurn(store, t0, [enquiry(), review(), enquiry({}, { spam: true })]);
      const sameInstant = [
        await saved(store, enquiry(), after(t0, 5_000)),
        await saved(store, enquiry(), after(t0, 5_000)),
      ];
      expect(ids(await store.list())).toEqual([sameInstant[1], sameInstant[0], c, b, a]);
      expect(ids(await store.list({ since: after(t0, 1_000) }))).toEqual([sameInstant[1], sameInstant[0], c, b]);
      expect(await store.list({ since: after(t0, 6_000) })).toEqual([]);
      // The page and the export order them the same way.
      expect(ids((await store.leadPage({ limit: 10 })).leads)).toEqual([sameInstant[1], sameInstant[0], c, b, a]);
      expect(await batches(store, {}, 10)).toEqual([[a, b, c, sameInstant[0], sameInstant[1]]]);
    });

    it('pages the list newest first, older and newer from a lead, saying whether more lie either side', async () => {
      const store = await stores.open();
      const all = await savedInTurn(
        store,
        t0,
        Array.from({ length: 7 }, () => enquiry()),
      );
      const newestFirst = [...all].reverse();
      const first = await store.leadPage({ limit: 3 });
      expect(first).toMatchObject({ older: true, newer: false });
      expect(ids(first.leads)).toEqual(newestFirst.slice(0, 3));
      const second = await store.leadPage({ limit: 3, olderThan: first.leads.at(-1)!.id });
      expect(second).toMatchObject({ older: true, newer: true });
      expect(ids(second.leads)).toEqual(newestFirst.slice(3, 6));
      const last = await store.leadPage({ limit: 3, olderThan: second.leads.at(-1)!.id });
      expect(last).toMatchObject({ older: false, newer: true });
      expect(ids(last.leads)).toEqual(newestFirst.slice(6));

      const back = await store.leadPage({ limit: 3, newerThan: last.leads[0]!.id });
      expect(back).toMatchObject({ older: true, newer: true });
      expect(ids(back.leads)).toEqual(newestFirst.slice(3, 6));
      // Fewer than a page before it: the newest page, whole.
      const top = await store.leadPage({ limit: 3, newerThan: newestFirst[2]! });
      expect(top).toMatchObject({ older: true, newer: false });
      expect(ids(top.leads)).toEqual(newestFirst.slice(0, 3));
    });

    it('pages only the leads a filter covers, and takes a cursor no longer stored for the newest page', async () => {
      const store = await stores.open();
      const [e0, r1, e2, s3, e4, r5] = await savedInTurn(store, t0, [
        enquiry(),
        review(),
        enquiry(),
        enquiry({}, { spam: true }),
        enquiry(),
        review(),
      ]);
      const enquiries = await store.leadPage({ limit: 2, kind: 'enquiry', spam: false });
      expect(ids(enquiries.leads)).toEqual([e4, e2]);
      expect(enquiries).toMatchObject({ older: true, newer: false });
      const olderEnquiries = await store.leadPage({ limit: 2, kind: 'enquiry', spam: false, olderThan: e2! });
      expect(ids(olderEnquiries.leads)).toEqual([e0]);
      expect(olderEnquiries).toMatchObject({ older: false, newer: true });
      expect(ids((await store.leadPage({ limit: 10, spam: true })).leads)).toEqual([s3]);
      expect(ids((await store.leadPage({ limit: 10, kind: 'review' })).leads)).toEqual([r5, r1]);
      const window = await store.leadPage({ limit: 10, since: after(t0, 1_000), until: after(t0, 4_000) });
      expect(ids(window.leads)).toEqual([s3, e2, r1]);
      expect(window).toMatchObject({ older: false, newer: false });

      await store.forget({ id: e4! });
      const fromGone = await store.leadPage({ limit: 2, olderThan: e4! });
      expect(ids(fromGone.leads)).toEqual([r5, s3]);
      expect(fromGone).toMatchObject({ older: true, newer: false });
    });

    it('counts the leads a filter covers, and those in a state the office acts on', async () => {
      const store = await stores.open({ channels: ['email'] });
      const [e0, , , , , e5, e6] = await savedInTurn(store, t0, [
        enquiry(),
        review(),
        enquiry({}, { spam: true }),
        held(),
        enquiry(),
        enquiry(),
        enquiry(),
      ]);
      expect(await store.countLeads({})).toBe(7);
      expect(await store.countLeads({ kind: 'review' })).toBe(1);
      expect(await store.countLeads({ kind: 'enquiry', spam: false })).toBe(5);
      expect(await store.countLeads({ spam: true })).toBe(1);
      expect(await store.countLeads({ since: after(t0, 1_000), until: after(t0, 4_000) })).toBe(3);

      await store.markCalled(e0!, 'Priya');
      await store.markCalled(e5!, 'Priya');
      expect(await store.countLeads({ only: 'called' })).toBe(2);
      expect(await store.countLeads({ only: 'called', since: after(t0, 1_000) })).toBe(1);
      expect(await store.countLeads({ only: 'held' })).toBe(1);

      expect(await store.countLeads({ only: 'failing' })).toBe(0);
      await store.markAttempt(e5!, 'CRM answered HTTP 502', after(t0, 60_000));
      const { id: alert } = (await store.notificationsOf(e6!))[0]!;
      await store.markNotificationFailed(alert, 'mail server answered 451', after(t0, 60_000));
      expect(await store.countLeads({ only: 'failing' })).toBe(2);
      await store.markDelivered(e5!, after(t0, 61_000));
      expect(await store.countLeads({ only: 'failing' })).toBe(1);
    });

    it('counts leads by the page of the site they were sent from', async () => {
      const store = await stores.open();
      await savedInTurn(store, t0, [
        enquiry({ page: '/services/home-shifting' }),
        enquiry({ page: '/services/home-shifting' }),
        enquiry({ page: '/contact' }),
        enquiry(),
        review(),
        enquiry({ page: '/contact' }, { spam: true }),
      ]);
      const byPage = (counts: { page: string | null; count: number }[]) =>
        [...counts].sort((x, y) => String(x.page).localeCompare(String(y.page)));
      expect(byPage(await store.countByPage({ kind: 'enquiry', spam: false }))).toEqual([
        { page: '/contact', count: 1 },
        { page: '/services/home-shifting', count: 2 },
        { page: null, count: 1 },
      ]);
      expect(byPage(await store.countByPage({ since: after(t0, 2_000) }))).toEqual([
        { page: '/contact', count: 2 },
        { page: null, count: 2 },
      ]);
    });

    it('reads the export oldest first in batches, with a lead stored meanwhile read too', async () => {
      const store = await stores.open();
      const all = await savedInTurn(store, t0, [enquiry(), review(), enquiry(), enquiry(), review()]);
      expect(await batches(store, {}, 2)).toEqual([all.slice(0, 2), all.slice(2, 4), all.slice(4)]);
      expect(await batches(store, { kind: 'review' }, 10)).toEqual([[all[1], all[4]]]);
      expect(await batches(store, { since: after(t0, 5_000) }, 2)).toEqual([]);

      const read: string[] = [];
      let late: string | undefined;
      for await (const batch of store.leadBatches({}, 2)) {
        read.push(...ids(batch));
        late ??= await saved(store, enquiry(), after(t0, 60_000));
      }
      expect(read).toEqual([...all, late]);
    });

    it('answers the payload fields beyond the known ones in the order they first appear', async () => {
      const store = await stores.open();
      const known = ['name', 'email', 'phone', 'pickup', 'drop', 'detail', 'source'];
      await savedInTurn(store, t0, [
        enquiry(),
        enquiry({ moveDate: '2025-05-01', floor: 2 }),
        review(),
        enquiry({ estimate: 'band-2', floor: 3, bhk: '2' }),
      ]);
      expect(await store.payloadFields({}, known)).toEqual([
        'moveDate',
        'floor',
        'title',
        'rating',
        'description',
        'estimate',
        'bhk',
      ]);
      expect(await store.payloadFields({ kind: 'enquiry' }, known)).toEqual(['moveDate', 'floor', 'estimate', 'bhk']);
      expect(await store.payloadFields({ since: after(t0, 3_000) }, known)).toEqual(['estimate', 'floor', 'bhk']);
    });

    it('answers nothing for an id or a key never stored', async () => {
      const store = await stores.open();
      const lead = enquiry();
      const id = await saved(store, lead);
      expect((await store.get(id))?.idempotencyKey).toBe(lead.idempotencyKey);
      expect((await store.findByKey(lead.idempotencyKey))?.id).toBe(id);
      expect(await store.get('01NOSUCHLEAD0000000000000')).toBeUndefined();
      expect(await store.findByKey('no-such-key')).toBeUndefined();
    });
  });
}
