import { Link } from '@/components/ui/link';
import { company, contactLinks } from '@/content/company';
import { sharedSections } from '@/content/localized/story';
import { uiWords } from '@/content/localized/ui';
import { fill, type Locale } from '@/lib/shared/i18n';
import { localPageHref } from '@/content/pages';
import { chatLink } from '@/lib/server/chat-link';
import { Img } from '@/components/ui/img';
import { Section } from '@/components/ui/section';
import { videosArePlaceholders } from '@/content/media';

/**
 * "Trust Us With Confidence": five cards to reviews, galleries, chat and call
 * (docs/product.md#shared-sections). On a Hindi page a card whose page has no Hindi twin leads to
 * the English page and says so (docs/i18n.md#links-between-the-languages).
 */
export function TrustCards({ locale = 'en' }: { locale?: Locale }) {
  const ui = uiWords[locale];
  const w = ui.sections.trust;
  const cards = [
    { ...w.reviews, href: '/review/', icon: 'star', internal: true },
    { ...w.photos, href: '/photo-gallery/', icon: 'packing', internal: true },
    {
      title: w.videos.title,
      text: videosArePlaceholders ? w.videos.textSamples : w.videos.text,
      href: '/video-gallery/',
      icon: 'truck',
      internal: true,
    },
    { ...w.chat, href: chatLink(locale), icon: 'chat', internal: false },
    {
      title: w.call.title,
      text: fill(w.call.text, { phone: company.phoneDisplay }),
      href: contactLinks.tel,
      icon: 'phone',
      internal: false,
    },
  ];
  return (
    <Section id="trust" title={sharedSections(locale).trustHeading} eyebrow={w.eyebrow}>
      <ul className="grid grid--5 plain-list">
        {cards.map((card) => {
          const href = card.internal ? localPageHref(locale, card.href) : card.href;
          // A Hindi page's link to a page that is in English only.
          const english = card.internal && locale !== 'en' && href === card.href;
          const body = (
            <>
              <Img className="card__icon" src={`/images/icons/${card.icon}.svg`} alt="" width={48} height={48} />
              <h3>{card.title}</h3>
              <p>{card.text}</p>
              {english ? <span className="card__more">{ui.footer.inEnglish}</span> : null}
            </>
          );
          return (
            <li key={card.title}>
              {card.internal ? (
                <Link className="card card--link" href={href} hrefLang={english ? 'en-IN' : undefined}>
                  {body}
                </Link>
              ) : (
                <a className="card card--link" href={card.href} rel="noopener">
                  {body}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
