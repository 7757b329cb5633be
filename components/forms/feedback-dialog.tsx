'use client';

import { type ReactNode, useId, useRef, useState } from 'react';
import type { FeedbackWords, FormWords } from '@/content/ui';
import { feedbackWordsEn } from '@/content/ui-words';
import { libVersion, send } from '@/lib/browser/email-client';
import { fill } from '@/lib/shared/i18n';
import { publicEnv } from '@/lib/browser/public-env';
import { emailConfigured } from '@/lib/shared/email-settings';
import { emailField, Field, nameField, FormStatus, PrivacyNote, SubmitButton } from './fields';
import { useLeadForm } from './use-lead-form';

/**
 * What the feedback form borrows from the enquiry form's words (content/ui-words.ts `form`) on a
 * page that is not English: the shared field labels, the sending and failure messages and the
 * privacy note's links.
 */
export type FeedbackFormWords = Pick<
  FormWords,
  'name' | 'email' | 'submitting' | 'failure' | 'busy' | 'keepFor' | 'yourChoices' | 'privacyPolicy'
>;

const empty = { name: '', email: '', message: '' };

/** The feedback form, sent through the e-mail client; `onSent` runs once the API accepted it. */
function FeedbackForm({
  service,
  formId,
  onSent,
  retentionDays,
  words,
  formWords,
  lang,
}: {
  service: string;
  formId: string;
  onSent: () => void;
  retentionDays: number;
  words: FeedbackWords;
  formWords?: FeedbackFormWords;
  lang?: 'hi';
}) {
  const { field, submitting, message, onSubmit, formRef } = useLeadForm({
    // A Hindi form is checked with the Hindi messages (docs/i18n.md#forms-and-leads).
    schema: (schemas) => schemas.schemasFor(lang).feedbackSchema,
    initial: empty,
    success: words.sent,
    ...(formWords ? { messages: formWords } : {}),
    send: async (data) => {
      try {
        await send(
          {
            base: publicEnv.emailApi,
            userId: publicEnv.emailPublicKey,
            serviceId: publicEnv.emailServiceId,
            templateId: publicEnv.emailTemplateId,
          },
          { from_name: data.name, reply_to: data.email, message: data.message, service },
        );
        return { ok: true, id: 'email' };
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
    onSuccess: onSent,
  });
  // Without scripts the browser posts the form to the e-mail API itself, as `sendForm` would
  // (lib/browser/email-client.ts): the ids as hidden fields, the values under the template's names.
  return (
    <form
      ref={formRef}
      className="form"
      method="post"
      action={`${publicEnv.emailApi}/api/v1.0/email/send-form`}
      noValidate
      onSubmit={onSubmit}
      aria-label={words.formLabel}
    >
      <Field
        formId={formId}
        {...field('name')}
        postAs="from_name"
        {...nameField}
        label={formWords?.name.label ?? nameField.label}
      />
      <Field
        formId={formId}
        {...field('email')}
        postAs="reply_to"
        {...emailField}
        label={formWords?.email.label ?? emailField.label}
      />
      <Field formId={formId} {...field('message')} label={words.message} multiline maxLength={2000} />
      <input type="hidden" name="service" value={service} />
      <input type="hidden" name="lib_version" value={libVersion} />
      <input type="hidden" name="service_id" value={publicEnv.emailServiceId} />
      <input type="hidden" name="template_id" value={publicEnv.emailTemplateId} />
      <input type="hidden" name="user_id" value={publicEnv.emailPublicKey} />
      <SubmitButton submitting={submitting} submittingText={formWords?.submitting}>
        {words.submit}
      </SubmitButton>
      <FormStatus message={message} />
      <PrivacyNote use={words.dataUse} retentionDays={retentionDays} words={formWords} />
    </form>
  );
}

/** The HTML invoker-command attributes, which React's types do not list yet. */
const command = (action: 'show-modal' | 'close', target: string) => ({ command: action, commandfor: target });

/**
 * Send Feedback on the service pages (docs/product.md#the-feedback-form): a button opening a native
 * modal dialog, closed by Escape or the close icon. Its form goes out through the e-mail client;
 * until the e-mail ids are set at build time the dialog offers e-mail and WhatsApp instead
 * (`fallback`).
 */
export function FeedbackDialog({
  service,
  label = service,
  fallback,
  retentionDays,
  words = feedbackWordsEn,
  formWords,
  lang,
}: {
  /** The service as the e-mail names it for the company. */
  service: string;
  /** The service as the dialog's title names it, where the page's language differs from the e-mail's. */
  label?: string;
  fallback: ReactNode;
  /** Days the feedback is kept (content/company.ts), for the privacy note. */
  retentionDays: number;
  /** The dialog's words, its form's and its language on a page that is not English (docs/i18n.md). */
  words?: FeedbackWords;
  formWords?: FeedbackFormWords;
  lang?: 'hi';
}) {
  const formId = useId();
  const dialogId = `${formId}-dialog`;
  const ref = useRef<HTMLDialogElement>(null);
  const [toast, setToast] = useState('');
  const sent = () => {
    ref.current?.close();
    setToast(words.sent);
    window.setTimeout(() => setToast(''), 6000);
  };
  return (
    <>
      <button
        type="button"
        className="btn btn--outline"
        aria-haspopup="dialog"
        // Browsers with invoker commands open and close the dialog without scripts; the click
        // handlers do it where those are missing (a command on an open dialog does nothing).
        {...command('show-modal', dialogId)}
        onClick={() => ref.current?.showModal()}
      >
        {words.open}
      </button>
      <dialog ref={ref} id={dialogId} className="dialog" aria-labelledby={`${formId}-title`}>
        <button
          type="button"
          className="dialog__close"
          aria-label={words.close}
          {...command('close', dialogId)}
          onClick={() => ref.current?.close()}
        >
          ×
        </button>
        <h2 id={`${formId}-title`}>{fill(words.title, { service: label.toLowerCase() })}</h2>
        {emailConfigured(publicEnv) ? (
          <FeedbackForm
            service={service}
            formId={formId}
            onSent={sent}
            retentionDays={retentionDays}
            words={words}
            formWords={formWords}
            lang={lang}
          />
        ) : (
          fallback
        )}
      </dialog>
      <p className="toast" role="status" aria-live="polite">
        {toast}
      </p>
    </>
  );
}
