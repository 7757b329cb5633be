import { galleryCategories, galleryImages } from '@/content/media';
import { photoGalleryPage as page } from '@/content/story';
import { pageMetadata } from '@/lib/metadata';
import { SharedSections } from '@/components/sections/shared-sections';
import { Img } from '@/components/ui/img';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

export const metadata = pageMetadata({ title: page.title, description: page.metaDescription, path: '/photo-gallery/' });

export default function PhotoGalleryPage() {
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <Section id="photos" title="Our work in pictures" eyebrow={`${galleryImages.length} photos`}>
        {galleryCategories.map((cat) => (
          <div key={cat.id} className="gallery" style={{ marginBottom: '2rem' }}>
            <h3>{cat.label}</h3>
            {galleryImages
              .filter((img) => img.category === cat.id)
              .map((img) => (
                <Img key={img.src} className="rounded" src={img.src} alt={img.alt} width={800} height={600} />
              ))}
          </div>
        ))}
      </Section>
      <SharedSections />
    </>
  );
}
