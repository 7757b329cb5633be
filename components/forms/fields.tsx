import type { ChangeEvent, ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { dataUse } from '@/lib/lead-fields';
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
  error,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {`${label} `}
        {optional ? <small>(optional)</small> : <span aria-hidden="true">*</span>}
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

/** The shared looks of the name and e-mail fields (lib/lead-fields.ts). */
export { emailField, nameField } from '@/lib/lead-fields';

/** The schema name of a form control: its `data-field` (see `Field`'s `postAs`), else its name. */
export const fieldName = (element: HTMLInputElement): string => element.dataset.field ?? element.name;

/** Hidden from people, tempting to bots: anything typed here marks the submission as spam. */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="hp" aria-hidden="true">
      <label>
        Leave this empty
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
export function SubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn form__submit" disabled={submitting} aria-disabled={submitting}>
      {submitting ? (
        <>
          <span className="spinner" aria-hidden="true" /> Submitting...
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
export function PrivacyNote({ use, retentionDays }: { use: string; retentionDays: number }) {
  return (
    <p className="form__privacy">
      {`${use} We keep them for ${retentionDays} days, then delete them. `}
      <Link href="/privacy-and-policy/#your-choices">See, correct or erase your details</Link>
      {' · '}
      <Link href="/privacy-and-policy/">Privacy policy</Link>
    </p>
  );
}

/** Why an enquiry form asks for contact details (India's DPDP Act 2023: say why, at the form). */
export const enquiryDataUse = dataUse.enquiry;
