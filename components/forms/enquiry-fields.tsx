'use client';

import type { EnquiryInput } from '@/lib/lead-schemas';
import { emailField, Field, Honeypot, nameField } from './fields';
import type { BoundField } from './use-lead-form';

/** The editable part of an enquiry. */
export type EnquiryValues = Pick<EnquiryInput, 'name' | 'email' | 'phone' | 'pickup' | 'drop' | 'detail'> & {
  website: string;
};

export const emptyEnquiry: EnquiryValues = {
  name: '',
  email: '',
  phone: '',
  pickup: '',
  drop: '',
  detail: '',
  website: '',
};

type Props = {
  formId: string;
  /** The form's field binder (useLeadForm's `field`). */
  field: (name: keyof EnquiryValues) => BoundField;
  /** Labels and placeholders of the move fields (the home quote form's tabs change them). */
  labels?: { pickup?: string; drop?: string; detail?: string };
  placeholders?: { pickup?: string; drop?: string; detail?: string };
};

/** The six enquiry fields of SPEC §3 plus the honeypot, shared by every enquiry form. */
export function EnquiryFields({ formId, field, labels = {}, placeholders = {} }: Props) {
  return (
    <>
      <div className="form__grid">
        <Field
          formId={formId}
          {...field('pickup')}
          label={labels.pickup ?? 'Moving from'}
          placeholder={placeholders.pickup ?? 'From'}
          maxLength={120}
        />
        <Field
          formId={formId}
          {...field('drop')}
          label={labels.drop ?? 'Moving to'}
          placeholder={placeholders.drop ?? 'To'}
          maxLength={120}
        />
        <Field
          formId={formId}
          {...field('detail')}
          label={labels.detail ?? 'What are you moving?'}
          placeholder={placeholders.detail ?? 'Goods Type (e.g., Household, Furniture)'}
          maxLength={2000}
        />
        <Field formId={formId} {...field('name')} {...nameField} />
        <Field
          formId={formId}
          {...field('phone')}
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="Mobile or landline number"
          maxLength={25}
        />
        <Field formId={formId} {...field('email')} {...emailField} />
      </div>
      <Honeypot {...field('website')} />
    </>
  );
}
