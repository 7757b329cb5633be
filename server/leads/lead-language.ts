import type { LeadKind } from '../store/types';

/**
 * The language of a lead's form, as the office reads it (docs/i18n.md#forms-and-leads): a lead
 * from a Hindi page says so in the CRM's free text, the notifications, the office inbox, the
 * leads command and the export, so the office calls back (or, for a review, replies) in Hindi.
 * English is the default and says nothing.
 */

/** What every place that shows a Hindi lead says of it: an enquiry is called back, a review answered. */
export const hindiNotes: Record<LeadKind, string> = {
  enquiry: 'Hindi (call back in Hindi)',
  review: 'Hindi (reply in Hindi)',
};

/** The CRM line of a Hindi lead, before its `Ref:` line (docs/lead-flow.md#crm-fields). */
export const hindiLines: Record<LeadKind, string> = {
  enquiry: `Language: ${hindiNotes.enquiry}`,
  review: `Language: ${hindiNotes.review}`,
};

/** Whether a stored payload came from a Hindi form. */
export const isHindi = (payload: Record<string, unknown>): boolean => payload.lang === 'hi';

/** The language as the office reads it: `Hindi (call back in Hindi)`, `English` for any other. */
export const languageText = (value: unknown, kind: LeadKind = 'enquiry'): string =>
  value === 'hi' ? hindiNotes[kind] : 'English';
