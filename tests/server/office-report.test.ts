import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/office/password';
import type { NewLead } from '../../server/store/types';
import { newKey, parseCsv, startApp } from './helpers';

/**
 * The owner's speed-to-lead report (docs/office.md#the-report) on leads stored at fixed times,
 * called and closed at fixed times, read at a fixed clock: Wednesday 2 Dec 2026, 12:00 in India.
 * The office is open 8 AM to 8 PM every day and promises a call within 15 minutes.
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

const clock = Date.parse('2026-12-02T06:30:00.000Z');
const origin = 'http://localhost:80';

/** An instant given in India's time: `2026-11-28 22:59` → 17:29 UTC. */
const ist = (time: string) => new Date(Date.parse(`${time.replace(' ', 'T')}:00+05:30`));

function lead(payload: Record<string, unknown>, kind: 'enquiry' | 'review' = 'enquiry', spam = false): NewLead {
  const base = { name: 'Asha', email: 'asha@example.com', phone: '+91 98201 45678', pickup: 'Pune', drop: 'Thane' };
  return { kind, idempotencyKey: newKey(), payload: { ...base, source: 'contact', ...payload }, spam };
}

/** The app at the fixed clock, a signed-in browser, and the leads of the report. */
async function reportApp() {
  const started = await startApp(
    { OFFICE_PASSWORD_HASH: hash, OFFICE_TIME_ZONE: 'Asia/Kolkata' },
    { startDelivery: false, office: { now: () => clock } },
  );
  cleanups.push(() => started.close());
  const { store } = started;
  const save = async (time: string, payload: Record<string, unknown>, kind?: 'review', spam?: boolean) =>
    (await store.saveLead(lead(payload, kind, spam), ist(time))).id;
  const pune = '/city/pune/';
  // Sent at 22:59 on Saturday, office closed: due at 8:15 on Sunday, first called at 8:20 (20 office minutes, late).
  const a = await save('2026-11-28 22:59', { page: pune });
  // Called 12 minutes after it came (in time), quoted, won.
  const b = await save('2026-11-29 10:00', { page: pune, lang: 'hi' });
  // Lost to another mover at the first call, 5 minutes after it came.
  const c = await save('2026-11-29 10:30', { page: '/' });
  // Sent at 19:50, 10 minutes before closing: due at 8:15 next day, called at 8:10 (10 + 10 office minutes, in time).
  const d = await save('2026-11-30 19:50', { page: '/', lang: 'hi' });
  // Never called, its time long passed.
  await save('2026-12-01 09:00', { page: pune });
  // Never called, still within its 15 minutes at the clock.
  await save('2026-12-02 11:50', { page: '/' });
  // Neither a review nor spam is an enquiry the office calls.
  await save('2026-11-30 11:00', { title: 'Good', rating: 5, description: 'Fine' }, 'review');
  await save('2026-11-30 11:00', { page: '/' }, undefined, true);
  // Before the last 8 weeks (which start on Monday 12 Oct).
  await save('2026-10-05 10:00', { page: '/old/' });

  await store.desk.change(a, 'Ravi', ist('2026-11-29 08:20'), { status: 'unreachable' });
  await store.desk.change(b, 'Priya', ist('2026-11-29 10:12'), { status: 'quoted', quoteAmount: 24_000 });
  await store.desk.change(b, 'Priya', ist('2026-11-29 11:00'), { status: 'won', movingOn: '2026-12-20' });
  await store.desk.change(c, 'Ravi', ist('2026-11-29 10:35'), { status: 'lost', lostReason: 'another_mover' });
  await store.desk.change(d, 'Ravi', ist('2026-12-01 08:10'), { status: 'talked' });
  await store.desk.change(d, 'Ravi', ist('2026-12-01 09:30'), { status: 'lost', lostReason: 'price' });

  const signIn = await started.app.inject({
    method: 'POST',
    url: '/office/sign-in',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    payload: new URLSearchParams({ name: 'Owner', password }).toString(),
  });
  const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
  const get = (url: string, signedIn = true) =>
    started.app.inject({ method: 'GET', url, headers: signedIn ? { cookie } : {} });
  return { get };
}

/** A table's rows by its caption's id: each row's header, then its cells, as the page shows them. */
function table(html: string, id: string): string[][] {
  const found = new RegExp(`<caption id="${id}">[\\s\\S]*?</table>`).exec(html);
  expect(found, id).not.toBeNull();
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(found![0])![1]!;
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => cell[1]!),
  );
}

const none = '—';
/** Lost by reason, in the page's order: price, date, another mover, not genuine, duplicate, other. */
const lostBy = (price: number, anotherMover: number) => [price, 0, anotherMover, 0, 0, 0].map(String);

describe('the speed-to-lead report', () => {
  it('shows per day, per week, by page and by language the figures of the leads sent', async () => {
    const { get } = await reportApp();
    const res = await get('/office/report/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    expect(html).toContain('12 Oct 2026 to 2 Dec 2026');
    // 6 enquiries; 4 called after 20, 12, 5 and 20 office minutes (median 16); of the 5 due, 3 in time.
    expect(html).toContain(
      '6 enquiries, 4 called; half of them within 16 office minutes. 60% called by the time the visitor was told. Won 1, lost 2.',
    );

    const days = table(html, 'report-days');
    expect(days).toHaveLength(14);
    expect(days.slice(0, 6)).toEqual([
      ['Wed 2 Dec', '1', '0', none, none, '0', '0', ...lostBy(0, 0)],
      ['Tue 1 Dec', '1', '0', none, '0% (0 of 1)', '0', '0', ...lostBy(0, 0)],
      ['Mon 30 Nov', '1', '1', '20', '100% (1 of 1)', '0', '1', ...lostBy(1, 0)],
      ['Sun 29 Nov', '2', '2', '9', '100% (2 of 2)', '1', '1', ...lostBy(0, 1)],
      ['Sat 28 Nov', '1', '1', '20', '0% (0 of 1)', '0', '0', ...lostBy(0, 0)],
      ['Fri 27 Nov', '0', '0', none, none, '0', '0', ...lostBy(0, 0)],
    ]);
    expect(days.at(-1)![0]).toBe('Thu 19 Nov');

    const weeks = table(html, 'report-weeks');
    expect(weeks).toHaveLength(8);
    expect(weeks.slice(0, 3)).toEqual([
      ['30 Nov – 2 Dec', '3', '1', '20', '50% (1 of 2)', '0', '1', ...lostBy(1, 0)],
      ['23–29 Nov', '3', '3', '12', '67% (2 of 3)', '1', '1', ...lostBy(0, 1)],
      ['16–22 Nov', '0', '0', none, none, '0', '0', ...lostBy(0, 0)],
    ]);
    expect(weeks.at(-1)![0]).toBe('12–18 Oct');

    expect(table(html, 'report-pages')).toEqual([
      ['/', '3', '2', '13', '100% (2 of 2)', '0', '2', ...lostBy(1, 1)],
      ['/city/pune/', '3', '2', '16', '33% (1 of 3)', '1', '0', ...lostBy(0, 0)],
    ]);
    expect(table(html, 'report-languages')).toEqual([
      ['Hindi', '2', '2', '16', '100% (2 of 2)', '1', '1', ...lostBy(1, 0)],
      ['English', '4', '2', '13', '33% (1 of 3)', '0', '1', ...lostBy(0, 1)],
    ]);
    // Headers a screen reader announces with each number; the tables scroll on a phone.
    expect(html).toContain('<th scope="colgroup" colspan="6">Lost, by reason</th>');
    expect(html).toContain('<th scope="col">Chose another mover</th>');
    expect(html.match(/<div class="table-wrap" role="region"/g)).toHaveLength(4);
    expect(html).not.toContain('<script');
  });

  it('takes the period from the form, and refuses dates that are not a period', async () => {
    const { get } = await reportApp();
    const october = await get('/office/report/?from=2026-10-01&to=2026-10-31');
    expect(october.statusCode).toBe(200);
    expect(october.body).toContain('1 Oct 2026 to 31 Oct 2026');
    expect(october.body).toContain('1 enquiry, 0 called.');
    expect(table(october.body, 'report-pages')).toEqual([
      ['/old/', '1', '0', none, '0% (0 of 1)', '0', '0', ...lostBy(0, 0)],
    ]);
    // The week cut at the period's start (Thursday 1 Oct) is shown as the days it holds.
    expect(table(october.body, 'report-weeks').at(-1)![0]).toBe('1–4 Oct');
    expect(table(october.body, 'report-days')[0]![0]).toBe('Sat 31 Oct');

    for (const [query, message] of [
      ['from=2026-02-30', 'Please give the dates as the date fields do'],
      ['from=2026-12-01&to=2026-11-01', 'The first date is after the last one'],
      ['from=2024-01-01&to=2026-01-01', 'at most 366 days'],
    ] as const) {
      const res = await get(`/office/report/?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body).toContain(message);
      expect((await get(`/office/report.csv?${query}`)).statusCode, query).toBe(400);
    }
    // Signed in only, as the list is.
    for (const url of ['/office/report/', '/office/report.csv']) {
      const res = await get(url, false);
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location).toBe('/office/');
    }
  });

  it('downloads one row per day of the period with the same figures', async () => {
    const { get } = await reportApp();
    const res = await get('/office/report.csv?from=2026-11-28&to=2026-12-02');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="report-2026-11-28-to-2026-12-02.csv"');
    expect(parseCsv(res.body)).toEqual([
      [
        'day',
        'received',
        'called',
        'median_first_call_minutes',
        'due',
        'called_in_time',
        'called_in_time_percent',
        'won',
        'lost',
        'lost_price',
        'lost_date',
        'lost_another_mover',
        'lost_not_genuine',
        'lost_duplicate',
        'lost_other',
      ],
      ['2026-11-28', '1', '1', '20', '1', '0', '0', '0', '0', ...lostBy(0, 0)],
      ['2026-11-29', '2', '2', '9', '2', '2', '100', '1', '1', ...lostBy(0, 1)],
      ['2026-11-30', '1', '1', '20', '1', '1', '100', '0', '1', ...lostBy(1, 0)],
      ['2026-12-01', '1', '0', '', '1', '0', '0', '0', '0', ...lostBy(0, 0)],
      ['2026-12-02', '1', '0', '', '0', '0', '', '0', '0', ...lostBy(0, 0)],
    ]);
  });
});
