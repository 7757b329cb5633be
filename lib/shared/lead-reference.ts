/**
 * The short reference a visitor reads out on the phone: the last characters of the lead's id (its
 * random part, Crockford base 32, no ambiguous letters: server/leads/ids.ts). The page after a form is
 * sent, the visitor's acknowledgement e-mail and `npm run leads` (which accepts it in place of the
 * id) all show this one, and the office finds the lead by it.
 */

/** Characters of the id the reference keeps. */
export const shortIdLength = 6;

/** The reference of the lead with id `id`, e.g. `7KQ2XM`. */
export const leadReference = (id: string) => id.slice(-shortIdLength);
