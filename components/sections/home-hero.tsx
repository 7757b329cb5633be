import Link from 'next/link';
import { company, contactLinks } from '@/content/company';
import { Img } from '@/components/ui/img';

/** Home page banner: the first slide, the promise and the two ways to start. */
export function HomeHero() {
  const { callbackMinutes, quoteMinutes } = company.promises;
  return (
    <div className="hero">
      <Img className="hero__img" src="/images/hero/slide-1.webp" alt="" width={1280} height={560} priority />
      <div className="wrap">
        <h1>Packers and Movers for Homes, Offices and Vehicles Across India</h1>
        <p>
          Careful packing, tracked trucks and a written quote with no surprises. {company.name} has been moving families
          and businesses since {company.founded}.
        </p>
        <div className="hero__actions">
          <Link className="btn" href="#quote">
            Get a free quote
          </Link>
          <a className="btn btn--light" href={contactLinks.tel}>
            Call {company.phoneDisplay}
          </a>
        </div>
        <ul className="hero__promise">
          <li>Call back within {callbackMinutes} minutes</li>
          <li>Quote within {quoteMinutes} minutes</li>
          <li>{company.titleOffer} off your move</li>
        </ul>
      </div>
    </div>
  );
}
