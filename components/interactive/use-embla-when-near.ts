import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';

type EmblaArgs = Parameters<typeof useEmblaCarousel>;

/** How far outside the screen a slider starts, so it is ready before it scrolls into view. */
const nearMargin = '300px';

/**
 * Embla, started only once its viewport comes near the screen. Creating an Embla instance
 * measures the container and every slide, which forces the browser to lay out the whole page;
 * during hydration that made one long task of every slider on the page (four on the home page).
 * Each one now starts in its own small task when the visitor gets near it, and sliders far down
 * a page cost nothing until then. Where IntersectionObserver is missing it starts at once.
 */
export function useEmblaWhenNear(options?: EmblaArgs[0], plugins?: EmblaArgs[1]) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [emblaRef, api] = useEmblaCarousel(options, plugins);

  useEffect(() => {
    if (!viewport) return;
    if (typeof IntersectionObserver === 'undefined') return emblaRef(viewport);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        emblaRef(viewport);
      },
      { rootMargin: nearMargin },
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [viewport, emblaRef]);

  return [setViewport, api] as const;
}
