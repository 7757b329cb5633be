/**
 * What a form says when it is done (docs/product.md#what-a-form-says), word for word. Kept apart so
 * a dialog can show them without loading a form.
 */
export const successMessage = 'Form successfully submitted!';
export const failureMessage = 'Error submitting form. Try again!';
export const emailSentMessage = 'Email sent!';
