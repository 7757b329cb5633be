import type { Video } from '@/content/media';
import { VideoFacade } from '@/components/interactive/video-facade';

/** Customer videos: each a poster with a Play button that loads the player on request. */
export function VideoPosters({ videos }: { videos: Video[] }) {
  return (
    <ul className="gallery plain-list">
      {videos.map((video) => (
        <li key={video.videoId}>
          <figure className="poster">
            <VideoFacade videoId={video.videoId} title={video.title} poster={video.poster} />
            <figcaption>{video.title}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
