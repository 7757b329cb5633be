import type { Video } from '@/content/media';
import { Img } from '@/components/ui/img';

/** Customer videos as poster frames with their titles. */
export function VideoPosters({ videos }: { videos: Video[] }) {
  return (
    <ul className="gallery" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {videos.map((video) => (
        <li key={video.videoId}>
          <figure className="poster">
            <Img src={video.poster} alt="" width={640} height={360} />
            <figcaption>{video.title}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
