import { company, contactLinks } from '@/content/company';
import { Img } from '@/components/ui/img';

/** Always-visible chat, call and e-mail shortcuts (SPEC §2 floating bar). */
export function FloatingBar() {
  return (
    <div className="floating-bar" aria-label="Quick contact" role="group">
      <a href={contactLinks.whatsapp} rel="noopener" aria-label={`Chat with ${company.name} on WhatsApp`}>
        <Img src="/images/icons/chat.svg" alt="" width={26} height={26} />
      </a>
      <a href={contactLinks.tel} aria-label={`Call ${company.phoneDisplay}`}>
        <Img src="/images/icons/phone.svg" alt="" width={26} height={26} />
      </a>
      <a href={contactLinks.mailto} aria-label={`E-mail ${company.email}`}>
        <Img src="/images/icons/mail.svg" alt="" width={26} height={26} />
      </a>
    </div>
  );
}
