'use client';

import { type RefObject, useEffect, useState } from 'react';
import { takeEarlyAction } from '@/components/layout/early-actions';
import { fieldName } from './fields';
import { loadSchemas } from './schemas';

/**
 * Fetches the schemas (./schemas.ts) once the visitor turns to the form (focus, tap or typing),
 * so they load while the visitor types rather than with the page.
 */
export function useSchemasOnFirstUse(formRef: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const load = () => void loadSchemas().catch(() => undefined);
    const firstUse = ['focusin', 'pointerdown', 'input'] as const;
    for (const type of firstUse) form.addEventListener(type, load, { once: true, passive: true });
    return () => {
      for (const type of firstUse) form.removeEventListener(type, load);
    };
  }, [formRef]);
}

/**
 * Once the script runs: adopts what the visitor typed before it arrived (the page shows its forms
 * first), and sends a form they already submitted then (components/layout/early-actions.ts),
 * from the render that has those values.
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
