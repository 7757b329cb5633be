import { z } from 'zod';
import { company } from './company';
import { imagePath, parseContent, text } from './parse';
import { tracking } from './claims';

/** One safety practice. */
export const safetyPracticeSchema = z.object({
  /** Short heading, e.g. "Trained Staff". */
  title: text,
  /** One or two plain sentences on what the practice means for the customer's goods. */
  description: text,
});

/** One item the company does not move. */
export const prohibitedItemSchema = z.object({
  /** What is not moved, e.g. "Explosives". */
  item: text,
  /** Examples or the condition under which it may be moved. */
  note: text,
});

/**
 * The /safety-standard page (docs/product.md#service-storage-and-safety-pages, prohibited items in
 * docs/product.md#booking-payment-and-claims).
 */
export const safetyPageSchema = z.object({
  /** The page's h1 and the base of its document title. */
  title: text,
  /** Meta description for search results and social cards. */
  metaDescription: text.min(120).max(160),
  /** Opening paragraphs under the h1, each one to three sentences. */
  intro: z.array(text).min(1).max(3),
  /** The six practices, in the order of docs/product.md#service-storage-and-safety-pages. */
  practices: z.array(safetyPracticeSchema).length(6),
  /** The five kinds of goods not moved (docs/product.md#booking-payment-and-claims). */
  prohibitedItems: z.array(prohibitedItemSchema).length(5),
  /** Illustration shown beside the intro. */
  image: imagePath,
  /** Alternative text for the illustration. */
  imageAlt: text,
});

export type SafetyPractice = z.infer<typeof safetyPracticeSchema>;
export type ProhibitedItem = z.infer<typeof prohibitedItemSchema>;
export type SafetyPage = z.infer<typeof safetyPageSchema>;

export const safetyPage: SafetyPage = parseContent('content/safety.ts', safetyPageSchema, {
  title: 'Our Safety Standards',
  metaDescription:
    'How we keep your goods safe: trained staff, premium packing materials, GPS-enabled vehicles, sealed shipments, updates on the way and a plan for emergencies.',
  intro: [
    `Every move ${company.name} handles follows the same six safety practices, whether it is a single carton or a full home.`,
    "For everyone's safety, some goods cannot travel with a household or office move; they are listed at the end of this page.",
  ],
  practices: [
    {
      title: 'Trained Staff',
      description:
        'Our packers and loaders are trained to wrap, lift and stack goods safely, and to load a vehicle so nothing shifts.',
    },
    {
      title: 'Premium Packing Materials',
      description:
        'We use bubble wrap, foam, corrugated sheets, strong cartons and wooden crates chosen for each kind of item.',
    },
    {
      title: 'GPS-Enabled Vehicles',
      description: 'Our vehicles carry GPS, so our office knows where your goods are and can plan around delays.',
    },
    {
      title: 'Sealed and Labelled Shipments',
      description: 'Every carton is sealed, numbered and labelled by room or department, and matched to an inventory.',
    },
    {
      title: tracking.live ? 'Real-Time Tracking' : 'Updates on the Way',
      description: tracking.sentence,
    },
    {
      title: 'Emergency Preparedness',
      description:
        'If a vehicle breaks down or the weather turns, our support team works out the safest next step, such as a backup vehicle or a safe halt, and keeps you informed.',
    },
  ],
  prohibitedItems: [
    {
      item: 'Explosives',
      note: 'Fireworks, crackers and anything else that can ignite or explode.',
    },
    {
      item: 'Hazardous Chemicals',
      note: 'Acids, pesticides, fuel, paint thinner and other flammable or corrosive liquids.',
    },
    {
      item: 'Perishables',
      note: 'Fresh food, dairy and anything else that can spoil on the way.',
    },
    {
      item: 'Illegal Goods',
      note: 'Anything banned or restricted under Indian law.',
    },
    {
      item: 'Currency or Jewellery',
      note: 'Moved only when declared and insured; otherwise please carry them yourself.',
    },
  ],
  image: '/images/about/safety.webp',
  imageAlt: 'A GPS-tracked truck on the road at night, with sealed and labelled boxes under a safety shield',
});
