import { Link } from '@/components/ui/link';
import { cities, cityPath } from '@/content/cities';
import { whyChoosePage as page } from '@/content/story';
import { EnquirySection } from '@/components/sections/enquiry-section';
import { CardGrid } from '@/components/ui/cards';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

/** The why-choose page (/why-{shortName}/): long text, the cities we serve and our five strengths. */
export function WhyChoosePageView() {
  const [lead, ...rest] = page.paragraphs;
  return (
    <>
      <PageHero
        title={page.heading}
        intro={lead}
        image={{ src: '/images/hero/slide-1.webp', width: 1280, height: 560 }}
      />
      <div className="section">
        <div className="wrap prose">
          {rest.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </div>
      <Section id="strengths" title="Our five strengths" tone="sand">
        <CardGrid items={page.strengths} />
      </Section>
      <Section id="cities" title="Cities we serve" intro="Pick your city for local prices, offers and moving tips.">
        <ul className="chips">
          {cities.map((city) => (
            <li key={city.slug}>
              <Link href={cityPath(city)}>Packers and movers in {city.city}</Link>
            </li>
          ))}
        </ul>
      </Section>
      <EnquirySection />
    </>
  );
}
