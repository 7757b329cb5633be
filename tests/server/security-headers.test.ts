import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHeadersFile } from '../../server/http/headers-file';
import { matchPath } from '../../server/http/security-headers';
import { globalHeaders, pageCsp, strictCsp } from '../../server/http/security-policy';
import { headerRules } from '../../scripts/site-headers';
import { cspDirectives as directives, exportedPage as page, startApp, tempDir, writeSite } from './helpers';

describe('the service sends the headers of out/_headers', () => {
  it('matches request paths without query, encoding or index.html', () => {
    expect(matchPath('/about/?utm_source=ad')).toBe('/about/');
    expect(matchPath('/about/index.html')).toBe('/about/');
    expect(matchPath('/%5Fheaders')).toBe('/_headers');
    expect(matchPath('//about/./')).toBe('/about/');
  });

  let site: Awaited<ReturnType<typeof startApp>>;
  let rules: ReturnType<typeof headerRules>;
  beforeAll(async () => {
    const out = join(await tempDir(), 'site');
    await writeSite(out, {
      'index.html': page('Home', '<script>self.__next_f.push([1,"home"])</script>'),
      'about/index.html': page('About', '<script>self.__next_f.push([1,"about"])</script>'),
      // Two pages of one template, with the same inline code: one `/city/*` rule.
      'city/agra/index.html': page('Agra', '<style>p{margin:0}</style>'),
      'city/pune/index.html': page('Pune', '<style>p{margin:0}</style>'),
      '404.html': page('Not found', '<p>page not found</p><script>self.__next_f.push([1,"404"])</script>'),
      'hi/404/index.html': page('पेज नहीं मिला', '<p>यह पेज नहीं मिला</p><script>self.__next_f.push([1,"hi404"])</script>'),
      '_next/static/chunks/main.js': 'console.log(1)',
      'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    rules = headerRules(out, { connectOrigins: [], https: true });
    await writeFile(join(out, '_headers'), formatHeadersFile(rules));
    site = await startApp({ STATIC_DIR: out });
  });
  afterAll(() => site.close());

  const get = (url: string) => site.app.inject({ method: 'GET', url });
  const cspOf = (pattern: string) => rules.find((r) => r.pattern === pattern)!.headers[0]![1];
  const expectGlobal = (res: Awaited<ReturnType<typeof get>>, url: string) => {
    // What a browser enforces from them, spelt out, so an emptied list cannot pass.
    expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    expect(res.headers['x-frame-options'], url).toBe('DENY');
    expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=\d{8,}/);
    expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    for (const [name, value] of globalHeaders) expect(res.headers[name.toLowerCase()], `${url} ${name}`).toBe(value);
  };

  it('sends each page its own policy and the global headers', async () => {
    for (const [url, pattern] of [
      ['/', '/'],
      ['/about/', '/about/'],
      ['/about/?ref=x', '/about/'],
      ['/about/index.html', '/about/'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toBe(cspOf(pattern));
      expectGlobal(res, url);
    }
    expect(cspOf('/')).not.toBe(cspOf('/about/'));
  });

  it('sends the pages of one template the policy of the splat rule they share, and nothing else', async () => {
    expect(rules.map((r) => r.pattern)).toContain('/city/*');
    for (const url of ['/city/agra/', '/city/pune/?ref=x']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      // One policy: a second one joined to it (", ") would be enforced too.
      expect(res.headers['content-security-policy'], url).toBe(cspOf('/city/*'));
      expectGlobal(res, url);
    }
    const missing = await get('/city/nowhere/');
    expect([missing.statusCode, missing.body.includes('page not found')]).toEqual([404, true]);
    expect(missing.headers['content-security-policy']).toBe(cspOf('/404.html'));
  });

  it('sends the 404 page with its own policy on every 404 page', async () => {
    for (const url of ['/no-such-page/', '/images/missing.png']) {
      const res = await get(url);
      expect([res.statusCode, res.body.includes('page not found')], url).toEqual([404, true]);
      expect(res.headers['content-security-policy'], url).toBe(cspOf('/404.html'));
      expectGlobal(res, url);
    }
  });

  it("answers a missing address under /hi/ with the Hindi 404 page, under that page's policy", async () => {
    for (const url of ['/hi/no-such-page/', '/hi/city/nowhere/']) {
      const res = await get(url);
      expect([res.statusCode, res.body.includes('यह पेज नहीं मिला')], url).toEqual([404, true]);
      expect(res.headers['content-security-policy'], url).toBe(cspOf('/hi/404/'));
      expectGlobal(res, url);
    }
    expect(cspOf('/hi/404/')).not.toBe(cspOf('/404.html'));
    // An English address that merely starts with "hi" is not Hindi.
    expect((await get('/hindi-page/')).body).toContain('page not found');
  });

  it('sends files the global headers only, as a static host does', async () => {
    for (const url of ['/_next/static/chunks/main.js', '/images/logo.svg']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toBeUndefined();
      expectGlobal(res, url);
    }
  });

  it('sends redirects and API answers the global headers and a policy that allows nothing', async () => {
    const redirect = await get('/about');
    expect([redirect.statusCode, redirect.headers.location]).toEqual([301, '/about/']);
    const api = await get('/api/health');
    const apiMissing = await get('/api/nothing');
    expect([api.statusCode, apiMissing.statusCode]).toEqual([200, 404]);
    for (const [url, res] of [
      ['/about', redirect],
      ['/api/health', api],
      ['/api/nothing', apiMissing],
    ] as const) {
      expect(res.headers['content-security-policy'], url).toBe(strictCsp);
      expectGlobal(res, url);
    }
  });

  it('does not serve the _headers file itself', async () => {
    for (const url of ['/_headers', '/%5Fheaders', '//_headers', '/about/../_headers']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('Content-Security-Policy:');
    }
  });
});

describe('the service without out/_headers', () => {
  it('starts, warns, and sends the global headers and a policy without inline scripts', async () => {
    const out = await tempDir();
    await writeSite(out, { 'index.html': page('Home', ''), 'app.js': 'console.log(1)' });
    const lines: string[] = [];
    const site = await startApp(
      { STATIC_DIR: out, LOG_LEVEL: 'warn' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    try {
      expect(lines.join('')).toMatch(/no _headers file/);
      const home = await site.app.inject({ url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.headers['content-security-policy']).toBe(pageCsp());
      expect(directives(pageCsp()).get('script-src')).toEqual(["'self'"]);
      const file = await site.app.inject({ url: '/app.js' });
      expect(file.headers['content-security-policy']).toBeUndefined();
      for (const res of [home, file]) {
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('DENY');
        for (const [name, value] of globalHeaders) expect(res.headers[name.toLowerCase()]).toBe(value);
      }
      expect((await site.app.inject({ url: '/api/health' })).headers['content-security-policy']).toBe(strictCsp);
    } finally {
      await site.close();
    }
  });
});
