import { galleryCategories, galleryImages } from '@/content/media';
import { photoGalleryPage as page } from '@/content/story';
import { pageMetadata } from '@/lib/server/metadata';
import { GalleryFilter } from '@/components/interactive/gallery-filter';
import { SharedSections } from '@/components/sections/shared-sections';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

export const metadata = pageMetadata({ title: page.title, description: page.metaDescription, path: '/photo-gallery/' });

export default function PhotoGalleryPage() {
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <Section id="photos" title="Our work in pictures" eyebrow={`${galleryImages.length} photos`}>
        <GalleryFilter categories={galleryCategories} photos={galleryImages} />
      </Section>
      {/* Part of the exported HTML: nothing to fetch later, so no "Loading sections..." stand-in. */}
      <SharedSections />
    </>
  );
}
