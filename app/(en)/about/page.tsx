import { OpenEnquiryButton } from '@/components/forms/open-enquiry-button';
import { Ticker } from '@/components/interactive/ticker';
import { aboutPage } from '@/content/story';
import { presence } from '@/content/presence';
import { transportPartners } from '@/content/partners';
import { pageMetadata } from '@/lib/metadata';
import { Brands } from '@/components/sections/brands';
import { ComparisonTable } from '@/components/sections/comparison-table';
import { EnquirySection } from '@/components/sections/enquiry-section';
import { LogoTiles } from '@/components/sections/logo-tiles';
import { ServiceGrid } from '@/components/sections/service-grid';
import { CardGrid } from '@/components/ui/cards';
import { Img } from '@/components/ui/img';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { RegistrationDetails } from '@/components/sections/registration-details';
import { picturesAreIllustrations } from '@/content/media';

export const metadata = pageMetadata({
  title: aboutPage.title,
  description: aboutPage.metaDescription,
  path: '/about/',
});

export default function AboutPage() {
  return (
    <>
      <PageHero title={aboutPage.heading} image={{ src: '/images/hero/slide-2.webp', width: 1280, height: 560 }}>
        <OpenEnquiryButton className="btn">Enquiry Now</OpenEnquiryButton>
      </PageHero>
      <Section id="company" title="Who we are" eyebrow="Our company">
        <div className="split">
          <div>
            {aboutPage.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <RegistrationDetails />
          </div>
          <Img
            className="rounded"
            src="/images/about/team-packing.webp"
            alt={
              picturesAreIllustrations
                ? 'Drawing of three packers at work: taping a carton, wrapping a television and carrying a box'
                : 'Three of our packers at work: taping a carton, wrapping a television and carrying a box'
            }
            width={960}
            height={640}
          />
        </div>
      </Section>
      <Section id="services" title="Our services" eyebrow="What we do" tone="sand">
        <ServiceGrid columns={5} />
      </Section>
      <Section id="compare" title="Why we are not a typical mover" eyebrow="Compare">
        <ComparisonTable />
      </Section>
      <Section
        id="partners"
        title="How your goods travel"
        eyebrow="Our courier and cargo partners"
        intro="We pick the mode that suits your goods, distance and dates, and book it for you."
        tone="sand"
      >
        <LogoTiles tiles={transportPartners} />
      </Section>
      <Section
        id="presence"
        title="Where we move"
        eyebrow="National and international presence"
        intro={`We move goods to and from ${presence.national.length} Indian states and union territories and ${presence.international.length} countries abroad.`}
      >
        <h3>Across India</h3>
        <Ticker label="States and union territories we serve" items={presence.national} />
        <h3 className="space-top">Abroad</h3>
        <Ticker label="Countries we move to" items={presence.international} />
      </Section>
      <Section id="why-choose" title="Why families and businesses choose us" eyebrow="Why choose us" tone="sand">
        <CardGrid items={aboutPage.whyChoose} />
      </Section>
      <Brands />
      <EnquirySection source="about" />
    </>
  );
}
