/// <reference lib="webworker" />
/**
 * The offline-support worker, served at /service-worker.js
 * (docs/product.md#preloader-and-offline-support, docs/performance.md). Built after the export by
 * the Serwist CLI (`serwist.config.mjs`), which injects the precache list.
 *
 * - Precached at install: the two offline pages and everything they need (the app shell: shared
 *   scripts, styles, font, logo), plus the scripts of a few key pages.
 * - Key pages are fetched into the page cache at install, so they open offline even if the
 *   visitor has not seen them yet.
 * - Pages: network first (fresh when online, the saved copy when not, the offline page in the
 *   page's language for pages never seen: /hi/offline/ under /hi/, /offline/ for the rest). Hashed build files: cache first. Images: saved as they are seen.
 * - The lead API and other origins are never touched: a form sent offline fails in the page,
 *   which keeps what the visitor typed. Nor is the office inbox (/office/, docs/office.md): the
 *   worker leaves its requests to the browser, so none of its pages is ever saved.
 * - The very first page loads before the worker exists, so the registration script sends its
 *   address and files (a CACHE_URLS message, handled by Serwist); that page then works offline too.
 * - A new build's worker takes over at once and drops the old precache; pages saved at runtime
 *   keep working because each page names its own hashed files.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  type PrecacheEntry,
  Serwist,
  type SerwistGlobalConfig,
  StaleWhileRevalidate,
} from 'serwist';
import { splitLocale } from '../lib/shared/i18n';
import offlinePages from '../lib/shared/offline-pages.json';
import { hindiKeyPages, offlineFallbacks } from './offline-fallback';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

/**
 * The pages saved at install so the essentials open offline; the offline pages and
 * serwist.config.mjs read the same list. The page shown for a page that was never saved is the
 * offline page in the page's language (./offline-fallback.ts).
 */
const { keyPages } = offlinePages;
const pageCache = 'pages';

const sameOrigin = (url: URL) => url.origin === self.location.origin;
/** Every page's URL ends in a slash (the export's trailingSlash); build files and the API never do. */
/** The office inbox: personal data, behind a sign-in; never cached, never answered from a cache. */
const isOffice = (url: URL) => sameOrigin(url) && (url.pathname === '/office' || url.pathname.startsWith('/office/'));
const isPage = (request: Request, url: URL) =>
  sameOrigin(url) &&
  !isOffice(url) &&
  (request.mode === 'navigate' || (url.pathname.endsWith('/') && !url.pathname.startsWith('/api/')));
const isMedia = (url: URL) => sameOrigin(url) && /\.(avif|webp|png|jpe?g|gif|svg|ico|woff2?)$/i.test(url.pathname);

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      // Never cache the lead API, whatever the method.
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith('/api/'),
      handler: new NetworkOnly(),
    },
    {
      // Pages, whether navigated to or sent by the page's first load (CACHE_URLS message, below).
      matcher: ({ request, url }) => isPage(request, url),
      handler: new NetworkFirst({
        cacheName: pageCache,
        // On a weak connection, a saved page after 4 s beats a blank screen.
        networkTimeoutSeconds: 4,
        plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'build-files',
        plugins: [new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: ({ url }) => isMedia(url),
      handler: new StaleWhileRevalidate({
        cacheName: 'images',
        plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
      }),
    },
  ],
  fallbacks: { entries: offlineFallbacks },
});

/** Whether the page that installs the worker is a Hindi page (it is not controlled yet, so it is asked for). */
async function installedFromHindi(): Promise<boolean> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.some((client) => splitLocale(new URL(client.url).pathname).locale === 'hi');
}

/** Saves a page if it exists: a key page's Hindi twin may not yet. */
async function saveIfFound(cache: Cache, url: string): Promise<void> {
  const response = await fetch(url);
  if (response.ok) await cache.put(url, response);
}

self.addEventListener('install', (event) => {
  // Best effort: a key page that fails to load must not stop the worker installing. A visitor who
  // came in Hindi gets the key pages' Hindi twins too (docs/i18n.md#the-offline-page).
  event.waitUntil(
    caches
      .open(pageCache)
      .then(async (cache) => {
        await cache.addAll(keyPages).catch(() => undefined);
        if (await installedFromHindi()) {
          await Promise.all(hindiKeyPages.map((url) => saveIfFound(cache, url).catch(() => undefined)));
        }
      })
      .catch(() => undefined),
  );
});

// Before Serwist's own listener: an office request is left to the browser, untouched.
self.addEventListener('fetch', (event) => {
  if (isOffice(new URL(event.request.url))) event.stopImmediatePropagation();
});

serwist.addEventListeners();
