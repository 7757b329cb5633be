import { homeVideos } from '@/content/media';
import { sharedSections } from '@/content/story';
import { Section } from '@/components/ui/section';
import { VideoPosters } from './video-posters';

/** "What Our Customers Say": three customer videos (SPEC §2). */
export function CustomerVideos() {
  return (
    <Section id="customer-videos" title={sharedSections.videosHeading} eyebrow="Real customers" tone="sand">
      <VideoPosters videos={homeVideos} />
    </Section>
  );
}
