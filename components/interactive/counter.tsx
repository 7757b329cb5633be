'use client';

import { useEffect, useRef, useState } from 'react';
import { formatCount } from '@/lib/shared/format';
import { prefersReducedMotion } from './use-hydrated';

type CounterProps = {
  /** Final number, shown in the exported HTML and reached at the end. */
  value: number;
  /** Text after the number, e.g. "+" or "%". */
  suffix: string;
  /** How long the count takes, in milliseconds. */
  durationMs: number;
  /** Share of the figure that must be in view before it starts (docs/product.md#shared-sections: 0.2). */
  threshold?: number;
};

/** Fast at first, gentle at the end. */
const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * An animated figure of Awards & Certifications: counts from 0 to `value` once it is in view.
 * It is decorative (aria-hidden); the section carries the final figure as text for screen
 * readers. Without JavaScript, with reduced motion or without IntersectionObserver it simply
 * shows the final figure.
 */
export function Counter({ value, suffix, durationMs, threshold = 0.2 }: CounterProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        // Small tolerance: the ratio reported on crossing can be a hair under the threshold.
        if (!entry.isIntersecting || entry.intersectionRatio < threshold - 0.01) {
          // Out of sight, so nobody sees it drop to 0 before it counts up.
          setShown(0);
          return;
        }
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const progress = Math.min(1, Math.max(0, (now - start) / durationMs));
          setShown(Math.round(value * easeOutCubic(progress)));
          if (progress < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, durationMs, threshold]);

  return (
    <span ref={ref} className="counter__digits" aria-hidden="true">
      {`${formatCount(shown)}${suffix}`}
    </span>
  );
}
