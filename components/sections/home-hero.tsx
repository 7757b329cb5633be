import { Link } from '@/components/ui/link';
import { offerSummary } from '@/content/claims';
import { company, contactLinks } from '@/content/company';
import { Carousel } from '@/components/interactive/carousel';
import { Img } from '@/components/ui/img';
import { picturesAreIllustrations } from '@/content/media';

/** The hero slider's pictures (public/images/hero/). */
const heroSlides = [
  { src: '/images/hero/slide-1.webp', alt: 'A loaded moving truck on the highway at dawn' },
  { src: '/images/hero/slide-2.webp', alt: 'Packers wrapping a sofa and stacking cartons in a living room' },
  { src: '/images/hero/slide-3.webp', alt: 'A car carrier truck and a forklift outside a warehouse' },
];

/** Home page banner: the first slide, the promise and the two ways to start. */
export function HomeHero() {
  const { callbackMinutes, quoteMinutes } = company.promises;
  return (
    <div className="hero">
      <Carousel label={picturesAreIllustrations ? 'Pictures of moving work' : 'Photos of our work'} autoplayMs={3000}>
        {heroSlides.map((slide, i) => (
          <Img key={slide.src} src={slide.src} alt={slide.alt} width={1280} height={560} priority={i === 0} />
        ))}
      </Carousel>
      <div className="wrap">
        <h1>Packers and Movers for Homes, Offices and Vehicles Across India</h1>
        <p>
          {`Careful packing, GPS-fitted trucks and a written quote with no surprises. ${company.name} has been moving ` +
            `families and businesses since ${company.founded}.`}
        </p>
        <div className="hero__actions">
          <Link className="btn" href="#quote">
            Get a free quote
          </Link>
          <a className="btn btn--light" href={contactLinks.tel}>
            {`Call ${company.phoneDisplay}`}
          </a>
        </div>
        <ul className="hero__promise">
          <li>{`Call back within ${callbackMinutes} minutes`}</li>
          <li>{`Quote within ${quoteMinutes} minutes`}</li>
          <li>{offerSummary.line}</li>
        </ul>
      </div>
    </div>
  );
}
