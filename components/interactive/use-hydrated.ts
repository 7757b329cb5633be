import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the exported HTML and during hydration, true from the first client render after it.
 * Islands render their no-JavaScript form (everything visible, plain links) until this turns
 * true, so nothing is hidden while the page waits for its scripts.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Whether the visitor asked for less motion; false where the browser cannot tell. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
