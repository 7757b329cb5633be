import { company, contactLinks, whatsappMessage } from '@/content/company';
import type { ServicePage } from '@/content/service-pages';
import { FeedbackDialog } from '@/components/forms/feedback-dialog';
import { CardGrid, Steps } from '@/components/ui/cards';
import { Section } from '@/components/ui/section';
import { ServiceShell } from './service-shell';
import { FraudNotice } from '@/components/sections/fraud-notice';
import { ServiceEstimate } from '@/components/sections/instant-estimate';

/** Template of the six service pages: booking process, items handled, why choose, cost factors. */
export function ServicePageView({ page }: { page: ServicePage }) {
  const feedbackMail = `${contactLinks.mailto}?subject=${encodeURIComponent(`Feedback on ${page.navLabel}`)}`;
  return (
    <ServiceShell
      page={page}
      aside={
        <>
          <p>Moved with us already? Tell {company.name} what went well and what we can do better.</p>
          <FeedbackDialog
            service={page.navLabel}
            retentionDays={company.leadRetentionDays}
            fallback={
              <>
                <p>Tell us what went well and what we can do better. Your message reaches our customer care team.</p>
                <div className="cta-band__actions">
                  <a className="btn" href={feedbackMail}>
                    E-mail your feedback
                  </a>
                  <a
                    className="btn btn--outline"
                    href={whatsappMessage(
                      `Hello ${company.name}, I have feedback on your ${page.navLabel.toLowerCase()} service.`,
                    )}
                    rel="noopener"
                  >
                    WhatsApp us
                  </a>
                </div>
              </>
            }
          />
        </>
      }
    >
      <Section id="booking" title={`How to book ${page.navLabel.toLowerCase()}`} eyebrow="Six steps" tone="sand">
        <Steps steps={page.bookingSteps} />
        <FraudNotice id="booking-fraud" />
      </Section>
      <Section id="items" title="What we handle">
        <CardGrid items={page.itemsHandled} />
      </Section>
      <Section id="why-us" title={`Why choose us for ${page.navLabel.toLowerCase()}`} tone="sand">
        <CardGrid items={page.whyChoose} />
      </Section>
      <Section id="cost" title="What decides the cost">
        <CardGrid items={page.costFactors} />
        <ServiceEstimate slug={page.slug} />
      </Section>
    </ServiceShell>
  );
}
