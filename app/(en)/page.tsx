import { Link } from '@/components/ui/link';
import { company } from '@/content/company';
import { quoteTabs } from '@/content/quote-tabs';
import { QuoteForm } from '@/components/forms/quote-form';
import { hiringGuide, homeIntro, homePage } from '@/content/story';
import { pageMetadata } from '@/lib/metadata';
import { HomeHero } from '@/components/sections/home-hero';
import { ReviewList } from '@/components/sections/review-list';
import { ServiceGrid } from '@/components/sections/service-grid';
import { SharedSections } from '@/components/sections/shared-sections';
import { Section } from '@/components/ui/section';
import { Steps } from '@/components/ui/cards';
import { Wake } from '@/components/interactive/wake';
import { InstantEstimate } from '@/components/sections/instant-estimate';

export const metadata = pageMetadata({
  title: `Packers and Movers in India | ${company.titleOffer} Off Your Move | ${company.name}`,
  absoluteTitle: true,
  description: homePage.metaDescription,
  path: '/',
});

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <section id="quote" aria-labelledby="quote-heading" className="section section--sand">
        <div className="wrap">
          <div className="section__head">
            <span className="section__eyebrow">{`Free quote in ${company.promises.quoteMinutes} minutes`}</span>
            <h2 id="quote-heading">Tell us about your move</h2>
            <p className="lead">
              {`Choose the kind of move, fill in the details and we will call you back within ${company.promises.callbackMinutes} minutes.`}
            </p>
          </div>
          <Wake>
            <QuoteForm tabs={quoteTabs} retentionDays={company.leadRetentionDays} />
          </Wake>
          <InstantEstimate intro="Want a price before you talk to anyone? Choose your cities and your home: the band and what it is made of appear at once, no phone number needed." />
        </div>
      </section>
      <Section id="about-us" title={homeIntro.heading} eyebrow={`Since ${company.founded}`}>
        <div className="prose">
          {homeIntro.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section id="how-to-hire" title="How to hire us in 4 steps" eyebrow="Simple booking" tone="sand">
        <Steps steps={hiringGuide} />
      </Section>
      <Section
        id="services"
        title="What we move"
        eyebrow="Our services"
        intro="Every service includes a free survey, careful packing, transport with updates on the way and unloading at your door."
      >
        <ServiceGrid compact />
        <p className="table-note">
          <Link href="/services/">See all 14 services with what each one includes</Link>
        </p>
      </Section>
      <ReviewList limit={6} slider />
      <SharedSections />
    </>
  );
}
