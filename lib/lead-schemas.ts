import { z } from 'zod';
import './zod-config';

/**
 * The forms' schemas, shared by the browser (validation before sending), the intake service
 * (validation again before storing) and the tests. Messages are written for the visitor and are
 * the same on both sides (DECISIONS §4).
 */

/** Phone digits after removing spaces, dashes, brackets, dots and one leading "+". */
export function phoneDigits(raw: string): string {
  return raw
    .trim()
    .replace(/^\+/, '')
    .replace(/[\s\-().]/g, '');
}

/** Longest text a single-line field accepts. */
export const maxLine = 120;
/** Longest text a free-text field accepts. */
export const maxText = 2000;

const required = (what: string, max = maxLine) =>
  z
    .string({ error: `Please enter ${what}.` })
    .trim()
    .min(1, `Please enter ${what}.`)
    .max(max, `Please keep this under ${max} characters.`);

/** Where an enquiry was sent from; decides the CRM and analytics details (SPEC §7.1). */
export const enquirySources = ['home-quote', 'dialog', 'contact', 'about', 'review', 'city'] as const;

/** Random key the browser makes once per submission, so a retry or a double click stores one lead. */
const idempotencyKey = z
  .string({ error: 'Invalid submission key.' })
  .regex(/^[A-Za-z0-9-]{16,64}$/, 'Invalid submission key.');

/** Hidden field real visitors never see or fill; anything in it marks a bot (DECISIONS §3.5). */
const honeypot = z.string().max(500).optional();

/** An enquiry asking for a callback and a quote (SPEC §3 "Enquiry"). */
export const enquirySchema = z.object({
  /** Visitor's name → CRM `name`. */
  name: required('your name', 80),
  /** E-mail address → CRM `email1`. */
  email: z
    .string({ error: 'Please enter your e-mail address.' })
    .trim()
    .min(1, 'Please enter your e-mail address.')
    .max(254, 'Please keep this under 254 characters.')
    .pipe(z.email('Please enter a valid e-mail address, like name@example.com.')),
  /** Phone number as typed → CRM `phone_office`; 8 to 15 digits once spaces and dashes are removed. */
  phone: z
    .string({ error: 'Please enter your phone number.' })
    .trim()
    .min(1, 'Please enter your phone number.')
    .max(25, 'Please enter a phone number of 8 to 15 digits.')
    .refine((v) => /^\d{8,15}$/.test(phoneDigits(v)), 'Please enter a phone number of 8 to 15 digits.'),
  /** Moving from → CRM `pickup_location_c`. */
  pickup: required('where you are moving from'),
  /** Moving to → CRM `drop_location_c`. */
  drop: required('where you are moving to'),
  /** Goods, service wanted or message → CRM `service_detail_c`. */
  detail: required('what you are moving or need', maxText),
  /** Active quote tab, home quote form only → CRM `goods_type_c` (SPEC §3). */
  goodsType: z.string().trim().min(1).max(60).optional(),
  /** Which form sent it. */
  source: z.enum(enquirySources),
  /** Submission key (see above). */
  idempotencyKey,
  /** Honeypot (see above). */
  website: honeypot,
});

export type Enquiry = z.infer<typeof enquirySchema>;
/** What a form holds before validation. */
export type EnquiryInput = z.input<typeof enquirySchema>;

/** A written review with a star rating (SPEC §3 "Review submission"; DECISIONS §4 requires a rating). */
export const reviewSchema = z.object({
  /** Reviewer's name → CRM `name`. */
  name: required('your name', 80),
  /** Headline of the review → CRM `review_title_c`. */
  title: required('a title for your review'),
  /** Stars, 1 to 5 → CRM `rating`. */
  rating: z
    .number({ error: 'Please choose a rating from 1 to 5 stars.' })
    .int('Please choose a rating from 1 to 5 stars.')
    .min(1, 'Please choose a rating from 1 to 5 stars.')
    .max(5, 'Please choose a rating from 1 to 5 stars.'),
  /** The review text → CRM `description`. */
  description: required('your review', maxText),
  /** Submission key. */
  idempotencyKey,
  /** Honeypot. */
  website: honeypot,
});

export type Review = z.infer<typeof reviewSchema>;
export type ReviewInput = z.input<typeof reviewSchema>;

/** Field errors as the intake service returns them and the forms show them: field name → message. */
export type FieldErrors = Partial<Record<string, string>>;

/** Turns a failed parse into one message per field (the first problem of each). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}

/** Feedback from the service pages' Send Feedback dialog, sent by e-mail (DECISIONS §6). */
export const feedbackSchema = z.object({
  /** Sender's name. */
  name: required('your name', 80),
  /** Sender's e-mail, for a reply. */
  email: enquirySchema.shape.email,
  /** The feedback itself. */
  message: required('your feedback', maxText),
  /** Submission key (unused by the e-mail API; keeps the form hook uniform). */
  idempotencyKey,
});

export type Feedback = z.infer<typeof feedbackSchema>;
