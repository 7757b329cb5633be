import { carriesEstimate } from '../shared/estimate/query-keys';

/** Name of the window event that asks the enquiry dialog to open. */
export const openEnquiryEvent = 'enquiry-dialog:open';

/** Name of the window event that says the visitor closed the dialog or its prompt, or sent an enquiry. */
export const dismissedEvent = 'enquiry-dialog:dismissed';

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

/**
 * From this width the dialog opens by itself; below it a small bar at the bottom offers it
 * instead, since a dialog would cover a phone's whole screen (docs/product.md#the-enquiry-dialog).
 * app/globals.css shows the bar only below it.
 */
export const autoDialogQuery = '(min-width: 640px)';

/** The plain thank-you pages a browser's own form post lands on (server/http/form-posts.ts `thankYouPath`); group 1 is the kind of lead. */
const thankYouPage = /^(?:\/hi)?\/thank-you\/([a-z]+)\/?$/;

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

/** The part of the page's address the auto-open rules read. */
type Address = Pick<Location, 'pathname' | 'search'>;

/**
 * Whether the dialog (or its bar on a phone) may open by itself now, on the page at `address`:
 * never on a thank-you page, nor over an estimate the address restores (docs/estimate.md#the-estimate-is-a-link).
 */
export function mayAutoOpen(address: Address = location): boolean {
  if (thankYouPage.test(address.pathname) || carriesEstimate(address.search)) return false;
  return !read(() => localStorage, dialogKeys.dismissed) && !read(() => sessionStorage, dialogKeys.autoShown);
}

/**
 * On the enquiry thank-you page, where a form the browser posted itself lands, remembers that the
 * visitor sent an enquiry, as a form running its scripts does (components/forms/enquiry-sent.ts).
 */
export function rememberSentHere(address: Address = location): void {
  if (thankYouPage.exec(address.pathname)?.[1] === 'enquiry') rememberDismissed();
}

/**
 * The offer of the page the visitor is on (e.g. "15%"), from the city page's offer note
 * (`data-page-offer`), so the dialog's form sends it as the page's own form does.
 */
export function pageOffer(): string | undefined {
  return document.querySelector<HTMLElement>('[data-page-offer]')?.dataset.pageOffer || undefined;
}

/** Remembers that the dialog opened by itself in this session. */
export function rememberAutoOpen(): void {
  write(() => sessionStorage, dialogKeys.autoShown);
}

/** Remembers that the visitor closed the dialog or its prompt, or sent an enquiry; the prompt goes away. */
export function rememberDismissed(): void {
  write(() => localStorage, dialogKeys.dismissed);
  window.dispatchEvent(new Event(dismissedEvent));
}
