import { company, contactLinks, whatsappMessage } from '@/content/company';
import { type ServicePage, servicePageBySlug } from '@/content/service-pages';
import { uiWords } from '@/content/localized/ui';
import { fill, type Locale } from '@/lib/shared/i18n';
import { FeedbackDialog } from '@/components/forms/feedback-dialog';
import { CardGrid, Steps } from '@/components/ui/cards';
import { Section } from '@/components/ui/section';
import { ServiceShell } from './service-shell';
import { FraudNotice } from '@/components/sections/fraud-notice';
import { ServiceEstimate } from '@/components/sections/instant-estimate';

/**
 * Template of the six service pages, in either language (`page` is the page's content in that
 * language): booking process, items handled, why choose, cost factors.
 */
export function ServicePageView({ page, locale = 'en' }: { page: ServicePage; locale?: Locale }) {
  const ui = uiWords[locale];
  const w = ui.servicePages;
  const service = page.navLabel.toLowerCase();
  const feedbackMail = `${contactLinks.mailto}?subject=${encodeURIComponent(fill(w.feedbackSubject, { service: page.navLabel }))}`;
  // The e-mail names the service in English for the company, and says a Hindi page's feedback wants a Hindi reply.
  const english = servicePageBySlug(page.slug)!.navLabel;
  // The dialog is an island: it gets only the form words it shows.
  const { name, email, submitting, failure, busy, keepFor, yourChoices, privacyPolicy } = ui.form;
  const formWords = { name, email, submitting, failure, busy, keepFor, yourChoices, privacyPolicy };
  return (
    <ServiceShell
      page={page}
      locale={locale}
      aside={
        <>
          <p>{fill(w.feedbackPrompt, { company: company.name })}</p>
          <FeedbackDialog
            service={locale === 'en' ? english : `${english} (Hindi page: reply in Hindi)`}
            label={page.navLabel}
            retentionDays={company.leadRetentionDays}
            {...(locale === 'en' ? {} : { words: w.feedback, formWords, lang: locale })}
            fallback={
              <>
                <p>{w.feedbackFallback}</p>
                <div className="cta-band__actions">
                  <a className="btn" href={feedbackMail}>
                    {w.feedbackEmail}
                  </a>
                  <a
                    className="btn btn--outline"
                    href={whatsappMessage(fill(w.feedbackWhatsappMessage, { company: company.name, service }))}
                    rel="noopener"
                  >
                    {w.feedbackWhatsapp}
                  </a>
                </div>
              </>
            }
          />
        </>
      }
    >
      <Section id="booking" title={fill(w.bookingTitle, { service })} eyebrow={w.sixSteps} tone="sand">
        <Steps steps={page.bookingSteps} />
        <FraudNotice id="booking-fraud" locale={locale} />
      </Section>
      <Section id="items" title={w.itemsTitle}>
        <CardGrid items={page.itemsHandled} />
      </Section>
      <Section id="why-us" title={fill(w.whyTitle, { service })} tone="sand">
        <CardGrid items={page.whyChoose} />
      </Section>
      <Section id="cost" title={w.costTitle}>
        <CardGrid items={page.costFactors} />
        <ServiceEstimate slug={page.slug} locale={locale} />
      </Section>
    </ServiceShell>
  );
}
