import { afterSendFor } from '@/content/localized/after-send';
import { company, contactLinks } from '@/content/company';
import { chatLink } from '@/lib/server/chat-link';
import { offerTerms, officeHours } from '@/content/localized/company';
import { clientSectors, galleryImages } from '@/content/localized/sections';
import { uiWords } from '@/content/localized/ui';
import { fill, formLanguage, islandWords, type Locale } from '@/lib/shared/i18n';
import type { Enquiry } from '@/lib/shared/lead-schemas';
import { picturesAreIllustrations } from '@/content/media';
import { EnquiryForm } from '@/components/forms/enquiry-form';
import { Carousel } from '@/components/interactive/carousel';
import { Img } from '@/components/ui/img';
import { Wake } from '@/components/interactive/wake';

/**
 * The two sliders beside the shared enquiry form: recent work every 3 s with dots, and a centred
 * 2 s slider of who we move for, in the page's language.
 */
function EnquirySliders({ locale }: { locale: Locale }) {
  const ui = uiWords[locale].sections;
  const w = ui.enquirySliders;
  const words = islandWords(locale, ui.carousel);
  const photos = galleryImages(locale).filter((_, i) => i % 4 === 0);
  return (
    <div className="enquiry-sliders">
      <Wake>
        <Carousel label={picturesAreIllustrations ? w.pictures : w.photos} autoplayMs={3000} dots {...words}>
          {photos.map((photo) => (
            <Img key={photo.src} className="rounded" src={photo.src} alt={photo.alt} width={800} height={600} />
          ))}
        </Carousel>
      </Wake>
      <Wake>
        <Carousel label={w.sectors} autoplayMs={2000} centred {...words}>
          {clientSectors(locale).map((sector) => (
            <div key={sector.name} className="sector-slide">
              <Img src={sector.logo} alt="" width={160} height={80} />
              <span>{sector.name}</span>
            </div>
          ))}
        </Carousel>
      </Wake>
    </div>
  );
}

type Props = {
  /** Section heading. */
  title?: string;
  /** Which enquiry form this is; the shared sections carry the contact form (docs/product.md#enquiry-forms). */
  source?: Exclude<Enquiry['source'], 'home-quote' | 'dialog'>;
  /** Add the two sliders of the shared sections beside the form (docs/product.md#shared-sections). */
  withSliders?: boolean;
  /** What the page is about, for the WhatsApp message, e.g. "a move from Pune". */
  chatAbout?: string;
  /** The page's offer, e.g. "15%": said above the form and sent with the enquiry. */
  offer?: string;
  /** The page's language: a Hindi page's section and form are in Hindi (docs/i18n.md). */
  locale?: Locale;
};

/**
 * The enquiry section: the form asking for a callback and a quote, with phone, WhatsApp and
 * e-mail beside it. It carries the `enquiry` anchor the Get In Touch link points to.
 */
export function EnquirySection({
  title,
  source = 'contact',
  withSliders = false,
  chatAbout,
  offer,
  locale = 'en',
}: Props) {
  const { callbackMinutes, quoteMinutes } = company.promises;
  const ui = uiWords[locale];
  const w = ui.enquirySection;
  const chat = chatLink(locale, chatAbout);
  return (
    <section id="enquiry" aria-labelledby="enquiry-heading" className="section">
      <div className="wrap cta-band">
        <div>
          <h2 id="enquiry-heading">{title ?? w.title}</h2>
          <p>{fill(w.intro, { minutes: callbackMinutes, quote: quoteMinutes, hours: officeHours(locale) })}</p>
          {offer ? (
            <p id="offer" className="offer-note" data-page-offer={offer}>
              <strong>{fill(w.offerNote, { offer })}</strong> {offerTerms(locale)}
            </p>
          ) : null}
          <p>{w.preferTalk}</p>
          <div className="cta-band__actions">
            <a className="btn" href={contactLinks.tel}>
              {fill(w.call, { phone: company.phoneDisplay })}
            </a>
            <a className="btn btn--light" href={chat} rel="noopener">
              {w.whatsapp}
            </a>
            <a className="btn btn--light" href={contactLinks.mailto}>
              {w.email}
            </a>
          </div>
          {withSliders ? <EnquirySliders locale={locale} /> : null}
        </div>
        <Wake>
          <EnquiryForm
            source={source}
            offer={offer}
            retentionDays={company.leadRetentionDays}
            afterSend={afterSendFor(locale)}
            {...formLanguage(locale, ui.form)}
          />
        </Wake>
      </div>
    </section>
  );
}
