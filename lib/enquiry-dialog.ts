/** Name of the window event that asks the enquiry dialog to open. */
export const openEnquiryEvent = 'enquiry-dialog:open';

/**
 * An instant estimate handed to the enquiry form ("Get this estimate confirmed",
 * docs/estimate.md#from-estimate-to-enquiry): what the form sends with the enquiry, what it fills
 * in for the visitor and what it shows them. Plain data, no personal data.
 */
export type EstimateAttachment = {
  /** The estimate's query string; the intake prices it again from this. */
  query: string;
  /** One line: load, route, floors and the band. */
  summary: string;
  /** The band's middle in rupees: the analytics copy's `value`. */
  value: number;
  /** Form fields filled in from it (the visitor can change them). */
  pickup: string;
  drop: string;
  detail: string;
  homeSize: string;
  movingDate: string;
};

/**
 * Opens the enquiry dialog from any island (the header button, the about page's Enquiry Now, the
 * estimate's "Get this estimate confirmed" with the estimate attached).
 */
export function openEnquiryDialog(attachment?: EstimateAttachment): void {
  window.dispatchEvent(new CustomEvent<EstimateAttachment | undefined>(openEnquiryEvent, { detail: attachment }));
}

/** Storage keys of the auto-open rules (docs/product.md#the-enquiry-dialog). */
export const dialogKeys = {
  /** localStorage: the visitor closed the dialog or sent an enquiry; never open it by itself again. */
  dismissed: 'enquiry-dialog:dismissed',
  /** sessionStorage: it already opened by itself in this browser session. */
  autoShown: 'enquiry-dialog:auto-shown',
} as const;

/** Delay before the dialog opens by itself (docs/product.md#the-enquiry-dialog). */
export const autoOpenDelayMs = 2000;

function read(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) === '1';
  } catch {
    return true; // Storage blocked: err on the side of not interrupting.
  }
}

function write(storage: () => Storage, key: string): void {
  try {
    storage().setItem(key, '1');
  } catch {
    // Storage blocked: nothing to remember.
  }
}

/** Whether the dialog may open by itself now. */
export function mayAutoOpen(): boolean {
  return !read(() => localStorage, dialogKeys.dismissed) && !read(() => sessionStorage, dialogKeys.autoShown);
}

/** Remembers that the dialog opened by itself in this session. */
export function rememberAutoOpen(): void {
  write(() => sessionStorage, dialogKeys.autoShown);
}

/** Remembers that the visitor closed the dialog or sent an enquiry. */
export function rememberDismissed(): void {
  write(() => localStorage, dialogKeys.dismissed);
}
