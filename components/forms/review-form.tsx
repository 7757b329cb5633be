'use client';

import { useId } from 'react';
import { submitLead } from '@/lib/leads-client';
import { Field, nameField, FormStatus, Honeypot, PrivacyNote, SubmitButton } from './fields';
import { useLeadForm } from './use-lead-form';

const empty = { name: '', title: '', rating: 0, description: '', website: '' };

/** The write-a-review form (SPEC §3, §5): name, title, a 1-5 star rating and the review. */
export function ReviewForm({ retentionDays }: { retentionDays: number }) {
  const formId = useId();
  const { values, setValue, field, errors, submitting, message, onSubmit, formRef } = useLeadForm({
    schema: (schemas) => schemas.reviewSchema,
    initial: empty,
    send: (data) => submitLead('reviews', data),
  });
  const ratingError = `${formId}-rating-error`;
  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit} aria-label="Write a review">
      <div className="form__grid">
        <Field formId={formId} {...field('name')} {...nameField} />
        <Field
          formId={formId}
          {...field('title')}
          label="Review title"
          placeholder="e.g. Careful packing, on time"
          maxLength={120}
        />
      </div>
      <fieldset
        className="stars-input"
        aria-describedby={errors.rating ? ratingError : undefined}
        aria-invalid={errors.rating ? true : undefined}
      >
        <legend>
          Your rating <span aria-hidden="true">*</span>
        </legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={n <= values.rating ? 'is-on' : undefined}>
            <input
              type="radio"
              name="rating"
              value={n}
              checked={values.rating === n}
              onChange={() => setValue('rating', n)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {n} {n === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
        {errors.rating ? (
          <p className="field__error" id={ratingError}>
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <Field
        formId={formId}
        {...field('description')}
        label="Your review"
        multiline
        placeholder="What went well, and what could we do better?"
        maxLength={2000}
      />
      <Honeypot {...field('website')} />
      <SubmitButton submitting={submitting}>Submit review</SubmitButton>
      <FormStatus message={message} />
      <PrivacyNote
        use="We use your name and review only to publish them on this site; we ask for no contact details."
        retentionDays={retentionDays}
      />
    </form>
  );
}
