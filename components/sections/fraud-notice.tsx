import { company, contactLinks } from '@/content/company';
import { fraudNotice as fraudNoticeFor } from '@/content/localized/sections';
import { localPageHref } from '@/content/pages';
import type { Locale } from '@/lib/shared/i18n';
import { Link } from '@/components/ui/link';

/**
 * "Beware of fraud", where payment comes up (booking steps, bills and claims, FAQs): the ways the
 * company takes money (content/company.ts) and the ways it never does. Fake movers' payment
 * requests in a real company's name are common in India; this is what a customer checks against.
 * It links to the page that checks a number, UPI ID or website against the company's own
 * (docs/verify.md). The same words everywhere (`data-sitewide`: measured apart on the city pages,
 * docs/city-pages.md#the-measurement).
 */
export function FraudNotice({ id, locale = 'en' }: { id: string; locale?: Locale }) {
  const fraudNotice = fraudNoticeFor(locale);
  return (
    <aside className="notice" aria-labelledby={`${id}-heading`} data-sitewide="fraud-notice">
      <h3 id={`${id}-heading`}>{fraudNotice.heading}</h3>
      <p>{fraudNotice.never}</p>
      <ul>
        {fraudNotice.methods.map((method) => (
          <li key={method}>{method}</li>
        ))}
      </ul>
      <p>
        {fraudNotice.checkFirst}
        <a href={contactLinks.tel}>{company.phoneDisplay}</a>
        {fraudNotice.checkAfter}
      </p>
      <p>
        <Link href={localPageHref(locale, '/verify/')}>{fraudNotice.verify}</Link>
      </p>
    </aside>
  );
}
