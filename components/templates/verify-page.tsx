import { Fragment, type ReactNode } from 'react';
import { company, contactLinks, official } from '@/content/company';
import { cyberCrime } from '@/content/fraud-notice';
import { fraudNotice } from '@/content/localized/sections';
import { uiWords } from '@/content/localized/ui';
import { pageMetadata } from '@/lib/server/metadata';
import { fill, islandWords, type Locale, offEnglish } from '@/lib/shared/i18n';
import { phoneForPeople } from '@/lib/shared/phone';
import { VerifyForm } from '@/components/interactive/verify-form';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

/** The page's title, description and alternates in `locale`. */
export function verifyMetadata(locale: Locale) {
  const w = uiWords[locale].verify;
  return pageMetadata({
    title: w.title,
    description: fill(w.metaDescription, { company: company.name }),
    path: '/verify/',
    locale,
  });
}

/** A text with `{name}` slots filled by elements (links), for a sentence that holds a link. */
function withLinks(text: string, links: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={i}>{name && name in links ? links[name] : part}</Fragment>;
  });
}

/**
 * "Is this really us?" (/verify/ and /hi/verify/, docs/verify.md): a visitor checks a phone number,
 * UPI ID, website, GSTIN, bank account or quote reference against the company's own before paying
 * anyone in its name; what the company never asks for; what to do when something is not ours; and
 * its official numbers and websites, which are public anyway.
 */
export function VerifyPageView({ locale = 'en' }: { locale?: Locale }) {
  const w = uiWords[locale].verify;
  const notice = fraudNotice(locale);
  const tel = <a href={contactLinks.tel}>{company.phoneDisplay}</a>;
  return (
    <>
      <PageHero title={w.heading} intro={w.intro} />
      <Section id="check" title={w.checkTitle} eyebrow={w.checkEyebrow}>
        <div className="card narrow">
          <VerifyForm {...offEnglish(locale, (lang) => ({ lang }))} {...islandWords(locale, w.form)}>
            <p className="form__privacy">{w.dataUse}</p>
          </VerifyForm>
        </div>
      </Section>
      <Section id="not-ours" title={w.notOursTitle} tone="sand">
        <ul className="narrow">
          <li>{w.doNotPay}</li>
          <li>{withLinks(w.callUs, { phone: tel })}</li>
          <li>
            {withLinks(w.report, {
              helpline: <a href={`tel:${cyberCrime.helpline}`}>{cyberCrime.helpline}</a>,
              portal: (
                <a href={cyberCrime.portal} rel="noopener noreferrer" hrefLang="en-IN">
                  cybercrime.gov.in
                </a>
              ),
            })}
          </li>
        </ul>
      </Section>
      <Section id="never" title={w.neverTitle}>
        <div className="narrow">
          <p>{notice.never}</p>
          <ul>
            {notice.methods.map((method) => (
              <li key={method}>{method}</li>
            ))}
          </ul>
        </div>
      </Section>
      <Section id="official" title={w.officialTitle} intro={w.officialIntro} tone="sand">
        <dl className="narrow official-list">
          <dt>{w.phones}</dt>
          {official.phones.map((phone) => (
            <dd key={phone}>
              <a href={`tel:${phone}`}>{phoneForPeople(phone)}</a>
            </dd>
          ))}
          <dt>{w.websites}</dt>
          {official.domains.map((domain) => (
            <dd key={domain}>{fill(w.websiteItem, { domain })}</dd>
          ))}
        </dl>
      </Section>
    </>
  );
}
