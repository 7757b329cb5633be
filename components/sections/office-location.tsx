import { addressLine, company, contactLinks } from '@/content/company';
import { sharedSections } from '@/content/story';
import { MapFacade } from '@/components/interactive/map-facade';
import { Img } from '@/components/ui/img';
import { Section } from '@/components/ui/section';
import { Wake } from '@/components/interactive/wake';

const mapQuery = encodeURIComponent(`${company.name}, ${addressLine}`);
const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${mapQuery}`;
const embedUrl = `https://www.google.com/maps?q=${mapQuery}&output=embed`;
const place = `${company.address.locality}, ${company.address.city}`;

/**
 * "Our Office Location": map (loaded on request), address, phone, e-mail, hours and hashtag
 * (docs/product.md#shared-sections).
 */
export function OfficeLocation() {
  return (
    <Section id="office" title={sharedSections.officeHeading} eyebrow="Visit us">
      <div className="split">
        <figure className="flush">
          <Wake>
            <MapFacade
              embedUrl={embedUrl}
              title={`Map of our office in ${place}`}
              poster={{
                src: '/images/map-office.webp',
                alt: `Map showing our office in ${place}`,
                width: 600,
                height: 450,
              }}
            />
          </Wake>
          <figcaption>
            <a href={mapsUrl} rel="noopener">
              Open our office location in Google Maps
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
              <span>{company.hours}</span>
            </li>
          </ul>
          <p className="hashtag">{company.hashtag}</p>
        </div>
      </div>
    </Section>
  );
}
