'use client';

import { type RefObject, useEffect } from 'react';
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
