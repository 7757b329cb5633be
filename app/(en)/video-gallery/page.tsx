import { galleryVideos, placeholderVideosNote, videosArePlaceholders } from '@/content/media';
import { videoGalleryPage as page } from '@/content/story';
import { pageMetadata } from '@/lib/server/metadata';
import { EnquirySection } from '@/components/sections/enquiry-section';
import { VideoPosters } from '@/components/sections/video-posters';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

export const metadata = pageMetadata({ title: page.title, description: page.metaDescription, path: '/video-gallery/' });

export default function VideoGalleryPage() {
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <Section
        id="videos"
        title={videosArePlaceholders ? 'Sample customer stories on video' : 'Customer stories on video'}
        eyebrow={`${galleryVideos.length} videos`}
        intro={videosArePlaceholders ? placeholderVideosNote : undefined}
      >
        <VideoPosters videos={galleryVideos} leadPoster />
      </Section>
      <EnquirySection />
    </>
  );
}
