import { afterEach, describe, expect, it } from 'vitest';
import { uiWords } from '../../content/localized/ui';
import { newKey, startApp } from './helpers';

/**
 * Booking a free survey (docs/surveys.md) on a clock the test sets: the open slots, a booking stored
 * as an enquiry, the last place given to one of twenty, the form without JavaScript, the booking's
 * own page, its calendar file, moving and cancelling.
 */

type Started = Awaited<ReturnType<typeof startApp>>;
const running: Started[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

/** Sunday 6 Dec 2026, 10:00 in India. */
const clock = { now: new Date('2026-12-06T10:00:00+05:30').getTime() };

async function start(env: Record<string, string> = {}) {
  clock.now = new Date('2026-12-06T10:00:00+05:30').getTime();
  const started = await startApp(env, { now: () => clock.now, startDelivery: false });
  running.push(started);
  return started;
}

/** A booking as the booking page's island sends it. */
const booking = (extra: Record<string, string> = {}) => ({
  kind: 'video',
  date: '2026-12-07',
  band: '11-13',
  name: 'Asha Verma',
  phone: '98201 45678',
  email: '',
  locality: 'Kothrud, Pune',
  floor: '3',
  lift: 'no',
  lang: 'en',
  page: '/book-survey/',
  idempotencyKey: newKey(),
  website: '',
  ...extra,
});

const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  url: '/api/surveys',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('booking a free survey', () => {
  it('lists the next fourteen days from tomorrow, each with the office’s bands, all free', async () => {
    const { app } = await start();
    const res = await app.inject('/api/surveys/slots');
    const { days } = res.json() as { days: { date: string; bands: { id: string; free: boolean }[] }[] };
    expect(days).toHaveLength(14);
    expect([days[0]!.date, days.at(-1)!.date]).toEqual(['2026-12-07', '2026-12-20']);
    expect(days[0]!.bands.map((b) => [b.id, b.free])).toEqual([
      ['9-11', true],
      ['11-13', true],
      ['14-16', true],
      ['16-18', true],
    ]);
  });

  it('books a slot as an enquiry the office and the CRM read, with its quote when it came from an estimate', async () => {
    const { post, store } = await start();
    const res = await post('/api/surveys', booking({ estimate: 'from=pune&to=bengaluru&size=2bhk&pf=3' }));
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json() as Record<string, unknown>;
    expect(answer).toMatchObject({
      status: 'booked',
      kind: 'video',
      date: '2026-12-07',
      band: { id: '11-13', start: '11:00', end: '13:00' },
      manage: expect.stringMatching(/^\/survey\/[A-Za-z0-9_-]{24}\/$/),
      calendar: expect.stringMatching(/^\/survey\/[A-Za-z0-9_-]{24}\/survey\.ics$/),
      quote: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/),
    });
    const [lead] = await store.list();
    expect(String(answer.reference)).toBe(lead!.id.slice(-6));
    expect(lead!.payload).toMatchObject({
      name: 'Asha Verma',
      phone: '+919820145678',
      pickup: 'Kothrud, Pune',
      drop: 'Bengaluru',
      source: 'survey',
      survey: { kind: 'video', date: '2026-12-07', band: '11-13' },
    });
    expect(lead!.payload.detail).toBe('Free survey booked on the website. Floor 3, no lift.');
  });

  it('gives the last place of a band to exactly one of twenty visitors, and offers the others the nearest free times', async () => {
    const { post, store } = await start();
    // Two places a band: one taken already.
    expect((await post('/api/surveys', booking())).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/surveys', booking())));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0]!.json()).toEqual({
      error: 'slot_taken',
      nearest: [
        { date: '2026-12-07', band: { id: '9-11', start: '09:00', end: '11:00' } },
        { date: '2026-12-07', band: { id: '14-16', start: '14:00', end: '16:00' } },
        { date: '2026-12-07', band: { id: '16-18', start: '16:00', end: '18:00' } },
      ],
    });
    expect(await store.list()).toHaveLength(2);
  });

  it('says what is wrong in the form’s language, and refuses a day outside the fourteen or a band the office does not have', async () => {
    const { post } = await start();
    const wrong = await post('/api/surveys', booking({ lang: 'hi', locality: '', lift: 'maybe', phone: '12345' }));
    expect(wrong.statusCode).toBe(400);
    const { fields } = wrong.json() as { fields: Record<string, string> };
    expect(fields.locality).toContain('इलाक़ा');
    expect(fields.lift).toContain('लिफ़्ट');
    expect(fields.phone).toBeTruthy();
    const slots: Record<string, string>[] = [{ date: '2026-12-06' }, { date: '2026-12-21' }, { band: '12-14' }];
    for (const slot of slots) {
      expect((await post('/api/surveys', booking(slot))).statusCode, JSON.stringify(slot)).toBe(409);
    }
  });

  it('without JavaScript: books and goes to the booking’s page; a gone time comes back with everything typed and the nearest free times', async () => {
    const { app } = await start();
    const first = await app.inject(form(booking({ band: '16-18' })));
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toMatch(/^\/survey\/[A-Za-z0-9_-]{24}\/\?booked$/);
    const page = await app.inject(String(first.headers.location));
    expect(page.body).toContain('Your free survey is booked.');
    expect(page.body).toContain('Video call on Monday, 7 December 2026, between 16:00 and 18:00');
    expect(page.headers['x-robots-tag']).toContain('noindex');
    await app.inject(form(booking({ band: '16-18' })));
    const gone = await app.inject(form(booking({ band: '16-18', name: 'Ravi Kumar' })));
    expect(gone.statusCode).toBe(409);
    expect(gone.body).toContain('That time has just been booked');
    expect(gone.body).toContain('value="Ravi Kumar"');
    expect(gone.body).toContain('value="2026-12-07 14-16"');
    const picked = await app.inject(
      form({ ...booking({ band: '16-18', name: 'Ravi Kumar' }), slot: '2026-12-07 14-16' }),
    );
    expect(picked.statusCode).toBe(303);
  });

  it('gives the booking a calendar file, and lets it be moved and cancelled until its time has passed', async () => {
    const { app } = await start();
    const booked = await app.inject(form(booking()));
    const manage = String(booked.headers.location).replace('?booked', '');
    const token = manage.split('/')[2]!;
    const ics = await app.inject(`${manage}survey.ics`);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.body).toContain('DTSTART:20261207T053000Z');
    expect(ics.body).toContain('DTEND:20261207T073000Z');
    expect(ics.body).toMatch(/SUMMARY:Free survey by Sugam Packers & Movers \(Video call\)/);
    expect(ics.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const post = (action: string, fields: Record<string, string>) =>
      app.inject({ ...form(fields), url: `/api/surveys/${token}/${action}` });
    expect((await post('move', { slot: '2026-12-09 9-11', lang: 'en' })).headers.location).toBe(`${manage}?moved`);
    expect((await app.inject(manage)).body).toContain('Wednesday, 9 December 2026, between 09:00 and 11:00');
    expect((await post('move', { slot: '2026-12-25 9-11', lang: 'hi' })).headers.location).toBe(`/hi${manage}?full`);
    expect((await post('cancel', { lang: 'en' })).headers.location).toBe(`${manage}?cancelled`);
    expect((await app.inject(manage)).body).toMatch(/Your survey [0-9A-Z]{6} is cancelled./);
    expect((await app.inject(`${manage}survey.ics`)).statusCode).toBe(404);
    // A booking still standing whose time has passed: its page says so and changes nothing.
    const live = String(
      (await app.inject(form(booking({ date: '2026-12-08', band: '9-11' })))).headers.location,
    ).replace('?booked', '');
    clock.now = new Date('2026-12-09T11:00:00+05:30').getTime();
    expect((await post('move', { slot: '2026-12-12 9-11', lang: 'en' })).statusCode).toBe(404);
    const liveToken = live.split('/')[2]!;
    const moveLive = await app.inject({
      ...form({ slot: '2026-12-12 9-11', lang: 'en' }),
      url: `/api/surveys/${liveToken}/move`,
    });
    expect(moveLive.statusCode).toBe(404);
    const passedPage = (await app.inject(live)).body;
    expect(passedPage).toContain(uiWords.en.survey.manage.closed);
    expect(passedPage).not.toContain(`/api/surveys/${liveToken}/move`);
    expect(passedPage).toContain('Tuesday, 8 December 2026, between 09:00 and 11:00');
  });

  it('opens a booking’s page only by its secret', async () => {
    const { app } = await start();
    for (const path of ['/survey/AAAAAAAAAAAAAAAAAAAAAAAA/', '/survey/short/', '/survey/']) {
      expect((await app.inject(path)).statusCode, path).toBe(404);
    }
  });

  it('without JavaScript, past the per-connection limit: the form again with everything typed, saying to wait a minute', async () => {
    const { app } = await start({ RATE_LIMIT_MAX: '2' });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await app.inject(form(booking({ name: 'Ravi Kumar' })))).statusCode);
    const refused = await app.inject(form(booking({ name: 'Ravi Kumar' })));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('value="Ravi Kumar"');
    expect(refused.body).toContain('wait a minute');
    expect(statuses.slice(0, 2)).toEqual([303, 303]);
  });
});
