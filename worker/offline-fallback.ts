import { localePath, splitLocale } from '../lib/shared/i18n';
import offlinePages from '../lib/shared/offline-pages.json';

/**
 * Which offline page answers a page that cannot be loaded (docs/i18n.md#the-offline-page): the
 * Hindi one for an address under /hi/, the English one for every other. Kept apart from
 * worker/sw.ts so the routing can be tested without a service worker.
 */

/** The offline page of a page's address. */
export const offlinePageFor = (pathname: string): string =>
  splitLocale(pathname).locale === 'hi' ? offlinePages.hindiOfflinePage : offlinePages.offlinePage;

/** Both offline pages, precached by serwist.config.mjs. */
export const offlinePageUrls: readonly string[] = [offlinePages.offlinePage, offlinePages.hindiOfflinePage];

type FallbackParam = { request: Request };

/**
 * Serwist's fallback entries, tried in order: a page (a document request) that fails is answered
 * with the offline page of its own language.
 */
export const offlineFallbacks = offlinePageUrls.map((url) => ({
  url,
  matcher: ({ request }: FallbackParam) =>
    request.destination === 'document' && offlinePageFor(new URL(request.url).pathname) === url,
}));

/** The key pages' Hindi addresses: saved at install for a visitor who came in Hindi, where they exist. */
export const hindiKeyPages: readonly string[] = offlinePages.keyPages.map((path) => localePath('hi', path));
