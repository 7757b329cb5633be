import { z } from 'zod';
import { company } from './company';
import { parseContent, text } from './parse';

/** Anchors of the four advice sections, in reading order. */
export const guideSectionIds = ['before-the-move', 'packing', 'moving-day', 'after-the-move'] as const;

/**
 * Rows of the checklist table, in time order; the build-time PDF uses the same rows
 * (docs/product.md#other-content-pages).
 */
export const checklistWhens = [
  '30 days before',
  '15 days before',
  '7 days before',
  '1 day before',
  'Moving day',
  '1 day after',
  '7 days after',
] as const;

/** One advice section of the guide. */
export const guideSectionSchema = z.object({
  /** In-page anchor; also listed in `anchorLinks`. */
  id: z.enum(guideSectionIds),
  /** Section heading. */
  heading: text,
  /** Advice paragraphs, one to three sentences each. */
  paragraphs: z.array(text).min(1),
  /** Practical to-do points. */
  bullets: z.array(text).min(3),
});

/** One day of the week-before-the-move plan. */
export const sevenDayTaskSchema = z.object({
  /** Day 1 is a week before moving day; day 7 is the day before the move. */
  day: z.number().int().min(1).max(7),
  /** What to get done that day. */
  task: text,
});

/** A short customer testimonial shown with the tips. */
export const guideTestimonialSchema = z.object({
  /** First name and initial, e.g. "Ritika M.". */
  name: z.string().regex(/^[A-Z][a-z]+ [A-Z]\.$/, 'must be a first name and an initial, e.g. "Ritika M."'),
  /** City the customer moved from or to. */
  city: text,
  /** What they said. */
  quote: text,
});

/** One row of the checklist table (and of the PDF). */
export const checklistRowSchema = z.object({
  /** When, relative to moving day. */
  when: z.enum(checklistWhens),
  /** Tasks for that time. */
  tasks: z.array(text).min(3).max(6),
});

/** Everything the /moving-guide page shows. */
export const movingGuideSchema = z.object({
  /** Page title (the metadata helper adds the company name). */
  title: text,
  /** Search-result description, 120-160 characters. */
  metaDescription: text.min(120).max(160),
  /** Opening paragraph. */
  intro: text,
  /** The four advice sections, in the order of `guideSectionIds`. */
  sections: z
    .array(guideSectionSchema)
    .length(guideSectionIds.length)
    .refine((s) => s.every((section, i) => section.id === guideSectionIds[i]), 'sections must follow guideSectionIds'),
  /** The seven days before the move, day 1 to day 7. */
  sevenDayChecklist: z
    .array(sevenDayTaskSchema)
    .length(7)
    .refine((days) => days.every((d, i) => d.day === i + 1), 'days must run 1 to 7 in order'),
  /** Short moving tips. */
  tips: z.array(text).min(6).max(8),
  /** Heading over the testimonials (labelled samples as the reviews are, content/reviews.ts). */
  testimonialsHeading: text,
  /** Three customer testimonials; samples while `reviewsAreSamples` is set. */
  testimonials: z.array(guideTestimonialSchema).length(3),
  /** The checklist table, in the order of `checklistWhens`. */
  checklist: z
    .array(checklistRowSchema)
    .length(checklistWhens.length)
    .refine((rows) => rows.every((row, i) => row.when === checklistWhens[i]), 'rows must follow checklistWhens'),
});

/** A link in the guide's side navigation. */
export const anchorLinkSchema = z.object({
  /** Target element id on the page. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** Link text. */
  label: text,
});

export type GuideSection = z.infer<typeof guideSectionSchema>;
export type SevenDayTask = z.infer<typeof sevenDayTaskSchema>;
export type GuideTestimonial = z.infer<typeof guideTestimonialSchema>;
export type ChecklistRow = z.infer<typeof checklistRowSchema>;
export type MovingGuide = z.infer<typeof movingGuideSchema>;
export type AnchorLink = z.infer<typeof anchorLinkSchema>;

export const movingGuide: MovingGuide = parseContent('content/moving-guide.ts', movingGuideSchema, {
  title: 'Moving Guide and Checklist',
  metaDescription:
    'A practical house-moving guide for India: what to do before the move, packing tips, moving day, settling in, and a printable 30-day checklist.',
  intro: `A well-planned move is a calm move. This guide collects what our crews have learnt from ${company.experienceClaims.about} of shifting homes and offices across India, with a checklist you can print and tick off.`,
  sections: [
    {
      id: 'before-the-move',
      heading: 'Before the move',
      paragraphs: [
        'Start planning about a month ahead, and earlier if you are moving at the end of the month or during the wedding and festival seasons, when trucks book up fast. A home survey, in person or by video call, gives you a firm quotation instead of a guess.',
        'Use the move to declutter. Every carton you do not pack is money saved on packing material and truck space.',
      ],
      bullets: [
        'Get a written quotation that lists packing, transport, loading, unloading and any extra charges.',
        'Sell, donate or discard things you no longer use before the survey.',
        'Ask both housing societies about lift bookings, moving hours and NOC requirements.',
        'Give notice to your landlord and settle the rent, maintenance and deposit.',
        'Plan the transfer of electricity, gas, water and internet connections.',
        'Update your address with your bank, employer, insurer and children’s school.',
      ],
    },
    {
      id: 'packing',
      heading: 'Packing',
      paragraphs: [
        'Good packing prevents most damage. Our crews use bubble wrap, corrugated sheets, stretch film and strong cartons, with wooden crates for glass, marble and delicate items.',
        'If you pack some things yourself, pack them as carefully as we would. Heavy items go in small boxes and light items in big ones, so no carton is too heavy to lift safely.',
      ],
      bullets: [
        'Label every carton with the room and a short list of its contents, on the side as well as the top.',
        'Wrap plates and glasses one by one, and stand plates on their edge.',
        'Photograph the wiring behind your television and computer before you unplug them.',
        'Empty, clean and dry the refrigerator and washing machine a day before the move.',
        'Keep screws and fittings from dismantled furniture in labelled bags taped to the furniture.',
        'Pack an essentials bag with documents, medicines, chargers, clothes and snacks for the first two days.',
      ],
    },
    {
      id: 'moving-day',
      heading: 'Moving day',
      paragraphs: [
        'Be at home when the crew arrives, or leave someone you trust in charge. Walk the team lead through the house and point out fragile items and anything that is not going.',
        'Check the inventory list before you sign it, and keep your copy safe until the goods are delivered.',
      ],
      bullets: [
        'Keep the corridor, stairs and parking area clear for loading.',
        'Keep cash, jewellery and documents with you, not in the truck.',
        'Note the vehicle number and the driver’s phone number.',
        'Do a final check of every cupboard, loft and balcony before the truck leaves.',
        'Read the electricity, water and gas meters and photograph them.',
      ],
    },
    {
      id: 'after-the-move',
      heading: 'After the move',
      paragraphs: [
        'At delivery, count the cartons against the inventory and look over furniture and appliances before you sign the delivery receipt. Write any visible damage on the receipt itself.',
        'Unpack the kitchen, bedrooms and bathroom first, then the rest room by room. Report concealed damage within 30 days of unpacking, with photos.',
      ],
      bullets: [
        'Check that every carton on the inventory has arrived.',
        'Report visible damage in writing within 7 days of delivery.',
        'Let the refrigerator stand for a few hours before you switch it on.',
        'Register with the local police station if your landlord or society requires tenant verification.',
        'Update the address on your ID proof, vehicle registration and gas connection.',
      ],
    },
  ],
  sevenDayChecklist: [
    { day: 1, task: 'Confirm the moving date, time and quotation with your mover in writing.' },
    { day: 2, task: 'Finish decluttering and set aside everything you will carry yourself.' },
    { day: 3, task: 'Book the lift and parking at both buildings and inform the security staff.' },
    { day: 4, task: 'Start packing rooms you use least, such as the store room, lofts and guest room.' },
    { day: 5, task: 'Use up or give away food, and stop buying groceries you cannot finish.' },
    { day: 6, task: 'Pack your essentials bag and keep important documents in a folder.' },
    { day: 7, task: 'Defrost the refrigerator, charge your phone and keep the advance receipt handy.' },
  ],
  tips: [
    'Book your move at least two weeks ahead; month-end dates fill up first.',
    'Ask for a written quotation and compare what is included, not just the total.',
    'Declare the value of expensive items and take transit insurance for them.',
    'Take photos of electronics and furniture before packing, as a record of their condition.',
    'Keep a small toolkit, scissors, tape and a torch in your essentials bag.',
    'Move plants, pets and valuables in your own vehicle where you can.',
    'Pay nothing, not even the advance, before you have a written quotation in the company’s name; then pay only to the account or business UPI ID printed on it, and keep a receipt for every payment. The GST bill lists them all.',
  ],
  testimonialsHeading: 'What customers say',
  testimonials: [
    {
      name: 'Ritika M.',
      city: 'Pune',
      quote:
        'I followed the checklist from 30 days out and moving day was calm for the first time in my life. The crew had everything in the truck by lunch.',
    },
    {
      name: 'Arjun S.',
      city: 'Hyderabad',
      quote:
        'The labelling tip saved us days of hunting through cartons. Every box went straight to the right room in our new flat.',
    },
    {
      name: 'Farah K.',
      city: 'Kolkata',
      quote:
        'They wrapped my grandmother’s glassware piece by piece and crated the mirror. Nothing was even chipped after a 2,000-kilometre journey.',
    },
  ],
  checklist: [
    {
      when: '30 days before',
      tasks: [
        'Get a home survey and a written quotation.',
        'Book your mover and pay the advance.',
        'Give notice to your landlord and employer.',
        'Start decluttering room by room.',
      ],
    },
    {
      when: '15 days before',
      tasks: [
        'Ask both societies about lift booking and moving hours.',
        'Apply to transfer or close electricity, gas and internet connections.',
        'Update your address with your bank and insurer.',
        'Sell, donate or discard unwanted items.',
      ],
    },
    {
      when: '7 days before',
      tasks: [
        'Start packing rooms and items you use least.',
        'Confirm the date, time and vehicle with your mover.',
        'Collect school, medical and rental records.',
        'Plan meals so the refrigerator is nearly empty on moving day.',
      ],
    },
    {
      when: '1 day before',
      tasks: [
        'Defrost and dry the refrigerator.',
        'Pack your essentials bag and keep documents with you.',
        'Withdraw some cash for tolls, tips and small expenses.',
        'Charge your phone and a power bank.',
      ],
    },
    {
      when: 'Moving day',
      tasks: [
        'Walk the crew lead through the house.',
        'Check and sign the inventory list.',
        'Read and photograph the meters.',
        'Do a final check of every cupboard and loft.',
        'Note the vehicle number and the driver’s phone number.',
      ],
    },
    {
      when: '1 day after',
      tasks: [
        'Count the cartons against the inventory.',
        'Note any visible damage on the delivery receipt.',
        'Unpack the kitchen, bedroom and bathroom first.',
        'Switch on the refrigerator after it has stood for a few hours.',
      ],
    },
    {
      when: '7 days after',
      tasks: [
        'Report any visible damage in writing.',
        'Finish unpacking and flatten the cartons for collection.',
        'Complete tenant verification if your society requires it.',
        'Update the address on your ID documents and vehicle papers.',
      ],
    },
  ],
});

export const anchorLinks: AnchorLink[] = parseContent('content/moving-guide.ts', z.array(anchorLinkSchema).length(7), [
  { id: 'before-the-move', label: 'Before the Move' },
  { id: 'packing', label: 'Packing' },
  { id: 'moving-day', label: 'Moving Day' },
  { id: 'after-the-move', label: 'After the Move' },
  { id: 'seven-day-checklist', label: '7-Day Checklist' },
  { id: 'tips-and-testimonials', label: 'Tips & Testimonials' },
  { id: 'download-pdf', label: 'Download PDF' },
]);
