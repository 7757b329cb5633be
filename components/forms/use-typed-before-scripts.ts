'use client';

import { type RefObject, useEffect, useState } from 'react';
import { takeEarlyAction } from '@/components/layout/early-actions';
import { fieldName } from './fields';

/**
 * Once the script runs: adopts what the visitor typed before it arrived (the page shows its forms
 * first), and sends a form they already submitted then (components/layout/early-actions.ts),
 * from the render that has those values. Any form of class `form` needs it, with the lead schemas
 * or without (the survey booking), or a submit held before the scripts came would wait for ever.
 */
export function useTypedBeforeScripts<V extends Record<string, unknown>>(
  formRef: RefObject<HTMLFormElement | null>,
  initial: V,
  setValues: (update: (values: V) => V) => void,
): void {
  const [replaySubmit, setReplaySubmit] = useState(false);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Record<string, string> = {};
    for (const element of Array.from(form.elements) as HTMLInputElement[]) {
      const { value, type } = element;
      const name = fieldName(element);
      if (name && value && type !== 'checkbox' && type !== 'radio' && typeof initial[name] === 'string') {
        typed[name] = value;
      }
    }
    const submitted = takeEarlyAction(form);
    if (!Object.keys(typed).length) {
      if (submitted) form.requestSubmit();
      return;
    }
    // Syncing from the DOM, which held the visitor's typing before React did.
    setValues((v) => ({ ...v, ...typed }));
    setReplaySubmit(submitted);
    // Once, on mount: `initial` is the same empty set on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!replaySubmit) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReplaySubmit(false);
    formRef.current?.requestSubmit();
  }, [replaySubmit, formRef]);
}
