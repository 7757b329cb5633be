/**
 * The words of a free survey booked on the site (docs/surveys.md#the-booking-page): the dictionary's
 * `survey`, joined to content/ui-words.ts by content/localized/ui.ts. A module of its own, as the
 * estimator's words are: every page loads content/ui-words.ts at start, and these come only with
 * the booking page. `form` is the booking island's (components/interactive/survey-booking.tsx, its
 * words when a page gives it none); the rest is the page's and the intake's own pages'
 * (confirmation, reschedule and cancel). No zod here. `{name}` marks a value filled in.
 */

/** What the booking form and its confirmation say (the island's default words). */
export const surveyFormWordsEn = {
  formLabel: 'Book a free survey',
  kindLegend: 'How would you like the survey?',
  /** A survey's kind as a sentence names it (`{kind}`). */
  kinds: { home: 'Home visit', video: 'Video call' },
  kindHints: {
    home: 'A surveyor comes to your home and sees everything you are moving.',
    video: 'You show our surveyor your home on a video call from your phone, room by room.',
  },
  slotLegend: 'Choose a day and time',
  slotsLoading: 'Finding the free times…',
  slotsFailed:
    'The free times could not be loaded. Choose a day and a time below: if that time is taken, we show you the nearest free ones.',
  noFreeDay: 'No free time that day',
  noFreeAtAll: 'No free time in the next {days} days. Please call us and we will find one.',
  date: 'Day',
  dateHint: 'Any day from tomorrow up to {days} days ahead.',
  band: 'Time',
  bandChoose: 'Choose a time',
  /** A time band: `11:00 – 13:00`. */
  bandText: '{start} – {end}',
  name: 'Your name',
  phone: 'Phone',
  phonePlaceholder: 'Mobile or landline number',
  email: 'E-mail',
  emailHint: 'If you give it, we send the confirmation there.',
  locality: 'Area and city',
  localityHint: 'Where the home to be surveyed is, e.g. Kothrud, Pune.',
  floor: 'Floor (0 = ground)',
  lift: 'Working lift in the building',
  yes: 'Yes',
  no: 'No',
  optional: '(optional)',
  honeypot: 'Leave this empty',
  estimateAttached: 'Your instant estimate goes with your booking, so the surveyor knows what you declared.',
  submit: 'Book my free survey',
  submitting: 'Booking…',
  /** The phone's messages, word for word those of lib/shared/lead-schemas.ts (a unit test holds them equal). */
  phoneMissing: 'Please enter your phone number.',
  phoneInvalid:
    'Please enter a 10-digit mobile number, a landline number with its STD code (like 022 2345 6789), or a number from abroad starting with + and the country code.',
  phoneMadeUp:
    'This number looks made up (one digit repeated, or digits in a row). Please enter the number we can call you on; if it really is yours, call us or message us on WhatsApp.',
  check: 'Please check the fields marked below.',
  taken: 'Sorry, that time has just been taken.',
  nearest: 'These times are free nearest to the one you chose:',
  chooseAnother: 'Choose another time',
  failure:
    'Your booking could not be sent: the connection may have dropped. Everything you typed is still here: try again, or call us.',
  busy: 'We are receiving many bookings just now: please wait a minute and send it again, or call us. Everything you typed is still here.',
  call: 'Call {phone}',
  failWhatsapp: 'Book on WhatsApp instead',
  /** The WhatsApp message after a failed send: the survey only, never the visitor's name, phone or e-mail. */
  failMessage: 'Hello {company}, I would like to book a free survey: {kind}, {date}, {start} – {end}.',
  failMessageAny: 'Hello {company}, I would like to book a free survey: {kind}.',
  booked: 'Your free survey is booked',
  reference: 'Your reference is {reference}. Say it when you call or message us.',
  when: '{kind} on {date}, between {start} and {end}.',
  readyTitle: 'What to have ready',
  ready: {
    home: [
      'Someone at home for about 30–45 minutes.',
      'Access to every room, the loft and any store room, so nothing is missed.',
      'Tell us about parking: where a truck can stand, and any building rules for moving days.',
      'A list of fragile or valuable items you want packed with extra care.',
    ],
    video: [
      'A phone with charge and mobile data or Wi-Fi.',
      'Every room, cupboard and loft open, so you can show what is inside.',
      'Show us the stairs, the lift and where a truck can stand.',
      'A list of fragile or valuable items you want packed with extra care.',
    ],
  },
  calendar: 'Add to calendar',
  manage: 'Reschedule or cancel',
  whatsapp: 'Message us on WhatsApp',
  /** The WhatsApp message after a booking: its reference and time only, never the visitor's name or phone. */
  whatsappMessage: 'Hello {company}, this is about my survey {reference} on {date}, {start} – {end}.',
  quote: 'Your written quote',
  dataUse: 'We ask for these details only to arrange your survey and send your quotation.',
  keepFor: 'We keep them for {days} days, then delete them.',
  yourChoices: 'See, correct or erase your details',
  privacyPolicy: 'Privacy policy',
} as const;

/** The booking page's words, the intake's pages' and the links to the page (`link`). */
export const surveyWordsEn = {
  /** The page's title, and the link text to it from other pages' words. */
  title: 'Book a Free Survey',
  metaDescription:
    'Book a free moving survey online: a home visit or a video call, at a time you choose in the next two weeks. No payment and no account needed.',
  heading: 'Book a free survey of your home',
  intro: 'Choose a home visit or a video call, and a time that suits you. It is free: no payment and no account.',
  whyTitle: 'What the survey is for',
  why: 'The surveyor sees what you are moving, the floors and the access, so your written quotation is right the first time.',
  formTitle: 'Choose your survey',
  readyHome: 'For a home visit',
  readyVideo: 'For a video call',
  talkTitle: 'Prefer to talk?',
  talk: 'Call us or send a message on WhatsApp, and we book the survey with you.',
  whatsapp: 'WhatsApp us',
  whatsappMessage: 'Hello {company}, I would like to book a free survey of my home.',
  /** A link to this page from another: the estimate, a sent form, the thank-you and city pages. */
  link: 'Book a free survey',
  /** The intake's page of a booking (reschedule, cancel, the calendar file). */
  manage: {
    title: 'Your free survey',
    summary: 'Reference {reference}: {kind} on {date}, between {start} and {end}.',
    reschedule: 'Move it to another time',
    rescheduleSubmit: 'Move my survey to this time',
    rescheduled: 'Your survey is moved: {kind} on {date}, between {start} and {end}.',
    cancel: 'Cancel the survey',
    cancelSubmit: 'Yes, cancel my survey',
    cancelled: 'Your survey {reference} is cancelled. You can book another whenever you like.',
    closed: 'This survey can no longer be changed here. Please call us or message us on WhatsApp.',
  },
  form: surveyFormWordsEn,
} as const;
