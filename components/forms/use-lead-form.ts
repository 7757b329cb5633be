'use client';

import { type FormEvent, useRef, useState } from 'react';
import type { SentLead } from './after-send';
import type * as z from 'zod/mini';
import type { FieldErrors } from '@/lib/shared/lead-schemas';
import { newSubmissionKey, type SubmitResult } from '@/lib/browser/leads-client';

import { fieldName } from './fields';
import { busyMessage, failureMessage, successMessage } from './messages';
import { type LeadSchemas, loadSchemas } from './schemas';
import { useSchemasOnFirstUse } from './use-form-start';
import { useTypedBeforeScripts } from './use-typed-before-scripts';

export type FormMessage = { kind: 'success' | 'error'; text: string };

/** What `field(name)` gives a text field: its name, value, error and change handler. */
export type BoundField = { name: string; value: string; error?: string; onChange: (value: string) => void };

type Options<S extends z.ZodMiniType, V extends Record<string, unknown>> = {
  /** Picks the form's zod schema (the same one the intake service applies) from the schemas
   *  module, which loads apart from the page's start-up code (./schemas.ts). */
  schema: (schemas: LeadSchemas) => S;
  /** Empty values; the form returns to these after a success. */
  initial: V;
  /** Extra fields sent with the values, e.g. the form's source. */
  extra?: () => Record<string, unknown>;
  /** Sends the validated data; resolves once the lead is stored, or with the failure. */
  send: (data: z.output<S>) => Promise<SubmitResult>;
  /** Runs after a stored submission (analytics, closing a dialog), with the stored lead. */
  onSuccess?: (data: z.output<S>, sent: SentLead) => void;
  /** Text shown on success. */
  success?: string;
  /** The failure and busy messages in the form's language (success above); English when absent. */
  messages?: { failure: string; busy: string };
};

/** Moves focus to the first field with a problem, in the order the visitor sees them. */
function focusFirstError(form: HTMLFormElement | null, found: FieldErrors) {
  const fields = [...(form?.elements ?? [])] as HTMLInputElement[];
  fields.find((field) => fieldName(field) && found[fieldName(field)])?.focus();
}

/**
 * The lead a send stored, for what the form says after it (./after-send.tsx): its id, when, its
 * quote, and an enquiry's estimate (its address's query), which the booking page's link carries on.
 */
function storedLead(result: { id: string; quote?: string }, data: unknown): SentLead {
  const { estimate } = data as { estimate?: unknown };
  return {
    id: result.id,
    at: Date.now(),
    ...(result.quote ? { quote: result.quote } : {}),
    ...(typeof estimate === 'string' && estimate ? { estimate } : {}),
  };
}

/**
 * State of one lead form (docs/product.md#what-a-form-says): values, field errors, the submitting
 * flag and the message. Bad input or a failed send keeps every value; a success resets them. One
 * submission key is kept until the values change, so a retry of the same submission never stores a
 * second lead.
 */
export function useLeadForm<S extends z.ZodMiniType, V extends Record<string, unknown>>(options: Options<S, V>) {
  const { schema, initial, extra, send, onSuccess, success = successMessage } = options;
  const failure = options.messages?.failure ?? failureMessage;
  const busyText = options.messages ? `${failure} ${options.messages.busy}` : busyMessage;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  /** The lead the last send stored, for what the form says after it (./after-send.tsx). */
  const [sent, setSent] = useState<SentLead | null>(null);
  const key = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** Set from the moment a send starts (before the schemas may have loaded) until it ends. */
  const busy = useRef(false);

  useSchemasOnFirstUse(formRef);
  useTypedBeforeScripts(formRef, initial, setValues);

  function setValue<K extends keyof V>(name: K, value: V[K]) {
    key.current = null;
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name as string] ? { ...e, [name]: undefined } : e));
  }

  /** Props binding a text field to this form: `<Field {...field('name')} />`. */
  function field<K extends keyof V & string>(name: K): BoundField {
    return {
      name,
      value: String(values[name] ?? ''),
      error: errors[name],
      onChange: (value: string) => setValue(name, value as V[K]),
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await validateAndSend();
    } finally {
      busy.current = false;
    }
  }

  async function validateAndSend() {
    setMessage(null);
    setSent(null);
    key.current ??= newSubmissionKey();
    let schemas: LeadSchemas;
    try {
      schemas = await loadSchemas();
    } catch (error) {
      // Offline before the schemas arrived: nothing can be checked or sent, and nothing is lost.
      console.error('Form submission failed:', error);
      setMessage({ kind: 'error', text: failure });
      return;
    }
    const parsed = schema(schemas).safeParse({ ...values, ...extra?.(), idempotencyKey: key.current });
    if (!parsed.success) {
      const found = schemas.fieldErrors(parsed.error);
      setErrors(found);
      focusFirstError(formRef.current, found);
      return;
    }
    setSubmitting(true);
    const result = await send(parsed.data);
    setSubmitting(false);
    if (result.ok) {
      const stored = storedLead(result, parsed.data);
      key.current = null;
      setValues(initial);
      setErrors({});
      setMessage({ kind: 'success', text: success });
      setSent(stored);
      onSuccess?.(parsed.data, stored);
    } else {
      console.error('Form submission failed:', result.error);
      if (result.fields) {
        setErrors(result.fields);
        focusFirstError(formRef.current, result.fields);
      }
      // The key was stored with other details (docs/lead-flow.md#idempotency): the next try is a new submission.
      if (result.status === 409) key.current = null;
      const busy = result.status === 429 || result.status === 503;
      setMessage({ kind: 'error', text: busy ? busyText : failure });
    }
  }

  return { values, setValue, field, errors, submitting, message, sent, onSubmit, formRef };
}
