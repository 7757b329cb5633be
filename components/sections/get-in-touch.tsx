import { company, contactLinks, socialProfiles } from '@/content/company';
import { sharedSections } from '@/content/story';
import { Img } from '@/components/ui/img';
import { Section } from '@/components/ui/section';

/**
 * Get In Touch: phone, e-mail, chat, country and the social profiles that are set
 * (docs/product.md#shared-sections).
 */
export function GetInTouch() {
  return (
    <Section
      id="get-in-touch"
      title="Get In Touch"
      eyebrow="We reply fast"
      intro={sharedSections.getInTouchIntro}
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
          <a href={contactLinks.whatsapp} rel="noopener">
            Chat Now on WhatsApp
          </a>
        </li>
        <li>
          <Img src="/images/icons/map-pin.svg" alt="" width={28} height={28} />
          <span>{company.address.country}</span>
        </li>
      </ul>
      {socialProfiles.length > 0 ? (
        <>
          <h3>Follow us</h3>
          <ul className="social">
            {socialProfiles.map((s) => (
              <li key={s.network}>
                <a href={s.href} rel="noopener">
                  {`${company.name} on ${s.network}`}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}
