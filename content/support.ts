import { z } from 'zod';
import { company, contactLinks, whatsappLink } from './company';
import { parseContent, text } from './parse';
import { promises } from './promises';
import { supportResponse } from './policies';

/** Contact channels in the support table, in display order. */
export const supportChannels = ['Phone', 'E-mail', 'Live chat (WhatsApp)'] as const;

/** Stages of a move that the support section covers, in order. */
export const supportStages = ['Before booking', 'During transit', 'After delivery'] as const;

/** An outward contact link: call, e-mail or chat. */
const contactHref = z
  .string()
  .regex(/^(tel:\+\d+|mailto:\S+@\S+|https:\/\/wa\.me\/\d+(\?text=\S+)?)$/, 'must be a tel:, mailto: or chat link');

/** One row of the contact-channel table. */
export const supportChannelSchema = z.object({
  /** Channel name. */
  channel: z.enum(supportChannels),
  /** The number or address shown, from the company config. */
  detail: text,
  /** Link that opens the channel (from `contactLinks`). */
  href: contactHref,
  /** When the channel is answered. */
  hours: text,
  /** What the channel suits best. */
  bestFor: text,
});

/** What support offers at one stage of a move. */
export const supportStageSchema = z.object({
  /** The stage. */
  stage: z.enum(supportStages),
  /** What we help with at that stage. */
  help: z.array(text).min(3),
});

/** A quick-contact card. */
export const quickCardSchema = z.object({
  /** Card heading. */
  title: text,
  /** One-line explanation. */
  description: text,
  /** Link the button opens (from `contactLinks`). */
  href: contactHref,
  /** Button text. */
  cta: text,
});

/** Everything the /customer-support page shows. */
export const supportPageSchema = z.object({
  /** Page title (the metadata helper adds the company name). */
  title: text,
  /** Search-result description, 120-160 characters. */
  metaDescription: text.min(120).max(160),
  /** Opening paragraph. */
  intro: text,
  /** Contact-channel table rows, one per channel in `supportChannels` order. */
  channels: z
    .array(supportChannelSchema)
    .length(supportChannels.length)
    .refine(
      (rows) => rows.every((row, i) => row.channel === supportChannels[i]),
      'channels must follow supportChannels',
    ),
  /** Support by stage, one per stage in `supportStages` order. */
  stages: z
    .array(supportStageSchema)
    .length(supportStages.length)
    .refine((rows) => rows.every((row, i) => row.stage === supportStages[i]), 'stages must follow supportStages'),
  /** Quick cards: e-mail, chat, call. */
  quickCards: z.array(quickCardSchema).length(3),
  /** The response-time promise (docs/product.md#timings-and-figures). */
  responsePromise: text,
});

export type SupportChannel = z.infer<typeof supportChannelSchema>;
export type SupportStage = z.infer<typeof supportStageSchema>;
export type QuickCard = z.infer<typeof quickCardSchema>;
export type SupportPage = z.infer<typeof supportPageSchema>;

const replyHours = supportResponse.workingDaysHours;

export const supportPage: SupportPage = parseContent('content/support.ts', supportPageSchema, {
  title: 'Customer Support',
  metaDescription:
    'Reach our support team by phone, e-mail or chat before booking, while your goods are on the road and after delivery. Replies within 24 hours on working days.',
  intro: `Whether you are comparing quotations, asking where your truck is or need help after delivery, the ${company.name} support team is a call or a message away. Choose the channel that suits you below.`,
  channels: [
    {
      channel: 'Phone',
      detail: company.phoneDisplay,
      href: contactLinks.tel,
      hours: company.support.phone,
      bestFor: 'Urgent questions, booking changes and moving-day coordination',
    },
    {
      channel: 'E-mail',
      detail: company.email,
      href: contactLinks.mailto,
      hours: `Any time; we reply within ${replyHours} hours on working days`,
      bestFor: 'Detailed quotations, documents, invoices and damage claims',
    },
    {
      channel: 'Live chat (WhatsApp)',
      detail: company.phoneDisplay,
      href: whatsappLink('a move, or a question about one'),
      hours: company.support.whatsapp,
      bestFor: 'Quick questions, sharing photos of your goods and shipment updates',
    },
  ],
  stages: [
    {
      stage: 'Before booking',
      help: [
        `A call back within ${company.promises.callbackMinutes} minutes during office hours, and a written quotation ${promises.quoteTime.within}`,
        'Home surveys, in person or by video call',
        'Advice on packing, vehicle size and the right moving date',
        'Clear answers on charges, taxes and payment terms',
      ],
    },
    {
      stage: 'During transit',
      help: [
        'Updates on where your shipment is and when it will arrive',
        'A named contact for the driver and team lead',
        'Help rescheduling delivery if your plans change',
        'Support with state-border paperwork for vehicles and goods',
      ],
    },
    {
      stage: 'After delivery',
      help: [
        'Unpacking and furniture reassembly, if booked',
        'Damage claims: visible damage within 7 days of delivery, concealed damage within 30 days of unpacking',
        'Copies of invoices and GST bills',
        'Feedback and reviews, which we read and act on',
      ],
    },
  ],
  quickCards: [
    {
      title: 'E-mail',
      description: `Write to ${company.email}; we reply within ${replyHours} hours on working days.`,
      href: contactLinks.mailto,
      cta: 'Send an e-mail',
    },
    {
      title: 'WhatsApp chat',
      description: `Message us (${company.support.whatsapp}) for quick answers and updates on your shipment.`,
      href: whatsappLink('a move, or a question about one'),
      cta: 'Chat now',
    },
    {
      title: 'Call',
      description: `Speak to our team on ${company.phoneDisplay}, ${company.support.phone}.`,
      href: contactLinks.tel,
      cta: 'Call now',
    },
  ],
  responsePromise: `We answer the phone ${company.support.phone} and WhatsApp ${company.support.whatsapp}; every e-mail and message gets a reply within ${replyHours} hours on working days.`,
});
