import { afterEach, describe, expect, it, vi } from 'vitest';
import { enquirySchema, maxText, reviewSchema } from '../../lib/shared/lead-schemas';
import { buildApp } from '../../server/http/app';
import { scrubMessage } from '../../server/http/log';
import { IntakeLimits } from '../../server/http/limits';
import { openSqliteStore } from '../../server/store/sqlite';
import type { LeadStore } from '../../server/store/types';
import { enquiry, review, startApp, tempDir, testSettings } from './helpers';
import { join } from 'node:path';

type Started = Awaited<ReturnType<typeof startApp>>;
let app: Started | undefined;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await app?.close();
  app = undefined;
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const postFrom = (started: Pick<Started, 'app'>, remoteAddress: string, url: string, body: unknown) =>
  started.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

/** The app around any store, with its log lines captured. */
async function appWith(store: LeadStore, env: Record<string, string> = {}) {
  const lines: string[] = [];
  const settings = testSettings({ STATIC_DIR: '/nonexistent-static', LOG_LEVEL: 'info', ...env });
  const server = buildApp(settings, store, { logStream: { write: (line) => void lines.push(line) } });
  await server.ready();
  cleanups.push(() => server.close());
  return { app: server, lines, log: () => lines.join('') };
}

describe('limits across all clients', () => {
  it('sends at most GLOBAL_RATE_LIMIT_MAX new leads per window to the CRM and quarantines the rest, whatever the number of addresses', async () => {
    const started = (app = await startApp({ GLOBAL_RATE_LIMIT_MAX: '3', GLOBAL_RATE_LIMIT_WINDOW_MS: '60000' }));
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        await postFrom(
          started,
          `198.51.100.${i}`,
          i % 2 ? '/api/reviews' : '/api/enquiries',
          i % 2 ? review() : enquiry(),
        ),
      );
    }
    // Every visitor is told the lead is stored, and it is: past the limit it waits for a person.
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const held = new Map((await started.store.list()).map((lead) => [lead.id, lead.delivery.quarantine]));
    expect(answers.map((r) => held.get(r.json().id))).toEqual([null, null, null, 'global', 'global', 'global']);
    // Invalid submissions are refused as before, and store nothing.
    expect((await postFrom(started, '198.51.100.7', '/api/enquiries', { name: '' })).statusCode).toBe(400);
    expect(await started.store.list()).toHaveLength(6);
  });

  it('opens a new window once the old one has passed, and counts only leads that stored something', () => {
    let now = 1_000_000;
    const limits = new IntakeLimits({
      globalMax: 2,
      windowMs: 60_000,
      clientAllowance: 100,
      quarantineMax: 100,
      maxInFlight: 100,
      now: () => now,
    });
    const take = (result: 'created' | 'repeat' | 'failed' = 'created', spam = false) => {
      const admission = limits.admit('198.51.100.1', spam);
      if (!admission.ok) return admission.reason;
      admission.settle(result);
      return admission.hold ?? 'ok';
    };
    // Repeats, failed writes and spam leave the count as it was.
    expect([take('repeat'), take('failed'), take('created', true), take(), take(), take()]).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'global',
    ]);
    now += 59_000;
    expect(take()).toBe('global');
    now += 1_000;
    expect([take(), take(), take()]).toEqual(['ok', 'ok', 'global']);
  });

  it('answers 503 at once when MAX_IN_FLIGHT leads are already waiting for the store', async () => {
    const real = openSqliteStore(join(await tempDir(), 'leads.db'));
    cleanups.push(() => real.close());
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let saving = 0;
    const slow: LeadStore = Object.assign(Object.create(real) as LeadStore, {
      saveLead: async (...args: Parameters<LeadStore['saveLead']>) => {
        saving++;
        await gate;
        return real.saveLead(...args);
      },
    });
    const { app: server } = await appWith(slow, { MAX_IN_FLIGHT: '2' });
    let answered = 0;
    const waiting = [1, 2].map((i) =>
      postFrom({ app: server }, `203.0.113.${i}`, '/api/enquiries', enquiry()).finally(() => answered++),
    );
    // Both leads are now with the store, which holds them until the gate opens.
    await vi.waitFor(() => expect(saving).toBe(2), { interval: 1 });
    const refused = await postFrom({ app: server }, '203.0.113.3', '/api/reviews', review());
    // At once: answered while the other two still wait for the store.
    expect(answered).toBe(0);
    expect([refused.statusCode, refused.json().error, refused.headers['retry-after']]).toEqual([503, 'busy', '1']);
    open();
    expect((await Promise.all(waiting)).map((r) => r.statusCode)).toEqual([201, 201]);
    // Slots are given back once the writes settle.
    expect((await postFrom({ app: server }, '203.0.113.4', '/api/reviews', review())).statusCode).toBe(201);
    expect(await real.list()).toHaveLength(3);
  });
});

describe('field limits', () => {
  /** A valid value of `length` characters for a text field. */
  const fill = (field: string, length: number) => {
    if (field === 'email') return `${'a'.repeat(Math.max(1, length - 12))}@example.com`;
    if (field === 'phone') return `9820012345${'-'.repeat(Math.max(0, length - 10))}`;
    if (field === 'page') return `/${'a'.repeat(Math.max(0, length - 1))}`;
    return 'a'.repeat(length);
  };
  const shortest: Record<string, number> = { email: 13, phone: 10, idempotencyKey: 16 };

  it('bounds every text field of both forms, and the server enforces each bound', async () => {
    const started = (app = await startApp({ RATE_LIMIT_MAX: '1000' }));
    const ceiling = maxText * 10;
    const maxima: Record<string, number> = {};
    for (const [schema, sample, url] of [
      [enquirySchema, enquiry(), '/api/enquiries'],
      [reviewSchema, review(), '/api/reviews'],
    ] as const) {
      for (const field of Object.keys(schema.shape)) {
        // A number, and fixed forms (a choice from a list, a date, the form's language).
        if (['rating', 'source', 'offer', 'homeSize', 'movingDate', 'lang'].includes(field)) continue;
        const accepts = (length: number) => schema.safeParse({ ...sample, [field]: fill(field, length) }).success;
        const min = shortest[field] ?? 1;
        expect(accepts(min), `${field} accepts ${min}`).toBe(true);
        expect(accepts(ceiling), `${field} has a maximum length`).toBe(false);
        let [lo, hi] = [min, ceiling]; // accepts(lo), !accepts(hi)
        while (hi - lo > 1) {
          const mid = Math.floor((lo + hi) / 2);
          if (accepts(mid)) lo = mid;
          else hi = mid;
        }
        maxima[`${url} ${field}`] = lo;
        const res = await started.post(url, { ...sample, [field]: fill(field, lo + 1) });
        expect(res.statusCode, `${url} ${field}`).toBe(400);
        expect(Object.keys(res.json().fields), `${url} ${field}`).toContain(field);
      }
    }
    expect(Object.keys(maxima)).toHaveLength(17);
    expect(maxima['/api/enquiries page']).toBe(100);
    expect(maxima['/api/enquiries estimate']).toBe(600);
    // An offer is a percentage and nothing else.
    for (const offer of ['15%', '5%']) expect(enquirySchema.safeParse({ ...enquiry(), offer }).success).toBe(true);
    for (const offer of ['15', '150%', '15% off', '']) {
      expect(enquirySchema.safeParse({ ...enquiry(), offer }).success, offer).toBe(false);
    }
    for (const [field, max] of Object.entries(maxima)) expect(max, field).toBeLessThanOrEqual(maxText);
    expect(await started.store.list()).toEqual([]);
  });
});

describe('errors say nothing', () => {
  const visitor = { name: 'Ottoline Brackenridge', email: 'ottoline.b@private.example', phone: '+91 91234 56789' };
  const sqlError = () =>
    Object.assign(
      new Error(
        `SQLITE_CONSTRAINT: INSERT INTO leads (id, payload) VALUES ('01J', '{"name":"${visitor.name}","email":"${visitor.email}","phone":"${visitor.phone}"}') failed`,
      ),
      { code: 'SQLITE_CONSTRAINT' },
    );

  it('answers a store failure with a bare 503 and logs the code but neither the SQL values nor a message quoting them', async () => {
    const failing = new Proxy({} as LeadStore, {
      get: (_target, name) => () => (name === 'close' ? Promise.resolve() : Promise.reject(sqlError())),
    });
    const { app: server, log } = await appWith(failing);
    const res = await postFrom({ app: server }, '192.0.2.1', '/api/enquiries', enquiry(visitor));
    expect(res.statusCode).toBe(503);
    expect(Object.keys(res.json())).toEqual(['error', 'message']);
    expect(res.json().error).toBe('unavailable');

    const text = log();
    expect(text).toContain('lead not stored: store failed');
    expect(text).toContain('SQLITE_CONSTRAINT');
    for (const value of [visitor.name, visitor.email, visitor.phone, '91234 56789', sqlError().message]) {
      expect(text).not.toContain(value);
    }
  });

  it('answers an unexpected error with a bare 500: no stack, no message', async () => {
    const broken = new Proxy({} as LeadStore, {
      // A store that resolves nothing: the handler itself throws (reading `id` of undefined).
      get: () => () => Promise.resolve(undefined),
    });
    const { app: server, log } = await appWith(broken);
    const res = await postFrom({ app: server }, '192.0.2.2', '/api/reviews', review());
    expect([res.statusCode, res.body]).toEqual([500, '{"error":"internal"}']);
    expect(log()).toContain('request failed');
    expect(log()).toMatch(/"stack":"\s+at /);
  });

  it('scrubs quoted text, addresses and numbers from logged messages, keeping their shape', () => {
    expect(scrubMessage(sqlError().message)).toBe(
      `SQLITE_CONSTRAINT: INSERT INTO leads (id, payload) VALUES ('…', '…') failed`,
    );
    expect(scrubMessage('duplicate key: Key (email)=(x@y.example) already exists')).toBe(
      'duplicate key: Key (email)=(…) already exists',
    );
    expect(scrubMessage('call 98765 43210 or write to a.b@c.example')).toBe('call #… or write to …@…');
    expect(scrubMessage('database is locked')).toBe('database is locked');
  });
});
