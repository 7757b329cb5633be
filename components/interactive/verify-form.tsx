'use client';

import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { takeEarlyAction } from '@/components/layout/early-actions';
import type { VerifyFormWords } from '@/content/ui';
import { verifyFormWordsEn } from '@/content/ui-words';
import { checkTyped, verifyEndpoint } from '@/lib/browser/verify-client';
import { typedMaxLength } from '@/lib/shared/verify';

type Props = {
  /** The page's language when it is not English: the intake answers in it. */
  lang?: 'hi';
  /** The form's words in that language; English when absent. */
  words?: VerifyFormWords;
  /** What the page says last in the form (what is done with what was typed). */
  children?: ReactNode;
};

/** The status line's look for each answer: ours green, not ours red, anything else plain. */
const tones: Record<string, string> = { ours: 'success', not_ours: 'error' };

/**
 * "Is this really us?" (docs/verify.md): one field, checked by the intake, the answer shown under
 * it without leaving the page, what was typed kept. Without scripts the browser posts the same form
 * to the intake, which answers with a page.
 */
export function VerifyForm({ lang, words = verifyFormWordsEn, children }: Props) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ tone: string; text: string } | null>(null);

  async function check(form: HTMLFormElement) {
    setBusy(true);
    // Cleared first, so the same answer twice is announced twice.
    setStatus(null);
    const outcome = await checkTyped(String(new FormData(form).get('value') ?? ''), lang ?? 'en');
    setBusy(false);
    if (outcome.ok) setStatus({ tone: tones[outcome.answer.result] ?? 'note', text: outcome.answer.message });
    else setStatus({ tone: 'note', text: outcome.rateLimited ? words.rateLimited : words.failure });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) void check(event.currentTarget);
  }

  // A check asked for before this script ran (components/layout/early-actions.ts) is made now.
  useEffect(() => {
    const form = formRef.current;
    if (form && takeEarlyAction(form)) form.requestSubmit();
  }, []);

  return (
    <form ref={formRef} className="form" method="post" action={verifyEndpoint()} onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={`${id}-value`}>{words.label}</label>
        <input
          id={`${id}-value`}
          name="value"
          type="text"
          required
          maxLength={typedMaxLength}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
        />
        <p className="field__hint" id={`${id}-hint`}>
          {words.hint}
        </p>
      </div>
      {lang ? <input type="hidden" name="lang" value={lang} /> : null}
      <button type="submit" className="btn form__submit" aria-disabled={busy || undefined}>
        {busy ? words.checking : words.submit}
      </button>
      <p className={`form__status${status ? ` form__status--${status.tone}` : ''}`} role="status" aria-live="polite">
        {status?.text}
      </p>
      {children}
    </form>
  );
}
