import { company } from './company';

/**
 * The words of "Beware of fraud" (components/sections/fraud-notice.tsx on the pages, and the
 * visitor's acknowledgement e-mail, server/notify/messages.ts): the ways the company takes money
 * (content/company.ts) and the ways it never does.
 */
export const fraudNotice = {
  /** The notice's heading. */
  heading: 'Beware of fraud',
  /** What the company never asks for, leading into the list of ways it takes payment. */
  never: `${company.name} never asks you to pay to a personal UPI ID, a personal bank account or an individual’s phone number, and never asks for an OTP, a card PIN or your UPI PIN. We take payment only by:`,
  /** The official ways to pay. */
  methods: company.payments.methods,
  /** Before the company's phone number: what to do when asked to pay otherwise. */
  checkFirst: 'If anyone asks you to pay in our name in any other way, do not pay: call us first on ',
  /** After the phone number. */
  checkAfter: ' to check.',
  /** The link to the "Is this really us?" page (/verify/); short, as the notice is on every city page (docs/city-pages.md#the-measurement). */
  verify: 'Check a number or UPI ID',
} as const;

/**
 * Where a victim of fraud reports it in India: the National Cyber Crime Helpline and its reporting
 * site, both run by the Ministry of Home Affairs (the "Is this really us?" page, docs/verify.md).
 */
export const cyberCrime = { helpline: '1930', portal: 'https://cybercrime.gov.in' } as const;
