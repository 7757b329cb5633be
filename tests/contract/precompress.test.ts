/**
 * The compressed copies the build leaves in out/ (scripts/precompress.ts,
 * docs/performance.md#compressed-copies), after a build: every file a browser fetches and the
 * server sends compressed has its .br and .gz, which give back the file's own bytes, and the .br is
 * Brotli at its strongest (the same bytes as compressing the file again at quality 11), so no page
 * got bigger on the wire when the build got faster. The router's prefetch files, which no link of
 * the site asks for, have none.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const outDir = resolve('out');
if (!statSync(join(outDir, '.build-complete'), { throwIfNoEntry: false })) {
  throw new Error('no complete build in out/: run `npm run build` (or build:e2e) first');
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
const all = walk(outDir);
const present = new Set(all);
const text = new Set(['.html', '.js', '.css', '.txt', '.json', '.svg', '.xml', '.webmanifest', '.ico', '.map']);
const isPrefetch = (path: string) => /^__next\..*\.txt$/.test(basename(path));
/** What the server sends compressed: text files of 512 bytes or more that a browser fetches. */
const served = all.filter(
  (path) => text.has(extname(path)) && !isPrefetch(path) && statSync(path).size >= 512 && !path.endsWith('.br'),
);

describe('compressed copies in out/', () => {
  it('exist for every page, its data, script and stylesheet, and give back the file', () => {
    expect(served.filter((path) => path.endsWith('/index.html')).length).toBeGreaterThan(100);
    expect(served.filter((path) => path.endsWith('/index.txt')).length).toBeGreaterThan(100);
    expect(served.some((path) => path.includes('/_next/static/chunks/') && path.endsWith('.js'))).toBe(true);
    const missing = served.flatMap((path) =>
      ['.br', '.gz'].filter((ext) => !present.has(`${path}${ext}`)).map((ext) => relative(outDir, path) + ext),
    );
    expect(missing).toEqual([]);
    for (const path of served) {
      const original = readFileSync(path);
      const name = relative(outDir, path);
      expect(brotliDecompressSync(readFileSync(`${path}.br`)).equals(original), `${name}.br`).toBe(true);
      expect(gunzipSync(readFileSync(`${path}.gz`)).equals(original), `${name}.gz`).toBe(true);
    }
  });

  it('are Brotli at quality 11: the same bytes as compressing again at the strongest setting', () => {
    const sample = ['index.html', 'hi/index.html', 'index.txt', 'city/pune/index.html'].map((page) =>
      join(outDir, page),
    );
    sample.push(served.find((path) => path.includes('/_next/static/chunks/') && path.endsWith('.js'))!);
    for (const path of sample) {
      const data = readFileSync(path);
      const strongest = brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      });
      expect(readFileSync(`${path}.br`).equals(strongest), relative(outDir, path)).toBe(true);
    }
  });

  it('are left out beside the router’s prefetch files, which the site never requests', () => {
    const prefetch = all.filter(isPrefetch);
    expect(prefetch.length).toBeGreaterThan(100);
    expect(all.filter((path) => /\/__next\.[^/]*\.txt\.(br|gz)$/.test(path))).toEqual([]);
  });
});
