import { z } from 'zod';
import { parseContent, text } from './parse';
import { pages } from './routes';
import { uiWordsEn } from './ui-words';
import { uiWordsHi } from './hi/ui-words';
import type { Locale } from '@/lib/i18n';

/**
 * The one schema of the site's interface words (docs/i18n.md#the-dictionary), in English
 * (content/ui-words.ts) and Hindi (content/hi/ui-words.ts). Every key is required and no other
 * is allowed, so a word missing in Hindi stops the build naming it
 * (`content/hi/ui-words.ts: form.phone.placeholder: Invalid input…`), and a `{value}` the English
 * fills in must be in the Hindi too.
 */

const words = <K extends string>(...keys: K[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>);

const fieldWords = z.strictObject({ label: text, placeholder: text.optional() });

export const formWordsSchema = z.strictObject({
  formLabel: text,
  required: text,
  optional: text,
  pickup: fieldWords,
  drop: fieldWords,
  detail: fieldWords,
  name: fieldWords,
  phone: fieldWords,
  email: fieldWords,
  movingDate: text,
  homeSize: text,
  homeSizeNone: text,
  homeSizes: words('1rk', '1bhk', '2bhk', '3bhk', '4bhk', 'items'),
  honeypot: text,
  submit: text,
  submitting: text,
  success: text,
  failure: text,
  busy: text,
  estimateLabel: text,
  estimateHeading: text,
  estimateSent: text,
  dataUse: text,
  keepFor: text,
  yourChoices: text,
  privacyPolicy: text,
});

export const estimatorWordsSchema = z.strictObject({
  ...words(
    'formLabel',
    'noScriptLink',
    'cityPage',
    'where',
    'from',
    'to',
    'chooseCity',
    'otherTown',
    'km',
    'what',
    'size',
    'fewItems',
    'oneFewer',
    'oneMore',
    'floors',
    'floorPickup',
    'floorDrop',
    'liftPickup',
    'liftDrop',
    'packing',
    'standard',
    'premium',
    'extras',
    'cars',
    'bikes',
    'storageDays',
    'declared',
    'date',
    'breakdown',
    'result',
    'waiting',
    'fix',
    'gstIncluded',
    'about',
    'kmExact',
    'approximate',
    'linesCaption',
    'gstLine',
    'total',
    'confirm',
    'share',
    'included',
    'notIncluded',
    'announce',
    'noEstimate',
    'goods',
    'summary',
  ).shape,
  /** The pricing's lines by id (the labour line's words differ for a local move). */
  lines: words('packing', 'labourLocal', 'labourIntercity', 'transport', 'floors', 'vehicles', 'storage', 'insurance'),
  details: words(
    'premium',
    'standard',
    'localMove',
    'cuFt',
    'inMovingCharges',
    'floorPickup',
    'floorDrop',
    'noStairs',
    'cars',
    'bikes',
    'days',
    'none',
    'insured',
    'notInsured',
    'items',
    'within',
    'anotherTown',
  ),
  /** The pricing's problems by field (lib/estimate/price.ts), one message each. */
  problems: words(
    'from',
    'to',
    'km',
    'item',
    'noItems',
    'size',
    'pickupFloor',
    'dropFloor',
    'cars',
    'bikes',
    'storageDays',
    'declaredValue',
    'packing',
    'date',
  ),
});

/**
 * The write-a-review form (components/forms/review-form.tsx); the intake's page that shows a
 * refused review again (server/pages/form-page-words.ts) reads the same words. `{n}` is a number of stars.
 */
export const reviewFormWordsSchema = z.strictObject({
  ...words(
    'formLabel',
    'rating',
    'oneStar',
    'stars',
    'honeypot',
    'submit',
    'submitting',
    'success',
    'failure',
    'busy',
    'dataUse',
    'keepFor',
    'yourChoices',
    'privacyPolicy',
  ).shape,
  name: fieldWords,
  title: fieldWords,
  description: fieldWords,
});

/**
 * The contact, review, about and why-choose pages' own words (components/templates/), and the
 * parts only they use: the comparison table and the registration labels.
 */
export const companyPagesWordsSchema = z.strictObject({
  contact: words('enquiryTitle'),
  review: words('listTitle', 'writeTitle', 'writeEyebrow', 'writeIntro'),
  about: words(
    'enquiryNow',
    'companyTitle',
    'companyEyebrow',
    'teamPhotoAlt',
    'teamDrawingAlt',
    'servicesTitle',
    'servicesEyebrow',
    'compareTitle',
    'compareEyebrow',
    'partnersTitle',
    'partnersEyebrow',
    'partnersIntro',
    'presenceTitle',
    'presenceEyebrow',
    'presenceIntro',
    'national',
    'nationalLabel',
    'abroad',
    'abroadLabel',
    'whyTitle',
    'whyEyebrow',
  ),
  why: words('strengthsTitle', 'citiesTitle', 'citiesIntro', 'cityLink'),
  comparison: words('caption', 'feature', 'typical', 'yes', 'no'),
  /** Labels of the company's registration details (content/company.ts `registration`). */
  registration: words('gstin', 'ibaApproval', 'udyam', 'cin', 'transitInsurer'),
});

export const dialogWordsSchema = words(
  'close',
  'loading',
  'title',
  'titleEstimate',
  'intro',
  'introEstimate',
  'submit',
  'unavailable',
  'unavailableLink',
  'prompt',
  'promptOpen',
  'promptClose',
);

/** The Send Feedback dialog of the service pages (components/forms/feedback-dialog.tsx); `{service}` is the page's service. */
export const feedbackWordsSchema = words('open', 'close', 'title', 'formLabel', 'message', 'submit', 'sent', 'dataUse');

/**
 * /services/ and the service and storage pages' own words (app/(en)/services/page.tsx,
 * components/templates/service-page.tsx, storage-page.tsx, service-shell.tsx,
 * components/sections/price-table.tsx, components/interactive/service-tabs.tsx).
 */
export const servicePagesWordsSchema = z.strictObject({
  ...words(
    'seeAll',
    'servicesTitle',
    'servicesEyebrow',
    'tabsLabel',
    'readMore',
    'includedTitle',
    'includedEyebrow',
    'chargesTitle',
    'chargesEyebrow',
    'priceCaption',
    'priceType',
    'pricePacking',
    'priceMoving',
    'priceOffer',
    'pricesService',
    'pricesServiceType',
    'bookingTitle',
    'sixSteps',
    'itemsTitle',
    'whyTitle',
    'costTitle',
    'storageTitle',
    'storedTitle',
    'storageCostTitle',
    'chatAbout',
    'feedbackPrompt',
    'feedbackFallback',
    'feedbackEmail',
    'feedbackSubject',
    'feedbackWhatsapp',
    'feedbackWhatsappMessage',
  ).shape,
  feedback: feedbackWordsSchema,
});

/**
 * The shared sections' own words (components/sections/: trust cards, awards, videos, office,
 * Get In Touch, brands, reviews, service tiles) and the words of the islands inside them
 * (carousel, ticker, video and map facades), which get only their slice as props.
 */
export const sectionWordsSchema = z.strictObject({
  carousel: words('previous', 'next', 'play', 'pause', 'goTo', 'slide'),
  ticker: words('play', 'pause'),
  video: words('play', 'playOnSite'),
  map: words('show', 'title', 'alt', 'open'),
  enquirySliders: words('photos', 'pictures', 'sectors'),
  trust: z.strictObject({
    eyebrow: text,
    reviews: words('title', 'text'),
    photos: words('title', 'text'),
    videos: words('title', 'text', 'textSamples'),
    chat: words('title', 'text'),
    call: words('title', 'text'),
  }),
  awards: words('eyebrow'),
  videos: words('eyebrow', 'eyebrowSamples'),
  office: words('eyebrow'),
  getInTouch: words('title', 'eyebrow', 'chat', 'follow', 'profile'),
  brands: words('title', 'eyebrow', 'intro'),
  reviews: words('title', 'eyebrow', 'eyebrowSamples', 'label', 'rated'),
  serviceGrid: words('more'),
});

/** The home page's own words (app/(en)/page.tsx and app/(hi)/hi/page.tsx, the hero and the quote form). */
export const homeWordsSchema = z.strictObject({
  title: text,
  hero: z.strictObject({
    ...words('pictures', 'photos', 'heading', 'intro', 'quote', 'call', 'callback', 'quoteIn', 'offer').shape,
    slides: words('truck', 'packing', 'carrier'),
  }),
  quote: words('eyebrow', 'heading', 'intro', 'estimateIntro'),
  quoteForm: words('tabsLabel', 'detailLabel', 'submit'),
  about: words('eyebrow'),
  steps: words('title', 'eyebrow'),
  services: words('title', 'eyebrow', 'intro', 'all'),
});

export const uiWordsSchema = z.strictObject({
  skipLink: text,
  header: words('call', 'email', 'chatOn', 'whatsapp', 'getInTouch'),
  nav: words('label', 'menu', 'close'),
  /** Link text of every fixed page, by its English path (content/routes.ts). */
  pages: z.strictObject(Object.fromEntries(pages.map((page) => [page.path, text])) as Record<string, typeof text>),
  footer: z.strictObject({
    byCity: text,
    columns: words('company', 'services', 'help', 'legal'),
    headOffice: text,
    rights: text,
    /** Said after a link to a page that is in English only (empty in English). */
    inEnglish: z.string(),
  }),
  floatingBar: words('label', 'chat', 'chatAria', 'call', 'callAria', 'email', 'emailAria'),
  /** The link to the other language's page (so the English words are in Hindi, and the other way). */
  switcher: words('label', 'aria', 'homeLabel'),
  breadcrumbs: words('label', 'home'),
  dialog: dialogWordsSchema,
  form: formWordsSchema,
  reviewForm: reviewFormWordsSchema,
  estimator: estimatorWordsSchema,
  /** The enquiry section beside a page's form (components/sections/enquiry-section.tsx). */
  enquirySection: words(
    'title',
    'intro',
    'offerNote',
    'preferTalk',
    'call',
    'whatsapp',
    'whatsappMessage',
    'whatsappAbout',
    'email',
  ),
  /** The FAQ section (components/sections/faq-section.tsx). */
  faq: words('title', 'eyebrow', 'more', 'showMore', 'stillAsk'),
  servicePages: servicePagesWordsSchema,
  companyPages: companyPagesWordsSchema,
  notFound: words('title', 'heading', 'intro', 'home', 'call', 'popular', 'byCity'),
  offline: words('title', 'intro', 'call', 'home', 'savedTitle', 'saved'),
  sections: sectionWordsSchema,
  home: homeWordsSchema,
});

export type UiWords = z.infer<typeof uiWordsSchema>;
export type FormWords = UiWords['form'];
export type DialogWords = UiWords['dialog'];
export type EstimatorWords = UiWords['estimator'];
export type FeedbackWords = UiWords['servicePages']['feedback'];
export type SectionWords = UiWords['sections'];
export type HomeWords = UiWords['home'];
export type ReviewFormWords = UiWords['reviewForm'];
export type CompanyPagesWords = UiWords['companyPages'];

/** The `{names}` a text fills in. */
const slots = (value: string) =>
  [...value.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

/** Problems where a Hindi text fills in other values than its English one, by key path. */
export function slotMismatches(en: unknown, hi: unknown, path = ''): string[] {
  if (typeof en === 'string') {
    return typeof hi === 'string' && slots(en) !== slots(hi)
      ? [`${path}: fills in {${slots(hi)}}, the English {${slots(en)}}`]
      : [];
  }
  if (!en || typeof en !== 'object' || !hi || typeof hi !== 'object') return [];
  return Object.entries(en).flatMap(([key, value]) =>
    slotMismatches(value, (hi as Record<string, unknown>)[key], path ? `${path}.${key}` : key),
  );
}

const en = parseContent('content/ui-words.ts', uiWordsSchema, uiWordsEn);
const hi = parseContent('content/hi/ui-words.ts', uiWordsSchema, uiWordsHi);
const mismatches = slotMismatches(en, hi);
if (mismatches.length) throw new Error(`Invalid content in content/hi/ui-words.ts:\n  ${mismatches.join('\n  ')}`);

/** The interface words of a language. */
export const uiWords: Record<Locale, UiWords> = { en, hi };
