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

const reducedQuery = '(prefers-reduced-motion: reduce)';

function subscribeReduced(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(reducedQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the visitor asks for less motion, following changes; false in the exported HTML. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReduced, prefersReducedMotion, () => false);
}
