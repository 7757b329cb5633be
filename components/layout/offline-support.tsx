'use client';

import { useEffect } from 'react';

/**
 * Registers the offline-support worker once the window has loaded
 * (docs/product.md#preloader-and-offline-support). A failure is logged and nothing is shown
 * (docs/product.md#preloader-and-offline-support). It runs with the page's islands, which start
 * after `load`, rather than as inline code: every byte of a page's HTML and headers travels before
 * its first paint (docs/performance.md), and a page is readable long before it needs its worker.
 *
 * On the first visit the page loaded before the worker existed, so once the worker is ready this
 * hands it the page's address and the same-origin files it loaded, to be saved for offline use
 * (Serwist's CACHE_URLS message). Later pages are saved by the worker as they load.
 */
export function registerOfflineSupport(): void {
  if (!('serviceWorker' in navigator)) return;
  const worker = navigator.serviceWorker;
  const firstVisit = !worker.controller;
  const origin = `${location.origin}/`;
  worker
    .register('/service-worker.js')
    .then(() => worker.ready)
    .then((registration) => {
      if (!firstVisit || !registration.active) return;
      const files = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .concat([...document.scripts].map((script) => script.src))
        .filter((url) => url.startsWith(origin) && !url.startsWith(`${origin}api/`));
      registration.active.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [location.href, ...files] } });
    })
    .catch((error: unknown) => console.warn('Offline support is not available:', error));
}

export function OfflineSupport() {
  useEffect(() => {
    if (document.readyState === 'complete') registerOfflineSupport();
    else window.addEventListener('load', registerOfflineSupport, { once: true });
    return () => window.removeEventListener('load', registerOfflineSupport);
  }, []);
  return null;
}
