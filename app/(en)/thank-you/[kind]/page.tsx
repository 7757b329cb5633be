import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { company, contactLinks } from '@/content/company';
import { type ThankYouKind, thankYouPages } from '@/content/thank-you';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

export const dynamicParams = false;

/** One page per kind of lead: /thank-you/enquiry/ and /thank-you/review/. */
export function generateStaticParams() {
  return Object.keys(thankYouPages).map((kind) => ({ kind }));
}

type Props = { params: Promise<{ kind: ThankYouKind }> };

/** Not for search engines: the page means something only after sending a form. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind } = await params;
  return { title: thankYouPages[kind].title, robots: { index: false, follow: true } };
}

/**
 * Where the intake service sends a visitor whose browser posted a form itself, because the
 * page's scripts never ran (server/lead-routes.ts).
 */
export default async function ThankYouPage({ params }: Props) {
  const { kind } = await params;
  const page = thankYouPages[kind];
  return (
    <>
      <PageHero title={page.title} intro={page.intro}>
        <div className="hero__actions">
          <a className="btn" href={contactLinks.tel}>
            Call {company.phoneDisplay}
          </a>
          <Link className="btn btn--light" href="/">
            Go to the home page
          </Link>
        </div>
      </PageHero>
      <Section id="next-steps" title="What happens next">
        <ol className="prose">
          {page.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>
    </>
  );
}
