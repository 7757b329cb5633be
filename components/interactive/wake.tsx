'use client';

import { type ReactNode, Suspense, use, useId } from 'react';

/** How far outside the screen an island wakes, so it is ready before the visitor reaches it. */
const nearMargin = '300px 0px';

/** Events that mean the visitor is about to use an island (the first of them wakes it). */
const touchEvents = ['pointerdown', 'touchstart', 'mouseover', 'focusin', 'keydown'] as const;

/** Each sleeping island's wake-up, by its wrapper's id: made once, read by every render. */
const wakeUps = new Map<string, Promise<void>>();
/** How to wake each island still asleep, by its wrapper. */
const sleepers = new Map<Element, () => void>();
/**
 * Wrappers woken before React reached them: hydration renders the page in slices, so a tap can
 * arrive before an island's Gate has rendered and made its wake-up. Such an island has nothing to
 * wait for when React gets there (in the very same event, which makes React hydrate at once).
 */
const wokenEarly = new WeakSet<Element>();

/** Wakes the island a visitor touches, whether React has reached it yet or not. */
function wakeBox(box: Element) {
  const wake = sleepers.get(box);
  if (wake) wake();
  else wokenEarly.add(box);
}

/** Wakes every island React has reached that still sleeps. */
function wakeAll() {
  for (const wake of [...sleepers.values()]) wake();
}

/**
 * Wakes the island an event is aimed at. It listens on the window, in the capture phase, so it
 * runs before React's own listeners: React then finds the island's wake-up already settled and
 * hydrates it within this very event, which it then hands to the island.
 */
function wakeTarget(event: Event) {
  const box = (event.target as Element | null)?.closest?.('[data-wake]');
  if (box) wakeBox(box);
}

/**
 * Anything that changes the address re-renders the page under the router, and React must hydrate
 * a sleeping island before it can update it: it would wait for the island's wake-up, and hold the
 * navigation (a link to `#offer` that does nothing) or, for an urgent update, drop the island's
 * HTML until it woke. So every island wakes first: on a tap on a link, on the back button, and
 * on the history calls the router and the islands make (the router passes the estimate's address
 * changes through them too).
 */
function listen() {
  for (const type of touchEvents) addEventListener(type, wakeTarget, { capture: true, passive: true });
  addEventListener('click', (event) => (event.target as Element | null)?.closest?.('a[href]') && wakeAll(), true);
  addEventListener('popstate', wakeAll);
  addEventListener('hashchange', wakeAll);
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      wakeAll();
      return original.apply(this, args);
    };
  }
}
if (typeof window !== 'undefined') listen();

/**
 * The promise a sleeping island waits on, or null when there is nothing to wait for: on the
 * server, in a browser without IntersectionObserver, or when the island was not in the page's
 * HTML (it mounts after a client navigation, so there is no server HTML to keep).
 */
function wakeUp(id: string): Promise<void> | null {
  const known = wakeUps.get(id);
  if (known) return known;
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return null;
  const box = document.querySelector(`[data-wake="${id}"]`);
  if (!box || wokenEarly.has(box)) return null;
  let wake!: () => void;
  const woken: Promise<void> & { status?: string; value?: undefined } = new Promise<void>(
    (resolve) => (wake = resolve),
  );
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
    rootMargin: nearMargin,
  });
  function done() {
    sleepers.delete(box!);
    observer.disconnect();
    // Settled as React reads a promise it is given (`use`), so a render in this same task
    // (hydrating for the event that woke the island) goes ahead instead of waiting a tick.
    woken.status = 'fulfilled';
    woken.value = undefined;
    wake();
  }
  sleepers.set(box, done);
  // The wrapper has no box of its own (display: contents): its children are what is on screen.
  for (const child of box.children) observer.observe(child);
  wakeUps.set(id, woken);
  return woken;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  const woken = wakeUp(id);
  if (woken) use(woken);
  return children;
}

/**
 * Hydrates its children only when they come near the screen or the visitor first touches, hovers
 * or focuses them (docs/performance.md#islands-wake-when-needed). Until then React keeps the
 * exported HTML as it is: it is the island's complete no-JavaScript form, so nothing moves when it
 * wakes. A tap that arrives first wakes the island at once and React hands the click to it.
 *
 * How: the children sit in a Suspense boundary whose content suspends on the wake-up during
 * hydration. React leaves a suspended boundary's server HTML in place and hydrates it, in a task
 * of its own, when the promise settles; a discrete event inside it (a click, a key) makes React
 * try it at once. The wrapper is `display: contents`, so it changes no layout.
 */
export function Wake({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <div className="wake" data-wake={id}>
      <Suspense fallback={null}>
        <Gate id={id}>{children}</Gate>
      </Suspense>
    </div>
  );
}
