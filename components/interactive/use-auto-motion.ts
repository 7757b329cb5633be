import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

/** An Embla plugin that moves by itself (AutoScroll, for the presence ticker). */
interface MotionPlugin {
  play: () => void;
  stop: () => void;
}

/**
 * Keeps an Embla motion plugin playing while `running` and stopped otherwise. Embla re-creates
 * its plugins whenever it re-initialises (a resize, the web font arriving, the layout switching
 * once hydrated), and a plugin made with `playOnInit: false` comes back stopped, so the state is
 * applied again on every `reInit`.
 */
export function useAutoMotion(api: UseEmblaCarouselType[1], plugin: MotionPlugin | null, running: boolean) {
  useEffect(() => {
    if (!api || !plugin) return;
    const apply = () => (running ? plugin.play() : plugin.stop());
    apply();
    api.on('reInit', apply);
    return () => {
      api.off('reInit', apply);
    };
  }, [api, plugin, running]);
}
