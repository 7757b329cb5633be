'use client';

import { Children, type ReactNode, useEffect, useState } from 'react';
import { fill } from '@/lib/shared/i18n';
import { useEmblaWhenNear } from './use-embla-when-near';

import { useHydrated, useReducedMotion } from './use-hydrated';

/** The carousel's own words (content/ui.ts `sections.carousel`); `{n}` and `{total}` are filled in. */
export type CarouselWords = {
  previous: string;
  next: string;
  play: string;
  pause: string;
  goTo: string;
  slide: string;
};

const carouselWordsEn: CarouselWords = {
  previous: 'Previous slide',
  next: 'Next slide',
  play: 'Play slides',
  pause: 'Pause slides',
  goTo: 'Go to slide {n}',
  slide: '{n} of {total}',
};

type CarouselProps = {
  /** What the slides are, for screen readers ("Customer reviews"). */
  label: string;
  /** Time each slide shows before the next, in ms; none for a manual slider. */
  autoplayMs?: number;
  /** Show a dot per slide. */
  dots?: boolean;
  /** Keep the current slide in the middle (the "centred slider" in docs/product.md#shared-sections). */
  centred?: boolean;
  /** Class for the outer element (sets slide widths per breakpoint in CSS). */
  className?: string;
  /** The slides, rendered on the server. */
  children: ReactNode;
  /** The buttons' and slides' words on a page that is not English (docs/i18n.md). */
  words?: CarouselWords;
};

type EmblaApi = ReturnType<typeof useEmblaWhenNear>[1];

/** The slide Embla shows and the list of places it can stop at (one dot each). */
function useSnaps(api: EmblaApi) {
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnaps(api.scrollSnapList());
    };
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);
  return { selected, snaps };
}

/**
 * Autoplay: the next slide `autoplayMs` after the last change, whoever made it. (A timer here
 * rather than embla-carousel-autoplay, which cost the home page 1 KiB of its 30.)
 */
function useAutoplay(api: EmblaApi, running: boolean, autoplayMs: number | undefined) {
  useEffect(() => {
    if (!running || !api) return;
    let timer: ReturnType<typeof setTimeout>;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => api.scrollNext(), autoplayMs);
    };
    restart();
    api.on('select', restart);
    return () => {
      clearTimeout(timer);
      api.off('select', restart);
    };
  }, [running, api, autoplayMs]);
}

/**
 * Whether the element is on the screen (true where IntersectionObserver is missing). Autoplay
 * waits while a carousel is off screen: a slide change nobody sees still costs a phone's main
 * thread a layout and several frames every two or three seconds.
 */
function useOnScreen(el: HTMLElement | null): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((e) => e.isIntersecting)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  return onScreen;
}

type ControlsProps = {
  api: EmblaApi;
  /** Buttons and dots jump instead of sliding (reduced motion). */
  jump: boolean;
  /** Offer a pause button (autoplaying, motion allowed). */
  pausable: boolean;
  paused: boolean;
  onPause: () => void;
  dots: boolean;
  snaps: number[];
  selected: number;
  words: CarouselWords;
};

/** Previous and next, the pause button where it autoplays, and a dot per stop. */
function Controls({ api, jump, pausable, paused, onPause, dots, snaps, selected, words }: ControlsProps) {
  return (
    <>
      <button type="button" className="carousel__btn" aria-label={words.previous} onClick={() => api?.scrollPrev(jump)}>
        <span aria-hidden="true">‹</span>
      </button>
      {pausable ? (
        <button
          type="button"
          className="carousel__btn carousel__btn--pause"
          aria-label={paused ? words.play : words.pause}
          aria-pressed={paused}
          onClick={onPause}
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </button>
      ) : null}
      <button type="button" className="carousel__btn" aria-label={words.next} onClick={() => api?.scrollNext(jump)}>
        <span aria-hidden="true">›</span>
      </button>
      {dots && snaps.length > 1 ? (
        <div className="carousel__dots">
          {snaps.map((_, i) => (
            <button
              key={i}
              type="button"
              className="carousel__dot"
              aria-label={fill(words.goTo, { n: i + 1 })}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => api?.scrollTo(i, jump)}
            />
          ))}
        </div>
      ) : null}
    </>
  );
}

/**
 * The one wrapper around embla-carousel (docs/conventions.md#one-wrapper-per-library). The exported
 * HTML is a row of slides that scrolls sideways, so every slide is there without JavaScript; once
 * hydrated it becomes a looping carousel with previous/next buttons, optional dots and, where it
 * autoplays, a visible pause button. Autoplay stops while the pointer is over it, focus is inside
 * it or it is off the screen, and never starts for visitors who ask for reduced motion; for them the buttons and dots jump
 * to a slide instead of sliding there.
 */
export function Carousel({
  label,
  autoplayMs,
  dots = false,
  centred = false,
  className,
  children,
  words = carouselWordsEn,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const hydrated = useHydrated();
  const [viewportRef, api] = useEmblaWhenNear({ loop: true, align: centred ? 'center' : 'start', duration: 25 });
  const { selected, snaps } = useSnaps(api);
  const [paused, setPaused] = useState(false);
  const [holding, setHolding] = useState({ hover: false, focus: false });
  const reduced = useReducedMotion();
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const onScreen = useOnScreen(autoplayMs ? root : null);

  const running = Boolean(autoplayMs && api && onScreen && !paused && !reduced && !holding.hover && !holding.focus);

  useAutoplay(api, running, autoplayMs);

  return (
    <section
      ref={setRoot}
      className={`carousel${api ? ' is-ready' : ''}${centred ? ' carousel--centred' : ''}${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHolding((h) => ({ ...h, hover: true }))}
      onMouseLeave={() => setHolding((h) => ({ ...h, hover: false }))}
      onFocus={() => setHolding((h) => ({ ...h, focus: true }))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHolding((h) => ({ ...h, focus: false }));
      }}
    >
      {/* Until Embla starts, the viewport scrolls sideways: keyboard users can focus and scroll it. */}
      <div className="carousel__viewport" ref={viewportRef} tabIndex={api ? undefined : 0}>
        <div className="carousel__track" aria-live={running ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={fill(words.slide, { n: i + 1, total: slides.length })}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {/* The controls' row is there from the start, so nothing moves when they appear. */}
      <div className="carousel__controls">
        {hydrated ? (
          <Controls
            api={api}
            jump={reduced}
            pausable={Boolean(autoplayMs) && !reduced}
            paused={paused}
            onPause={() => setPaused((p) => !p)}
            dots={dots}
            snaps={snaps}
            selected={selected}
            words={words}
          />
        ) : null}
      </div>
    </section>
  );
}
