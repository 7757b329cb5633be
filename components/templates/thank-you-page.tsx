import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { company, contactLinks } from '@/content/company';
import type { ThankYouKind } from '@/content/thank-you';
import { afterSendWords, thankYouFrame, thankYouPages } from '@/content/localized/thank-you';
import { chatLink } from '@/lib/server/chat-link';
import { fill, type Locale } from '@/lib/shared/i18n';
import { surveyPagePath } from '@/lib/shared/survey-page';
import { uiWords } from '@/content/localized/ui';
import { localPageHref } from '@/content/pages';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

/** One page per kind of lead in each language: /thank-you/enquiry/ and /thank-you/review/. */
export const thankYouParams = () => Object.keys(thankYouPages('en')).map((kind) => ({ kind }));

/** Not for search engines: the page means something only after sending a form. */
export const thankYouMetadata = (kind: ThankYouKind, locale: Locale): Metadata => ({
  title: thankYouWords(locale).pages[kind].title,
  robots: { index: false, follow: true },
});

/** A thank-you page's words in `locale`. */
export const thankYouWords = (locale: Locale) => ({ pages: thankYouPages(locale), frame: thankYouFrame(locale) });

/**
 * Where the intake service sends a visitor whose browser posted a form itself, because the
 * page's scripts never ran (server/http/lead-routes.ts), in the language of the form's page.
 */
export function ThankYouPage({ kind, locale }: { kind: ThankYouKind; locale: Locale }) {
  const { pages, frame } = thankYouWords(locale);
  const page = pages[kind];
  return (
    <>
      <PageHero title={page.title} intro={page.intro}>
        <div className="hero__actions">
          <a className="btn" href={contactLinks.tel}>
            {fill(frame.call, { phone: company.phoneDisplay })}
          </a>
          {/* The same two buttons as a form sent with scripts shows (components/forms/after-send.tsx), and
              the booking of the survey that confirms the quote's price (docs/surveys.md#the-booking-page). */}
          {kind === 'enquiry' ? (
            <>
              <a className="btn btn--light" href={chatLink(locale)} rel="noopener">
                {afterSendWords(locale).whatsapp}
              </a>
              <Link className="btn btn--light" href={localPageHref(locale, surveyPagePath)}>
                {uiWords[locale].survey.link}
              </Link>
            </>
          ) : null}
          <Link className="btn btn--light" href={localPageHref(locale, '/')}>
            {frame.home}
          </Link>
        </div>
      </PageHero>
      <Section id="next-steps" title={frame.next}>
        <ol className="prose">
          {page.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>
    </>
  );
}
