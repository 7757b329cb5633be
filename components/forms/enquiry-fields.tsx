'use client';

import type { EnquiryInput } from '@/lib/lead-schemas';
import { Field, Honeypot } from './fields';

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
  values: EnquiryValues;
  errors: Partial<Record<string, string>>;
  setValue: <K extends keyof EnquiryValues>(name: K, value: EnquiryValues[K]) => void;
  /** Labels and placeholders of the move fields (the home quote form's tabs change them). */
  labels?: { pickup?: string; drop?: string; detail?: string };
  placeholders?: { pickup?: string; drop?: string; detail?: string };
};

/** The six enquiry fields of SPEC §3 plus the honeypot, shared by every enquiry form. */
export function EnquiryFields({ formId, values, errors, setValue, labels = {}, placeholders = {} }: Props) {
  return (
    <>
      <div className="form__grid">
        <Field
          formId={formId}
          name="pickup"
          label={labels.pickup ?? 'Moving from'}
          value={values.pickup}
          error={errors.pickup}
          onChange={(v) => setValue('pickup', v)}
          placeholder={placeholders.pickup ?? 'From'}
          maxLength={120}
        />
        <Field
          formId={formId}
          name="drop"
          label={labels.drop ?? 'Moving to'}
          value={values.drop}
          error={errors.drop}
          onChange={(v) => setValue('drop', v)}
          placeholder={placeholders.drop ?? 'To'}
          maxLength={120}
        />
        <Field
          formId={formId}
          name="detail"
          label={labels.detail ?? 'What are you moving?'}
          value={values.detail}
          error={errors.detail}
          onChange={(v) => setValue('detail', v)}
          placeholder={placeholders.detail ?? 'Goods Type (e.g., Household, Furniture)'}
          maxLength={2000}
        />
        <Field
          formId={formId}
          name="name"
          label="Your name"
          value={values.name}
          error={errors.name}
          onChange={(v) => setValue('name', v)}
          autoComplete="name"
          maxLength={80}
        />
        <Field
          formId={formId}
          name="phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          value={values.phone}
          error={errors.phone}
          onChange={(v) => setValue('phone', v)}
          autoComplete="tel"
          placeholder="Mobile or landline number"
          maxLength={25}
        />
        <Field
          formId={formId}
          name="email"
          label="E-mail"
          type="email"
          inputMode="email"
          value={values.email}
          error={errors.email}
          onChange={(v) => setValue('email', v)}
          autoComplete="email"
          maxLength={254}
        />
      </div>
      <Honeypot value={values.website} onChange={(v) => setValue('website', v)} />
    </>
  );
}
