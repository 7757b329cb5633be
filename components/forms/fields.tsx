import type { ChangeEvent, ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { dataUse } from '@/lib/shared/lead-fields';
import type { FormMessage } from './use-lead-form';

type FieldProps = {
  /** Form-unique prefix for ids (from useId). */
  formId: string;
  /** Field name, as in the schema. */
  name: string;
  /**
   * The name the browser posts the field under when it sends the form itself, where the
   * receiver expects another (the e-mail API's template parameters); the field then carries
   * its schema name in `data-field`.
   */
  postAs?: string;
  /** Visible label. */
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  maxLength?: number;
};

/** A labelled input with its error next to it, linked for screen readers (docs/product.md#what-a-form-says). */
export function Field({
  formId,
  name,
  postAs,
  label,
  value,
  error,
  onChange,
  multiline,
  type = 'text',
  ...rest
}: FieldProps) {
  const id = `${formId}-${name}`;
  const common = {
    id,
    name: postAs ?? name,
    'data-field': postAs ? name : undefined,
    value,
    ...errorLink(id, error),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
    placeholder: rest.placeholder,
    autoComplete: rest.autoComplete,
    maxLength: rest.maxLength,
  };
  return (
    <FieldFrame id={id} label={label} error={error}>
      {multiline ? <textarea {...common} rows={3} /> : <input {...common} type={type} inputMode={rest.inputMode} />}
    </FieldFrame>
  );
}

/** The attributes that tie a control with id `id` to its error message, while it has one. */
export const errorLink = (id: string, error?: string) => ({
  'aria-invalid': error ? (true as const) : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

/**
 * A field's frame, for every kind of control: its label (a required field marked `*`, an optional
 * one "(optional)"), the control, and its error next to it (give the control `errorLink`).
 */
export function FieldFrame({
  id,
  label,
  optional = false,
  optionalText = '(optional)',
  error,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  /** "(optional)" in the form's language. */
  optionalText?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {`${label} `}
        {optional ? <small>{optionalText}</small> : <span aria-hidden="true">*</span>}
      </label>
      {children}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The shared looks of the name and e-mail fields (lib/shared/lead-fields.ts). */
export { emailField, nameField } from '@/lib/shared/lead-fields';

/** The schema name of a form control: its `data-field` (see `Field`'s `postAs`), else its name. */
export const fieldName = (element: HTMLInputElement): string => element.dataset.field ?? element.name;

/** Hidden from people, tempting to bots: anything typed here marks the submission as spam. */
export function Honeypot({
  value,
  onChange,
  label = 'Leave this empty',
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  return (
    <div className="hp" aria-hidden="true">
      <label>
        {label}
        <input
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}

/** The submit button: disabled with a spinner and "Submitting..." while sending (docs/product.md#what-a-form-says). */
export function SubmitButton({
  submitting,
  children,
  submittingText = 'Submitting...',
}: {
  submitting: boolean;
  children: ReactNode;
  /** "Submitting..." in the form's language. */
  submittingText?: string;
}) {
  return (
    <button type="submit" className="btn form__submit" disabled={submitting} aria-disabled={submitting}>
      {submitting ? (
        <>
          <span className="spinner" aria-hidden="true" /> {submittingText}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** The form's outcome, announced to screen readers. */
export function FormStatus({ message }: { message: FormMessage | null }) {
  return (
    <p className={`form__status${message ? ` form__status--${message.kind}` : ''}`} role="status" aria-live="polite">
      {message?.text}
    </p>
  );
}

/** What we do with the details (shown under every form). */
export function PrivacyNote({
  use,
  retentionDays,
  words = privacyWordsEn,
}: {
  use: string;
  retentionDays: number;
  /** The note's words in the form's language; the policy itself is in English (docs/i18n.md). */
  words?: PrivacyWords;
}) {
  const english = words !== privacyWordsEn;
  return (
    <p className="form__privacy">
      {`${use} ${words.keepFor.replace('{days}', String(retentionDays))} `}
      <Link href="/privacy-and-policy/#your-choices" hrefLang={english ? 'en-IN' : undefined}>
        {words.yourChoices}
      </Link>
      {' · '}
      <Link href="/privacy-and-policy/" hrefLang={english ? 'en-IN' : undefined}>
        {words.privacyPolicy}
      </Link>
    </p>
  );
}

/** The privacy note's own words (content/ui-words.ts `form`). */
export type PrivacyWords = { keepFor: string; yourChoices: string; privacyPolicy: string };

const privacyWordsEn: PrivacyWords = {
  keepFor: 'We keep them for {days} days, then delete them.',
  yourChoices: 'See, correct or erase your details',
  privacyPolicy: 'Privacy policy',
};

/** Why an enquiry form asks for contact details (India's DPDP Act 2023: say why, at the form). */
export const enquiryDataUse = dataUse.enquiry;
