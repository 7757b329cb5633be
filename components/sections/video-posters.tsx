import type { Video } from '@/content/media';
import { VideoFacade } from '@/components/interactive/video-facade';
import { Wake } from '@/components/interactive/wake';

/**
 * Customer videos: each a poster with a Play button that loads the player on request. Where the
 * posters open the page (the video gallery), `leadPoster` loads the first one at once.
 */
export function VideoPosters({
  videos,
  leadPoster = false,
  words,
}: {
  videos: Video[];
  leadPoster?: boolean;
  /** The Play button's words in the page's language (content/ui-words.ts `sections.video`); English when left out. */
  words?: { play: string; playOnSite: string };
}) {
  return (
    <Wake>
      <ul className="gallery plain-list">
        {videos.map((video, i) => (
          <li key={video.videoId}>
            <figure className="poster">
              <VideoFacade
                videoId={video.videoId}
                title={video.title}
                poster={video.poster}
                priority={leadPoster && i === 0}
                {...(words ? { words } : {})}
              />
              <figcaption>{video.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Wake>
  );
}
