import { Link } from '@/components/ui/link';
import { addressLine, company, contactLinks } from '@/content/company';
import { cities, cityPath } from '@/content/cities';
import { footerColumns } from '@/content/routes';
import { RegistrationDetails } from '@/components/sections/registration-details';

/** Footer on every page: packers-and-movers links for all 48 cities, page columns, the office and the copyright line. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="wrap">
        <nav className="footer-cities" aria-labelledby="footer-cities-heading">
          <h2 id="footer-cities-heading">Packers and movers by city</h2>
          <ul>
            {cities.map((city) => (
              <li key={city.slug}>
                <Link href={cityPath(city)}>{city.city}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="footer-cols">
          {footerColumns.map((col) => (
            <nav key={col.heading} aria-label={col.heading}>
              <h2>{col.heading}</h2>
              <ul>
                {col.links.map((link) => (
                  <li key={link.path}>
                    <Link href={link.path}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div>
            <h2>Head office</h2>
            <address>
              {company.name}
              <br />
              {addressLine}
              <br />
              <a href={contactLinks.tel}>{company.phoneDisplay}</a>
              <br />
              <a href={contactLinks.mailto}>{company.email}</a>
              <br />
              {company.hours}
            </address>
            <RegistrationDetails className="registration--footer" />
          </div>
        </div>
      </div>
      <div className="copyright">
        <div className="wrap">
          {`© ${company.founded}–${new Date().getFullYear()} ${company.name}. All rights reserved.`}
        </div>
      </div>
    </footer>
  );
}
