/**
 * The site's pages show their forms before the scripts arrive (they start after the window's
 * `load` event). A visitor on a slow connection may type and press Send in that time: without
 * this, the browser would submit the form itself, reloading the page with what they typed in the
 * address and losing it. This tiny inline script (in every page's head, hashed into the CSP)
 * stops such a submission and remembers the form; once the form's script is running it takes
 * the values typed so far and sends them (components/forms/use-lead-form.ts).
 */
export const earlySubmitScript = `addEventListener('submit',function(e){var f=e.target;if(f&&f.classList&&f.classList.contains('form')&&!f.hasAttribute('data-ready')){e.preventDefault();window.__earlySubmit=f}},true)`;

/** Takes the form submitted before its script ran, if it is this one. */
export function takeEarlySubmit(form: HTMLFormElement): boolean {
  const holder = window as { __earlySubmit?: HTMLFormElement };
  if (holder.__earlySubmit !== form) return false;
  delete holder.__earlySubmit;
  return true;
}
