import { z } from 'zod';
import { parseContent } from './parse';

/**
 * The company: the ONE place that names it. Every page reads these fields, so rebranding
 * the site is editing this file (and swapping the images in public/images/).
 */
export const companySchema = z.object({
  /** Full trading name shown in the header, footer, titles and copy. */
  name: z.string().min(2),
  /** Short name in lower case; drives the why-choose route `/why-{shortName}/`. */
  shortName: z.string().regex(/^[a-z0-9-]+$/),
  /** Year the company started; "since {founded}" in copy. */
  founded: z.number().int().min(1900).max(2100),
  /** Phone number as shown to visitors. */
  phoneDisplay: z.string().min(8),
  /** Phone number in E.164 form for tel: links, e.g. +919876543210. */
  phoneE164: z.string().regex(/^\+\d{8,15}$/),
  /** WhatsApp chat number, digits only with country code (wa.me format). */
  whatsapp: z.string().regex(/^\d{8,15}$/),
  /** Public e-mail address for enquiries. */
  email: z.email(),
  /** Head office postal address. */
  address: z.object({
    /** Street, building or sector. */
    street: z.string().min(2),
    /** Locality within the city. */
    locality: z.string().min(2),
    /** City. */
    city: z.string().min(2),
    /** State. */
    region: z.string().min(2),
    /** Six-digit Indian PIN code. */
    postalCode: z.string().regex(/^\d{6}$/),
    /** Country name. */
    country: z.string().min(2),
  }),
  /** Office hours as shown to visitors. */
  hours: z.string().min(5),
  /** Campaign hashtag shown with the office location. */
  hashtag: z.string().regex(/^#\w+$/),
  /**
   * Years-of-experience claims; the original site states both, and they conflict on purpose
   * (docs/product.md#the-company-and-its-claims).
   */
  experienceClaims: z.object({
    /** Shown in the company description on the home page. */
    home: z.string(),
    /** Shown on the about and who-we-are pages. */
    about: z.string(),
  }),
  /** Discount claimed in the home page title (docs/product.md#the-company-and-its-claims). */
  titleOffer: z.string().regex(/^\d{1,2}%$/),
  /** Terms of the title's offer, shown wherever a discount is offered (home hero, city pages). */
  offerTerms: z.string().min(10),
  /**
   * Social profiles shown in Get In Touch, by network. A network without a profile address shows
   * no link at all: the site never links to a network's home page as if it were the company's.
   */
  social: z.object({
    /** Photo-sharing network profile, e.g. https://www.instagram.com/yourcompany/. */
    instagram: z.url().optional(),
    /** Social network page. */
    facebook: z.url().optional(),
    /** Short-post network profile. */
    x: z.url().optional(),
    /** Professional network page. */
    linkedin: z.url().optional(),
    /** Video-site channel. */
    youtube: z.url().optional(),
    /** Pinboard profile. */
    pinterest: z.url().optional(),
  }),
  /** When each channel is answered; the site claims no hours beyond these (no "24x7" unless set so). */
  support: z.object({
    /** Phone line hours, as shown. */
    phone: z.string().min(5),
    /** WhatsApp chat hours, as shown. */
    whatsapp: z.string().min(5),
    /** E-mails and messages get a reply within this many hours on working days. */
    replyHours: z.number().int().positive(),
  }),
  /**
   * What a customer can see of their goods on the road (content/claims.ts words it). The GPS in the
   * company's vehicles is the owner's own claim (the safety practices) and is said everywhere.
   */
  tracking: z.object({
    /**
     * Page where a customer follows a consignment live, `{lr}` standing for the consignment (LR)
     * number. Unset: the company offers no live tracking, and no page claims it.
     */
    liveUrlTemplate: z
      .string()
      .regex(/^https:\/\/\S+\{lr\}\S*$/, 'must be an https:// address containing {lr}')
      .optional(),
  }),
  /** Offices besides the head office. Empty: the site speaks of one office and names no branch network. */
  branches: z.array(
    z.object({
      /** City of the branch. */
      city: z.string().min(2),
      /** Postal address. */
      address: z.string().min(5),
      /** Branch phone as shown, if it has its own. */
      phone: z.string().min(8).optional(),
    }),
  ),
  /**
   * How customers pay (the fraud notice lists these). The company never asks for money to a
   * personal UPI id or a personal bank account.
   */
  payments: z.object({
    /** Official ways to pay, as shown to customers. */
    methods: z.array(z.string().min(5)).min(1),
  }),
  /** India's DPDP Act 2023: the Grievance Officer named in the privacy policy. Unset: the build warns. */
  grievanceOfficer: z
    .object({
      /** Full name. */
      name: z.string().min(2),
      /** E-mail address for requests and complaints about personal data. */
      email: z.email(),
    })
    .optional(),
  /** Days an enquiry or review is kept after it reached the CRM; the intake service purges after this. */
  leadRetentionDays: z.number().int().min(1).max(3650),
  /**
   * Days a form held back by the flood checks is kept, with the address it came from, unless the
   * office sends it on (docs/lead-flow.md#floods); the intake service deletes it after this.
   */
  heldRetentionDays: z.number().int().min(1).max(365),
  /** Registration details Indian customers look for; each is shown in the footer and on /about/ only when set. */
  registration: z.object({
    /** GST identification number (15 characters). */
    gstin: z
      .string()
      .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'must be a 15-character GSTIN')
      .optional(),
    /** Indian Banks' Association (IBA) approval code of the transporter. */
    ibaApproval: z.string().min(3).optional(),
    /** Udyam registration number of an MSME, e.g. UDYAM-MH-33-0012345. */
    udyam: z
      .string()
      .regex(/^UDYAM-[A-Z]{2}-\d{2}-\d{7}$/, 'must look like UDYAM-MH-33-0012345')
      .optional(),
    /** Corporate Identification Number of a registered company (21 characters). */
    cin: z
      .string()
      .regex(/^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/, 'must be a 21-character CIN')
      .optional(),
    /** Insurance company that covers goods in transit. */
    transitInsurer: z.string().min(2).optional(),
  }),
  /**
   * Days a quote holds (docs/quotes.md): the estimate from the day it is sent, a final price from the
   * day the office sets it. Shown on the quote page and by the check at /verify/.
   */
  quoteValidDays: z.number().int().min(1).max(90),
  /**
   * Free surveys booked on the site (docs/surveys.md): the defaults until the office sets its own in
   * the inbox. Bands are India's hours, `11-13` for 11:00 to 13:00.
   */
  surveys: z.object({
    /** The time bands of a day, earliest first. */
    bands: z.array(z.string().regex(/^\d{1,2}-\d{1,2}$/)).min(1),
    /** Surveys one band can take (the surveyors and video calls the office can run at once). */
    perBand: z.number().int().min(1).max(50),
    /** Surveys one day can take in all. */
    perDay: z.number().int().min(1).max(200),
    /** Weekdays with no surveys, 0 = Sunday. */
    closedWeekdays: z.array(z.number().int().min(0).max(6)),
    /** Dates with no surveys (holidays), YYYY-MM-DD. */
    holidays: z.array(z.string().regex(/^20\d\d-\d\d-\d\d$/)),
  }),
  /**
   * What the "Is this really us?" page (/verify/, docs/verify.md) checks a visitor's number, UPI ID,
   * website or bank account against. Only these count as the company's: anything else is said
   * plainly not to be ours.
   */
  official: z.object({
    /** Phone and WhatsApp numbers in E.164 form, phoneE164 among them. Unset: phoneE164 and the WhatsApp number. */
    phones: z
      .array(z.string().regex(/^\+[1-9]\d{7,14}$/, 'must be an E.164 number like +919876543210'))
      .min(1)
      .optional(),
    /** Business UPI IDs (`handle@psp`, in lower case), as printed on quotations and invoices. */
    upiIds: z.array(
      z.string().regex(/^[a-z0-9._-]{2,}@[a-z][a-z0-9]+$/, 'must be a UPI ID in lower case, like yourcompany@okaxis'),
    ),
    /** The last 4 digits of each official current account; never the whole number. */
    bankAccountEndings: z.array(z.string().regex(/^\d{4}$/, 'must be the last 4 digits of an account')),
    /**
     * The company's own domains, bare (no scheme, no www.); every subdomain counts as the company's
     * (`www.`, `pay.`). SITE_URL's host belongs under one (the launch check says when it does not).
     * localhost is not listed: no customer reaches the site there.
     */
    domains: z
      .array(
        z
          .string()
          .regex(/^(?!www\.)([a-z0-9-]+\.)+[a-z]{2,}$/, 'must be a bare domain in lower case, like your-company.in'),
      )
      .min(1),
  }),
  /** Promises made on the home page. */
  promises: z.object({
    /** Minutes until a call back after an enquiry. */
    callbackMinutes: z.number().int().positive(),
    /** Minutes until a written quote. */
    quoteMinutes: z.number().int().positive(),
  }),
});

export type Company = z.infer<typeof companySchema>;

export const company: Company = parseContent('content/company.ts', companySchema, {
  name: 'Sugam Packers & Movers',
  shortName: 'sugam',
  founded: 2006,
  phoneDisplay: '+91 98765 43210',
  phoneE164: '+919876543210',
  whatsapp: '919876543210',
  email: 'enquiry@example.com',
  address: {
    street: 'Sector 5',
    locality: 'Ghansoli',
    city: 'Navi Mumbai',
    region: 'Maharashtra',
    postalCode: '400701',
    country: 'India',
  },
  hours: 'Mon - Sun: 8:00 AM - 8:00 PM',
  hashtag: '#ShiftWithSugam',
  experienceClaims: { home: '10+ years', about: '18+ years' },
  titleOffer: '15%',
  offerTerms:
    'The discount is on packing and moving charges (not on tolls, parking or other extras), for a move from a city whose page shows an offer, at the rate shown there, when you send your enquiry from that page. It is not combined with other offers.',
  // No profiles yet: set each address once the company has the page, and its link appears.
  social: {},
  support: { phone: 'Mon - Sun: 8:00 AM - 8:00 PM', whatsapp: 'Mon - Sun: 8:00 AM - 8:00 PM', replyHours: 24 },
  tracking: {},
  branches: [],
  payments: {
    methods: [
      'Bank transfer (NEFT, RTGS or IMPS) to the current account in the company’s name printed on your quotation and invoice',
      'UPI to the company’s business UPI ID printed on your quotation and invoice',
      'Cheque or demand draft in the company’s name',
    ],
  },
  grievanceOfficer: undefined,
  leadRetentionDays: 365,
  heldRetentionDays: 30,
  registration: {},
  quoteValidDays: 15,
  surveys: { bands: ['9-11', '11-13', '14-16', '16-18'], perBand: 2, perDay: 6, closedWeekdays: [], holidays: [] },
  official: {
    // Placeholders, like the phone number and the e-mail (the launch check names them): a UPI ID on
    // the handle "@example", which no UPI app issues, and the domain of SITE_URL's default
    // (lib/server/env.ts), with www. its subdomain.
    upiIds: ['sugammovers@example'],
    bankAccountEndings: ['4321'],
    domains: ['example.com'],
  },
  promises: { callbackMinutes: 15, quoteMinutes: 30 },
});

/**
 * A WhatsApp chat link with a short message already typed, so the chat does not open empty.
 * `about` names what the visitor is looking at, e.g. "a move from Pune" or "home shifting".
 */
export function whatsappLink(about = 'my move'): string {
  return whatsappMessage(`Hello ${company.name}, I would like a quote for ${about}.`);
}

/** The company's WhatsApp chat, opening empty. */
export const whatsappChat = `https://wa.me/${company.whatsapp}`;

/** A WhatsApp chat link with `text` already typed. */
export function whatsappMessage(text: string): string {
  return `${whatsappChat}?text=${encodeURIComponent(text)}`;
}

/** Derived links, so no page builds a tel:, mailto: or chat URL by hand. */
export const contactLinks = {
  tel: `tel:${company.phoneE164}`,
  mailto: `mailto:${company.email}`,
  whatsapp: whatsappLink(),
  whyRoute: `/why-${company.shortName}/`,
} as const;

const networkNames: Record<keyof Company['social'], string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
};

/** The optional settings of `values` that are set, in the order of `labels`, with their labels. */
function setOnly<K extends string>(
  labels: Record<K, string>,
  values: Partial<Record<K, string>>,
): { label: string; value: string }[] {
  return (Object.keys(labels) as K[]).flatMap((key) => {
    const value = values[key];
    return value ? [{ label: labels[key], value }] : [];
  });
}

/** The social profiles that are set, in a fixed order; networks without a profile are left out. */
export const socialProfiles: { network: string; href: string }[] = setOnly(networkNames, company.social).map(
  ({ label, value }) => ({ network: label, href: value }),
);

const registrationLabels: Record<keyof Company['registration'], string> = {
  gstin: 'GSTIN',
  ibaApproval: 'IBA approval',
  udyam: 'Udyam registration',
  cin: 'CIN',
  transitInsurer: 'Transit insurance',
};

/** The registration details that are set, labelled with `labels` (a page's language); none is ever invented. */
export const registrationDetailsWith = (
  labels: Record<keyof Company['registration'], string>,
): { label: string; value: string }[] => setOnly(labels, company.registration);

/** The registration details that are set, labelled in English. */
export const registrationDetails: { label: string; value: string }[] = registrationDetailsWith(registrationLabels);

/**
 * What is the company's own, as the "Is this really us?" page checks it (docs/verify.md): the
 * settings of `official`, its phones defaulting to the phone and WhatsApp numbers. Stops the build
 * when the number every page shows is not among them.
 */
export function officialOf(
  settings: Pick<Company, 'official' | 'phoneE164' | 'whatsapp'>,
): Required<Company['official']> {
  const phones = settings.official.phones ?? [...new Set([settings.phoneE164, `+${settings.whatsapp}`])];
  if (!phones.includes(settings.phoneE164)) {
    throw new Error(
      `Invalid content in content/company.ts:\n  official.phones: must include phoneE164 (${settings.phoneE164})`,
    );
  }
  return { ...settings.official, phones };
}

export const official = officialOf(company);

/** One-line postal address, e.g. for the footer. */
export const addressLine = [
  company.address.street,
  company.address.locality,
  company.address.city,
  `${company.address.region} ${company.address.postalCode}`,
  company.address.country,
].join(', ');
