'use client';

import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { QuoteTab } from '@/content/quote-tabs';
import { leadsEndpoint, submitLead } from '@/lib/leads-client';
import { nextTabIndex } from '@/components/interactive/tab-keys';
import { enquiryDataUse, FormStatus, PrivacyNote, SubmitButton } from './fields';
import { EnquiryFields, emptyEnquiry } from './enquiry-fields';
import { enquirySent } from './enquiry-sent';
import { useLeadForm } from './use-lead-form';

/**
 * The home page's tabbed quote form (docs/product.md#the-quote-form): the active tab sets the
 * heading, the placeholders and the goods type sent with the enquiry; Domestic Moving comes first.
 */
export function QuoteForm({ tabs, retentionDays }: { tabs: QuoteTab[]; retentionDays: number }) {
  const formId = useId();
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tab = tabs[active] ?? tabs[0]!;
  const { field, submitting, message, onSubmit, formRef } = useLeadForm({
    schema: (schemas) => schemas.enquirySchema,
    initial: emptyEnquiry,
    extra: () => ({ source: 'home-quote', goodsType: tab.name }),
    send: (data) => submitLead('enquiries', data),
    onSuccess: (data) => enquirySent(data),
  });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = nextTabIndex(event.key, active, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="quote">
      <div role="tablist" aria-label="Type of move" className="quote__tabs" onKeyDown={onKeyDown}>
        {tabs.map((t, i) => (
          <button
            key={t.name}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${formId}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${formId}-panel`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
          >
            {t.name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${formId}-panel`} aria-labelledby={`${formId}-tab-${active}`} className="quote__panel">
        <h3 className="quote__heading">{tab.heading}</h3>
        <form
          ref={formRef}
          className="form"
          method="post"
          action={leadsEndpoint('enquiries')}
          noValidate
          onSubmit={onSubmit}
          aria-label={tab.heading}
        >
          <EnquiryFields
            formId={formId}
            field={field}
            labels={{ detail: 'Goods or details' }}
            placeholders={{ pickup: tab.from, drop: tab.to, detail: tab.detail }}
          />
          {/* What the scripts add to the values, for a browser that posts the form itself. */}
          <input type="hidden" name="source" value="home-quote" />
          <input type="hidden" name="goodsType" value={tab.name} />
          <SubmitButton submitting={submitting}>Get my free quote</SubmitButton>
          <FormStatus message={message} />
          <PrivacyNote use={enquiryDataUse} retentionDays={retentionDays} />
        </form>
      </div>
    </div>
  );
}
