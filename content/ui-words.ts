import type { UiWords } from './ui';

/**
 * What the site's own frame says in English (docs/i18n.md#the-dictionary): header, navigation,
 * footer, floating bar, dialogs, forms, breadcrumbs, the offline and not-found pages, the language
 * switcher and the city pages' fixed lines. No zod here: client islands import a slice of it
 * (`formWordsEn`) as their default, and the schema lives in content/ui.ts. `{name}` marks a value
 * filled in where the text is used (lib/i18n.ts `fill`).
 */

export const formWordsEn = {
  formLabel: 'Enquiry form',
  required: 'required',
  optional: '(optional)',
  pickup: { label: 'Moving from', placeholder: 'From' },
  drop: { label: 'Moving to', placeholder: 'To' },
  detail: { label: 'What are you moving?', placeholder: 'Goods Type (e.g., Household, Furniture)' },
  name: { label: 'Your name' },
  phone: { label: 'Phone', placeholder: 'Mobile or landline number' },
  email: { label: 'E-mail' },
  movingDate: 'Moving date',
  homeSize: 'Home size',
  homeSizeNone: 'Not sure yet',
  homeSizes: {
    '1rk': '1 RK',
    '1bhk': '1 BHK',
    '2bhk': '2 BHK',
    '3bhk': '3 BHK',
    '4bhk': '4 BHK+ / villa',
    items: 'A few items',
  },
  honeypot: 'Leave this empty',
  submit: 'Request a callback',
  submitting: 'Submitting...',
  success: 'Form successfully submitted!',
  failure: 'Error submitting form. Try again!',
  busy: 'We are receiving many messages just now: please wait a minute, then send it again. Everything you typed is still here.',
  estimateLabel: 'Your estimate',
  estimateHeading: 'Your estimate:',
  estimateSent: 'Sent with your enquiry. The price is confirmed after a free survey.',
  dataUse: 'We ask for these details only to call you back about your move and send your quotation.',
  keepFor: 'We keep them for {days} days, then delete them.',
  yourChoices: 'See, correct or erase your details',
  privacyPolicy: 'Privacy policy',
} as const;

export const dialogWordsEn = {
  close: 'Close',
  loading: 'Loading the form…',
  title: 'Get a free quote',
  titleEstimate: 'Get this estimate confirmed',
  intro: 'Tell us about your move. We call back within {minutes} minutes.',
  introEstimate:
    'Add your name and phone number. We call back within {minutes} minutes to arrange the survey that confirms the price.',
  submit: 'Send enquiry',
} as const;

export const uiWordsEn: UiWords = {
  skipLink: 'Skip to content',
  header: {
    call: 'Call {phone}',
    email: 'E-mail',
    chatOn: 'Chat on',
    whatsapp: 'WhatsApp',
    getInTouch: 'Get In Touch',
  },
  nav: { label: 'Main', menu: 'Menu', close: 'Close' },
  pages: {
    '/': 'Home',
    '/about/': 'About Us',
    '/review/': 'Reviews',
    '/faqs/': 'FAQs',
    '/services/': 'Services',
    '/contact-us/': 'Contact Us',
    '/who-we-are/': 'Who We Are',
    '/why-sugam/': 'Why Choose Us',
    '/our-team/': 'Our Team',
    '/vission-mission/': 'Vision & Mission',
    '/terms-and-conditions/': 'Terms & Conditions',
    '/privacy-and-policy/': 'Privacy Policy',
    '/bill-claim/': 'Bill & Damage Claims',
    '/moving-guide/': 'Moving Guide',
    '/photo-gallery/': 'Photo Gallery',
    '/customer-support/': 'Customer Support',
    '/home-shifting/': 'Home Shifting',
    '/pet-relocation/': 'Pet Relocation',
    '/office-relocation/': 'Office Relocation',
    '/car-bike-transport/': 'Car & Bike Transport',
    '/commercial-shifting/': 'Commercial Shifting',
    '/international-moves/': 'International Moves',
    '/warehouse/': 'Warehouse',
    '/home-storage/': 'Home Storage',
    '/safety-standard/': 'Safety Standards',
    '/video-gallery/': 'Video Gallery',
  },
  footer: {
    byCity: 'Packers and movers by city',
    columns: { company: 'Company', services: 'Services', help: 'Help & Guides', legal: 'Policies' },
    headOffice: 'Head office',
    hours: 'Mon - Sun: 8:00 AM - 8:00 PM',
    rights: 'All rights reserved.',
    inEnglish: '',
  },
  floatingBar: {
    label: 'Quick contact',
    chat: 'Chat',
    chatAria: 'Chat on WhatsApp with {company}',
    call: 'Call',
    callAria: 'Call {phone}',
    email: 'E-mail',
    emailAria: 'E-mail {email}',
  },
  switcher: { label: 'हिन्दी', aria: 'यह पेज हिन्दी में पढ़ें', homeLabel: 'हिन्दी में मुख्य पेज' },
  breadcrumbs: { label: 'Breadcrumb', home: 'Home' },
  dialog: dialogWordsEn,
  form: formWordsEn,
  notFound: {
    title: 'Page not found',
    heading: 'Sorry, we could not find that page',
    intro:
      'The link may be old or mistyped. Here are the pages most visitors look for, or call us and we will help you straight away.',
    home: 'Go to the home page',
    call: 'Call {phone}',
    popular: 'Popular pages',
    byCity: 'Find movers in your city',
  },
  offline: {
    title: 'You are offline',
    intro:
      'This page has not been saved on your phone yet, and there is no internet connection right now. Pages you have opened before still work, and a phone call needs no data.',
    call: 'Call {phone}',
    home: 'Go to the home page',
    savedTitle: 'Pages that work offline',
    saved: 'These pages are kept on your phone. Try the page you wanted again once you are back online.',
  },
};
