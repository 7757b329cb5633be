import { videosArePlaceholders } from '@/content/media';
import { homeVideos, placeholderVideosNote } from '@/content/localized/sections';
import { sharedSections } from '@/content/localized/story';
import { uiWords } from '@/content/localized/ui';
import { islandWords, type Locale } from '@/lib/shared/i18n';
import { Section } from '@/components/ui/section';
import { VideoPosters } from './video-posters';

/** "What Our Customers Say": three customer videos (docs/product.md#shared-sections), titled in the page's language. */
export function CustomerVideos({ locale = 'en' }: { locale?: Locale }) {
  const w = uiWords[locale].sections;
  return (
    <Section
      id="customer-videos"
      title={sharedSections(locale).videosHeading}
      eyebrow={videosArePlaceholders ? w.videos.eyebrowSamples : w.videos.eyebrow}
      intro={videosArePlaceholders ? placeholderVideosNote(locale) : undefined}
      tone="sand"
    >
      <VideoPosters videos={homeVideos(locale)} {...islandWords(locale, w.video)} />
    </Section>
  );
}
