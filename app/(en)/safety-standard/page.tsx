import { safetyPage as page } from '@/content/safety';
import { pageMetadata } from '@/lib/server/metadata';
import { IntroSplit } from '@/components/sections/intro-split';
import { PageClosing } from '@/components/sections/page-closing';
import { CardGrid } from '@/components/ui/cards';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

export const metadata = pageMetadata({
  title: page.title,
  description: page.metaDescription,
  path: '/safety-standard/',
});

export default function SafetyStandardPage() {
  const [lead, ...rest] = page.intro;
  return (
    <>
      <PageHero title={page.title} intro={lead} />
      <IntroSplit paragraphs={rest} image={page.image} imageAlt={page.imageAlt} />
      <Section id="practices" title="Our six safety practices" eyebrow="How we keep your goods safe" tone="sand">
        <CardGrid items={page.practices} />
      </Section>
      <Section id="prohibited" title="What we do not move">
        <CardGrid items={page.prohibitedItems.map((p) => ({ title: p.item, description: p.note }))} />
      </Section>
      <PageClosing />
    </>
  );
}
