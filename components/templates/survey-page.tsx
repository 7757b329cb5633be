import { company, contactLinks, whatsappChat, whatsappMessage } from '@/content/company';
import { promises } from '@/content/localized/sections';
import { uiWords } from '@/content/localized/ui';
import { copyMetadata } from '@/lib/server/metadata';
import { fill, formLanguage, type Locale } from '@/lib/shared/i18n';
import { surveyPagePath } from '@/lib/shared/survey-page';
import { SurveyBooking } from '@/components/interactive/survey-booking';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

/** The booking page's title, description and alternates in `locale`. */
export const surveyMetadata = (locale: Locale) => copyMetadata(uiWords[locale].survey, surveyPagePath, locale);

/** What to have ready for each kind of survey. */
function Ready({ locale }: { locale: Locale }) {
  const w = uiWords[locale].survey;
  return (
    <Section id="ready" title={w.form.readyTitle}>
      <div className="grid grid--2">
        {(
          [
            [w.readyHome, w.form.ready.home],
            [w.readyVideo, w.form.ready.video],
          ] as const
        ).map(([title, lines]) => (
          <div key={title} className="card">
            <h3>{title}</h3>
            <ul>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}

/**
 * The free survey's booking page, /book-survey/ and /hi/book-survey/ (docs/surveys.md#the-booking-page):
 * what the survey is for (the price promise), the booking form with its two kinds, what to have
 * ready, and a call or WhatsApp for those who would rather talk.
 */
export function SurveyPageView({ locale = 'en' }: { locale?: Locale }) {
  const w = uiWords[locale].survey;
  const { pricePromise } = promises(locale);
  const contact = { company: company.name, phone: company.phoneDisplay, tel: contactLinks.tel, whatsapp: whatsappChat };
  return (
    <>
      <PageHero title={w.heading} intro={w.intro} />
      <Section id="why-survey" title={w.whyTitle}>
        <div className="prose">
          <p>{w.why}</p>
          <p>
            <strong>{pricePromise.heading}</strong> {pricePromise.text}
          </p>
        </div>
      </Section>
      <Section id="book" title={w.formTitle} tone="sand">
        <div className="card narrow">
          <SurveyBooking
            bands={company.surveys.bands}
            retentionDays={company.leadRetentionDays}
            contact={contact}
            {...formLanguage(locale, w.form)}
          />
        </div>
      </Section>
      <Ready locale={locale} />
      <Section id="talk" title={w.talkTitle} intro={w.talk}>
        <p className="hero__actions">
          <a className="btn" href={contactLinks.tel}>
            {fill(w.form.call, { phone: company.phoneDisplay })}
          </a>
          <a
            className="btn btn--outline"
            href={whatsappMessage(fill(w.whatsappMessage, { company: company.name }))}
            rel="noopener"
          >
            {w.whatsapp}
          </a>
        </p>
      </Section>
    </>
  );
}
