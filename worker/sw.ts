/// <reference lib="webworker" />
/**
 * The offline-support worker, served at /service-worker.js
 * (docs/product.md#preloader-and-offline-support, docs/performance.md). Built after the export by
 * the Serwist CLI (`serwist.config.mjs`), which injects the precache list.
 *
 * - Precached at install: the offline page and everything it needs (the app shell: shared
 *   scripts, styles, font, logo), plus the scripts of a few key pages.
 * - Key pages are fetched into the page cache at install, so they open offline even if the
 *   visitor has not seen them yet.
 * - Pages: network first (fresh when online, the saved copy when not, the offline page for pages
 *   never seen). Hashed build files: cache first. Images: saved as they are seen.
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
import offlinePages from '../lib/offline-pages.json';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

/**
 * The page shown for a page that was never saved, and the pages saved at install so the
 * essentials open offline; the offline page and serwist.config.mjs read the same list.
 */
const { offlinePage, keyPages } = offlinePages;
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
  fallbacks: {
    entries: [{ url: offlinePage, matcher: ({ request }) => request.destination === 'document' }],
  },
});

self.addEventListener('install', (event) => {
  // Best effort: a key page that fails to load must not stop the worker installing.
  event.waitUntil(
    caches
      .open(pageCache)
      .then((cache) => cache.addAll(keyPages))
      .catch(() => undefined),
  );
});

// Before Serwist's own listener: an office request is left to the browser, untouched.
self.addEventListener('fetch', (event) => {
  if (isOffice(new URL(event.request.url))) event.stopImmediatePropagation();
});

serwist.addEventListeners();
