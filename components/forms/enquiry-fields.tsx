'use client';

import type { EnquiryInput } from '@/lib/lead-schemas';
import { homeSizeChoices, enquiryFieldLooks as looks, optionalEnquiryLooks } from '@/lib/lead-fields';
import { errorLink, Field, FieldFrame, Honeypot } from './fields';
import type { BoundField } from './use-lead-form';

/** The editable part of an enquiry. */
export type EnquiryValues = Pick<EnquiryInput, 'name' | 'email' | 'phone' | 'pickup' | 'drop' | 'detail'> & {
  movingDate: string;
  homeSize: string;
  website: string;
};

export const emptyEnquiry: EnquiryValues = {
  name: '',
  email: '',
  phone: '',
  pickup: '',
  drop: '',
  detail: '',
  movingDate: '',
  homeSize: '',
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
        <OptionalFields formId={formId} field={field} />
        <Field formId={formId} {...field('name')} {...looks.name} />
        <Field formId={formId} {...field('phone')} {...looks.phone} />
        <Field formId={formId} {...field('email')} {...looks.email} />
      </div>
      <Honeypot {...field('website')} />
    </>
  );
}

/**
 * The moving date and home size every enquiry form offers, both optional
 * (docs/estimate.md#from-estimate-to-enquiry): what a mover quotes on, asked without making the
 * form any harder to send.
 */
function OptionalFields({ formId, field }: Pick<Props, 'formId' | 'field'>) {
  const date = field('movingDate');
  const size = field('homeSize');
  /** The control's id, name, value and error link, as `Field` gives its own. */
  const bind = (bound: BoundField) => {
    const id = `${formId}-${bound.name}`;
    return { id, name: bound.name, value: bound.value, ...errorLink(id, bound.error) };
  };
  return (
    <>
      <FieldFrame id={`${formId}-movingDate`} label={optionalEnquiryLooks.movingDate.label} optional error={date.error}>
        <input type="date" {...bind(date)} onChange={(e) => date.onChange(e.target.value)} />
      </FieldFrame>
      <FieldFrame id={`${formId}-homeSize`} label={optionalEnquiryLooks.homeSize.label} optional error={size.error}>
        <select {...bind(size)} onChange={(e) => size.onChange(e.target.value)}>
          <option value="">{optionalEnquiryLooks.homeSize.none}</option>
          {homeSizeChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </FieldFrame>
    </>
  );
}
