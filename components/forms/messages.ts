/**
 * What a form says when it is done (docs/product.md#what-a-form-says), word for word. Kept apart so
 * a dialog can show them without loading a form.
 */
export const successMessage = 'Form successfully submitted!';
export const failureMessage = 'Error submitting form. Try again!';
/**
 * The failure message when the intake answered "too many" or "busy" (429, 503): the same words,
 * then when to try again. The service's Retry-After is a minute at most (docs/lead-flow.md#rate-limits).
 */
export const busyMessage = `${failureMessage} We are receiving many messages just now: please wait a minute, then send it again. Everything you typed is still here.`;
