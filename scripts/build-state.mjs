// @ts-check
/**
 * Whether out/ holds a complete build, read from the marker the build writes last
 * (scripts/build-complete.ts). The build removes the marker before it starts, so an out/ left by
 * a build that failed half-way (after `next build`, during the post-build pass) has none. Used by
 * `npm start` (scripts/start.mjs), which serves out/ only when it is complete.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The marker's name in out/. The server never serves dot-files, so visitors never see it. */
export const markerName = '.build-complete';

/**
 * What rewrites out/ after `next build`: the marker must be newer than all of it. The compressed
 * copies are not in it: they are made after the marker, beside a site already served
 * (scripts/precompress.ts, run by `npm run build` and by `npm start`), and each is made whole from
 * the file it sits beside; until a file has its copies the server compresses it as it sends it.
 */
export const postbuildInputs = [
  'scripts/postbuild.ts',
  'scripts/postbuild',
  'scripts/site-headers.ts',
  'scripts/build-complete.ts',
  'lib/server/after-load-scripts.ts',
  'lib/server/prune-css.ts',
  'serwist.config.mjs',
  'worker',
];

/** The sources of the site: newer than the marker, the site being served is not the latest. */
export const siteSources = ['app', 'components', 'content', 'lib', 'public', 'next.config.ts', 'package-lock.json'];

/**
 * A digest of the settings baked into the browser's code (`NEXT_PUBLIC_*` and `SITE_URL`): a
 * build made with other settings (such as the browser tests' build) is not the one to serve.
 * @param {Record<string, string | undefined>} env
 */
export function settingsDigest(env) {
  const settings = Object.entries(env)
    .filter(([key]) => key.startsWith('NEXT_PUBLIC_') || key === 'SITE_URL')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(settings)).digest('hex');
}

/** A compressed copy, whole or being written (scripts/precompress.ts): made after the marker. */
export const isCompressedCopy = (/** @type {string} */ name) => /\.(br|gz)(\.partial)?$/.test(name);

/**
 * The newest file under a path, with its modification time (0 when there is none).
 * @param {string} path
 * @param {(name: string) => boolean} [skip] which file names to leave out
 * @returns {{ path: string, mtimeMs: number }}
 */
export function newestFile(path, skip) {
  if (!existsSync(path)) return { path, mtimeMs: 0 };
  const stat = statSync(path);
  if (!stat.isDirectory()) return { path, mtimeMs: stat.mtimeMs };
  let newest = { path, mtimeMs: 0 };
  for (const name of readdirSync(path)) {
    if (skip?.(name)) continue;
    const candidate = newestFile(join(path, name), skip);
    if (candidate.mtimeMs > newest.mtimeMs) newest = candidate;
  }
  return newest;
}

/**
 * @typedef {{ complete: true, buildId: string, finishedAt: string, staleSources: string | null }
 *   | { complete: false, reason: string }} OutState
 */

/**
 * Whether `root`/out is a complete build to serve with these settings, and why not.
 * @param {string} root the project folder
 * @param {Record<string, string | undefined>} env
 * @param {{ builtElsewhere?: boolean }} [options] builtElsewhere: a production install without the
 *   build tools serves an out/ built on another machine, whose post-build scripts and browser
 *   settings it cannot compare; out/ must still carry the marker and be unchanged since.
 * @returns {OutState}
 */
export function outState(root, env, { builtElsewhere = false } = {}) {
  const outDir = join(root, 'out');
  const markerFile = join(outDir, markerName);
  if (!existsSync(outDir)) return { complete: false, reason: 'there is no out/ yet' };
  if (!existsSync(markerFile)) {
    return { complete: false, reason: `out/${markerName} is missing: the last build did not finish` };
  }
  /** @type {{ buildId?: string, finishedAt?: string, settings?: string }} */
  let marker;
  try {
    marker = JSON.parse(readFileSync(markerFile, 'utf8'));
  } catch {
    return { complete: false, reason: `out/${markerName} is not the build's marker` };
  }
  const markedAt = statSync(markerFile).mtimeMs;
  const rel = (/** @type {string} */ path) => path.slice(root.length).replace(/^[\\/]/, '');
  const written = newestFile(outDir, (name) => name === markerName || isCompressedCopy(name));
  if (written.mtimeMs > markedAt) {
    return { complete: false, reason: `${rel(written.path)} changed after the build finished` };
  }
  for (const input of builtElsewhere ? [] : postbuildInputs) {
    const changed = newestFile(join(root, input));
    if (changed.mtimeMs > markedAt) {
      return { complete: false, reason: `${rel(changed.path)} (a post-build step) changed after the build` };
    }
  }
  if (!builtElsewhere && marker.settings !== settingsDigest(env)) {
    return { complete: false, reason: 'out/ was built with other NEXT_PUBLIC_* or SITE_URL settings' };
  }
  const newestSource = siteSources.map((s) => newestFile(join(root, s))).sort((a, b) => b.mtimeMs - a.mtimeMs)[0];
  return {
    complete: true,
    buildId: marker.buildId ?? '?',
    finishedAt: marker.finishedAt ?? '?',
    staleSources: newestSource && newestSource.mtimeMs > markedAt ? rel(newestSource.path) : null,
  };
}

/**
 * What `npm start` does with out/: serve a complete build; otherwise build once, and refuse if
 * out/ is still not complete after that (or the build failed).
 * @param {OutState} before the state before any build
 * @param {OutState | null} afterBuild the state after the build start ran, or null if it has not built
 * @returns {'serve' | 'build' | 'refuse'}
 */
export function startDecision(before, afterBuild) {
  if (before.complete) return 'serve';
  if (!afterBuild) return 'build';
  return afterBuild.complete ? 'serve' : 'refuse';
}
