import { Link } from '@/components/ui/link';
import { company, contactLinks } from '@/content/company';
import { sharedSections } from '@/content/story';
import { Img } from '@/components/ui/img';
import { Section } from '@/components/ui/section';
import { videosArePlaceholders } from '@/content/media';

const cards = [
  {
    title: 'Customer Review',
    text: 'Read what families and businesses say after moving with us.',
    href: '/review/',
    icon: 'star',
    internal: true,
  },
  {
    title: 'Photo Gallery',
    text: 'See how we pack bikes, cars, furniture and fragile goods.',
    href: '/photo-gallery/',
    icon: 'packing',
    internal: true,
  },
  {
    title: 'Video Gallery',
    text: videosArePlaceholders
      ? 'Sample videos of a move, from packing day to delivery.'
      : 'Watch real moves, from packing day to delivery.',
    href: '/video-gallery/',
    icon: 'truck',
    internal: true,
  },
  {
    title: 'Chat With Us',
    text: 'Send your move details on WhatsApp and get a quick reply.',
    href: contactLinks.whatsapp,
    icon: 'chat',
    internal: false,
  },
  {
    title: 'Call Now',
    text: `Speak to a move coordinator on ${company.phoneDisplay}.`,
    href: contactLinks.tel,
    icon: 'phone',
    internal: false,
  },
] as const;

/** "Trust Us With Confidence": five cards to reviews, galleries, chat and call (docs/product.md#shared-sections). */
export function TrustCards() {
  return (
    <Section id="trust" title={sharedSections.trustHeading} eyebrow="See for yourself">
      <ul className="grid grid--5 plain-list">
        {cards.map((card) => {
          const body = (
            <>
              <Img className="card__icon" src={`/images/icons/${card.icon}.svg`} alt="" width={48} height={48} />
              <h3>{card.title}</h3>
              <p>{card.text}</p>
            </>
          );
          return (
            <li key={card.title}>
              {card.internal ? (
                <Link className="card card--link" href={card.href}>
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
