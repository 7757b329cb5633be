'use client';

import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Img } from '@/components/ui/img';
import { useHydrated } from './use-hydrated';

type MapFacadeProps = {
  /** Map embed URL, requested only after the visitor presses "Show the map". */
  embedUrl: string;
  /** Title of the map frame, e.g. "Map of our office in Ghansoli, Navi Mumbai". */
  title: string;
  /** Local poster image standing in for the map. */
  poster: { src: string; alt: string; width: number; height: number };
  /** The button's words on a page that is not English (content/ui.ts `sections.map.show`). */
  showText?: string;
};

/**
 * The office map as a local picture with a "Show the map" button (docs/product.md#maps-and-videos):
 * the map provider gets no request until the visitor asks. The button overlays the picture and
 * appears once the page is hydrated; before that, the "Open in Google Maps" link beside it does the
 * job.
 */
export function MapFacade({ embedUrl, title, poster, showText = 'Show the map' }: MapFacadeProps) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  if (shown) {
    return (
      <iframe
        ref={frameRef}
        className="facade__frame facade__frame--map rounded"
        src={embedUrl}
        title={title}
        width={poster.width}
        height={poster.height}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    );
  }

  return (
    <div className="facade facade--map">
      <Img className="rounded" src={poster.src} alt={poster.alt} width={poster.width} height={poster.height} />
      {hydrated ? (
        <button
          type="button"
          className="btn facade__show"
          onClick={() => {
            flushSync(() => setShown(true));
            frameRef.current?.focus();
          }}
        >
          {showText}
        </button>
      ) : null}
    </div>
  );
}
