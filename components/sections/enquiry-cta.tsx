import { company, contactLinks } from '@/content/company';

/**
 * The enquiry block: how to ask for a callback and a quote. It carries the `enquiry` anchor the
 * header's Get In Touch button points to.
 */
export function EnquiryCta({ title = 'Get a free quote for your move' }: { title?: string }) {
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
        </div>
        <div className="cta-band__actions">
          <a className="btn" href={contactLinks.tel}>
            Call {company.phoneDisplay}
          </a>
          <a className="btn btn--light" href={contactLinks.whatsapp} rel="noopener">
            WhatsApp us
          </a>
          <a className="btn btn--light" href={contactLinks.mailto}>
            E-mail {company.email}
          </a>
        </div>
      </div>
    </section>
  );
}
