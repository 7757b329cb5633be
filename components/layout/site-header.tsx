import { Link } from '@/components/ui/link';
import { company, contactLinks } from '@/content/company';
import { mainNav } from '@/content/pages';
import { uiWords } from '@/content/localized/ui';
import { fill, type Locale } from '@/lib/shared/i18n';
import { localPageHref } from '@/content/pages';
import { chatLink } from '@/lib/server/chat-link';
import { Img } from '@/components/ui/img';
import { OpenEnquiryButton } from '@/components/forms/open-enquiry-button';
import { LanguageSwitch } from './language-switch';
import { MainNav } from './main-nav';

/** Header on every page: contact links, the language switch, brand, navigation and the Get In Touch call to action. */
export function SiteHeader({ locale = 'en', twins }: { locale?: Locale; twins: readonly string[] }) {
  const words = uiWords[locale];
  const contact = `${localPageHref(locale, '/contact-us/')}#enquiry`;
  return (
    <header className="site-header">
      <div className="topbar">
        <div className="wrap">
          <a href={contactLinks.tel}>{fill(words.header.call, { phone: company.phoneDisplay })}</a>
          <a href={contactLinks.mailto}>
            {words.header.email}
            <span className="hide-sm">{` ${company.email}`}</span>
          </a>
          <a href={chatLink(locale)} rel="noopener">
            <span className="hide-sm">{`${words.header.chatOn} `}</span>
            {words.header.whatsapp}
          </a>
          {/* Named in the language it leads to: "हिन्दी" on English pages, "English" on Hindi ones. */}
          <LanguageSwitch locale={locale} twins={twins} words={words.switcher} />
        </div>
      </div>
      <div className="wrap site-header__bar">
        <Link href={localPageHref(locale, '/')} className="brand">
          {/* Eager, as it is at the top of every page; an SVG, so at low priority (components/ui/img.tsx). */}
          <Img src="/images/brand/logo.svg" alt="" width={40} height={40} loading="eager" />
          {company.name}
        </Link>
        <MainNav
          links={mainNav.map(({ path }) => ({ path: localPageHref(locale, path), label: words.pages[path]! }))}
          words={words.nav}
          cta={
            <OpenEnquiryButton className="btn" href={contact}>
              {words.header.getInTouch}
            </OpenEnquiryButton>
          }
        />
        <OpenEnquiryButton className="btn header-cta" href={contact}>
          {words.header.getInTouch}
        </OpenEnquiryButton>
      </div>
    </header>
  );
}
