import * as z from 'zod/mini';
import { maxPagePath, pagePathPattern } from './page-path';
import { isRealDate } from './estimate/date';
import { homeSizeIds } from './estimate/ids';
import { phoneDigits } from './phone';
import './zod-config';

/**
 * The forms' schemas, shared by the browser (validation before sending), the intake service
 * (validation again before storing) and the tests. Messages are written for the visitor and are
 * the same on both sides (docs/product.md#enquiry-forms). Written with `zod/mini`, the
 * tree-shakable form of the same library, so the forms add a few kilobytes to a page rather than
 * the whole of zod.
 */

export { phoneDigits };

/** Longest text a single-line field accepts. */
export const maxLine = 120;
/** Longest text a free-text field accepts. */
export const maxText = 2000;

/**
 * Control characters a person cannot type into a field (NUL, escape sequences, bell…): removed
 * from every free-text field before it is checked or stored. Tabs and line breaks stay.
 */
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** Removes {@link controlCharacters}. */
export const withoutControls = (value: string) => value.replace(controlCharacters, '');

/**
 * Characters that show nothing: spaces of every kind, zero-width and joining marks, direction
 * marks and other format characters, fillers. A name made only of these is no name. They stay
 * inside a name that has letters (joiners belong to several Indian scripts).
 */
const invisibleOnly = /^[\s\p{Z}\p{Cc}\p{Cf}\u034f\u115f\u1160\u2800\u3164\uffa0]*$/u;

/** A required text field: control characters removed, trimmed, something visible, at most `max` characters. */
const required = (what: string, max = maxLine) =>
  z.string({ error: `Please enter ${what}.` }).check(
    z.overwrite(withoutControls),
    z.trim(),
    z.minLength(1, `Please enter ${what}.`),
    z.refine((value) => !invisibleOnly.test(value), `Please enter ${what}.`),
    z.maxLength(max, `Please keep this under ${max} characters.`),
  );

/** Where an enquiry was sent from; decides the CRM and analytics details (docs/product.md#enquiry-forms). */
export const enquirySources = ['home-quote', 'dialog', 'contact', 'about', 'review', 'city'] as const;

/** Random key the browser makes once per submission, so a retry or a double click stores one lead. */
const idempotencyKey = z
  .string({ error: 'Invalid submission key.' })
  .check(z.regex(/^[A-Za-z0-9-]{16,64}$/, 'Invalid submission key.'));

/** Hidden field real visitors never see or fill; anything in it marks a bot (docs/lead-flow.md#honeypot). */
const honeypot = z.optional(z.string().check(z.maxLength(500)));

/**
 * The site page the form was sent from, e.g. `/city/pune/`: a path only, at most 100 characters
 * of `[a-z0-9/_-]` (lib/page-path.ts). The browser adds it (lib/leads-client.ts); the intake
 * stores it for the office and never sends it to the CRM.
 */
const page = z.optional(
  z
    .string({ error: 'Invalid page.' })
    .check(z.maxLength(maxPagePath, 'Invalid page.'), z.regex(pagePathPattern, 'Invalid page.')),
);

/** The home sizes an enquiry may name: the estimate's, or a few items (docs/estimate.md). */
export const enquiryHomeSizes = [...homeSizeIds, 'items'] as const;

/**
 * An optional field a form without scripts may still send empty (an unchosen select, an empty
 * date): empty counts as not given.
 */
const optionalOrEmpty = <T extends z.core.SomeType>(schema: T, message: string) =>
  z.optional(z.union([z.literal(''), schema], { error: message }));

const badDate = 'Please choose a moving date, like 15/12/2026.';

/** The optional moving date, YYYY-MM-DD as a date input sends it → CRM `service_detail_c` (docs/lead-flow.md#crm-delivery). */
const movingDate = optionalOrEmpty(
  z.string({ error: badDate }).check(z.regex(/^20\d\d-\d\d-\d\d$/, badDate), z.refine(isRealDate, badDate)),
  badDate,
);

const badEstimate = 'This estimate could not be read; please work it out again.';

/**
 * The instant estimate an enquiry asks to have confirmed: its query string (lib/estimate/query.ts).
 * The intake prices it again from its own rates and stores that, never the browser's figures.
 */
const estimate = optionalOrEmpty(
  z.string({ error: badEstimate }).check(z.maxLength(600, badEstimate), z.regex(/^[A-Za-z0-9=&._%-]+$/, badEstimate)),
  badEstimate,
);

/** An enquiry asking for a callback and a quote (docs/product.md#enquiry-forms). */
export const enquirySchema = z.object({
  /** Visitor's name → CRM `name`. */
  name: required('your name', 80),
  /** E-mail address → CRM `email1`. */
  email: z.pipe(
    z
      .string({ error: 'Please enter your e-mail address.' })
      .check(
        z.trim(),
        z.minLength(1, 'Please enter your e-mail address.'),
        z.maxLength(254, 'Please keep this under 254 characters.'),
      ),
    z.email('Please enter a valid e-mail address, like name@example.com.'),
  ),
  /** Phone number as typed → CRM `phone_office`; 8 to 15 digits once spaces and dashes are removed. */
  phone: z.string({ error: 'Please enter your phone number.' }).check(
    z.trim(),
    z.minLength(1, 'Please enter your phone number.'),
    z.maxLength(25, 'Please enter a phone number of 8 to 15 digits.'),
    z.refine((v) => /^\d{8,15}$/.test(phoneDigits(v)), 'Please enter a phone number of 8 to 15 digits.'),
  ),
  /** Moving from → CRM `pickup_location_c`. */
  pickup: required('where you are moving from'),
  /** Moving to → CRM `drop_location_c`. */
  drop: required('where you are moving to'),
  /** Goods, service wanted or message → CRM `service_detail_c`. */
  detail: required('what you are moving or need', maxText),
  /** Optional moving date (see above). */
  movingDate,
  /** Optional home size → CRM `service_detail_c` (docs/lead-flow.md#crm-delivery). */
  homeSize: optionalOrEmpty(z.enum(enquiryHomeSizes), 'Please choose a home size from the list.'),
  /** Optional instant estimate to confirm (see above). */
  estimate,
  /** Active quote tab, home quote form only → CRM `goods_type_c` (docs/product.md#the-quote-form). */
  goodsType: z.optional(z.string().check(z.overwrite(withoutControls), z.trim(), z.minLength(1), z.maxLength(60))),
  /** Which form sent it. */
  source: z.enum(enquirySources),
  /** Page it was sent from (see above); not sent to the CRM. */
  page,
  /**
   * The page's offer the visitor asks for, e.g. "15%" (city pages). The intake service honours it
   * only when the page it came from offers exactly that (server/offers.ts).
   */
  offer: z.optional(z.string({ error: 'Invalid offer.' }).check(z.regex(/^\d{1,2}%$/, 'Invalid offer.'))),
  /** Submission key (see above). */
  idempotencyKey,
  /** Honeypot (see above). */
  website: honeypot,
});

export type Enquiry = z.infer<typeof enquirySchema>;
/** What a form holds before validation. */
export type EnquiryInput = z.input<typeof enquirySchema>;

/**
 * A written review with a star rating (docs/product.md#the-review-form "Review submission";
 * docs/product.md#the-review-form requires a rating).
 */
export const reviewSchema = z.object({
  /** Reviewer's name → CRM `name`. */
  name: required('your name', 80),
  /** Headline of the review → CRM `review_title_c`. */
  title: required('a title for your review'),
  /** Stars, 1 to 5 → CRM `rating`. */
  rating: z
    .int({ error: 'Please choose a rating from 1 to 5 stars.' })
    .check(
      z.minimum(1, 'Please choose a rating from 1 to 5 stars.'),
      z.maximum(5, 'Please choose a rating from 1 to 5 stars.'),
    ),
  /** The review text → CRM `description`. */
  description: required('your review', maxText),
  /** Page it was sent from; not sent to the CRM. */
  page,
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
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}

/** Feedback from the service pages' Send Feedback dialog, sent by e-mail (docs/product.md#the-feedback-form). */
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
