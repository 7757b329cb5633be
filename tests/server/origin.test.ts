import { afterEach, describe, expect, it } from 'vitest';
import { parseSettings } from '../../server/settings';
import { enquiry, review, startApp } from './helpers';

type Started = Awaited<ReturnType<typeof startApp>>;
let app: Started | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const site = 'https://www.sugam-movers.in';
const partner = 'https://partner.example.com';

/** A POST as a browser on `origin` would send it (Host is the service's own address). */
function post(started: Started, url: string, headers: Record<string, string>, body: unknown = enquiry()) {
  return started.app.inject({
    method: 'POST',
    url,
    headers: { host: 'intake.local:8080', 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

const preflight = (started: Started, origin: string, url = '/api/enquiries') =>
  started.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });

describe('ALLOWED_ORIGINS', () => {
  it("defaults to SITE_URL's origin, else none", () => {
    expect(parseSettings({}).allowedOrigins).toEqual([]);
    expect(parseSettings({ SITE_URL: 'https://www.Sugam-Movers.in/' }).allowedOrigins).toEqual([site]);
    expect(parseSettings({ SITE_URL: site, ALLOWED_ORIGINS: 'none' }).allowedOrigins).toEqual([]);
  });

  it('takes a comma-separated list of origins, normalised, and names itself when one is bad', () => {
    expect(
      parseSettings({ SITE_URL: site, ALLOWED_ORIGINS: ` ${partner}/ , HTTP://LOCALHOST:3000,${partner}` })
        .allowedOrigins,
    ).toEqual([partner, 'http://localhost:3000']);
    for (const bad of [
      '*',
      'www.sugam-movers.in',
      'ftp://files.example.com',
      `${site}/api`,
      `${site}?x=1`,
      `${site},`,
    ]) {
      expect(() => parseSettings({ ALLOWED_ORIGINS: bad }), bad).toThrow(/ALLOWED_ORIGINS/);
    }
  });
});

describe('CORS on /api', () => {
  it('answers the preflight of a JSON POST from an allowed origin, and only from one', async () => {
    const started = (app = await startApp({ ALLOWED_ORIGINS: `${site},${partner}` }));
    for (const origin of [site, partner]) {
      const res = await preflight(started, origin);
      expect(res.statusCode, origin).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
      expect(String(res.headers.vary)).toMatch(/origin/i);
    }
    expect((await preflight(started, site, '/api/reviews')).statusCode).toBe(204);

    for (const origin of ['https://evil.example', 'null', 'https://www.sugam-movers.in.evil.example']) {
      const res = await preflight(started, origin);
      expect(res.statusCode, origin).not.toBe(204);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(res.headers['access-control-allow-methods'], origin).toBeUndefined();
    }
    // No CORS headers on the site's pages at all.
    const page = await started.app.inject({ url: '/', headers: { origin: site } });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('grants an allowed origin the answer, and no other', async () => {
    const started = (app = await startApp({ SITE_URL: site }));
    const ok = await post(started, '/api/enquiries', { origin: site, 'sec-fetch-site': 'cross-site' });
    expect(ok.statusCode).toBe(201);
    expect(ok.headers['access-control-allow-origin']).toBe(site);

    const health = await started.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('refusing cross-site POSTs', () => {
  it('refuses a foreign Origin with 403 before reading the body, and stores nothing', async () => {
    const started = (app = await startApp({ SITE_URL: site }));
    for (const origin of [
      'https://evil.example',
      'null',
      'http://www.sugam-movers.in', // the site's origin over plain http is another origin
      'https://www.sugam-movers.in:8443',
      'http://intake.local:8081',
      'not a url',
    ]) {
      for (const url of ['/api/enquiries', '/api/reviews']) {
        const res = await post(started, url, { origin }, url.endsWith('reviews') ? review() : enquiry());
        expect([res.statusCode, res.json()], `${origin} ${url}`).toEqual([403, { error: 'forbidden_origin' }]);
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
      }
    }
    // Refused before the body counts: an oversized body from a foreign page is still a 403.
    const huge = await post(started, '/api/enquiries', { origin: 'https://evil.example' }, 'x'.repeat(40_000));
    expect(huge.statusCode).toBe(403);
    expect(await started.store.list()).toEqual([]);
  });

  it("accepts the service's own origin and requests without Origin (curl, server to server)", async () => {
    const started = (app = await startApp());
    const own = await post(started, '/api/enquiries', {
      origin: 'http://intake.local:8080',
      'sec-fetch-site': 'same-origin',
    });
    expect(own.statusCode).toBe(201);
    const curl = await post(started, '/api/reviews', {}, review());
    expect(curl.statusCode).toBe(201);
    expect(await started.store.list()).toHaveLength(2);
  });

  it('refuses Sec-Fetch-Site: cross-site unless the Origin is an allowed one', async () => {
    const started = (app = await startApp({ ALLOWED_ORIGINS: partner }));
    const cases: [Record<string, string>, number][] = [
      [{ 'sec-fetch-site': 'cross-site' }, 403],
      [{ 'sec-fetch-site': 'cross-site', origin: 'http://intake.local:8080' }, 403],
      [{ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, 403],
      [{ 'sec-fetch-site': 'cross-site', origin: partner }, 201],
      [{ 'sec-fetch-site': 'same-site', origin: partner }, 201],
      [{ 'sec-fetch-site': 'same-origin', origin: 'http://intake.local:8080' }, 201],
      [{ 'sec-fetch-site': 'none' }, 201],
    ];
    for (const [headers, status] of cases) {
      expect((await post(started, '/api/enquiries', headers)).statusCode, JSON.stringify(headers)).toBe(status);
    }
    expect(await started.store.list()).toHaveLength(4);
  });

  it('takes its own origin from a trusted proxy, and from Host only when the proxy is not trusted', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.sugam-movers.in' };
    const trusted = (app = await startApp({ TRUST_PROXY: '127.0.0.1' }));
    expect((await post(trusted, '/api/enquiries', { ...forwarded, origin: site })).statusCode).toBe(201);
    expect(
      (await post(trusted, '/api/enquiries', { ...forwarded, origin: 'http://intake.local:8080' })).statusCode,
    ).toBe(403);
    await trusted.close();

    // Untrusted, the forwarded headers cannot make a foreign origin look like the service's own.
    const direct = (app = await startApp());
    const spoofed = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
    expect((await post(direct, '/api/enquiries', { ...spoofed, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post(direct, '/api/enquiries', { ...forwarded, origin: site })).statusCode).toBe(403);
    expect(
      (await post(direct, '/api/enquiries', { ...forwarded, origin: 'http://intake.local:8080' })).statusCode,
    ).toBe(201);
  });

  it('keeps refusing anything but JSON', async () => {
    const started = (app = await startApp({ SITE_URL: site }));
    const res = await started.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: { origin: site, 'content-type': 'text/plain' },
      payload: JSON.stringify(enquiry()),
    });
    expect([res.statusCode, res.json()]).toEqual([415, { error: 'unsupported_media_type' }]);
  });
});
