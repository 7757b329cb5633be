import { Link } from '@/components/ui/link';
import { offerSummary } from '@/content/claims';
import { company, contactLinks } from '@/content/company';
import { offerTerms } from '@/content/localized/company';
import { uiWords } from '@/content/localized/ui';
import { fill, islandWords, type Locale } from '@/lib/shared/i18n';
import { Carousel } from '@/components/interactive/carousel';
import { Img } from '@/components/ui/img';
import { picturesAreIllustrations } from '@/content/media';

/** The hero slider's pictures (public/images/hero/), by the key of their alt text in the dictionary. */
const heroSlides = [
  { src: '/images/hero/slide-1.webp', alt: 'truck' },
  { src: '/images/hero/slide-2.webp', alt: 'packing' },
  { src: '/images/hero/slide-3.webp', alt: 'carrier' },
] as const;

/** Home page banner: the first slide, the promise and the two ways to start, in the page's language. */
export function HomeHero({ locale = 'en' }: { locale?: Locale }) {
  const { callbackMinutes, quoteMinutes } = company.promises;
  const ui = uiWords[locale];
  const w = ui.home.hero;
  return (
    <div className="hero">
      <Carousel
        label={picturesAreIllustrations ? w.pictures : w.photos}
        autoplayMs={3000}
        {...islandWords(locale, ui.sections.carousel)}
      >
        {heroSlides.map((slide, i) => (
          <Img key={slide.src} src={slide.src} alt={w.slides[slide.alt]} width={1280} height={560} priority={i === 0} />
        ))}
      </Carousel>
      <div className="wrap">
        <h1>{w.heading}</h1>
        <p>{fill(w.intro, { company: company.name, year: company.founded })}</p>
        <div className="hero__actions">
          <Link className="btn" href="#quote">
            {w.quote}
          </Link>
          <a className="btn btn--light" href={contactLinks.tel}>
            {fill(w.call, { phone: company.phoneDisplay })}
          </a>
        </div>
        <ul className="hero__promise">
          <li>{fill(w.callback, { minutes: callbackMinutes })}</li>
          <li>{fill(w.quoteIn, { minutes: quoteMinutes })}</li>
          <li>{fill(w.offer, { percent: offerSummary.best, cities: offerSummary.cities })}</li>
        </ul>
        {/* The offer's terms wherever a discount is offered (content/company.ts offerTerms). */}
        <p className="hero__terms">{offerTerms(locale)}</p>
      </div>
    </div>
  );
}
