// @ts-check
/**
 * Builds the offline-support worker into out/service-worker.js after `next build` has exported
 * the site (the Serwist CLI bundles worker/sw.ts with esbuild and injects the precache list).
 *
 * The precache is kept small on purpose, since a phone downloads it on its first visit: the
 * offline pages (English and Hindi) and the files they need (which are the app shell every page
 * shares), and the scripts of the key pages the worker saves at install. Everything else is saved
 * as visited.
 */
import { readFileSync } from 'node:fs';

const outDir = 'out';
/** The offline pages and the key pages, shared with worker/sw.ts and the offline pages. */
const { offlinePage, hindiOfflinePage, keyPages } = JSON.parse(readFileSync('lib/shared/offline-pages.json', 'utf8'));
/** The two offline pages (English and Hindi, docs/i18n.md#the-offline-page), as folders of out/. */
const offlinePages = [offlinePage, hindiOfflinePage].map((path) => path.replace(/^\/|\/$/g, ''));
/** Pages whose files are precached, as folders of out/ ('' for the home page). */
const precachedPages = [...offlinePages, ...keyPages.map((path) => path.replace(/^\/|\/$/g, ''))];

/**
 * Files an exported page loads from the build, relative to out/: every `/_next/static/` address in
 * its HTML (the scripts its after-load loader lists, the font its inline stylesheet names, the
 * chunks its islands need).
 */
function buildFilesOf(page) {
  const html = readFileSync(`${outDir}/${page ? `${page}/` : ''}index.html`, 'utf8');
  const urls = [...html.matchAll(/\/(_next\/static\/[^"'?#\s)\\]+)/g)].map((m) => m[1]);
  return [...new Set(urls)];
}

const shellFiles = [...new Set(precachedPages.flatMap(buildFilesOf))];

/** @type {import('@serwist/cli').BuildOptions} */
const config = {
  swSrc: 'worker/sw.ts',
  swDest: `${outDir}/service-worker.js`,
  globDirectory: outDir,
  globPatterns: [...offlinePages.map((page) => `${page}/index.html`), 'images/brand/*.svg', ...shellFiles],
  // Hashed build files never change under the same name: no cache-busting needed.
  dontCacheBustURLsMatching: /^_next\/static\//,
  manifestTransforms: [
    (entries) => ({
      manifest: entries.map((entry) => ({
        ...entry,
        // out/offline/index.html → /offline/ (the export's URLs end in a slash); others get a leading slash.
        url: `/${entry.url.replace(/(^|\/)index\.html$/, '$1')}`,
      })),
      warnings: [],
    }),
  ],
  injectionPoint: 'self.__SW_MANIFEST',
  esbuildOptions: { minify: true },
};

export default config;
