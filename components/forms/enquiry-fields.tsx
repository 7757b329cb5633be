'use client';

import type { EnquiryInput } from '@/lib/shared/lead-schemas';
import { homeSizeChoices, enquiryFieldLooks as looks, optionalEnquiryLooks } from '@/lib/shared/lead-fields';
import { errorLink, Field, FieldFrame, Honeypot } from './fields';
import type { BoundField } from './use-lead-form';
import type { FormWords } from '@/content/ui';

/** A field's look with its label and placeholder in the form's language. */
const worded = <L extends { label: string; placeholder?: string }>(
  look: L,
  words?: { label: string; placeholder?: string },
) => (words ? { ...look, label: words.label, placeholder: words.placeholder ?? look.placeholder } : look);

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
  /** The fields' words in another language than English (content/hi/ui-words.ts `form`). */
  words?: FormWords;
};

/** The six enquiry fields (docs/product.md#enquiry-forms) plus the honeypot, shared by every enquiry form. */
export function EnquiryFields({ formId, field, labels = {}, placeholders = {}, words }: Props) {
  const pickup = worded(looks.pickup, words?.pickup);
  const drop = worded(looks.drop, words?.drop);
  const detail = worded(looks.detail, words?.detail);
  return (
    <>
      <div className="form__grid">
        <Field
          formId={formId}
          {...field('pickup')}
          {...pickup}
          label={labels.pickup ?? pickup.label}
          placeholder={placeholders.pickup ?? pickup.placeholder}
        />
        <Field
          formId={formId}
          {...field('drop')}
          {...drop}
          label={labels.drop ?? drop.label}
          placeholder={placeholders.drop ?? drop.placeholder}
        />
        <Field
          formId={formId}
          {...field('detail')}
          {...detail}
          label={labels.detail ?? detail.label}
          placeholder={placeholders.detail ?? detail.placeholder}
        />
        <OptionalFields formId={formId} field={field} words={words} />
        <Field formId={formId} {...field('name')} {...worded(looks.name, words?.name)} />
        <Field formId={formId} {...field('phone')} {...worded(looks.phone, words?.phone)} />
        <Field formId={formId} {...field('email')} {...worded(looks.email, words?.email)} />
      </div>
      <Honeypot {...field('website')} label={words?.honeypot} />
    </>
  );
}

/**
 * The moving date and home size every enquiry form offers, both optional
 * (docs/estimate.md#from-estimate-to-enquiry): what a mover quotes on, asked without making the
 * form any harder to send.
 */
function OptionalFields({ formId, field, words }: Pick<Props, 'formId' | 'field' | 'words'>) {
  const date = field('movingDate');
  const size = field('homeSize');
  /** The control's id, name, value and error link, as `Field` gives its own. */
  const bind = (bound: BoundField) => {
    const id = `${formId}-${bound.name}`;
    return { id, name: bound.name, value: bound.value, ...errorLink(id, bound.error) };
  };
  return (
    <>
      <FieldFrame
        id={`${formId}-movingDate`}
        label={words?.movingDate ?? optionalEnquiryLooks.movingDate.label}
        optional
        optionalText={words?.optional}
        error={date.error}
      >
        <input type="date" {...bind(date)} onChange={(e) => date.onChange(e.target.value)} />
      </FieldFrame>
      <FieldFrame
        id={`${formId}-homeSize`}
        label={words?.homeSize ?? optionalEnquiryLooks.homeSize.label}
        optional
        optionalText={words?.optional}
        error={size.error}
      >
        <select {...bind(size)} onChange={(e) => size.onChange(e.target.value)}>
          <option value="">{words?.homeSizeNone ?? optionalEnquiryLooks.homeSize.none}</option>
          {homeSizeChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {words?.homeSizes[choice.value] ?? choice.label}
            </option>
          ))}
        </select>
      </FieldFrame>
    </>
  );
}
