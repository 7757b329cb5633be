import { whoWeArePage } from '@/content/story';
import { pageMetadata } from '@/lib/server/metadata';
import { Brands } from '@/components/sections/brands';
import { ReviewList } from '@/components/sections/review-list';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

export const metadata = pageMetadata({
  title: whoWeArePage.title,
  description: whoWeArePage.metaDescription,
  path: '/who-we-are/',
});

export default function WhoWeArePage() {
  return (
    <>
      <PageHero title={whoWeArePage.heading} image={{ src: '/images/hero/slide-3.webp', width: 1280, height: 560 }} />
      {whoWeArePage.story.map((block, i) => (
        <Section key={block.heading} id={`story-${i + 1}`} title={block.heading} tone={i % 2 ? 'sand' : 'plain'}>
          <div className="prose">
            {block.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </Section>
      ))}
      <Brands />
      <ReviewList />
    </>
  );
}
