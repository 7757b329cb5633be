'use client';

import type { EnquiryInput } from '@/lib/lead-schemas';
import { enquiryFieldLooks as looks } from '@/lib/lead-fields';
import { Field, Honeypot } from './fields';
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

/** The six enquiry fields (docs/product.md#enquiry-forms) plus the honeypot, shared by every enquiry form. */
export function EnquiryFields({ formId, field, labels = {}, placeholders = {} }: Props) {
  return (
    <>
      <div className="form__grid">
        <Field
          formId={formId}
          {...field('pickup')}
          {...looks.pickup}
          label={labels.pickup ?? looks.pickup.label}
          placeholder={placeholders.pickup ?? looks.pickup.placeholder}
        />
        <Field
          formId={formId}
          {...field('drop')}
          {...looks.drop}
          label={labels.drop ?? looks.drop.label}
          placeholder={placeholders.drop ?? looks.drop.placeholder}
        />
        <Field
          formId={formId}
          {...field('detail')}
          {...looks.detail}
          label={labels.detail ?? looks.detail.label}
          placeholder={placeholders.detail ?? looks.detail.placeholder}
        />
        <Field formId={formId} {...field('name')} {...looks.name} />
        <Field formId={formId} {...field('phone')} {...looks.phone} />
        <Field formId={formId} {...field('email')} {...looks.email} />
      </div>
      <Honeypot {...field('website')} />
    </>
  );
}
