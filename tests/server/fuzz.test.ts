import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquirySchema, enquirySources, reviewSchema } from '../../lib/shared/lead-schemas';
import { parsePhone } from '../../lib/shared/phone';
import { enquiry, newKey, review, startApp } from './helpers';

/**
 * Property-based fuzzing of the lead API through `app.inject()`: whatever bytes arrive, the
 * answer is a 4xx or a 201, never a 5xx; the process keeps running; only leads that pass the
 * shared schemas are stored; and nothing reaches Object.prototype.
 */

let started: Awaited<ReturnType<typeof startApp>>;
const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();
beforeAll(async () => {
  started = await startApp({ RATE_LIMIT_MAX: '1000000', GLOBAL_RATE_LIMIT_MAX: '1000000' });
});
afterAll(() => started.close());

const endpoints = [
  { url: '/api/enquiries', schema: enquirySchema, sample: () => enquiry() },
  { url: '/api/reviews', schema: reviewSchema, sample: () => review() },
] as const;

// ---- hostile building blocks ----

/** Characters that break naive code: NUL and control characters, bidi overrides, astral, lone surrogates. */
const nasty = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u001b[31m',
  '\b',
  '\r\n',
  '\u2028',
  '\u2029',
  '\u202e', // right-to-left override
  '\u200f',
  'مرحبا',
  'שלום',
  '\ud83d\ude9a', // 🚚 (astral)
  '\u{1d573}',
  '\ud800', // lone high surrogate
  '\udfff',
  '\ufeff',
  '\uffff',
  "'; DROP TABLE leads; --",
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '${7*7}',
  '%00',
  '../../etc/passwd',
);
const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc
    .array(fc.oneof(nasty, fc.string({ unit: 'grapheme', maxLength: 4 })), { maxLength: 12 })
    .map((parts) => parts.join('')),
  fc.integer({ min: 100, max: 20_000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom('', ' ', '\t\n ', 'null', 'undefined', 'NaN', 'true', '[]', '{}'),
);
const prototypeKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf');
const fieldName = fc.constantFrom(
  ...new Set([...Object.keys(enquirySchema.shape), ...Object.keys(reviewSchema.shape)]),
  'id',
  'spam',
  'status',
);
const key = fc.oneof(fieldName, prototypeKey, hostileString);

/** Any JSON value, with hostile strings and prototype keys at every level. */
const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc
      .array(fc.tuple(key, tie('value')), { maxLength: 4 })
      .map(objectText)
      .map((text) => JSON.parse(text)),
  ),
}));

/** JSON text of an object from key/value pairs, kept as own keys even when a key is "__proto__". */
function objectText(entries: [string, unknown][]): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`;
}

/** Deeply nested arrays or objects, up to the body limit and beyond. */
const deepNesting = fc
  .integer({ min: 1, max: 9_000 })
  .chain((depth) =>
    fc.constantFrom(
      `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`,
      `${'{"a":'.repeat(Math.ceil(depth / 3))}1${'}'.repeat(Math.ceil(depth / 3))}`,
      `{"__proto__":${'{"__proto__":'.repeat(Math.ceil(depth / 20))}{"polluted":1}${'}'.repeat(Math.ceil(depth / 20))}}`,
    ),
  );

/** Body text: near-valid leads with hostile changes, other JSON, broken JSON. */
const bodyText = (sample: () => Record<string, unknown>) =>
  fc.oneof(
    // A valid lead with some fields replaced or added (prototype keys included).
    fc
      .array(fc.tuple(key, hostileValue), { minLength: 1, maxLength: 5 })
      .map((changes) => objectText([...Object.entries(sample()), ...changes])),
    // Prototype pollution attempts at the top level and nested.
    fc.constantFrom(
      '{"__proto__":{"polluted":"yes"}}',
      '{"constructor":{"prototype":{"polluted":"yes"}}}',
      JSON.stringify(sample()).replace(/^\{/, '{"__proto__":{"polluted":"yes"},'),
      JSON.stringify(sample()).replace(/^\{/, '{"constructor":{"prototype":{"polluted":"yes"}},'),
      JSON.stringify({ ...sample(), name: { __proto__: null, toString: 'x' } }),
    ),
    // Arrays, scalars and other JSON instead of an object.
    hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
    fc.array(fc.constant(sample()), { maxLength: 3 }).map((list) => JSON.stringify(list)),
    // Broken JSON: a valid lead cut short or with a byte changed, or random text.
    fc.integer({ min: 0, max: 300 }).map((cut) => JSON.stringify(sample()).slice(0, cut)),
    fc
      .tuple(fc.integer({ min: 0, max: 300 }), fc.constantFrom('"', '{', '}', ',', ':', '\\', '\u0000', 'x'))
      .map(([at, c]) => {
        const text = JSON.stringify(sample());
        return text.slice(0, at) + c + text.slice(at + 1);
      }),
    fc.string({ unit: 'binary', maxLength: 200 }),
    deepNesting,
    // Oversized bodies.
    fc.integer({ min: 15_000, max: 40_000 }).map((n) => JSON.stringify({ ...sample(), detail: 'ﷺ'.repeat(n / 3) })),
  );

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'APPLICATION/JSON',
      'application/json;charset=UTF-8',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'application/jsonx',
      'application/x-json',
      'application/ld+json',
      'text/json',
      'text/plain',
      'text/html',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=----x',
      'application/octet-stream',
      '',
      ';',
      'application/json; boundary="',
      '*/*',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 30 }) },
);

// A browser's own form post (urlencoded) is answered 303 to the thank-you page or 422 with a page.
const allowedStatuses = [201, 303, 400, 413, 415, 422];

describe('fuzzing the lead API', () => {
  it('answers every hostile request with a 4xx, 201 or 303, and stores only leads that pass the schema', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints).chain((endpoint) =>
          fc.record({
            endpoint: fc.constant(endpoint),
            body: bodyText(endpoint.sample),
            type: fc.option(contentType),
          }),
        ),
        async ({ endpoint, body, type }) => {
          const headers: Record<string, string> = type === null ? {} : { 'content-type': type };
          const res = await started.app.inject({ method: 'POST', url: endpoint.url, headers, payload: body });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          expect(allowedStatuses, `${res.statusCode} for ${JSON.stringify(type)} ${body.slice(0, 200)}`).toContain(
            res.statusCode,
          );
          // Every answer is JSON with no detail beyond field messages, or (to a form post) a plain page.
          if (res.statusCode === 303) expect(res.headers.location).toMatch(/^\/thank-you\/(enquiry|review)\/$/);
          else if (/^text\/html/.test(String(res.headers['content-type'])))
            expect(res.body).toMatch(/^<!DOCTYPE html>/);
          else {
            const answer = res.json();
            if (res.statusCode === 201) expect(answer).toEqual({ id: expect.any(String), status: 'stored' });
            else expect(typeof answer.error).toBe('string');
          }
          expect(res.body).not.toMatch(/\bat .*\(.*:\d+:\d+\)|SQLITE|stack/);
        },
      ),
      { numRuns: 400 },
    );
    // The run exercised the refusals, not just one path.
    for (const status of [201, 400, 413, 415]) expect(statuses.get(status) ?? 0, `${status}`).toBeGreaterThan(0);

    // Only valid leads were stored, exactly as the schema would output them.
    for (const lead of await started.store.list()) {
      const { schema } = endpoints.find((e) => e.url.includes(lead.kind === 'enquiry' ? 'enquiries' : 'reviews'))!;
      const parsed = schema.safeParse({ ...lead.payload, idempotencyKey: lead.idempotencyKey });
      expect(parsed.success, JSON.stringify(lead.payload)).toBe(true);
      const expected: Record<string, unknown> = { ...parsed.data };
      delete expected.idempotencyKey;
      delete expected.website;
      expect(lead.payload).toStrictEqual(expected);
      expect(Object.getPrototypeOf(lead.payload)).toBe(Object.prototype);
      expect(Object.keys(lead.payload)).not.toEqual(expect.arrayContaining(['__proto__']));
    }
  });

  it('leaves Object.prototype untouched and the service running', async () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.toString.call([])).toBe('[object Array]');
    const health = await started.app.inject('/api/health');
    expect(health.statusCode).toBe(200);
  });

  // ---- the positive side: anything the forms accept is stored as sent ----

  /** Text that passes `required(…, max)`: anything, astral and RTL included, with something besides spaces. */
  const visible = /[^\s\p{Z}\p{Cc}\p{Cf}\u034f\u115f\u1160\u2800\u3164\uffa0]/u;
  const text = (max: number) =>
    fc
      .oneof(
        fc.string({ unit: 'binary', minLength: 1, maxLength: Math.min(max, 80) }),
        fc.array(nasty, { minLength: 1, maxLength: 6 }).map((parts) => `${parts.join('')}x`),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
      )
      // Something visible: the schema strips control characters and refuses text with nothing to see.
      .filter((s) => visible.test(s) && s.length <= max);
  const email = fc
    .tuple(
      fc.stringMatching(/^[A-Za-z0-9_+-]([A-Za-z0-9_+-]|\.[A-Za-z0-9_+-]){0,20}$/),
      fc.stringMatching(/^([a-z0-9][a-z0-9-]{0,10}\.){1,3}[a-z]{2,6}$/),
    )
    .map(([local, domain]) => `${local}@${domain}`);
  // Numbers as customers write them (lib/shared/phone.ts): 10 digits after a prefix, a country code or none.
  const phone = fc
    .tuple(
      fc.constantFrom('', '0', '+91 ', '91', '0091 ', '+44 ', '+1 ', '+971 '),
      fc.integer({ min: 1, max: 9 }),
      fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.constantFrom('', '', ' ', '-', '.')), {
        minLength: 9,
        maxLength: 9,
      }),
    )
    .map(([prefix, first, digits]) => prefix + first + digits.map(([d, sep]) => `${d}${sep}`).join(''))
    .filter((p) => p.trim().length <= 25 && parsePhone(p)?.madeUp === false);
  const validEnquiry = fc.record(
    {
      name: text(80),
      email,
      phone,
      pickup: text(120),
      drop: text(120),
      detail: text(2000),
      goodsType: text(60),
      source: fc.constantFrom(...enquirySources),
      website: fc.constantFrom('', 'http://spam.example'),
    },
    { requiredKeys: ['name', 'email', 'phone', 'pickup', 'drop', 'detail', 'source'] },
  );

  it('stores any valid enquiry and answers 201, keeping every character', async () => {
    let spam = 0;
    await fc.assert(
      fc.asyncProperty(validEnquiry, async (fields) => {
        const idempotencyKey = newKey();
        const body = { ...fields, idempotencyKey };
        const expected = enquirySchema.safeParse(body);
        expect(expected.success, JSON.stringify(body)).toBe(true);
        const res = await started.post('/api/enquiries', body);
        expect(res.statusCode, res.body).toBe(201);
        const lead = await started.store.findByKey(idempotencyKey);
        expect(lead?.id).toBe(res.json().id);
        const payload: Record<string, unknown> = { ...expected.data };
        const { website } = expected.data!;
        delete payload.idempotencyKey;
        delete payload.website;
        expect(lead?.payload).toStrictEqual(payload);
        expect(lead?.spam).toBe(Boolean(website));
        if (website) spam++;
      }),
      { numRuns: 150 },
    );
    expect(spam).toBeGreaterThan(0);
  });
});
