import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/http/app';
import { openSqliteStore } from '../../server/store/sqlite';
import type { LeadStore } from '../../server/store/types';
import { crmEnv, enquiry, startFakeCrm, tempDir, testSettings } from './helpers';

const waitFor = <T>(fn: () => Promise<T> | T) => vi.waitFor(fn, { timeout: 10_000, interval: 20 });

describe('the log', () => {
  it('never holds the visitor’s name, e-mail or phone, or the CRM password, on any path', async () => {
    const secret = 'Pa55-Only-For-The-CRM-7731';
    const visitor = { name: 'Philippa Quellington', email: 'p.quellington@hidden.example', phone: '+91 93456 78012' };
    const forbidden = [secret, visitor.name, 'Quellington', visitor.email, 'quellington@', visitor.phone, '9345678012'];

    const crm = await startFakeCrm();
    crm.behaviour.status = 500;
    const dir = await tempDir();
    const settings = testSettings({
      LEADS_DB: join(dir, 'leads.db'),
      STATIC_DIR: dir,
      LOG_LEVEL: 'trace',
      SITE_URL: 'https://www.sugam-movers.in',
      ...crmEnv(crm.url, { CRM_PASS: secret, CRM_TIMEOUT_MS: '150' }),
    });
    const real = openSqliteStore(settings.leadsDb, settings.store);
    // A store whose first save fails with an error quoting the SQL and the visitor's values.
    let failNext = true;
    const store: LeadStore = Object.assign(Object.create(real) as LeadStore, {
      saveLead: (...args: Parameters<LeadStore['saveLead']>) => {
        if (!failNext) return real.saveLead(...args);
        failNext = false;
        return Promise.reject(
          Object.assign(
            new Error(
              `SQLITE_IOERR: disk I/O error during INSERT INTO leads (payload) VALUES ('{"name":"${visitor.name}","email":"${visitor.email}","phone":"${visitor.phone}"}')`,
            ),
            { code: 'SQLITE_IOERR' },
          ),
        );
      },
    });
    const lines: string[] = [];
    const app = buildApp(settings, store, { logStream: { write: (line) => void lines.push(line) } });
    await app.ready();

    const post = (body: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/enquiries',
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      });
    const lead = enquiry(visitor);
    const json = JSON.stringify(lead);

    // The store fails, then the lead is stored (and repeated).
    expect((await post(json)).statusCode).toBe(503);
    const stored = await post(json);
    expect(stored.statusCode).toBe(201);
    const { id } = stored.json<{ id: string }>();
    expect((await post(json)).json()).toEqual({ id, status: 'stored' });
    // Refusals of every kind, each carrying the personal data.
    expect((await post(JSON.stringify({ ...lead, phone: `${visitor.phone} ext 12` }))).statusCode).toBe(400);
    expect((await post(json.slice(0, -5))).statusCode).toBe(400);
    expect((await post(JSON.stringify({ ...lead, detail: visitor.email.repeat(800) }))).statusCode).toBe(413);
    expect((await post(json, { 'content-type': 'text/plain' })).statusCode).toBe(415);
    expect((await post(json, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect(
      (await app.inject(`/about/?name=${encodeURIComponent(visitor.name)}&email=${visitor.email}&pass=${secret}`))
        .statusCode,
    ).toBe(404);

    // Delivery fails (HTTP 500), times out, then succeeds once retried.
    await waitFor(() => expect(crm.requests.length).toBeGreaterThanOrEqual(2));
    crm.behaviour.delayMs = 1_000;
    crm.behaviour.status = 200;
    await waitFor(() => expect(lines.join('')).toContain('timed out after 150 ms'));
    crm.behaviour.delayMs = 0;
    // A send with no answer in time may have arrived: it waits for a person's retry
    // (docs/lead-flow.md#delivery-promises), which then delivers it.
    await waitFor(async () => expect((await real.get(id))?.delivery.unknownAt).not.toBeNull());
    expect(await real.retry(id)).toBe('scheduled');
    await waitFor(() => expect(lines.join('')).toContain('lead delivered'));
    // The password and the visitor really went to the CRM.
    expect(crm.accepted()[0]?.fields.pass).toBe(secret);
    expect(crm.accepted()[0]?.json.email1).toBe(visitor.email);
    await app.close();
    await real.close();
    await crm.close();

    const log = lines.join('');
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    for (const text of [
      'lead not stored',
      'SQLITE_IOERR',
      'lead stored',
      'lead refused',
      'request refused',
      'origin refused',
    ]) {
      expect(log, text).toContain(text);
    }
    expect(log).toContain('delivery failed');
    expect(log).toContain('CRM answered HTTP 500');
    expect(log).toContain(id);
    for (const value of forbidden) expect(log, value).not.toContain(value);
    expect(log.toLowerCase()).not.toContain(visitor.email.toLowerCase());
  });
});
