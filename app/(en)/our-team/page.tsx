import { ourTeamPage } from '@/content/story';
import { pageMetadata } from '@/lib/server/metadata';
import { CardGrid } from '@/components/ui/cards';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

export const metadata = pageMetadata({
  title: ourTeamPage.title,
  description: ourTeamPage.metaDescription,
  path: '/our-team/',
});

export default function OurTeamPage() {
  return (
    <>
      <PageHero title={ourTeamPage.heading} intro={ourTeamPage.intro} />
      <Section id="teams" title="Domestic and international relocation teams" eyebrow="Who does what">
        <CardGrid items={ourTeamPage.cards} />
      </Section>
    </>
  );
}
