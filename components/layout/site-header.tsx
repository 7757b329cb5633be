import { Link } from '@/components/ui/link';
import { company, contactLinks } from '@/content/company';
import { mainNav } from '@/content/routes';
import { Img } from '@/components/ui/img';
import { OpenEnquiryButton } from '@/components/forms/open-enquiry-button';
import { MainNav } from './main-nav';

/** Header on every page: contact links, brand, navigation and the Get In Touch call to action. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="topbar">
        <div className="wrap">
          <a href={contactLinks.tel}>{`Call ${company.phoneDisplay}`}</a>
          <a href={contactLinks.mailto}>
            E-mail<span className="hide-sm">{` ${company.email}`}</span>
          </a>
          <a href={contactLinks.whatsapp} rel="noopener">
            <span className="hide-sm">Chat on </span>WhatsApp
          </a>
        </div>
      </div>
      <div className="wrap site-header__bar">
        <Link href="/" className="brand">
          {/* Eager, as it is at the top of every page; an SVG, so at low priority (components/ui/img.tsx). */}
          <Img src="/images/brand/logo.svg" alt="" width={40} height={40} loading="eager" />
          {company.name}
        </Link>
        <MainNav
          links={mainNav.map(({ path, label }) => ({ path, label }))}
          cta={<OpenEnquiryButton className="btn">Get In Touch</OpenEnquiryButton>}
        />
        <OpenEnquiryButton className="btn header-cta">Get In Touch</OpenEnquiryButton>
      </div>
    </header>
  );
}
