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
  /** Years-of-experience claims; the original site states both, and they conflict on purpose (SPEC §1). */
  experienceClaims: z.object({
    /** Shown in the company description on the home page. */
    home: z.string(),
    /** Shown on the about and who-we-are pages. */
    about: z.string(),
  }),
  /** Discount claimed in the home page title (SPEC §1). */
  titleOffer: z.string().regex(/^\d{1,2}%$/),
  /** Social profiles shown in Get In Touch; `label` is the network's kind, as the spec names them. */
  social: z
    .array(
      z.object({
        /** Which network, e.g. "Instagram". */
        network: z.string().min(2),
        /** Profile URL. */
        href: z.url(),
      }),
    )
    .length(6),
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
  social: [
    { network: 'Instagram', href: 'https://www.instagram.com/' },
    { network: 'Facebook', href: 'https://www.facebook.com/' },
    { network: 'X (Twitter)', href: 'https://x.com/' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { network: 'YouTube', href: 'https://www.youtube.com/' },
    { network: 'Pinterest', href: 'https://www.pinterest.com/' },
  ],
  promises: { callbackMinutes: 15, quoteMinutes: 30 },
});

/** Derived links, so no page builds a tel:, mailto: or chat URL by hand. */
export const contactLinks = {
  tel: `tel:${company.phoneE164}`,
  mailto: `mailto:${company.email}`,
  whatsapp: `https://wa.me/${company.whatsapp}`,
  whyRoute: `/why-${company.shortName}/`,
} as const;

/** One-line postal address, e.g. for the footer. */
export const addressLine = [
  company.address.street,
  company.address.locality,
  company.address.city,
  `${company.address.region} ${company.address.postalCode}`,
  company.address.country,
].join(', ');
