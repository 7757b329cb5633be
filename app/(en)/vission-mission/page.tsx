import { visionMissionPage } from '@/content/story';
import { pageMetadata } from '@/lib/server/metadata';
import { CardGrid } from '@/components/ui/cards';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

export const metadata = pageMetadata({
  title: visionMissionPage.title,
  description: visionMissionPage.metaDescription,
  path: '/vission-mission/',
});

export default function VisionMissionPage() {
  return (
    <>
      <PageHero title={visionMissionPage.heading} />
      <Section id="vision" title="Our vision">
        <div className="prose">
          {visionMissionPage.vision.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section id="mission" title="Our mission" tone="sand">
        <div className="prose">
          {visionMissionPage.mission.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section id="values" title="The values we work by">
        <CardGrid items={visionMissionPage.values} />
      </Section>
    </>
  );
}
