import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, tempDir } from './helpers';

let site: Awaited<ReturnType<typeof startApp>>;
let out: string;

beforeAll(async () => {
  const dir = await tempDir();
  out = join(dir, 'site');
  await writeFile(join(dir, 'secret.txt'), 'OUTSIDE-THE-SITE');
  const files: Record<string, string> = {
    // Text like a real page's, which a quick compression leaves bigger than the strongest.
    'index.html': `<!doctype html><title>Home</title><p>home page</p><ul>${Array.from(
      { length: 300 },
      (_, i) =>
        `<li class="move-${i % 7}">Move ${i}: ${(i * 7919) % 1000} km, ₹${(i * 104_729) % 90_000} from city ${(i * 31) % 53}</li>`,
    ).join('')}</ul>`,
    'about/index.html': '<!doctype html><title>About</title><p>about page</p>',
    '404.html': '<!doctype html><title>Not found</title><p>page not found</p>',
    '_next/static/chunks/app-3f9a1c.js': 'console.log("chunk");',
    'images/van.WEBP': 'RIFF....WEBPVP8 ',
    'robots.txt': 'User-agent: *',
    '.build-complete': '{"buildId":"BUILD-MARKER-x1"}',
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(out, path, '..'), { recursive: true });
    await writeFile(join(out, path), content);
  }
  // As scripts/precompress.ts leaves it: a Brotli copy beside the file, marked so a test can tell it was used.
  await writeFile(
    join(out, 'about/index.html.br'),
    brotliCompressSync('<!doctype html><title>About</title><p>precompressed</p>'),
  );
  site = await startApp({ STATIC_DIR: out });
});
afterAll(() => site.close());

const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ method: 'GET', url, headers });

describe('serving the exported site', () => {
  it('serves pages at their trailing-slash addresses as HTML that is revalidated', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers.etag).toBeTruthy();
    // The ETag revalidates; these would only add bytes before every page (docs/performance.md).
    expect(home.headers['last-modified']).toBeUndefined();
    expect(home.headers['accept-ranges']).toBeUndefined();
    expect(home.body).toContain('home page');

    const about = await get('/about/');
    expect([about.statusCode, about.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(about.body).toContain('about page');
  });

  it('redirects an address without the trailing slash, keeping the query', async () => {
    const res = await get('/about');
    expect([res.statusCode, res.headers.location]).toEqual([301, '/about/']);
    expect((await get('/about?utm_source=ad')).headers.location).toBe('/about/?utm_source=ad');
  });

  it('answers unknown addresses with the site 404 page and status 404', async () => {
    for (const url of ['/no-such-page/', '/no-such-page', '/images/missing.png', '/about/extra/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('page not found');
    }
    const api = await get('/api/nothing-here');
    expect([api.statusCode, api.json()]).toEqual([404, { error: 'not_found' }]);
  });

  it('caches hashed build files for a year and types files by extension in any case', async () => {
    const chunk = await get('/_next/static/chunks/app-3f9a1c.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const image = await get('/images/van.WEBP');
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(image.headers['cache-control']).not.toContain('immutable');

    expect((await get('/robots.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('compresses pages for browsers that accept it', async () => {
    const res = await get('/', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('home page');
  });

  it('compresses a page with no copies yet as strongly as its copies will be, so it is no bigger on the wire', async () => {
    // The home page here has no .br or .gz beside it, as after a first build while the copies are made.
    const source = await readFile(join(out, 'index.html'));
    const copies = {
      br: brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      gzip: gzipSync(source, { level: constants.Z_BEST_COMPRESSION }),
    };
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await get('/', { 'accept-encoding': encoding });
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(res.rawPayload.length, encoding).toBeLessThanOrEqual(copies[encoding].length);
    }
    // The lead API's answers are compressed as before (quickly): only the site's files are worth the strongest setting.
    const health = await get('/api/health', { 'accept-encoding': 'br' });
    expect(health.statusCode).toBe(200);
  });

  it('sends the Brotli copy written at build time as it is, to browsers that accept it', async () => {
    const res = await get('/about/', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('precompressed');
    // A browser that cannot read Brotli gets the page itself.
    const plain = await get('/about/', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('about page');
  });

  it("does not serve the build's completion marker", async () => {
    const res = await get('/.build-complete');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('BUILD-MARKER');
  });

  it('does not serve files outside the site folder', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/about/..%2f..%2fsecret.txt']) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toContain('OUTSIDE-THE-SITE');
    }
  });
});
