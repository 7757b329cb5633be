/**
 * The forms' schemas (lib/shared/lead-schemas.ts, with the zod library) as a chunk of their own, loaded
 * when a visitor first turns to a form (focus, tap or typing: `useLeadForm`), not with the page.
 * Building them is a single main-thread task of about 36 ms on a desktop machine (four times that
 * on a mid-range phone), and most visits never send a form. A send waits for the load if it has
 * not finished; a load that fails (offline) shows the form's failure message and keeps the values.
 */
export type LeadSchemas = typeof import('@/lib/shared/lead-schemas');

let loading: Promise<LeadSchemas> | undefined;

/** The schemas module, fetched once; a failed fetch (offline) is tried again next time. */
export function loadSchemas(): Promise<LeadSchemas> {
  loading ??= import('@/lib/shared/lead-schemas').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
