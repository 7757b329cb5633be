import { company, contactLinks, socialProfiles } from '@/content/company';
import { officeCountry } from '@/content/localized/company';
import { sharedSections } from '@/content/localized/story';
import { uiWords } from '@/content/localized/ui';
import { fill, type Locale } from '@/lib/shared/i18n';
import { chatLink } from '@/lib/server/chat-link';
import { Img } from '@/components/ui/img';
import { Section } from '@/components/ui/section';

/**
 * Get In Touch: phone, e-mail, chat, country and the social profiles that are set
 * (docs/product.md#shared-sections), in the page's language.
 */
export function GetInTouch({ locale = 'en' }: { locale?: Locale }) {
  const w = uiWords[locale].sections.getInTouch;
  return (
    <Section
      id="get-in-touch"
      title={w.title}
      eyebrow={w.eyebrow}
      intro={sharedSections(locale).getInTouchIntro}
      tone="navy"
    >
      <ul className="contact-list">
        <li>
          <Img src="/images/icons/phone.svg" alt="" width={28} height={28} />
          <a href={contactLinks.tel}>{company.phoneDisplay}</a>
        </li>
        <li>
          <Img src="/images/icons/mail.svg" alt="" width={28} height={28} />
          <a href={contactLinks.mailto}>{company.email}</a>
        </li>
        <li>
          <Img src="/images/icons/chat.svg" alt="" width={28} height={28} />
          <a href={chatLink(locale)} rel="noopener">
            {w.chat}
          </a>
        </li>
        <li>
          <Img src="/images/icons/map-pin.svg" alt="" width={28} height={28} />
          <span>{officeCountry(locale)}</span>
        </li>
      </ul>
      {socialProfiles.length > 0 ? (
        <>
          <h3>{w.follow}</h3>
          <ul className="social">
            {socialProfiles.map((s) => (
              <li key={s.network}>
                <a href={s.href} rel="noopener">
                  {fill(w.profile, { company: company.name, network: s.network })}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}
