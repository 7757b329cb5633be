import { homeVideos, placeholderVideosNote, videosArePlaceholders } from '@/content/media';
import { sharedSections } from '@/content/story';
import { Section } from '@/components/ui/section';
import { VideoPosters } from './video-posters';

/** "What Our Customers Say": three customer videos (docs/product.md#shared-sections). */
export function CustomerVideos() {
  return (
    <Section
      id="customer-videos"
      title={sharedSections.videosHeading}
      eyebrow={videosArePlaceholders ? 'Sample videos' : 'Real customers'}
      intro={videosArePlaceholders ? placeholderVideosNote : undefined}
      tone="sand"
    >
      <VideoPosters videos={homeVideos} />
    </Section>
  );
}
