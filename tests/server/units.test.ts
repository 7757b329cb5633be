import { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { enquirySchema, enquirySources } from '../../lib/shared/lead-schemas';
import { crmFields } from '../../server/delivery/crm';
import { toCsv } from '../../server/leads/csv';
import { backoffMs } from '../../server/delivery/claim-worker';
import { company } from '../../content/company';
import { remembered } from '../../server/http/remembered';
import { parseSettings } from '../../server/settings';
import { openSqliteStore } from '../../server/store/sqlite';
import { schemaVersion } from '../../server/store/connection';
import { claimAllDue, newKey, olderStoreFile, parseCsv, tempDir } from './helpers';

describe('settings', () => {
  it('has working defaults and needs no CRM', () => {
    const settings = parseSettings({});
    expect(settings).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      bodyLimit: 16_384,
      rateLimit: { max: 10, windowMs: 60_000 },
      globalRateLimit: {
        max: 1_000,
        windowMs: 3_600_000,
        clientAllowance: 20,
        sameContactMax: 3,
        sameMessageMax: 3,
        quarantineMax: 10_000,
      },
      healthToken: null,
      trustProxy: false,
      maxInFlight: 256,
      allowedOrigins: [],
      store: { busyTimeoutMs: 500, maxSizeMb: 1_024, commitWindowMs: 0 },
      retentionDays: 365,
      heldRetentionDays: 30,
      delivery: { intervalMs: 5_000, retryBaseMs: 5_000, retryCapMs: 900_000 },
      crm: null,
    });
    expect(settings.leadsDb).toMatch(/data\/leads\.db$/);
    expect(settings.staticDir).toMatch(/\/out$/);
  });

  it('keeps leads no longer than the forms and the privacy policy promise', () => {
    expect(parseSettings({}).retentionDays).toBe(company.leadRetentionDays);
    expect(parseSettings({ LEADS_RETENTION_DAYS: '30' }).retentionDays).toBe(30);
    expect(() => parseSettings({ LEADS_RETENTION_DAYS: String(company.leadRetentionDays + 1) })).toThrow(
      /LEADS_RETENTION_DAYS[\s\S]*may not exceed/,
    );
  });

  it('names the bad or missing setting and never echoes the password', () => {
    expect(() => parseSettings({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => parseSettings({ RATE_LIMIT_MAX: 'lots' })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => parseSettings({ GLOBAL_RATE_LIMIT_MAX: '0' })).toThrow(/GLOBAL_RATE_LIMIT_MAX/);
    expect(() => parseSettings({ LEADS_DB_BUSY_TIMEOUT_MS: '-1' })).toThrow(/LEADS_DB_BUSY_TIMEOUT_MS/);
    expect(() => parseSettings({ CRM_URL: 'ftp://crm' })).toThrow(/CRM_URL/);
    // SITE_URL follows the build's rule (lib/server/setting-rules.ts): an origin, nothing more.
    expect(() => parseSettings({ SITE_URL: 'https://www.sugam-movers.in/en/' })).toThrow(/SITE_URL: must be an origin/);
    expect(() => parseSettings({ SITE_URL: 'www.sugam-movers.in' })).toThrow(/SITE_URL/);
    expect(() => parseSettings({ CRM_URL: 'https://crm.example.com/index.php', CRM_PASS: 'hunter22' })).toThrow(
      /CRM_USER, CRM_REST_URL/,
    );
    const crm = parseSettings({
      CRM_URL: 'https://crm.example.com/index.php',
      CRM_USER: 'bot',
      CRM_PASS: 'hunter22',
      CRM_REST_URL: 'https://crm.example.com/rest.php',
    }).crm;
    expect(crm?.pass.reveal()).toBe('hunter22');
    expect(`${JSON.stringify(crm)} ${inspect(crm)} ${String(crm?.pass)}`).not.toContain('hunter22');
  });
});

/** The CRM's enquiry fields (docs/lead-flow.md#crm-delivery): nothing else may be sent. */
const crmEnquiryFields = [
  'name',
  'email1',
  'phone_office',
  'pickup_location_c',
  'drop_location_c',
  'service_detail_c',
  'goods_type_c',
];

describe('answers remembered per request address', () => {
  it('works each answer out once, and never holds more than its size however many addresses are asked', () => {
    const asked: string[] = [];
    const length = remembered((path) => {
      asked.push(path);
      return path === '/none' ? undefined : path.length;
    }, 3);
    expect([length('/a'), length('/a'), length('/none'), length('/none')]).toEqual([2, 2, undefined, undefined]);
    expect(asked).toEqual(['/a', '/none']);
    // Full at three: the fourth address starts it again empty, so '/a' is worked out anew.
    length('/bb');
    length('/ccc');
    expect(length('/a')).toBe(2);
    expect(asked).toEqual(['/a', '/none', '/bb', '/ccc', '/a']);
  });
});

describe('the CRM format', () => {
  const text = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() === s && s.length > 0);
  const validEnquiry = fc
    .record({
      name: text,
      email: fc.emailAddress().filter((e) => e.length < 200),
      phone: fc.stringMatching(/^\+?\d{8,15}$/),
      pickup: text,
      drop: text,
      detail: text,
      source: fc.constantFrom(...enquirySources),
      goodsType: fc.option(text, { nil: undefined }),
      page: fc.option(fc.stringMatching(/^\/[a-z0-9/_-]{0,40}$/), { nil: undefined }),
      idempotencyKey: fc.constant(newKey()),
    })
    .map((input) => enquirySchema.safeParse(input))
    .filter((parsed) => parsed.success)
    .map((parsed) => parsed.data!);

  it('maps every valid enquiry field to its CRM name, goods type only from the home quote form', () => {
    fc.assert(
      fc.property(validEnquiry, (lead) => {
        const payload: Record<string, unknown> = { ...lead };
        delete payload.idempotencyKey;
        delete payload.website;
        const fields = crmFields({ kind: 'enquiry', payload });
        expect(fields).toMatchObject({
          name: lead.name,
          email1: lead.email,
          phone_office: lead.phone,
          pickup_location_c: lead.pickup,
          drop_location_c: lead.drop,
          service_detail_c: lead.detail,
        });
        if (lead.source === 'home-quote') expect(fields.goods_type_c).toBe(lead.goodsType ?? 'Domestic Moving');
        else expect(fields).not.toHaveProperty('goods_type_c');
        // Only the CRM's fields: the page the lead came from stays with the office.
        expect(Object.keys(fields).every((key) => crmEnquiryFields.includes(key))).toBe(true);
      }),
    );
  });
});

describe('the CRM fields of a review', () => {
  it('are name, title, rating and text only, without the page it was sent from', () => {
    const fields = crmFields({
      kind: 'review',
      payload: { name: 'Ravi', title: 'Smooth', rating: 4, description: 'On time.', page: '/review/' },
    });
    expect(fields).toStrictEqual({ name: 'Ravi', review_title_c: 'Smooth', rating: 4, description: 'On time.' });
  });
});

describe('retry timing', () => {
  it('starts at the base, doubles, and never exceeds the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 100 }), (base, factor) => {
        const cap = base * factor;
        expect(backoffMs(1, base, cap)).toBe(base);
        for (let attempt = 1; attempt < 80; attempt++) {
          const wait = backoffMs(attempt, base, cap);
          expect(wait).toBeLessThanOrEqual(cap);
          expect(backoffMs(attempt + 1, base, cap)).toBe(Math.min(cap, wait * 2));
        }
      }),
    );
  });
});

describe('CSV export', () => {
  it('reads back row for row and cell for cell, with nothing a spreadsheet or terminal would act on', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'binary' }), { minLength: 3, maxLength: 3 }), { maxLength: 5 }),
        (rows) => {
          const parsed = parseCsv(toCsv(['a', 'b', 'c'], rows));
          expect(parsed[0]).toEqual(['a', 'b', 'c']);
          expect(parsed.slice(1).map((row) => row.length)).toEqual(rows.map(() => 3));
          for (const cell of parsed.flat()) {
            expect(cell).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
            // A phone number in E.164 alone is a number to a spreadsheet, never a formula.
            if (/^\+[1-9]\d{6,14}$/.test(cell)) continue;
            for (const part of cell.split(';')) expect(part.trimStart()).not.toMatch(/^[=+\-@]/);
          }
        },
      ),
    );
  });

  it('keeps printable text as it was, with an apostrophe before a formula start only', () => {
    const printable = fc.string({ unit: fc.constantFrom(...'ab =+-@;, "\'\n\u0939\u{1F600}') });
    fc.assert(
      fc.property(fc.array(printable, { minLength: 3, maxLength: 3 }), (row) => {
        const [, parsed] = parseCsv(toCsv(['a', 'b', 'c'], [row]));
        const defused = (cell: string) => {
          const inside = cell.replace(/;(\s*)(?=[=+\-@])/g, ";$1'");
          return /^\s*[=+\-@]/.test(inside) ? `'${inside}` : inside;
        };
        expect(parsed).toEqual(row.map(defused));
      }),
    );
  });
});

describe('the SQLite store', () => {
  it('commits durably: WAL, synchronous FULL, versioned schema, private file', async () => {
    const file = join(await tempDir(), 'nested', 'leads.db');
    const store = openSqliteStore(file);
    await store.close();
    const db = new DatabaseSync(file, { readOnly: true });
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: schemaVersion });
    db.close();
    const { statSync } = await import('node:fs');
    expect(statSync(file).mode & 0o077).toBe(0);
    // Opening again keeps the data and runs no migration twice.
    const again = openSqliteStore(file);
    await again.saveLead({ kind: 'review', idempotencyKey: newKey(), payload: {}, spam: false });
    expect(await again.list()).toHaveLength(1);
    await again.close();
  });

  it('brings a database of the first schema forward, keeping its leads and their delivery records', async () => {
    const file = await olderStoreFile(
      1,
      `INSERT INTO leads VALUES ('01OLD', 'enquiry', '{"name":"Old Lead"}', 'k1', 0, '2026-01-01T00:00:00.000Z');
      INSERT INTO deliveries VALUES ('01OLD', 'failed', 4, 'CRM answered HTTP 502', '2026-01-01T01:00:00.000Z', NULL, NULL);`,
    );
    const store = openSqliteStore(file);
    const lead = await store.get('01OLD');
    await store.close();
    expect(lead?.payload).toEqual({ name: 'Old Lead' });
    expect(lead?.delivery).toEqual({
      status: 'failed',
      attempts: 4,
      lastError: 'CRM answered HTTP 502',
      nextAttemptAt: '2026-01-01T01:00:00.000Z',
      deliveredAt: null,
      rejections: 0,
      answer: null,
      quarantine: null,
      heldFrom: null,
      unknownAt: null,
    });
  });

  it('refuses a database from a newer version of the service', async () => {
    const file = join(await tempDir(), 'leads.db');
    const db = new DatabaseSync(file, { timeout: 5_000 });
    db.exec('PRAGMA user_version = 99');
    db.close();
    expect(() => openSqliteStore(file)).toThrow(/schema version 99/);
  });

  it('hands each due lead to one claimer only, and never a delivered one', async () => {
    const store = openSqliteStore(join(await tempDir(), 'leads.db'));
    const now = new Date();
    for (let i = 0; i < 25; i++) {
      await store.saveLead({ kind: 'enquiry', idempotencyKey: newKey(), payload: { i }, spam: false }, now);
    }
    const [a, b, c] = await Promise.all([
      claimAllDue(store, now, 60_000),
      claimAllDue(store, now, 60_000),
      claimAllDue(store, now, 60_000),
    ]);
    const claimed = [...a!, ...b!, ...c!].map((lead) => lead.id);
    expect(claimed).toHaveLength(25);
    expect(new Set(claimed).size).toBe(25);
    expect(await claimAllDue(store, now, 60_000)).toEqual([]);

    // After the lease a crashed claim is due again; a delivered lead never is.
    const later = new Date(now.getTime() + 61_000);
    await store.markDelivered(claimed[0]!, later);
    const again = await claimAllDue(store, later, 60_000);
    expect(again).toHaveLength(24);
    expect(again.map((lead) => lead.id)).not.toContain(claimed[0]);
    expect(await store.retry(claimed[0]!)).toBe('delivered');
    expect(await store.stats()).toEqual({ pending: 24, delivered: 1, failed: 0, spam: 0, quarantined: 0 });
    await store.close();
  });
});
