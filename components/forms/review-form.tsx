'use client';

import { useId } from 'react';
import type { AfterSend } from '@/content/localized/after-send';
import type { ReviewFormWords } from '@/content/ui';
import { reviewFormWordsEn } from '@/content/ui-words';
import { fill } from '@/lib/shared/i18n';
import { leadsEndpoint, submitLead } from '@/lib/browser/leads-client';
import { reviewFieldLooks as looks } from '@/lib/shared/lead-fields';
import { SentPanel } from './after-send';
import { Field, FormStatus, Honeypot, PrivacyNote, SubmitButton } from './fields';
import { useLeadForm } from './use-lead-form';

const empty = { name: '', title: '', rating: 0, description: '', website: '' };

type Props = {
  /** Days the review is kept (content/company.ts), for the privacy note. */
  retentionDays: number;
  /** The form's language when it is not English (docs/i18n.md#forms-and-leads): sent with the review. */
  lang?: 'hi';
  /** The form's words in that language; English when absent. */
  words?: ReviewFormWords;
  /** What the form says after a send, in its language: a review's reference only (docs/product.md#after-a-form-is-sent). */
  afterSend?: AfterSend;
};

/** The write-a-review form (docs/product.md#the-review-form): name, title, a 1-5 star rating and the review. */
export function ReviewForm({ retentionDays, lang, words = reviewFormWordsEn, afterSend }: Props) {
  const formId = useId();
  const { values, setValue, field, errors, submitting, message, sent, onSubmit, formRef } = useLeadForm({
    schema: (schemas) => schemas.schemasFor(lang).reviewSchema,
    initial: empty,
    extra: () => (lang ? { lang } : {}),
    ...(lang ? { success: words.success, messages: words } : {}),
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
      aria-label={words.formLabel}
    >
      <div className="form__grid">
        <Field formId={formId} {...field('name')} {...looks.name} {...words.name} />
        <Field formId={formId} {...field('title')} {...looks.title} {...words.title} />
      </div>
      <fieldset
        className="stars-input"
        aria-describedby={errors.rating ? ratingError : undefined}
        aria-invalid={errors.rating ? true : undefined}
      >
        <legend>
          {words.rating} <span aria-hidden="true">*</span>
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
            <span className="visually-hidden">{fill(n === 1 ? words.oneStar : words.stars, { n })}</span>
          </label>
        ))}
        {errors.rating ? (
          <p className="field__error" id={ratingError}>
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <Field formId={formId} {...field('description')} {...looks.description} {...words.description} />
      {/* What the scripts add to the values, for a browser that posts the form itself. */}
      {lang ? <input type="hidden" name="lang" value={lang} /> : null}
      <Honeypot {...field('website')} label={words.honeypot} />
      <SubmitButton submitting={submitting} submittingText={words.submitting}>
        {words.submit}
      </SubmitButton>
      <FormStatus message={message} />
      {afterSend ? (
        <div className="after-send" aria-live="polite">
          {sent ? <SentPanel info={afterSend} sent={sent} review /> : null}
        </div>
      ) : null}
      <PrivacyNote use={words.dataUse} retentionDays={retentionDays} {...(lang ? { words } : {})} />
    </form>
  );
}
