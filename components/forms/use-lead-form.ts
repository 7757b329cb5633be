'use client';

import { type FormEvent, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { type FieldErrors, fieldErrors } from '@/lib/lead-schemas';
import { newSubmissionKey, type SubmitResult } from '@/lib/leads-client';

import { failureMessage, successMessage } from './messages';

export type FormMessage = { kind: 'success' | 'error'; text: string };

/** What `field(name)` gives a text field: its name, value, error and change handler. */
export type BoundField = { name: string; value: string; error?: string; onChange: (value: string) => void };

type Options<S extends z.ZodMiniType, V extends Record<string, unknown>> = {
  /** The form's zod schema (the same one the intake service applies). */
  schema: S;
  /** Empty values; the form returns to these after a success. */
  initial: V;
  /** Extra fields sent with the values, e.g. the form's source. */
  extra?: () => Record<string, unknown>;
  /** Sends the validated data; resolves once the lead is stored, or with the failure. */
  send: (data: z.output<S>) => Promise<SubmitResult>;
  /** Runs after a stored submission (analytics, closing a dialog). */
  onSuccess?: (data: z.output<S>) => void;
  /** Text shown on success. */
  success?: string;
};

/**
 * State of one lead form (SPEC §4): values, field errors, the submitting flag and the message.
 * Bad input or a failed send keeps every value; a success resets them. One submission key is
 * kept until the values change, so a retry of the same submission never stores a second lead.
 */
export function useLeadForm<S extends z.ZodMiniType, V extends Record<string, unknown>>(options: Options<S, V>) {
  const { schema, initial, extra, send, onSuccess, success = successMessage } = options;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const key = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  function setValue<K extends keyof V>(name: K, value: V[K]) {
    key.current = null;
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name as string] ? { ...e, [name]: undefined } : e));
  }

  /** Moves focus to the first field with a problem, in the order the visitor sees them. */
  /** Props binding a text field to this form: `<Field {...field('name')} />`. */
  function field<K extends keyof V & string>(name: K): BoundField {
    return {
      name,
      value: String(values[name] ?? ''),
      error: errors[name],
      onChange: (value: string) => setValue(name, value as V[K]),
    };
  }

  function focusFirstError(found: FieldErrors) {
    const fields = [...(formRef.current?.elements ?? [])] as HTMLInputElement[];
    fields.find((field) => field.name && found[field.name])?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setMessage(null);
    key.current ??= newSubmissionKey();
    const parsed = schema.safeParse({ ...values, ...extra?.(), idempotencyKey: key.current });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setSubmitting(true);
    const result = await send(parsed.data);
    setSubmitting(false);
    if (result.ok) {
      key.current = null;
      setValues(initial);
      setErrors({});
      setMessage({ kind: 'success', text: success });
      onSuccess?.(parsed.data);
    } else {
      console.error('Form submission failed:', result.error);
      if (result.fields) {
        setErrors(result.fields);
        focusFirstError(result.fields);
      }
      setMessage({ kind: 'error', text: failureMessage });
    }
  }

  return { values, setValue, field, errors, submitting, message, onSubmit, formRef };
}
