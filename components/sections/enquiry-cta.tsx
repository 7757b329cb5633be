import { company, contactLinks } from '@/content/company';
import type { Enquiry } from '@/lib/lead-schemas';
import { EnquiryForm } from '@/components/forms/enquiry-form';

type Props = {
  /** Section heading. */
  title?: string;
  /** Which enquiry form this is; the shared sections carry the contact form (SPEC §7.1). */
  source?: Exclude<Enquiry['source'], 'home-quote' | 'dialog'>;
};

/**
 * The enquiry section: the form asking for a callback and a quote, with phone, WhatsApp and
 * e-mail beside it. It carries the `enquiry` anchor the Get In Touch link points to.
 */
export function EnquiryCta({ title = 'Get a free quote for your move', source = 'contact' }: Props) {
  const { callbackMinutes, quoteMinutes } = company.promises;
  return (
    <section id="enquiry" aria-labelledby="enquiry-heading" className="section">
      <div className="wrap cta-band">
        <div>
          <h2 id="enquiry-heading">{title}</h2>
          <p>
            Tell us where you are moving from and to, and what you are moving. We call back within {callbackMinutes}{' '}
            minutes and send a written quote within {quoteMinutes} minutes during office hours ({company.hours}).
          </p>
          <p>Prefer to talk? Call or message us directly:</p>
          <div className="cta-band__actions">
            <a className="btn" href={contactLinks.tel}>
              Call {company.phoneDisplay}
            </a>
            <a className="btn btn--light" href={contactLinks.whatsapp} rel="noopener">
              WhatsApp us
            </a>
            <a className="btn btn--light" href={contactLinks.mailto}>
              E-mail us
            </a>
          </div>
        </div>
        <EnquiryForm source={source} />
      </div>
    </section>
  );
}
