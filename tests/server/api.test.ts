import fc from 'fast-check';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/http/app';
import type { LeadStore } from '../../server/store/types';
import { schemaMessages } from '../../lib/shared/lead-schemas';
import { enquiry, newKey, review, startApp, testSettings } from './helpers';

const { phoneInvalid } = schemaMessages.en;

type Started = Awaited<ReturnType<typeof startApp>>;
let app: Started | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function expectNothingStored(started: Started) {
  expect(await started.store.list()).toEqual([]);
}

describe('refusing bad submissions', () => {
  it('answers each invalid enquiry field with the message the form shows', async () => {
    const started = (app = await startApp());
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'Please enter your name.'],
      [{ name: 'x'.repeat(81) }, 'name', 'Please keep this under 80 characters.'],
      [{ email: '' }, 'email', 'Please enter your e-mail address.'],
      [{ email: 'asha.example.com' }, 'email', 'Please enter a valid e-mail address, like name@example.com.'],
      [{ phone: '12345' }, 'phone', phoneInvalid],
      [{ phone: '98200 12345 ext' }, 'phone', phoneInvalid],
      [{ phone: '11111111' }, 'phone', phoneInvalid],
      [{ phone: '+11111111' }, 'phone', schemaMessages.en.phoneMadeUp],
      [{ phone: '+91 98765 43210' }, 'phone', schemaMessages.en.phoneMadeUp],
      [{ pickup: '' }, 'pickup', 'Please enter where you are moving from.'],
      [{ drop: undefined }, 'drop', 'Please enter where you are moving to.'],
      [{ detail: '' }, 'detail', 'Please enter what you are moving or need.'],
      [{ idempotencyKey: 'short' }, 'idempotencyKey', 'Invalid submission key.'],
    ];
    for (const [change, field, message] of cases) {
      const body = { ...enquiry(), ...change };
      const res = await started.post('/api/enquiries', body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toEqual({ error: 'invalid', fields: { [field]: message } });
    }
    // Every field at once, each with the message the form shows beside it.
    const res = await started.post('/api/enquiries', { source: 'nowhere' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid',
      fields: {
        name: 'Please enter your name.',
        email: 'Please enter your e-mail address.',
        phone: 'Please enter your phone number.',
        pickup: 'Please enter where you are moving from.',
        drop: 'Please enter where you are moving to.',
        detail: 'Please enter what you are moving or need.',
        source: expect.any(String),
        idempotencyKey: 'Invalid submission key.',
      },
    });
    await expectNothingStored(started);
  });

  it('answers each invalid review field with the message the form shows', async () => {
    const started = (app = await startApp());
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Please enter your name.'],
      [{ title: ' ' }, 'title', 'Please enter a title for your review.'],
      [{ rating: 0 }, 'rating', 'Please choose a rating from 1 to 5 stars.'],
      [{ rating: 6 }, 'rating', 'Please choose a rating from 1 to 5 stars.'],
      [{ rating: '5' }, 'rating', 'Please choose a rating from 1 to 5 stars.'],
      [{ description: '' }, 'description', 'Please enter your review.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await started.post('/api/reviews', { ...review(), ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toEqual({ error: 'invalid', fields: { [field]: message } });
    }
    const res = await started.post('/api/reviews', {});
    expect(res.json().fields).toEqual({
      name: 'Please enter your name.',
      title: 'Please enter a title for your review.',
      rating: 'Please choose a rating from 1 to 5 stars.',
      description: 'Please enter your review.',
      idempotencyKey: 'Invalid submission key.',
    });
    await expectNothingStored(started);
  });

  it('refuses other content types, oversized bodies and broken JSON without storing anything', async () => {
    const started = (app = await startApp());
    const inject = (headers: Record<string, string>, payload?: string) =>
      started.app.inject({ method: 'POST', url: '/api/enquiries', headers, payload });
    const valid = JSON.stringify(enquiry());

    // A browser's own form post (urlencoded) is a body of its own: tests/server/form-posts.test.ts.
    for (const type of ['text/plain', 'multipart/form-data; boundary=x']) {
      const res = await inject({ 'content-type': type }, valid);
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ error: 'unsupported_media_type' });
    }
    const bare = await started.app.inject({ method: 'POST', url: '/api/reviews' });
    expect([bare.statusCode, bare.json()]).toEqual([415, { error: 'unsupported_media_type' }]);

    const huge = await inject(
      { 'content-type': 'application/json' },
      JSON.stringify(enquiry({ detail: 'x'.repeat(17_000) })),
    );
    expect([huge.statusCode, huge.json()]).toEqual([413, { error: 'too_large' }]);

    for (const payload of ['{"name": "Asha",', '', 'not json', '{"a":1}}']) {
      const res = await inject({ 'content-type': 'application/json; charset=utf-8' }, payload);
      expect([res.statusCode, res.json()], payload).toEqual([400, { error: 'invalid_json' }]);
    }
    for (const payload of ['[]', 'null', '"Asha"', '42']) {
      const res = await inject({ 'content-type': 'application/json' }, payload);
      expect([res.statusCode, res.json().error], payload).toEqual([400, 'invalid']);
    }
    await expectNothingStored(started);
  });

  it('never answers anything but 201 or a field list, whatever JSON arrives', async () => {
    const started = (app = await startApp({ RATE_LIMIT_MAX: '100000' }));
    const fields = ['name', 'email', 'phone', 'pickup', 'drop', 'detail', 'source', 'goodsType', 'website'];
    const body = fc.oneof(
      fc.anything(),
      fc.record(Object.fromEntries(fields.map((f) => [f, fc.oneof(fc.string(), fc.integer(), fc.constant(null))])), {
        requiredKeys: [],
      }),
      fc.constant(enquiry()),
    );
    const ids = new Set<string>();
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const sent = { ...enquiry(), ...(value as object) };
        const res = await started.post('/api/enquiries', sent);
        if (res.statusCode === 201) ids.add(res.json<{ id: string }>().id);
        else {
          expect(res.statusCode).toBe(400);
          const answer = res.json();
          // A "__proto__" or "constructor" key (fc.anything() makes them) is refused by the JSON parser.
          if (answer.error === 'invalid_json') {
            expect(JSON.stringify(sent)).toMatch(/"(__proto__|constructor)":/);
            return;
          }
          expect(answer.error).toBe('invalid');
          for (const message of Object.values(answer.fields)) expect(typeof message).toBe('string');
        }
      }),
      { numRuns: 150 },
    );
    expect((await started.store.list()).map((lead) => lead.id).sort()).toEqual([...ids].sort());
  });
});

describe('protecting the service', () => {
  it('answers 429 with Retry-After once a client exceeds the limit, for both forms together', async () => {
    const started = (app = await startApp({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' }));
    for (let i = 0; i < 2; i++) expect((await started.post('/api/enquiries', enquiry())).statusCode).toBe(201);
    expect((await started.post('/api/reviews', review())).statusCode).toBe(201);

    const limited = await started.post('/api/enquiries', enquiry());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await started.post('/api/reviews', review())).statusCode).toBe(429);
    expect(await started.store.list()).toHaveLength(3);

    // Other visitors and the health check are not affected.
    const other = await started.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      remoteAddress: '203.0.113.9',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(enquiry()),
    });
    expect(other.statusCode).toBe(201);
    expect((await started.app.inject('/api/health')).statusCode).toBe(200);
  });

  it('answers 503 and stores nothing partial when the store fails', async () => {
    const started = (app = await startApp());
    // Make the second write of the transaction (the delivery record) fail.
    const db = new DatabaseSync(started.settings.leadsDb, { timeout: 5_000 });
    db.exec("CREATE TRIGGER boom BEFORE INSERT ON deliveries BEGIN SELECT RAISE(ABORT, 'disk trouble'); END");
    const res = await started.post('/api/enquiries', enquiry());
    expect([res.statusCode, res.json().error]).toEqual([503, 'unavailable']);
    expect(res.body).not.toMatch(/deliveries|disk trouble|INSERT/i);
    expect(db.prepare('SELECT COUNT(*) AS n FROM leads').get()).toEqual({ n: 0 });
    db.exec('DROP TRIGGER boom');
    db.close();
    expect((await started.post('/api/enquiries', enquiry())).statusCode).toBe(201);
  });

  it('reports the store as unavailable on /api/health and not ready on /api/ready when it cannot be read', async () => {
    const broken = new Proxy({} as LeadStore, {
      get: () => () => Promise.reject(new Error('SQLITE_CORRUPT: database disk image is malformed')),
    });
    const server = buildApp(testSettings({ STATIC_DIR: '/nonexistent-static' }), broken);
    const health = await server.inject('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', store: 'unavailable' });
    const ready = await server.inject('/api/ready');
    expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'unavailable' }]);
    const post = await server.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(review({ idempotencyKey: newKey() })),
    });
    expect([post.statusCode, post.json().error]).toEqual([503, 'unavailable']);
    await server.close();
  });
});
