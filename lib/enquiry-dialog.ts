/** Name of the window event that asks the enquiry dialog to open. */
export const openEnquiryEvent = 'enquiry-dialog:open';

/** Opens the enquiry dialog from any island (the header button, the about page's Enquiry Now). */
export function openEnquiryDialog(): void {
  window.dispatchEvent(new Event(openEnquiryEvent));
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
