import * as z from 'zod/mini';
import { maxPagePath, pagePathPattern } from './page-path';
import { isRealDate } from './estimate/date';
import { homeSizeIds } from './estimate/ids';
import { parsePhone, phoneDigits } from './phone';
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

/**
 * What the schemas say about a field, in each language a form is written in
 * (docs/i18n.md#forms-and-leads): one set of rules, two sets of words, so the browser and the
 * intake answer a Hindi form in Hindi. `{max}` is filled in.
 */
export const schemaMessages = {
  en: {
    enter: {
      name: 'Please enter your name.',
      pickup: 'Please enter where you are moving from.',
      drop: 'Please enter where you are moving to.',
      detail: 'Please enter what you are moving or need.',
      title: 'Please enter a title for your review.',
      review: 'Please enter your review.',
      feedback: 'Please enter your feedback.',
    },
    tooLong: 'Please keep this under {max} characters.',
    emailMissing: 'Please enter your e-mail address.',
    emailInvalid: 'Please enter a valid e-mail address, like name@example.com.',
    phoneMissing: 'Please enter your phone number.',
    phoneInvalid:
      'Please enter a 10-digit mobile number, a landline number with its STD code (like 022 2345 6789), or a number from abroad starting with + and the country code.',
    phoneMadeUp:
      'This number looks made up (one digit repeated, or digits in a row). Please enter the number we can call you on; if it really is yours, call us or message us on WhatsApp.',
    movingDate: 'Please choose a moving date, like 15/12/2026.',
    estimate: 'This estimate could not be read; please work it out again.',
    homeSize: 'Please choose a home size from the list.',
    rating: 'Please choose a rating from 1 to 5 stars.',
  },
  hi: {
    enter: {
      name: 'कृपया अपना नाम लिखें।',
      pickup: 'कृपया लिखें कि आप कहाँ से शिफ्ट कर रहे हैं।',
      drop: 'कृपया लिखें कि आप कहाँ जा रहे हैं।',
      detail: 'कृपया लिखें कि क्या सामान शिफ्ट करना है या क्या चाहिए।',
      title: 'कृपया अपने रिव्यू का शीर्षक लिखें।',
      review: 'कृपया अपना रिव्यू लिखें।',
      feedback: 'कृपया अपनी राय लिखें।',
    },
    tooLong: 'कृपया इसे {max} अक्षरों से कम रखें।',
    emailMissing: 'कृपया अपना ई-मेल पता लिखें।',
    emailInvalid: 'कृपया सही ई-मेल पता लिखें, जैसे name@example.com।',
    phoneMissing: 'कृपया अपना फ़ोन नंबर लिखें।',
    phoneInvalid:
      'कृपया 10 अंकों का मोबाइल नंबर, STD कोड के साथ लैंडलाइन नंबर (जैसे 022 2345 6789), या विदेश का नंबर + और देश के कोड के साथ लिखें।',
    phoneMadeUp:
      'यह नंबर असली नहीं लगता (एक ही अंक बार-बार, या क्रम से लगे अंक)। कृपया वह नंबर लिखें जिस पर हम आपको कॉल कर सकें; अगर यही आपका नंबर है, तो हमें कॉल करें या WhatsApp पर मैसेज करें।',
    movingDate: 'कृपया शिफ्टिंग की तारीख़ चुनें, जैसे 15/12/2026।',
    estimate: 'यह अनुमान पढ़ा नहीं जा सका; कृपया इसे फिर से निकालें।',
    homeSize: 'कृपया सूची में से घर का साइज़ चुनें।',
    rating: 'कृपया 1 से 5 स्टार में से रेटिंग चुनें।',
  },
} as const;

/** The languages a form may be written in; an enquiry or review without `lang` is English. */
export const formLanguages = ['en', 'hi'] as const;
export type FormLanguage = (typeof formLanguages)[number];
type Messages = (typeof schemaMessages)[FormLanguage];

const tooLong = (m: Messages, max: number) => m.tooLong.replace('{max}', String(max));

/** A required text field: control characters removed, trimmed, something visible, at most `max` characters. */
const required = (m: Messages, message: string, max = maxLine) =>
  z.string({ error: message }).check(
    z.overwrite(withoutControls),
    z.trim(),
    z.minLength(1, message),
    z.refine((value) => !invisibleOnly.test(value), message),
    z.maxLength(max, tooLong(m, max)),
  );

/** Where an enquiry was sent from; decides the CRM and analytics details (docs/product.md#enquiry-forms). */
export const enquirySources = ['home-quote', 'dialog', 'contact', 'about', 'review', 'city', 'survey'] as const;

/** Random key the browser makes once per submission, so a retry or a double click stores one lead. */
const idempotencyKey = z
  .string({ error: 'Invalid submission key.' })
  .check(z.regex(/^[A-Za-z0-9-]{16,64}$/, 'Invalid submission key.'));

/** Hidden field real visitors never see or fill; anything in it marks a bot (docs/lead-flow.md#honeypot). */
const honeypot = z.optional(z.string().check(z.maxLength(500)));

/**
 * The site page the form was sent from, e.g. `/city/pune/`: a path only, at most 100 characters
 * of `[a-z0-9/_-]` (lib/shared/page-path.ts). The browser adds it (lib/browser/leads-client.ts); the intake
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

/**
 * The three forms' schemas with one language's messages: the same rules in every language
 * (docs/i18n.md#forms-and-leads).
 */
function buildSchemas(m: Messages) {
  /** The optional moving date, YYYY-MM-DD as a date input sends it → CRM `service_detail_c` (docs/lead-flow.md#crm-delivery). */
  const movingDate = optionalOrEmpty(
    z
      .string({ error: m.movingDate })
      .check(z.regex(/^20\d\d-\d\d-\d\d$/, m.movingDate), z.refine(isRealDate, m.movingDate)),
    m.movingDate,
  );

  /**
   * The instant estimate an enquiry asks to have confirmed: its query string (lib/shared/estimate/query.ts).
   * The intake prices it again from its own rates and stores that, never the browser's figures.
   */
  const estimate = optionalOrEmpty(
    z.string({ error: m.estimate }).check(z.maxLength(600, m.estimate), z.regex(/^[A-Za-z0-9=&._%-]+$/, m.estimate)),
    m.estimate,
  );

  /** E-mail address → CRM `email1`. */
  const email = z.pipe(
    z
      .string({ error: m.emailMissing })
      .check(z.trim(), z.minLength(1, m.emailMissing), z.maxLength(254, tooLong(m, 254))),
    z.email(m.emailInvalid),
  );

  /** An enquiry asking for a callback and a quote (docs/product.md#enquiry-forms). */
  const enquirySchema = z.object({
    /** Visitor's name → CRM `name`. */
    name: required(m, m.enter.name, 80),
    /** E-mail address → CRM `email1`. */
    email,
    /**
     * Phone number → CRM `phone_office` in its E.164 form, e.g. `+919820012345`: an Indian mobile or
     * landline, or a number from abroad with `+`, never one that looks made up (lib/shared/phone.ts).
     */
    phone: z.string({ error: m.phoneMissing }).check(
      z.trim(),
      z.minLength(1, m.phoneMissing),
      z.maxLength(25, m.phoneInvalid),
      z.refine((v) => parsePhone(v) !== undefined, m.phoneInvalid),
      z.refine((v) => !parsePhone(v)?.madeUp, m.phoneMadeUp),
      z.overwrite((v) => parsePhone(v)?.e164 ?? v),
    ),
    /** Moving from → CRM `pickup_location_c`. */
    pickup: required(m, m.enter.pickup),
    /** Moving to → CRM `drop_location_c`. */
    drop: required(m, m.enter.drop),
    /** Goods, service wanted or message → CRM `service_detail_c`. */
    detail: required(m, m.enter.detail, maxText),
    /** Optional moving date (see above). */
    movingDate,
    /** Optional home size → CRM `service_detail_c` (docs/lead-flow.md#crm-delivery). */
    homeSize: optionalOrEmpty(z.enum(enquiryHomeSizes), m.homeSize),
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
     * only when the page it came from offers exactly that (server/leads/offers.ts).
     */
    offer: z.optional(z.string({ error: 'Invalid offer.' }).check(z.regex(/^\d{1,2}%$/, 'Invalid offer.'))),
    /** The language of the form (docs/i18n.md#forms-and-leads): the office calls back in it. */
    lang,
    /** Submission key (see above). */
    idempotencyKey,
    /** Honeypot (see above). */
    website: honeypot,
  });

  /**
   * A written review with a star rating (docs/product.md#the-review-form "Review submission";
   * docs/product.md#the-review-form requires a rating).
   */
  const reviewSchema = z.object({
    /** Reviewer's name → CRM `name`. */
    name: required(m, m.enter.name, 80),
    /** Headline of the review → CRM `review_title_c`. */
    title: required(m, m.enter.title),
    /** Stars, 1 to 5 → CRM `rating`. */
    rating: z.int({ error: m.rating }).check(z.minimum(1, m.rating), z.maximum(5, m.rating)),
    /** The review text → CRM `description`. */
    description: required(m, m.enter.review, maxText),
    /** The language of the form. */
    lang,
    /** Page it was sent from; not sent to the CRM. */
    page,
    /** Submission key. */
    idempotencyKey,
    /** Honeypot. */
    website: honeypot,
  });

  /** Feedback from the service pages' Send Feedback dialog, sent by e-mail (docs/product.md#the-feedback-form). */
  const feedbackSchema = z.object({
    /** Sender's name. */
    name: required(m, m.enter.name, 80),
    /** Sender's e-mail, for a reply. */
    email,
    /** The feedback itself. */
    message: required(m, m.enter.feedback, maxText),
    /** Submission key (unused by the e-mail API; keeps the form hook uniform). */
    idempotencyKey,
  });

  return { enquirySchema, reviewSchema, feedbackSchema };
}

/** The language a form says it was written in; anything but a known one is refused. */
const lang = z.optional(z.enum(formLanguages, { error: 'Invalid language.' }));

const english = buildSchemas(schemaMessages.en);
let hindi: ReturnType<typeof buildSchemas> | undefined;

/** The forms' schemas with the messages of `language` (built on first use). */
export function schemasFor(language: FormLanguage | undefined): ReturnType<typeof buildSchemas> {
  if (language !== 'hi') return english;
  hindi ??= buildSchemas(schemaMessages.hi);
  return hindi;
}

/** The language a submission names (`lang`), English when it names none or an unknown one. */
export const submissionLanguage = (input: unknown): FormLanguage =>
  input && typeof input === 'object' && (input as { lang?: unknown }).lang === 'hi' ? 'hi' : 'en';

/** An enquiry asking for a callback and a quote, with English messages (see `schemasFor`). */
export const enquirySchema = english.enquirySchema;

export type Enquiry = z.infer<typeof enquirySchema>;
/** What a form holds before validation. */
export type EnquiryInput = z.input<typeof enquirySchema>;

/** A written review with a star rating, with English messages. */
export const reviewSchema = english.reviewSchema;

export type Review = z.infer<typeof reviewSchema>;
export type ReviewInput = z.input<typeof reviewSchema>;

/** Feedback sent by e-mail, with English messages. */
export const feedbackSchema = english.feedbackSchema;

export type Feedback = z.infer<typeof feedbackSchema>;

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
