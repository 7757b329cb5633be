import { company, contactLinks } from '@/content/company';
import { Img } from '@/components/ui/img';

/** Always-visible chat, call and e-mail shortcuts (docs/product.md#header-footer-and-floating-bar). */
export function FloatingBar() {
  return (
    <div className="floating-bar" aria-label="Quick contact" role="group">
      <a href={contactLinks.whatsapp} rel="noopener" aria-label={`Chat on WhatsApp with ${company.name}`}>
        <Img src="/images/icons/chat.svg" alt="" width={22} height={22} />
        <span className="floating-bar__label">Chat</span>
      </a>
      <a href={contactLinks.tel} aria-label={`Call ${company.phoneDisplay}`}>
        <Img src="/images/icons/phone.svg" alt="" width={22} height={22} />
        <span className="floating-bar__label">Call</span>
      </a>
      <a href={contactLinks.mailto} aria-label={`E-mail ${company.email}`}>
        <Img src="/images/icons/mail.svg" alt="" width={22} height={22} />
        <span className="floating-bar__label">E-mail</span>
      </a>
    </div>
  );
}
