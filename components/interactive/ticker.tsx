'use client';

import AutoScroll from 'embla-carousel-auto-scroll';
import { useState } from 'react';
import { useAutoMotion } from './use-auto-motion';
import { useEmblaWhenNear } from './use-embla-when-near';
import { useHydrated, useReducedMotion } from './use-hydrated';

/**
 * A continuously scrolling strip of names (the about page's presence sliders,
 * docs/product.md#other-content-pages). The exported HTML is a plain wrapped list; once hydrated it
 * scrolls slowly in a loop, stops on hover, on focus and with its pause button, and stays a still
 * list under reduced motion.
 */
export function Ticker({
  label,
  items,
  words = { play: 'Play {label}', pause: 'Pause {label}' },
}: {
  label: string;
  items: string[];
  /** The pause button's words on a page that is not English (content/ui.ts `sections.ticker`; `{label}` is filled in). */
  words?: { play: string; pause: string };
}) {
  const hydrated = useHydrated();
  const reduced = useReducedMotion();
  const moving = hydrated && !reduced;
  const [scroller] = useState(() =>
    AutoScroll({ speed: 0.6, startDelay: 0, playOnInit: false, stopOnInteraction: false }),
  );
  const [viewportRef, api] = useEmblaWhenNear({ loop: true, dragFree: true, active: moving }, [scroller]);
  const [paused, setPaused] = useState(false);
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);

  const running = moving && !paused && !hover && !focus;
  useAutoMotion(moving ? api : undefined, scroller, running);

  return (
    <div
      className={`ticker${moving && api ? ' is-moving' : ''}`}
      role="group"
      aria-label={label}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setFocus(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocus(false);
      }}
    >
      <div className="ticker__viewport" ref={viewportRef}>
        <ul className="ticker__track">
          {items.map((item) => (
            <li key={item} className="ticker__item">
              {item}
            </li>
          ))}
        </ul>
      </div>
      {moving ? (
        <button
          type="button"
          className="carousel__btn carousel__btn--pause ticker__pause"
          aria-label={(paused ? words.play : words.pause).replace('{label}', label)}
          aria-pressed={paused}
          onClick={() => setPaused((p) => !p)}
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </button>
      ) : null}
    </div>
  );
}
