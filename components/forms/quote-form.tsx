'use client';

import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { AfterSend } from '@/content/localized/after-send';
import type { QuoteTab } from '@/content/quote-tabs';
import { leadsEndpoint, submitLead } from '@/lib/browser/leads-client';
import { nextTabIndex } from '@/components/interactive/tab-keys';
import { enquiryDataUse, FormStatus, PrivacyNote, SubmitButton } from './fields';
import { EnquiryFields, emptyEnquiry } from './enquiry-fields';
import { AfterSendNote } from './after-send';
import { enquirySent } from './enquiry-sent';
import { useLeadForm } from './use-lead-form';
import type { FormWords } from '@/content/ui';

/** The quote form's own words (content/ui.ts `home.quoteForm`). */
export type QuoteFormWords = { tabsLabel: string; detailLabel: string; submit: string };

const quoteFormWordsEn: QuoteFormWords = {
  tabsLabel: 'Type of move',
  detailLabel: 'Goods or details',
  submit: 'Get my free quote',
};

type Props = {
  tabs: QuoteTab[];
  /** Days the lead is kept (content/company.ts), for the privacy note. */
  retentionDays: number;
  /** The form's language and words when it is not English (docs/i18n.md#forms-and-leads). */
  lang?: 'hi';
  words?: FormWords;
  quoteWords?: QuoteFormWords;
  /**
   * The goods type each tab sends, where it is not the tab's name: a Hindi page sends the English
   * tab names, so the CRM's goods types stay the office's own (docs/i18n.md#forms-and-leads).
   */
  goodsTypes?: readonly string[];
  /** What the form says after a send, in its language (docs/product.md#after-a-form-is-sent). */
  afterSend?: AfterSend;
};

/** The tabs choosing what is moved; arrow keys, Home and End move between them (components/interactive/tab-keys.ts). */
function GoodsTabs({
  tabs,
  active,
  onSelect,
  formId,
  label,
}: {
  tabs: QuoteTab[];
  active: number;
  onSelect: (index: number) => void;
  formId: string;
  label: string;
}) {
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = nextTabIndex(event.key, active, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    tabRefs.current[next]?.focus();
  }
  return (
    <div role="tablist" aria-label={label} className="quote__tabs" onKeyDown={onKeyDown}>
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
          onClick={() => onSelect(i)}
        >
          {t.name}
        </button>
      ))}
    </div>
  );
}

/**
 * The home page's tabbed quote form (docs/product.md#the-quote-form): the active tab sets the
 * heading, the placeholders and the goods type sent with the enquiry; Domestic Moving comes first.
 */
export function QuoteForm({
  tabs,
  retentionDays,
  lang,
  words,
  quoteWords = quoteFormWordsEn,
  goodsTypes,
  afterSend,
}: Props) {
  const formId = useId();
  const [active, setActive] = useState(0);
  const tab = tabs[active] ?? tabs[0]!;
  const goodsType = goodsTypes?.[active] ?? tab.name;
  const { values, field, submitting, message, sent, onSubmit, formRef } = useLeadForm({
    schema: (schemas) => schemas.schemasFor(lang).enquirySchema,
    initial: emptyEnquiry,
    extra: () => ({ source: 'home-quote', goodsType, ...(lang ? { lang } : {}) }),
    ...(words ? { success: words.success, messages: words } : {}),
    send: (data) => submitLead('enquiries', data),
    onSuccess: (data) => enquirySent(data),
  });

  return (
    <div className="quote">
      <GoodsTabs tabs={tabs} active={active} onSelect={setActive} formId={formId} label={quoteWords.tabsLabel} />
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
            labels={{ detail: quoteWords.detailLabel }}
            placeholders={{ pickup: tab.from, drop: tab.to, detail: tab.detail }}
            words={words}
          />
          {/* What the scripts add to the values, for a browser that posts the form itself. */}
          <input type="hidden" name="source" value="home-quote" />
          <input type="hidden" name="goodsType" value={goodsType} />
          {lang ? <input type="hidden" name="lang" value={lang} /> : null}
          <SubmitButton submitting={submitting} submittingText={words?.submitting}>
            {quoteWords.submit}
          </SubmitButton>
          <FormStatus message={message} />
          {afterSend ? (
            <AfterSendNote info={afterSend} sent={sent} failed={message?.kind === 'error'} move={values} />
          ) : null}
          <PrivacyNote use={words?.dataUse ?? enquiryDataUse} retentionDays={retentionDays} words={words} />
        </form>
      </div>
    </div>
  );
}
