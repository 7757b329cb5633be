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
 * hands it the page's address and every same-origin file the page fetched without it, to be saved
 * for offline use (Serwist's CACHE_URLS message). That includes files still arriving: a picture
 * that finishes after the worker is ready, but was asked for before the worker took control of the
 * page, went past the worker too, so a resource observer sends each file as it completes, unless
 * the worker itself served it (`workerStart` is then set). Later pages are saved by the worker as
 * they load.
 */
export function registerOfflineSupport(): void {
  if (!('serviceWorker' in navigator)) return;
  const worker = navigator.serviceWorker;
  const firstVisit = !worker.controller;
  const origin = `${location.origin}/`;
  const own = (url: string) => url.startsWith(origin) && !url.startsWith(`${origin}api/`);
  worker
    .register('/service-worker.js')
    .then(() => worker.ready)
    .then((registration) => {
      const active = registration.active;
      if (!firstVisit || !active) return;
      const save = (urls: string[]) =>
        urls.length && active.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } });
      save([location.href, ...[...document.scripts].map((script) => script.src).filter(own)]);
      new PerformanceObserver((list) =>
        save(
          (list.getEntries() as PerformanceResourceTiming[])
            .filter((entry) => entry.workerStart === 0 && own(entry.name))
            .map((entry) => entry.name),
        ),
      ).observe({ type: 'resource', buffered: true });
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
