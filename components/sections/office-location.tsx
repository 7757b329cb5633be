import { addressLine, company, contactLinks } from '@/content/company';
import { officeHours, officePlace } from '@/content/localized/company';
import { sharedSections } from '@/content/localized/story';
import { uiWords } from '@/content/localized/ui';
import { fill, type Locale } from '@/lib/shared/i18n';
import { MapFacade } from '@/components/interactive/map-facade';
import { Img } from '@/components/ui/img';
import { Section } from '@/components/ui/section';
import { Wake } from '@/components/interactive/wake';

const mapQuery = encodeURIComponent(`${company.name}, ${addressLine}`);
const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${mapQuery}`;
const embedUrl = `https://www.google.com/maps?q=${mapQuery}&output=embed`;

/**
 * "Our Office Location": map (loaded on request), address, phone, e-mail, hours and hashtag
 * (docs/product.md#shared-sections). On a Hindi page the words and hours are Hindi and the place is
 * the office's city in Hindi; the postal address stays as the post office writes it.
 */
export function OfficeLocation({ locale = 'en' }: { locale?: Locale }) {
  const w = uiWords[locale].sections;
  const place = officePlace(locale);
  return (
    <Section id="office" title={sharedSections(locale).officeHeading} eyebrow={w.office.eyebrow}>
      <div className="split">
        <figure className="flush">
          <Wake>
            <MapFacade
              embedUrl={embedUrl}
              title={fill(w.map.title, { place })}
              poster={{
                src: '/images/map-office.webp',
                alt: fill(w.map.alt, { place }),
                width: 600,
                height: 450,
              }}
              showText={w.map.show}
            />
          </Wake>
          <figcaption>
            <a href={mapsUrl} rel="noopener">
              {w.map.open}
            </a>
          </figcaption>
        </figure>
        <div>
          <ul className="contact-list">
            <li>
              <Img src="/images/icons/map-pin.svg" alt="" width={28} height={28} />
              <address className="plain">{addressLine}</address>
            </li>
            <li>
              <Img src="/images/icons/phone.svg" alt="" width={28} height={28} />
              <a href={contactLinks.tel}>{company.phoneDisplay}</a>
            </li>
            <li>
              <Img src="/images/icons/mail.svg" alt="" width={28} height={28} />
              <a href={contactLinks.mailto}>{company.email}</a>
            </li>
            <li>
              <Img src="/images/icons/clock.svg" alt="" width={28} height={28} />
              <span>{officeHours(locale)}</span>
            </li>
          </ul>
          <p className="hashtag">{company.hashtag}</p>
        </div>
      </div>
    </Section>
  );
}
