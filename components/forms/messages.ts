/** What a form says when it is done (SPEC §4, §7.3), word for word. Kept apart so a dialog can show them without loading a form. */
export const successMessage = 'Form successfully submitted!';
export const failureMessage = 'Error submitting form. Try again!';
export const emailSentMessage = 'Email sent!';
