import { homeVideos as homeVideosHi, placeholderVideosNote as placeholderVideosNoteHi } from '@/content/hi/media';
import { sharedSections as sharedSectionsHi } from '@/content/hi/story';
import { homeVideos, placeholderVideosNote, videosArePlaceholders } from '@/content/media';
import { sharedSections } from '@/content/story';
import { uiWords } from '@/content/ui';
import type { Locale } from '@/lib/i18n';
import { Section } from '@/components/ui/section';
import { VideoPosters } from './video-posters';

/** "What Our Customers Say": three customer videos (docs/product.md#shared-sections), titled in the page's language. */
export function CustomerVideos({ locale = 'en' }: { locale?: Locale }) {
  const hindi = locale === 'hi';
  const w = uiWords[locale].sections;
  const note = hindi ? placeholderVideosNoteHi : placeholderVideosNote;
  return (
    <Section
      id="customer-videos"
      title={(hindi ? sharedSectionsHi : sharedSections).videosHeading}
      eyebrow={videosArePlaceholders ? w.videos.eyebrowSamples : w.videos.eyebrow}
      intro={videosArePlaceholders ? note : undefined}
      tone="sand"
    >
      <VideoPosters videos={hindi ? homeVideosHi : homeVideos} {...(hindi ? { words: w.video } : {})} />
    </Section>
  );
}
