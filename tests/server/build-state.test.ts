import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  markerName,
  outState,
  postbuildInputs,
  settingsDigest,
  startDecision,
  type OutState,
} from '../../scripts/build-state.mjs';
import { tempDir } from './helpers';

const env = { NEXT_PUBLIC_LEADS_API: '/api', SITE_URL: 'https://www.example.com', CRM_PASS: 'not-a-browser-setting' };
const at = (minutes: number) => new Date(Date.UTC(2026, 4, 1, 10, minutes));

/** A project folder with a built out/ (pages at 10:00), post-build code at 9:00 and, if asked, the marker. */
async function project(marker: { at: Date; settings?: string } | null) {
  const root = await tempDir();
  const files = [
    'out/index.html',
    'out/_next/static/chunks/a.js',
    'out/_headers',
    ...postbuildInputs.map((p) => `${p}`),
  ];
  for (const file of files) {
    const path = join(root, file.endsWith('.ts') || file.includes('.') ? file : `${file}/x.ts`);
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, 'x');
    await utimes(path, at(file.startsWith('out/') ? 0 : -60), at(file.startsWith('out/') ? 0 : -60));
  }
  if (marker) {
    const path = join(root, 'out', markerName);
    await writeFile(
      path,
      JSON.stringify({ buildId: 'b1', finishedAt: 'then', settings: marker.settings ?? settingsDigest(env) }),
    );
    await utimes(path, marker.at, marker.at);
  }
  return root;
}

const touch = (path: string, when: Date) => utimes(path, when, when);

describe('whether npm start may serve out/', () => {
  it('serves a build whose marker was written after everything in out/, with the same browser settings', async () => {
    const root = await project({ at: at(1) });
    const state = outState(root, env);
    expect(state).toMatchObject({ complete: true, buildId: 'b1' });
    expect(startDecision(state, null)).toBe('serve');
  });

  it('settings the browser never sees do not count', async () => {
    const root = await project({ at: at(1) });
    expect(outState(root, { ...env, CRM_PASS: 'changed' }).complete).toBe(true);
  });

  it('builds when out/ is missing, or the build stopped before its last step', async () => {
    const empty = await tempDir();
    expect(outState(empty, env)).toEqual({ complete: false, reason: 'there is no out/ yet' });
    const halfBuilt = await project(null);
    const state = outState(halfBuilt, env);
    expect(state).toEqual({ complete: false, reason: `out/${markerName} is missing: the last build did not finish` });
    expect(startDecision(state, null)).toBe('build');
  });

  it('does not trust a marker older than a file in out/ or than a post-build step', async () => {
    const root = await project({ at: at(1) });
    await touch(join(root, 'out/_next/static/chunks/a.js'), at(2));
    expect(outState(root, env)).toMatchObject({
      complete: false,
      reason: expect.stringContaining('out/_next/static/chunks/a.js'),
    });

    const other = await project({ at: at(1) });
    await touch(join(other, 'scripts/postbuild/x.ts'), at(2));
    expect(outState(other, env)).toMatchObject({
      complete: false,
      reason: expect.stringContaining('scripts/postbuild/x.ts'),
    });
  });

  it('serves a build whose compressed copies were made after its marker, as npm start makes them beside the service', async () => {
    const root = await project({ at: at(1) });
    for (const copy of ['out/index.html.br', 'out/_next/static/chunks/a.js.gz', 'out/index.html.gz.partial']) {
      await writeFile(join(root, copy), 'x');
      await touch(join(root, copy), at(3));
    }
    expect(outState(root, env)).toMatchObject({ complete: true });
  });

  it('rebuilds a build made with other browser settings (such as the browser tests’ build)', async () => {
    const root = await project({
      at: at(1),
      settings: settingsDigest({ NEXT_PUBLIC_LEADS_API: 'http://127.0.0.1:3102' }),
    });
    expect(outState(root, env)).toMatchObject({ complete: false, reason: expect.stringContaining('NEXT_PUBLIC_') });
  });

  it('notes sources changed since the build without rebuilding', async () => {
    const root = await project({ at: at(1) });
    await mkdir(join(root, 'content'));
    await writeFile(join(root, 'content/company.ts'), 'x');
    await touch(join(root, 'content/company.ts'), at(5));
    expect(outState(root, env)).toMatchObject({ complete: true, staleSources: 'content/company.ts' });
  });

  it('refuses when out/ is still not complete after building', () => {
    const missing: OutState = { complete: false, reason: 'missing' };
    const complete: OutState = { complete: true, buildId: 'b2', finishedAt: 'now', staleSources: null };
    expect(startDecision(missing, missing)).toBe('refuse');
    expect(startDecision(missing, complete)).toBe('serve');
  });
});
