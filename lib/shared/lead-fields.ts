/**
 * How each lead form's text fields look: label, input type and limits. The forms
 * (components/forms/) and the intake service's page that shows a refused form post again
 * (server/pages/form-page.ts) both read these, so the two show the same form. No zod here: the forms'
 * start-up code imports it.
 */

/** Why each lead form asks for what it asks (India's DPDP Act 2023: say why, at the form). */
export const dataUse = {
  enquiry: 'We ask for these details only to call you back about your move and send your quotation.',
  review:
    'Our office reads your review to learn how we did; it is not published on this site. We ask for no contact details.',
} as const;

/** One text field as a form shows it. */
export type FieldLook = {
  /** Visible label. */
  label: string;
  /** Input type; a `multiline` field is a textarea instead. */
  type?: 'text' | 'email' | 'tel';
  /** Browser autofill hint. */
  autoComplete?: string;
  /** On-screen keyboard hint. */
  inputMode?: 'text' | 'email' | 'tel';
  /** Longest text the field takes (the schema's limit). */
  maxLength: number;
  /** A textarea rather than a one-line input. */
  multiline?: boolean;
  /** Example text shown while empty. */
  placeholder?: string;
};

/** The name field every form shares. */
export const nameField = { label: 'Your name', autoComplete: 'name', maxLength: 80 } as const satisfies FieldLook;

/** The e-mail field every form shares. */
export const emailField = {
  label: 'E-mail',
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  maxLength: 254,
} as const satisfies FieldLook;

/** An enquiry's phone field. */
export const phoneField = {
  label: 'Phone',
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
  placeholder: 'Mobile or landline number',
  maxLength: 25,
} as const satisfies FieldLook;

/** An enquiry's fields in the order the forms show them. */
export const enquiryFieldLooks = {
  pickup: { label: 'Moving from', placeholder: 'From', maxLength: 120 },
  drop: { label: 'Moving to', placeholder: 'To', maxLength: 120 },
  detail: { label: 'What are you moving?', placeholder: 'Goods Type (e.g., Household, Furniture)', maxLength: 2000 },
  name: nameField,
  phone: phoneField,
  email: emailField,
} as const satisfies Record<string, FieldLook>;

/** A review's text fields; the star rating between title and review is a set of radio buttons. */
export const reviewFieldLooks = {
  name: nameField,
  title: { label: 'Review title', placeholder: 'e.g. Careful packing, on time', maxLength: 120 },
  description: {
    label: 'Your review',
    multiline: true,
    placeholder: 'What went well, and what could we do better?',
    maxLength: 2000,
  },
} as const satisfies Record<string, FieldLook>;

/**
 * The optional home-size choice every enquiry form offers, with the words a visitor reads
 * (the same as the instant estimate's, content/estimate-rates.ts). The values are the schema's
 * `enquiryHomeSizes`.
 */
export const homeSizeChoices = [
  { value: '1rk', label: '1 RK' },
  { value: '1bhk', label: '1 BHK' },
  { value: '2bhk', label: '2 BHK' },
  { value: '3bhk', label: '3 BHK' },
  { value: '4bhk', label: '4 BHK+ / villa' },
  { value: 'items', label: 'A few items' },
] as const;

/** The optional fields of an enquiry (docs/estimate.md#from-estimate-to-enquiry). */
export const optionalEnquiryLooks = {
  movingDate: { label: 'Moving date' },
  homeSize: { label: 'Home size', none: 'Not sure yet' },
} as const;
