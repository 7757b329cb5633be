import { company, contactLinks } from '@/content/company';
import type { UiWords } from '@/content/ui';
import { fill, type Locale } from '@/lib/shared/i18n';
import { chatLink } from '@/lib/server/chat-link';
import { Img } from '@/components/ui/img';

/** Always-visible chat, call and e-mail shortcuts (docs/product.md#header-footer-and-floating-bar). */
export function FloatingBar({ words, locale = 'en' }: { words: UiWords['floatingBar']; locale?: Locale }) {
  return (
    <div className="floating-bar" aria-label={words.label} role="group">
      <a href={chatLink(locale)} rel="noopener" aria-label={fill(words.chatAria, { company: company.name })}>
        <Img src="/images/icons/chat.svg" alt="" width={22} height={22} />
        <span className="floating-bar__label">{words.chat}</span>
      </a>
      <a href={contactLinks.tel} aria-label={fill(words.callAria, { phone: company.phoneDisplay })}>
        <Img src="/images/icons/phone.svg" alt="" width={22} height={22} />
        <span className="floating-bar__label">{words.call}</span>
      </a>
      <a href={contactLinks.mailto} aria-label={fill(words.emailAria, { email: company.email })}>
        <Img src="/images/icons/mail.svg" alt="" width={22} height={22} />
        <span className="floating-bar__label">{words.email}</span>
      </a>
    </div>
  );
}
