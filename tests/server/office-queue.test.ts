import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/office/password';
import type { NewLead } from '../../server/store/types';
import { enquiry, newKey, review, startApp } from './helpers';
import { officeBrowser } from './office-client';

/**
 * The office's work queue (docs/office.md#the-work-queue) on an injected clock: the order to
 * call in, office hours counted; two people on one lead; reminders; outcomes and notes with who
 * and when; search, repeats, reviews apart.
 */

const password = 'tea-at-four-on-the-terrace';
let hash: string;
beforeAll(async () => {
  hash = await hashPassword(password, { N: 1024, r: 8, p: 1 });
});
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((close) => close()));
});

/** A wall-clock time in India. */
const ist = (local: string) => new Date(`${local}+05:30`);

/** The inbox on a clock the test moves, and a lead stored at a given time. */
async function office(start: string) {
  const clock = { now: ist(start).getTime() };
  const app = await startApp(
    { OFFICE_PASSWORD_HASH: hash },
    { startDelivery: false, office: { now: () => clock.now } },
  );
  cleanups.push(() => app.close());
  const store = async (
    at: string,
    payload: Partial<ReturnType<typeof enquiry>> = {},
    kind: NewLead['kind'] = 'enquiry',
  ) =>
    (
      await app.store.saveLead(
        {
          kind,
          idempotencyKey: newKey(),
          spam: false,
          payload: kind === 'enquiry' ? { ...enquiry(), ...payload } : { ...review(), ...payload },
        },
        ist(at),
      )
    ).id;
  const person = async (name: string) => {
    const client = officeBrowser(app);
    expect((await client.signIn(name, password)).statusCode).toBe(303);
    await client.open();
    return client;
  };
  return { app, clock, store, person };
}

/** The lead ids of the queue, in its order. */
const queued = (body: string) => [...body.matchAll(/<li class="q-row[^"]*" id="row-([^"]+)"/g)].map((m) => m[1]!);

/** The queue's line of one lead (its summary). */
const line = (body: string, id: string) =>
  /<summary>([\s\S]*?)<\/summary>/.exec(body.slice(body.indexOf(`id="row-${id}"`)))?.[1]?.replace(/<[^>]+>/g, '') ?? '';

describe('the queue', () => {
  it('orders the leads by the time left until the call promised, office hours counted, and your reminders due first', async () => {
    // Saturday 28 Nov 2026, 08:40; the office opens 8:00 to 20:00 every day.
    const { app, store, person } = await office('2026-11-28T08:40:00');
    const night = await store('2026-11-27T22:59:00', { name: 'Night Lead' }); // due 08:15: late by 25 min
    const early = await store('2026-11-28T07:50:00', { name: 'Early Lead' }); // due 08:15 too, sent later
    const fresh = await store('2026-11-28T08:30:00', { name: 'Fresh Lead' }); // due 08:45
    const mine = await store('2026-11-27T18:00:00', { name: 'Priya Reminder' });
    const later = await store('2026-11-27T18:10:00', { name: 'Later Reminder' });
    await app.store.desk.change(mine, 'Priya', ist('2026-11-27T18:20:00'), {
      status: 'unreachable',
      remindAt: ist('2026-11-28T08:35:00'),
    });
    await app.store.desk.change(later, 'Ramesh', ist('2026-11-27T18:30:00'), {
      status: 'unreachable',
      remindAt: ist('2026-11-28T09:30:00'),
    });
    await store('2026-11-28T08:00:00', { name: 'A Review' }, 'review');

    const priya = await person('Priya');
    const body = (await priya.open()).body;
    expect(queued(body)).toEqual([mine, night, early, fresh, later]);
    expect(line(body, night)).toContain('late by 25 min');
    expect(line(body, fresh)).toContain('5 min left');
    expect(line(body, mine)).toContain('reminder due (yours) since 5 min');
    expect(line(body, later)).toContain('try again at 09:30');
    expect(body).toContain('Call back by 08:45 (5 min left)');
    expect(body).toContain('Call-back promised by 08:15: late by 25 min');
    // Four to call now (the 09:30 reminder is not due): in the tab's title and the heading.
    expect(body).toMatch(/<title>\(4\) To call/);
    expect(body).toContain('4 to call now, the most urgent first');
    expect(body).not.toContain('A Review');

    // Ramesh's queue: Priya's reminder takes its place by time.
    const ramesh = await person('Ramesh');
    expect(queued((await ramesh.open()).body)).toEqual([night, early, mine, fresh, later]);
  });

  it('puts a lead sent at 22:59 at 08:15 the next morning, as the visitor was told', async () => {
    const { store, person, clock } = await office('2026-11-27T23:05:00');
    const id = await store('2026-11-27T22:59:00');
    const priya = await person('Priya');
    let body = (await priya.open()).body;
    expect(body).toContain('Call back by 28 Nov 08:15 (9 h 10 min left)');
    expect(line(body, id)).toContain('9 h 10 min left');
    clock.now = ist('2026-11-28T08:20:00').getTime();
    // Signed out after the night's 2 hours unused: signs in again.
    body = (await (await person('Priya')).open()).body;
    expect(line(body, id)).toContain('late by 5 min');
  });
});

describe('two people on the queue', () => {
  it('lets one take a lead; the other sees who has it and changes nothing unless taking it over', async () => {
    const { app, store, person } = await office('2026-11-27T11:00:00');
    const id = await store('2026-11-27T10:55:00');
    const priya = await person('Priya');
    const ramesh = await person('Ramesh');
    expect((await priya.post(`/office/leads/${id}/take`, { back: '/office/' })).headers.location).toBe(
      `/office/#lead-${id}`,
    );
    const seen = (await ramesh.open()).body;
    expect(line(seen, id)).toContain('Priya has it');
    expect(seen).toContain('Take over from Priya');
    await ramesh.post(`/office/leads/${id}/work`, { status: 'talked' });
    expect((await ramesh.open()).body).toContain(`Priya has ref ${id.slice(-6)}, so nothing was changed.`);
    expect((await app.store.desk.work([id])).get(id)).toMatchObject({ status: 'new', takenBy: 'Priya' });

    await ramesh.post(`/office/leads/${id}/take`, { force: '1' });
    expect(line((await priya.open()).body, id)).toContain('Ramesh has it');
    const history = (await ramesh.open(`/office/leads/${id}/`)).body;
    expect(history).toMatch(/11:00<\/time> Priya: took it</);
    expect(history).toMatch(/11:00<\/time> Ramesh: took it over from Priya</);
  });
});

describe('working a lead to a move', () => {
  it('records not reachable with a reminder, which comes to the top at its time', async () => {
    const { store, person, clock } = await office('2026-11-27T11:00:00');
    const first = await store('2026-11-27T10:50:00');
    const second = await store('2026-11-27T10:55:00');
    const priya = await person('Priya');
    await priya.post(`/office/leads/${first}/work`, { status: 'unreachable', remind: '30' });
    let body = (await priya.open()).body;
    expect(body).toContain('Recorded: Not reachable');
    expect(queued(body)).toEqual([second, first]);
    expect(line(body, first)).toContain('try again at 11:30');
    clock.now = ist('2026-11-27T11:31:00').getTime();
    body = (await priya.open()).body;
    expect(queued(body)).toEqual([first, second]);
    expect(line(body, first)).toContain('reminder due (yours) since 1 min');
    expect(body).toContain('Not reachable (1 call)');
  });

  it('sets a reminder for when the office next opens: after tonight’s closing while it is open', async () => {
    const { app, store, person } = await office('2026-11-27T14:00:00');
    const id = await store('2026-11-27T13:50:00');
    const priya = await person('Priya');
    await priya.post(`/office/leads/${id}/work`, { status: 'unreachable', remind: 'open' });
    expect((await app.store.desk.work([id])).get(id)?.remindAt).toBe(ist('2026-11-28T08:00:00').toISOString());
  });

  it('moves a lead through talked, survey, quote and won with who and when, and notes at any step', async () => {
    const { app, store, person, clock } = await office('2026-11-27T11:00:00');
    const id = await store('2026-11-27T10:50:00');
    const priya = await person('Priya');
    const at = (time: string) => (clock.now = ist(`2026-11-27T${time}:00`).getTime());
    at('11:02');
    await priya.post(`/office/leads/${id}/work`, { status: 'talked', note: 'Wants a video survey' });
    at('11:05');
    await priya.post(`/office/leads/${id}/work`, { status: 'survey', surveyAt: '2026-11-28T11:00' });
    at('12:30');
    await priya.post(`/office/leads/${id}/work`, { status: 'quoted', amount: '28,500' });
    at('12:40');
    await priya.post(`/office/leads/${id}/work`, { note: 'Asked for a day to decide' });
    at('13:30');
    await priya.post(`/office/leads/${id}/work`, { status: 'won', movingOn: '2026-12-15' });
    const page = (await priya.open(`/office/leads/${id}/`)).body;
    expect(page).toContain('<strong>Won: moving on 2026-12-15</strong>');
    expect(page).toContain('First called by Priya at 11:02, 12 min after it arrived');
    const history = [...page.matchAll(/<li><time[^>]*>([^<]+)<\/time> ([^<]+)<\/li>/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(history).toEqual([
      '11:02 Priya: Talked · “Wants a video survey”',
      '11:05 Priya: Survey booked: 28 Nov 11:00',
      '12:30 Priya: Quote sent: ₹28,500',
      '12:40 Priya: added a note · “Asked for a day to decide”',
      '13:30 Priya: Won: moving on 2026-12-15',
    ]);
    expect(queued((await priya.open()).body)).toEqual([]);
    expect((await app.store.desk.work([id])).get(id)).toMatchObject({ status: 'won', quoteAmount: 28_500 });
  });

  it('gives the lead’s page back with the problem and every field as typed when an outcome lacks what it needs', async () => {
    const { app, store, person } = await office('2026-11-27T11:00:00');
    const id = await store('2026-11-27T10:50:00');
    const priya = await person('Priya');
    const res = await priya.post(`/office/leads/${id}/work`, {
      status: 'quoted',
      amount: 'about 30k',
      note: 'Piano too',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('For “Quote sent”, give the amount in whole rupees, e.g. 28500.');
    expect(res.body).toContain('<option value="quoted" selected>');
    expect(res.body).toContain('value="about 30k"');
    expect(res.body).toContain('>Piano too</textarea>');
    expect((await app.store.desk.work([id])).size).toBe(0);
    const lost = await priya.post(`/office/leads/${id}/work`, { status: 'lost' });
    expect(lost.body).toContain('For “Lost”, choose why from the list.');
    expect((await priya.post(`/office/leads/${id}/work`, {})).body).toContain(
      'Choose an outcome or a time to try again, or write a note.',
    );
  });
});

describe('finding leads', () => {
  it('finds a lead by phone, name or reference through a form, never with the words in an address', async () => {
    const { store, person } = await office('2026-11-27T11:00:00');
    const asha = await store('2026-11-27T10:00:00', { name: 'Asha Verma', phone: '98200 12345' });
    await store('2026-11-27T10:05:00', { name: 'Ravi Kumar', phone: '98111 22222' });
    const priya = await person('Priya');
    await priya.open('/office/all/');
    for (const q of ['+91 98200-12345', 'asha', asha.slice(-6).toLowerCase()]) {
      const found = await priya.post('/office/all/', { q });
      expect(found.statusCode, q).toBe(200);
      expect(found.body, q).toContain('1 found, newest first');
      expect(found.body, q).toContain(`id="lead-${asha}"`);
      // The result's links carry no search words.
      expect(found.body).not.toMatch(/href="[^"]*q=/);
    }
    // An address cannot search: a query's words are ignored.
    expect((await priya.open('/office/all/?q=asha')).body).toContain('Leads, newest first');
    // Filters by status, language, page and place travel in the address: nothing personal in them.
    const hindi = await priya.open('/office/all/?lang=hi');
    expect(hindi.body).toContain('0 found');
  });

  it('shows the same phone seen again within 30 days as a repeat, linked to the earlier lead', async () => {
    const { store, person } = await office('2026-11-27T11:00:00');
    const old = await store('2026-10-01T10:00:00', { phone: '98200 12345' });
    const earlier = await store('2026-11-20T10:00:00', { phone: '+91 98200 12345' });
    const again = await store('2026-11-27T10:55:00', { phone: '098200-12345' });
    const body = (await (await person('Priya')).open()).body;
    expect(line(body, again)).toContain('repeat');
    expect(line(body, earlier)).not.toContain('repeat');
    expect(body).toContain(
      `Repeat: the same phone sent an enquiry on 20 Nov 10:00 (<a href="/office/leads/${earlier}/">ref ${earlier.slice(-6)}</a>)`,
    );
    expect(body).not.toContain(`/office/leads/${old}/`);
  });

  it('keeps reviews in their own tab', async () => {
    const { store, person } = await office('2026-11-27T11:00:00');
    const id = await store('2026-11-27T10:00:00', { name: 'Happy Customer' }, 'review');
    const priya = await person('Priya');
    expect((await priya.open()).body).not.toContain(id);
    const reviews = (await priya.open('/office/reviews/')).body;
    expect(reviews).toContain(`id="lead-${id}"`);
    expect(reviews).toContain('<a href="/office/reviews/" aria-current="page">Reviews</a>');
  });
});
