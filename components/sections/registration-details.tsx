import { registrationDetails, registrationDetailsWith } from '@/content/company';
import { uiWords } from '@/content/localized/ui';
import type { Locale } from '@/lib/shared/i18n';

/** The company's registration details that are set (GSTIN, IBA approval, Udyam or CIN, insurer); nothing when none is. */
export function RegistrationDetails({
  className,
  locale = 'en',
  details = locale === 'en' ? registrationDetails : registrationDetailsWith(uiWords[locale].companyPages.registration),
}: {
  className?: string;
  /** The page's language: the labels are said in it, the numbers stay as registered. */
  locale?: Locale;
  /** Label and value pairs; the ones set in content/company.ts unless given. */
  details?: { label: string; value: string }[];
}) {
  if (details.length === 0) return null;
  return (
    <dl className={`registration${className ? ` ${className}` : ''}`}>
      {details.map((d) => (
        <div key={d.label}>
          <dt>{d.label}</dt>
          <dd>{d.value}</dd>
        </div>
      ))}
    </dl>
  );
}
