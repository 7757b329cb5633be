'use client';

import { useId } from 'react';
import { leadsEndpoint, submitLead } from '@/lib/leads-client';
import { dataUse, reviewFieldLooks as looks } from '@/lib/lead-fields';
import { Field, FormStatus, Honeypot, PrivacyNote, SubmitButton } from './fields';
import { useLeadForm } from './use-lead-form';

const empty = { name: '', title: '', rating: 0, description: '', website: '' };

/** The write-a-review form (docs/product.md#the-review-form): name, title, a 1-5 star rating and the review. */
export function ReviewForm({ retentionDays }: { retentionDays: number }) {
  const formId = useId();
  const { values, setValue, field, errors, submitting, message, onSubmit, formRef } = useLeadForm({
    schema: (schemas) => schemas.reviewSchema,
    initial: empty,
    send: (data) => submitLead('reviews', data),
  });
  const ratingError = `${formId}-rating-error`;
  return (
    <form
      ref={formRef}
      className="form"
      method="post"
      action={leadsEndpoint('reviews')}
      noValidate
      onSubmit={onSubmit}
      aria-label="Write a review"
    >
      <div className="form__grid">
        <Field formId={formId} {...field('name')} {...looks.name} />
        <Field formId={formId} {...field('title')} {...looks.title} />
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
      <Field formId={formId} {...field('description')} {...looks.description} />
      <Honeypot {...field('website')} />
      <SubmitButton submitting={submitting}>Submit review</SubmitButton>
      <FormStatus message={message} />
      <PrivacyNote use={dataUse.review} retentionDays={retentionDays} />
    </form>
  );
}
