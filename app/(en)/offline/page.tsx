import { Link } from '@/components/ui/link';
import { company, contactLinks } from '@/content/company';
import { pages } from '@/content/routes';
import offlinePages from '@/lib/offline-pages.json';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

export const metadata = { title: 'You are offline', robots: { index: false } };

/**
 * What the offline-support worker shows for a page the visitor has not opened before while the
 * phone has no connection (docs/performance.md). A phone call needs no data, so it leads with that.
 */
export default function OfflinePage() {
  return (
    <>
      <PageHero
        title="You are offline"
        intro="This page has not been saved on your phone yet, and there is no internet connection right now. Pages you have opened before still work, and a phone call needs no data."
      >
        <div className="hero__actions">
          <a className="btn" href={contactLinks.tel}>
            Call {company.phoneDisplay}
          </a>
          <Link className="btn btn--light" href="/">
            Go to the home page
          </Link>
        </div>
      </PageHero>
      <Section id="saved" title="Pages that work offline">
        <p>These pages are kept on your phone. Try the page you wanted again once you are back online.</p>
        <ul className="chips">
          {offlinePages.keyPages.map((path) => (
            <li key={path}>
              <Link href={path}>{pages.find((p) => p.path === path)?.label}</Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
