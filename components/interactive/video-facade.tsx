'use client';

import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Img } from '@/components/ui/img';
import { useHydrated } from './use-hydrated';

type VideoFacadeProps = {
  /** Video-site id of the video. */
  videoId: string;
  /** What the video shows; names the button and the frame. */
  title: string;
  /** Local poster image (640x360). */
  poster: string;
  /** The page's first visible picture: load it at once, with high priority. */
  priority?: boolean;
  /** The Play control's words on a page that is not English (content/ui.ts `sections.video`; `{title}` is filled in). */
  words?: { play: string; playOnSite: string };
};

/**
 * A customer video as a local poster with a Play button (docs/product.md#maps-and-videos): the
 * privacy-enhanced player loads only when the visitor asks for it, so the page makes no request to
 * the video site before that. Until the page is hydrated the Play control is a plain link to the
 * video.
 */
export function VideoFacade({
  videoId,
  title,
  poster,
  priority = false,
  words = { play: 'Play video: {title}', playOnSite: 'Play video on YouTube: {title}' },
}: VideoFacadeProps) {
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  if (playing) {
    return (
      <iframe
        ref={frameRef}
        className="facade__frame"
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`}
        title={title}
        width={640}
        height={360}
        loading="lazy"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    );
  }

  const icon = <span className="facade__icon" aria-hidden="true" />;
  return (
    <div className="facade">
      <Img src={poster} alt="" width={640} height={360} priority={priority} />
      {hydrated ? (
        <button
          type="button"
          className="facade__play"
          onClick={() => {
            flushSync(() => setPlaying(true));
            // The button has gone: keep keyboard users on the player that replaced it.
            frameRef.current?.focus();
          }}
        >
          {icon}
          <span className="visually-hidden">{words.play.replace('{title}', title)}</span>
        </button>
      ) : (
        <a className="facade__play" href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`}>
          {icon}
          <span className="visually-hidden">{words.playOnSite.replace('{title}', title)}</span>
        </a>
      )}
    </div>
  );
}
