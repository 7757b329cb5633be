import { describe, expect } from 'vitest';
import type { Lead, LeadStore } from '../../../server/store/types';
import { contractTest, storeOpener, type StoreEngine } from './engine';
import { after, enquiry, held, review, saved, someChannels } from './fixtures';

const ids = (leads: Lead[]) => leads.map((lead) => lead.id);
const t0 = new Date('2025-04-01T10:00:00.000Z');

/** One person's leads in the spellings people type, and other people's that must survive. */
async function people(store: LeadStore) {
  const at = (s: number) => after(t0, s * 1_000);
  const hers = {
    first: await saved(
      store,
      enquiry({ name: 'Meera Iyer', email: 'Meera.Iyer@Example.IN', phone: '+91 98200 12345' }),
      at(0),
    ),
    trunk: await saved(store, enquiry({ name: 'M. Iyer', email: 'm@example.net', phone: '098200-12345' }), at(1)),
    bare: await saved(store, enquiry({ name: 'M I', email: 'mi@example.net', phone: '9820012345' }), at(2)),
    spaced: await saved(
      store,
      enquiry({ name: 'Meera', email: ' meera.iyer@example.in ', phone: '+1 415 555 0100' }),
      at(3),
    ),
    review: await saved(store, review({ name: '  meera   IYER ' }), at(4)),
  };
  const others = {
    nearEmail: await saved(
      store,
      enquiry({ name: 'Someone Else', email: 'meera.iyer@example.com', phone: '+91 98200 12346' }),
      at(5),
    ),
    review: await saved(store, review({ name: 'Meera Iyengar' }), at(6)),
  };
  return { hers, others };
}

/** A person's data-access and erasure requests, and the retention purge. */
export function privacyContract(engine: StoreEngine): void {
  const it = contractTest(engine);
  describe(`${engine.name}: a person’s leads`, () => {
    const stores = storeOpener(engine);

    it('finds a person’s leads newest first by e-mail, phone, name or id, as people type them', async () => {
      const store = await stores.open();
      const { hers, others } = await people(store);
      expect(ids(await store.findByContact({ email: '  MEERA.iyer@example.in' }))).toEqual([hers.spaced, hers.first]);
      for (const phone of ['+91 98200 12345', '098200 12345', '9820012345', '+919820012345', '91-98200-12345']) {
        expect(ids(await store.findByContact({ phone })), phone).toEqual([hers.bare, hers.trunk, hers.first]);
      }
      expect(ids(await store.findByContact({ name: 'MEERA iyer' }))).toEqual([hers.review, hers.first]);
      expect(ids(await store.findByContact({ id: others.review }))).toEqual([others.review]);
      // Any value given may match.
      const anyOf = await store.findByContact({
        email: 'meera.iyer@example.in',
        phone: '9820012345',
        name: 'meera iyer',
      });
      expect(ids(anyOf)).toEqual([hers.review, hers.spaced, hers.bare, hers.trunk, hers.first]);
      expect(await store.findByContact({ email: 'nobody@example.org' })).toEqual([]);
      await expect(store.findByContact({})).rejects.toThrow();
    });

    it('forgets exactly those leads with their notifications and call marks; a dry run deletes nothing', async () => {
      const store = await stores.open({ channels: someChannels });
      const { hers, others } = await people(store);
      await store.markCalled(hers.first, 'Priya');
      await store.markCalled(others.nearEmail, 'Priya');
      const match = { email: 'meera.iyer@example.in', phone: '9820012345', name: 'meera iyer' };
      const oldestFirst = [hers.first, hers.trunk, hers.bare, hers.spaced, hers.review];

      expect(await store.forget(match, { dryRun: true })).toEqual(oldestFirst);
      expect(await store.countLeads({})).toBe(7);
      expect(await store.notificationsOf(hers.first)).toHaveLength(3);

      expect(await store.forget(match)).toEqual(oldestFirst);
      for (const id of oldestFirst) {
        expect(await store.get(id)).toBeUndefined();
        expect(await store.notificationsOf(id)).toEqual([]);
      }
      expect([...(await store.calls()).keys()]).toEqual([others.nearEmail]);
      expect(ids(await store.list()).sort()).toEqual([others.nearEmail, others.review].sort());
      expect(await store.findByContact(match)).toEqual([]);
      expect(await store.forget(match)).toEqual([]);
    });
  });

  describe(`${engine.name}: retention`, () => {
    const stores = storeOpener(engine);

    /** Old leads in every state, and a new delivered one. */
    async function aged(store: LeadStore) {
      const old = after(t0, -400 * 86_400_000);
      const lead = {
        delivered: await saved(store, enquiry(), old),
        spam: await saved(store, enquiry({}, { spam: true }), old),
        pending: await saved(store, enquiry(), old),
        failed: await saved(store, enquiry(), old),
        held: await saved(store, held(), old),
        atCutOff: await saved(store, enquiry(), t0),
        recent: await saved(store, enquiry(), after(t0, 1_000)),
      };
      await store.markDelivered(lead.delivered, after(old, 1_000));
      await store.markAttempt(lead.failed, 'CRM answered HTTP 502', after(old, 60_000));
      await store.markDelivered(lead.atCutOff, t0);
      await store.markDelivered(lead.recent, after(t0, 2_000));
      return lead;
    }

    it('purges delivered and spam leads created before the cut-off and counts the undelivered it keeps', async () => {
      const store = await stores.open({ channels: someChannels });
      const lead = await aged(store);
      await store.markCalled(lead.delivered, 'Priya');
      expect(await store.purge(t0, { dryRun: true })).toEqual({ purged: 2, undeliveredKept: 3 });
      expect(await store.countLeads({})).toBe(7);

      expect(await store.purge(t0)).toEqual({ purged: 2, undeliveredKept: 3 });
      expect(await store.get(lead.delivered)).toBeUndefined();
      expect(await store.get(lead.spam)).toBeUndefined();
      expect(await store.notificationsOf(lead.delivered)).toEqual([]);
      expect((await store.calls()).has(lead.delivered)).toBe(false);
      const left = [lead.pending, lead.failed, lead.held, lead.atCutOff, lead.recent];
      expect(ids(await store.list()).sort()).toEqual(left.sort());
    });

    it('purges the undelivered too when asked, and never a lead from the cut-off on', async () => {
      const store = await stores.open();
      const lead = await aged(store);
      expect(await store.purge(t0, { includeUndelivered: true, dryRun: true })).toEqual({
        purged: 5,
        undeliveredKept: 0,
      });
      expect(await store.countLeads({})).toBe(7);
      expect(await store.purge(t0, { includeUndelivered: true })).toEqual({ purged: 5, undeliveredKept: 0 });
      expect(ids(await store.list())).toEqual([lead.recent, lead.atCutOff]);
    });
  });

  describe(`${engine.name}: office call-backs`, () => {
    const stores = storeOpener(engine);

    it('keeps the first mark of a call-back and lists marks by lead', async () => {
      const store = await stores.open();
      const older = await saved(store, enquiry(), t0);
      const newer = await saved(store, enquiry(), after(t0, 1_000));
      const third = await saved(store, review(), after(t0, 2_000));
      expect(await store.markCalled(older, 'Priya', after(t0, 5_000))).toBe('marked');
      expect(await store.markCalled(older, 'Vikram', after(t0, 6_000))).toBe('already');
      expect(await store.markCalled(newer, 'Vikram', after(t0, 7_000))).toBe('marked');
      expect(await store.markCalled('01NOSUCHLEAD0000000000000', 'Priya')).toBe('not_found');

      const all = await store.calls();
      expect(all).toEqual(
        new Map([
          [older, { by: 'Priya', at: after(t0, 5_000).toISOString() }],
          [newer, { by: 'Vikram', at: after(t0, 7_000).toISOString() }],
        ]),
      );
      expect([...(await store.calls({ since: after(t0, 1_000) })).keys()]).toEqual([newer]);
      expect([...(await store.calls({ ids: [older, third] })).keys()]).toEqual([older]);
      expect((await store.calls({ ids: [] })).size).toBe(0);
    });

    it('keeps one mark when two people mark the same lead at once', async () => {
      const store = await stores.open();
      const id = await saved(store, enquiry(), t0);
      const results = await Promise.all([
        store.markCalled(id, 'Priya', after(t0, 1_000)),
        store.markCalled(id, 'Vikram', after(t0, 1_000)),
      ]);
      expect([...results].sort()).toEqual(['already', 'marked']);
      const winner = results[0] === 'marked' ? 'Priya' : 'Vikram';
      expect((await store.calls()).get(id)?.by).toBe(winner);
    });
  });
}
