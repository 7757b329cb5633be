import { company } from './company';
import { support } from './claims';

/**
 * What the plain thank-you pages say (app/thank-you/[kind]/): where a visitor lands after the
 * browser sent a form itself because the page's scripts never ran. The address names only the
 * kind of form, never what was sent, so these pages speak of what happens next in general.
 */
export type ThankYou = {
  /** Page heading and title. */
  title: string;
  /** The first sentence under the heading. */
  intro: string;
  /** What happens next, in order. */
  nextSteps: string[];
};

const { callbackMinutes, quoteMinutes } = company.promises;

/** The thank-you page of each kind of lead; the keys are the pages' path segments. */
export const thankYouPages = {
  enquiry: {
    title: 'Thank you, we have your enquiry',
    intro: 'Your enquiry is saved with us and on its way to our moving team.',
    nextSteps: [
      `We call you back within ${callbackMinutes} minutes during office hours (${company.hours}), on the phone number you gave. Sent while the office is closed, it is ${callbackMinutes} minutes after we open.`,
      `We send you a written quotation within ${quoteMinutes} minutes of that call, once we know what you are moving.`,
      support.sentence,
    ],
  },
  review: {
    title: 'Thank you for your review',
    intro: 'Your review is saved with us.',
    nextSteps: [
      'Our office reads every review to learn how we did. Reviews sent here are not published on this website.',
      `If you want to change or remove it later, write to ${company.email} and we will do so.`,
    ],
  },
} as const satisfies Record<string, ThankYou>;

export type ThankYouKind = keyof typeof thankYouPages;

/** The words around each thank-you page's own text: its buttons and the heading of the steps. */
export const thankYouFrame = {
  /** `{phone}` is filled in. */
  call: 'Call {phone}',
  home: 'Go to the home page',
  next: 'What happens next',
};

/**
 * What an enquiry form says under "Form successfully submitted!" once its scripts sent it, and
 * under "Error submitting form. Try again!" when they could not (components/forms/after-send.tsx,
 * docs/product.md#after-a-form-is-sent): the same promise as the thank-you page above, made
 * exact for the moment the lead arrived. `{ref}`, `{minutes}`, `{time}`, `{day}`, `{hours}`,
 * `{phone}`, `{company}`, `{from}`, `{to}`, `{size}` and `{date}` are filled in.
 */
export const afterSendWords = {
  /** The lead's short reference (lib/shared/lead-reference.ts), as the acknowledgement e-mail gives it. */
  reference: 'Your reference number is {ref}. Say it when you call or message us.',
  /** The link to the enquiry's quote page, when it carried an estimate (docs/quotes.md): `{quote}` is its reference. */
  quote:
    'Your written quote {quote}: open it, print it or keep the link. The price cannot go above it without your agreement.',
  /** A review's reference: a review is not a call request. */
  referenceReview: 'Your reference number is {ref}. Give it if you write to us to change or remove your review.',
  callSoon: 'We call you back within {minutes} minutes, on the phone number you gave.',
  /** Why the call comes later (`{reason}` of the three sentences after these). */
  opensAt: 'Our office opens at {open}',
  closesAt: 'Our office closes at {close}',
  closedNow: 'Our office is closed now ({hours})',
  byToday: '{reason}: we call you back by {time} today.',
  byTomorrow: '{reason}: we call you back by {time} tomorrow.',
  byDay: '{reason}: we call you back by {time} on {day}.',
  days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  call: thankYouFrame.call,
  whatsapp: 'Message us on WhatsApp',
  /** The link offered when sending failed: the move goes by WhatsApp instead. */
  failWhatsapp: 'Send your move details on WhatsApp instead',
  /** The WhatsApp message of a failed enquiry: the move only, never the visitor's name, phone or e-mail. */
  failMessage:
    'Hello {company}, the enquiry form on your website did not go through. I would like a quote for my move.',
  from: 'From: {from}',
  to: 'To: {to}',
  size: 'Home size: {size}',
  date: 'Moving date: {date}',
};

export type AfterSendWords = typeof afterSendWords;
