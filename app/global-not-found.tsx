import { Link } from '@/components/ui/link';
import { company, contactLinks } from '@/content/company';
import { cities, cityPath } from '@/content/cities';
import { pages } from '@/content/routes';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { RootDocument, rootMetadata, rootViewport } from '@/lib/root-layout';
import './globals.css';

/**
 * The 404 page for any address no page answers (docs/i18n.md#structure): with two root layouts
 * there is no single layout to put a not-found page in, so this one is a whole English document.
 */
export const metadata = { ...rootMetadata, title: 'Page not found', robots: { index: false } };
export const viewport = rootViewport;

const popular = ['/services/', '/home-shifting/', '/car-bike-transport/', '/moving-guide/', '/contact-us/'];

/** The 404 page: says what happened and offers the likeliest next steps. */
export default function NotFound() {
  return (
    <RootDocument locale="en">
      <PageHero
        title="Sorry, we could not find that page"
        intro="The link may be old or mistyped. Here are the pages most visitors look for, or call us and we will help you straight away."
      >
        <div className="hero__actions">
          <Link className="btn" href="/">
            Go to the home page
          </Link>
          <a className="btn btn--light" href={contactLinks.tel}>
            Call {company.phoneDisplay}
          </a>
        </div>
      </PageHero>
      <Section id="popular" title="Popular pages">
        <ul className="chips">
          {popular.map((path) => (
            <li key={path}>
              <Link href={path}>{pages.find((p) => p.path === path)?.label}</Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="by-city" title="Find movers in your city" tone="sand">
        <ul className="chips">
          {cities.map((city) => (
            <li key={city.slug}>
              <Link href={cityPath(city)}>{city.city}</Link>
            </li>
          ))}
        </ul>
      </Section>
    </RootDocument>
  );
}
