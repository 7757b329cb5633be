'use client';

import { useEffect, useId } from 'react';
import type { AfterSend } from '@/content/localized/after-send';
import type { EstimateAttachment } from '@/lib/browser/enquiry-dialog';
import type { Enquiry } from '@/lib/shared/lead-schemas';
import { leadsEndpoint, submitLead } from '@/lib/browser/leads-client';
import { enquiryDataUse, FormStatus, PrivacyNote, SubmitButton } from './fields';
import { EnquiryFields, emptyEnquiry } from './enquiry-fields';
import { AfterSendNote, type SentLead } from './after-send';
import { enquirySent } from './enquiry-sent';
import { useLeadForm } from './use-lead-form';
import type { FormWords } from '@/content/ui';

type Props = {
  /** Which form this is (docs/product.md#analytics-copy); decides the analytics copy. */
  source: Exclude<Enquiry['source'], 'home-quote'>;
  /** Runs after the lead is stored (the dialog closes itself and says what happens next). */
  onSuccess?: (sent: SentLead) => void;
  /** Submit button text. */
  submitLabel?: string;
  /** The page's offer (e.g. "15%"), sent with the enquiry so the office applies it. */
  offer?: string;
  /** Days the lead is kept (content/company.ts), for the privacy note. */
  retentionDays: number;
  /** An instant estimate to send with the enquiry (the dialog, opened from the estimate). */
  attachment?: EstimateAttachment;
  /** The form's language and words when it is not English (docs/i18n.md#forms-and-leads). */
  lang?: 'hi';
  words?: FormWords;
  /** What the form says after a send, in its language (docs/product.md#after-a-form-is-sent). */
  afterSend?: AfterSend;
};

/** An enquiry form asking for a callback and a quote: contact page, about, review, city pages and the dialog. */
export function EnquiryForm({
  source,
  offer,
  onSuccess,
  submitLabel = 'Request a callback',
  retentionDays,
  attachment,
  lang,
  words,
  afterSend,
}: Props) {
  const formId = useId();
  const { values, field, setValue, errors, submitting, message, sent, onSubmit, formRef } = useLeadForm({
    schema: (schemas) => schemas.schemasFor(lang).enquirySchema,
    initial: emptyEnquiry,
    extra: () => ({
      source,
      ...(lang ? { lang } : {}),
      ...(offer ? { offer } : {}),
      ...(attachment ? { estimate: attachment.query } : {}),
    }),
    ...(words ? { success: words.success, messages: words } : {}),
    send: (data) => submitLead('enquiries', data),
    onSuccess: (data, stored) => {
      enquirySent(data, attachment?.value);
      onSuccess?.(stored);
    },
  });
  // An attached estimate fills in the move; whatever the visitor typed about themselves stays.
  useEffect(() => {
    if (!attachment) return;
    for (const name of ['pickup', 'drop', 'detail', 'homeSize', 'movingDate'] as const) {
      if (attachment[name]) setValue(name, attachment[name]);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once each time the dialog opens with an estimate
  }, [attachment]);
  return (
    <form
      ref={formRef}
      className="form"
      method="post"
      action={leadsEndpoint('enquiries')}
      noValidate
      onSubmit={onSubmit}
      aria-label={words?.formLabel ?? 'Enquiry form'}
    >
      {attachment ? (
        <div className="form__estimate" role="group" aria-label={words?.estimateLabel ?? 'Your estimate'}>
          <p>
            <strong>{words?.estimateHeading ?? 'Your estimate:'}</strong> {attachment.summary}
          </p>
          <p>{words?.estimateSent ?? 'Sent with your enquiry. The price is confirmed after a free survey.'}</p>
          {errors.estimate ? <p className="field__error">{errors.estimate}</p> : null}
        </div>
      ) : null}
      <EnquiryFields formId={formId} field={field} words={words} />
      {/* What the scripts add to the values, for a browser that posts the form itself. */}
      <input type="hidden" name="source" value={source} />
      {lang ? <input type="hidden" name="lang" value={lang} /> : null}
      {offer ? <input type="hidden" name="offer" value={offer} /> : null}
      {attachment ? <input type="hidden" name="estimate" value={attachment.query} /> : null}
      <SubmitButton submitting={submitting} submittingText={words?.submitting}>
        {words && submitLabel === 'Request a callback' ? words.submit : submitLabel}
      </SubmitButton>
      <FormStatus message={message} />
      {afterSend ? (
        <AfterSendNote info={afterSend} sent={sent} failed={message?.kind === 'error'} move={values} />
      ) : null}
      <PrivacyNote use={words?.dataUse ?? enquiryDataUse} retentionDays={retentionDays} words={words} />
    </form>
  );
}
