import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import type { EstimateInput } from '@/lib/shared/estimate/price';
import {
  blankEstimateInput,
  carriesEstimate,
  decodeEstimateQuery,
  encodeEstimateQuery,
  estimateQueryKeys,
} from '@/lib/shared/estimate/query';
import { prefersReducedMotion } from './use-hydrated';

/**
 * The estimate's inputs, kept in the page's address (docs/estimate.md#the-estimate-is-a-link): read
 * from it at start (an estimate there wins over the page's preset), written back after the
 * visitor's first change, and filled in from a link on the page to this page's estimate. Runs only
 * in the browser, after hydration, so reading the address is safe.
 */
export function useEstimateInput(preset: Partial<EstimateInput> | undefined, root: RefObject<HTMLElement | null>) {
  const [input, setInput] = useState<EstimateInput>(() =>
    carriesEstimate(window.location.search)
      ? decodeEstimateQuery(window.location.search)
      : { ...blankEstimateInput, ...preset },
  );
  const [touched, setTouched] = useState(false);

  // Only after a change: a visitor who just reads the page keeps the address they came with.
  useEffect(() => {
    if (!touched) return;
    const url = new URL(window.location.href);
    for (const key of estimateQueryKeys) url.searchParams.delete(key);
    new URLSearchParams(encodeEstimateQuery(input)).forEach((value, key) => url.searchParams.append(key, value));
    window.history.replaceState(window.history.state, '', url);
  }, [input, touched]);

  // A link on this page to this page's estimate with inputs in its address (a city page's common
  // moves) fills the estimate in place, without loading the page again.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href);
      const here = window.location;
      if (url.origin !== here.origin || url.pathname !== here.pathname || url.hash !== '#estimate') return;
      if (!carriesEstimate(url.search)) return;
      event.preventDefault();
      setTouched(true);
      setInput(decodeEstimateQuery(url.search));
      root.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      root.current?.querySelector<HTMLElement>('select, input')?.focus({ preventScroll: true });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [root]);

  // A shared link (#estimate) lands on the estimate, also when islands above it change height as
  // they start: the scroll happens before the browser paints that change.
  useLayoutEffect(() => {
    if (window.location.hash === '#estimate') root.current?.scrollIntoView();
  }, [root]);

  const set = (patch: Partial<EstimateInput>) => {
    setTouched(true);
    setInput((current) => ({ ...current, ...patch }));
  };
  return { input, set, touched };
}
