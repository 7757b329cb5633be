import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/office/password';
import { newKey, startApp } from './helpers';
import { officeBrowser } from './office-client';

/**
 * The office's side of surveys booked on the site (docs/office.md#surveys): the booking in the
 * queue's card, the two weeks' calendar, and the capacity an admin sets, which the site's slots follow.
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

/** Sunday 6 Dec 2026, 10:00 in India. */
const now = new Date('2026-12-06T10:00:00+05:30').getTime();

async function setUp() {
  const app = await startApp(
    { OFFICE_PASSWORD_HASH: hash },
    { startDelivery: false, now: () => now, office: { now: () => now } },
  );
  cleanups.push(() => app.close());
  const res = await app.post('/api/surveys', {
    kind: 'home',
    date: '2026-12-08',
    band: '14-16',
    name: 'Meera Iyer',
    phone: '98450 12345',
    locality: 'Indiranagar, Bengaluru',
    floor: '2',
    lift: 'yes',
    idempotencyKey: newKey(),
  });
  expect(res.statusCode, res.body).toBe(201);
  const client = officeBrowser(app);
  await client.signIn('Priya', password);
  await client.open('/office/');
  return { app, client };
}

describe('surveys in the office', () => {
  it('shows the booking on its card in the queue, and in the calendar under its day and band', async () => {
    const { client } = await setUp();
    const queue = (await client.open('/office/')).body;
    expect(queue).toContain('Meera Iyer');
    expect(queue).toContain('<strong>Survey:</strong> Home visit, 8 Dec 2026, 14:00–16:00 (booked on the website)');
    const calendar = (await client.open('/office/surveys/')).body;
    expect(calendar).toContain('Tue 8 Dec · 1 of 6 booked');
    expect(calendar).toContain('Mon 7 Dec · 0 of 6 booked');
    expect(calendar).toMatch(
      /<strong>14:00–16:00<\/strong> \(1 of 2\)<ul><li>Home visit: <a href="\/office\/leads\/[0-9A-Z]+\/">Meera Iyer<\/a>/,
    );
  });

  it('lets an admin set the capacity, which the site’s open slots follow at once', async () => {
    const { app, client } = await setUp();
    const saved = await client.post('/office/surveys/capacity', {
      bands: '10-12, 15-17',
      perBand: '1',
      perDay: '2',
      closed: '1',
      holidays: '2026-12-25',
    });
    expect(saved.statusCode).toBe(303);
    const { days } = (await app.app.inject('/api/surveys/slots')).json() as {
      days: { date: string; bands: { id: string }[] }[];
    };
    expect(days.map((d) => d.date)).not.toContain('2026-12-07'); // a Monday
    expect(days.map((d) => d.date)).not.toContain('2026-12-25');
    expect(days[0]!.bands.map((b) => b.id)).toEqual(['10-12', '15-17']);
    const refused = await client.post('/office/surveys/capacity', { bands: 'mornings', perBand: '1', perDay: '2' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Write each band as its hours');
    // What was typed stays, to be corrected.
    expect(refused.body).toContain('value="mornings"');
  });
});
