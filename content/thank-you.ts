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
      `We call you back within ${callbackMinutes} minutes during office hours (${company.hours}), on the phone number you gave.`,
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
