'use client';

import { useId } from 'react';
import type { Enquiry } from '@/lib/lead-schemas';
import { leadsEndpoint, submitLead } from '@/lib/leads-client';
import { enquiryDataUse, FormStatus, PrivacyNote, SubmitButton } from './fields';
import { EnquiryFields, emptyEnquiry } from './enquiry-fields';
import { enquirySent } from './enquiry-sent';
import { useLeadForm } from './use-lead-form';

type Props = {
  /** Which form this is (docs/product.md#analytics-copy); decides the analytics copy. */
  source: Exclude<Enquiry['source'], 'home-quote'>;
  /** Runs after the lead is stored (the dialog closes itself). */
  onSuccess?: () => void;
  /** Submit button text. */
  submitLabel?: string;
  /** The page's offer (e.g. "15%"), sent with the enquiry so the office applies it. */
  offer?: string;
  /** Days the lead is kept (content/company.ts), for the privacy note. */
  retentionDays: number;
};

/** An enquiry form asking for a callback and a quote: contact page, about, review, city pages and the dialog. */
export function EnquiryForm({ source, offer, onSuccess, submitLabel = 'Request a callback', retentionDays }: Props) {
  const formId = useId();
  const { field, submitting, message, onSubmit, formRef } = useLeadForm({
    schema: (schemas) => schemas.enquirySchema,
    initial: emptyEnquiry,
    extra: () => (offer ? { source, offer } : { source }),
    send: (data) => submitLead('enquiries', data),
    onSuccess: (data) => {
      enquirySent(data);
      onSuccess?.();
    },
  });
  return (
    <form
      ref={formRef}
      className="form"
      method="post"
      action={leadsEndpoint('enquiries')}
      noValidate
      onSubmit={onSubmit}
      aria-label="Enquiry form"
    >
      <EnquiryFields formId={formId} field={field} />
      {/* What the scripts add to the values, for a browser that posts the form itself. */}
      <input type="hidden" name="source" value={source} />
      {offer ? <input type="hidden" name="offer" value={offer} /> : null}
      <SubmitButton submitting={submitting}>{submitLabel}</SubmitButton>
      <FormStatus message={message} />
      <PrivacyNote use={enquiryDataUse} retentionDays={retentionDays} />
    </form>
  );
}
