import { z } from 'zod';
import { addressLine, company } from './company';
import { parseContent, text } from './parse';

/**
 * How fast the support desk answers written messages (docs/product.md#timings-and-figures); read by
 * the policies and the support page.
 */
export const supportResponse = { workingDaysHours: company.support.replyHours } as const;

/** One titled block of a policy page; `id` is its in-page anchor. */
export const policySectionSchema = z.object({
  /** Kebab-case anchor for links such as `/terms-and-conditions/#damage-claims`. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case'),
  /** Section heading. */
  heading: text,
  /** Body paragraphs, one to three sentences each. */
  paragraphs: z.array(text).min(1),
  /** Optional bullet list shown after the paragraphs. */
  bullets: z.array(text).min(1).optional(),
});

/** A static legal page: the terms or the privacy policy. */
export const policyPageSchema = z.object({
  /** Page title (the metadata helper adds the company name). */
  title: text,
  /** Search-result description, 120-160 characters. */
  metaDescription: text.min(120).max(160),
  /** Date of the last change, YYYY-MM-DD. */
  updated: z.iso.date(),
  /** Opening paragraph above the sections. */
  intro: text,
  /** The body, in reading order; anchors must be unique. */
  sections: z
    .array(policySectionSchema)
    .min(8)
    .max(12)
    .refine((sections) => new Set(sections.map((s) => s.id)).size === sections.length, 'section ids must be unique'),
});

export type PolicySection = z.infer<typeof policySectionSchema>;
export type PolicyPage = z.infer<typeof policyPageSchema>;

const updated = '2026-11-23';
const hours = supportResponse.workingDaysHours;
const retentionDays = company.leadRetentionDays;
const officer = company.grievanceOfficer;

/** Where requests about personal data go: the Grievance Officer once one is set, else the company's e-mail. */
const requestsTo = officer
  ? `Write to our Grievance Officer, ${officer.name}, at ${officer.email}`
  : `Write to ${company.email}`;

/** The Grievance Officer's paragraph (DPDP Act 2023), shown only once one is set in content/company.ts. */
const grievanceParagraphs = officer
  ? [
      `Grievance Officer: ${officer.name}, ${company.name}, ${addressLine}; e-mail ${officer.email}. Complaints about how we handle personal data are answered within 30 days.`,
    ]
  : [];

export const termsPage: PolicyPage = parseContent('content/policies.ts', policyPageSchema, {
  title: 'Terms and Conditions',
  metaDescription:
    'Booking, advance payment, rescheduling, prohibited items and damage-claim terms for home, office and vehicle moves booked with us anywhere in India.',
  updated,
  intro: `These terms apply to every move, storage job and vehicle shipment booked with ${company.name}. Please read them before you confirm a booking; paying the advance means you accept them.`,
  sections: [
    {
      id: 'scope',
      heading: 'Who these terms cover',
      paragraphs: [
        `"We" means ${company.name}, and "you" means the customer named on the quotation and booking. These terms sit alongside your written quotation and contract; where the contract says something more specific, the contract applies.`,
      ],
    },
    {
      id: 'quotes-and-surveys',
      heading: 'Quotations and surveys',
      paragraphs: [
        'A quotation is based on the goods, addresses, floors, access and dates you tell us or that our surveyor records. If the volume, distance or access on moving day differs from the quotation, we will explain the revised charge before we load.',
        'Estimates given over the phone or in chat are indicative only, and the written quotation is the one that counts.',
      ],
    },
    {
      id: 'payment-terms',
      heading: 'Booking and payment',
      paragraphs: [
        'A booking is confirmed only when the advance is paid. The balance is due as set out below and is shown on your invoice.',
      ],
      bullets: [
        'An advance of ₹1,000 to ₹5,000 is mandatory at booking; the exact amount is on your quotation and is adjusted against the final bill.',
        'Moves in a separate (dedicated) vehicle: 90% of the charges in advance and the remaining 10% at delivery.',
        'Sharing or part-load moves: full payment in advance.',
        'Storage jobs: charges as stated in your storage quotation.',
      ],
    },
    {
      id: 'extra-charges',
      heading: 'Taxes and extra charges',
      paragraphs: [
        'Quoted prices do not include the following, which are charged at actual cost or as stated on the quotation:',
      ],
      bullets: [
        'GST and other applicable taxes',
        'Road tolls and state entry charges',
        'Parking fees at the pickup or delivery address',
        'Demurrage when the vehicle has to wait or goods cannot be delivered for reasons outside our control',
        'Customs duty, clearance and port charges on international moves',
      ],
    },
    {
      id: 'rescheduling-and-cancellation',
      heading: 'Rescheduling and cancellation',
      paragraphs: [
        'You can move your booking to another date by telling us at least 24 hours before the scheduled pickup. Changes with shorter notice depend on vehicle and crew availability and may carry a charge.',
        'If you cancel a confirmed booking, the advance is not refunded, because the vehicle, crew and packing material have already been reserved for you.',
      ],
    },
    {
      id: 'prohibited-items',
      heading: 'Items we do not carry',
      paragraphs: [
        'For the safety of our crew, your goods and other customers sharing a vehicle, we will not pack or transport the items below. If we find them during packing, we will leave them with you.',
      ],
      bullets: [
        'Explosives, fireworks, gas cylinders and ammunition',
        'Hazardous chemicals, including acids, fuel, paint thinners and pesticides',
        'Perishable food and live plants that will not survive the journey',
        'Illegal goods, or goods you do not have the right to move',
        'Cash, currency, jewellery and other valuables, unless declared in writing and insured',
      ],
    },
    {
      id: 'your-responsibilities',
      heading: 'What we need from you',
      paragraphs: [
        'Please be present, or send someone you authorise, at both pickup and delivery to check the inventory and sign for the goods. Arrange lift bookings and society permissions at both buildings, and tell us about narrow staircases or restricted entry times in advance.',
        'Keep documents, medicines, chargers and valuables with you rather than in the truck.',
      ],
    },
    {
      id: 'transit-and-delivery',
      heading: 'Transit and delivery times',
      paragraphs: [
        'Local moves within a city are normally completed in 1 day. Intercity moves usually take 2 to 5 days, depending on distance, route and whether the load is shared.',
        'Delivery dates are our best estimate and can be affected by weather, road closures, strikes or checks at state borders. We will keep you informed of any delay.',
      ],
    },
    {
      id: 'damage-claims',
      heading: 'Damage claims',
      paragraphs: [
        'Check your goods at delivery and note any visible damage on the delivery receipt. Claims must reach us within these limits:',
      ],
      bullets: [
        'Visible damage: reported in writing within 7 days of delivery.',
        'Concealed damage found when unpacking: reported in writing within 30 days of unpacking.',
        'Send photographs of the damage, the signed delivery receipt and any supporting papers, such as the purchase invoice or a repair estimate.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limits of our liability',
      paragraphs: [
        'Our liability for loss or damage is limited to the value you declared for the goods, or to the amount set in your contract, whichever the contract specifies. We recommend transit insurance for anything of high value.',
        'We are not liable for damage caused by the nature of an item itself, by goods you packed yourself, or by events beyond our control such as floods, fire, riots or accidents caused by others.',
      ],
    },
    {
      id: 'disputes-and-contact',
      heading: 'Disputes and contact',
      paragraphs: [
        `These terms are governed by the laws of India, and disputes are subject to the courts at ${company.address.city}. Before going that far, please write to us at ${company.email} and we will try to settle the matter with you directly.`,
        `Our head office is at ${addressLine}, and you can call us on ${company.phoneDisplay} (${company.hours}).`,
      ],
    },
  ],
});

export const privacyPage: PolicyPage = parseContent('content/policies.ts', policyPageSchema, {
  title: 'Privacy Policy',
  metaDescription:
    'What our enquiry and review forms collect, why we need it, where it is stored, how long we keep it and how to ask us to delete your personal details.',
  updated,
  intro: `This policy explains what personal details ${company.name} collects through this website, what we do with them and the choices you have. We collect only what we need to quote for and carry out your move.`,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who is responsible for your data',
      paragraphs: [
        `${company.name}, with its head office at ${addressLine}, decides how the details you send through this website are used. Questions about this policy can be sent to ${company.email}.`,
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      paragraphs: [
        'We collect only what you type into our forms. Browsing the site does not require you to give us any personal details.',
      ],
      bullets: [
        'Enquiry and quote forms: your name, e-mail address, phone number, pickup and drop locations, the service you need and the type of goods.',
        'Review form: your name, a review title, your star rating and your written review.',
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Why we use it',
      paragraphs: [
        `We use your enquiry to call you back, usually within ${company.promises.callbackMinutes} minutes during office hours, to prepare your quotation and, if you book, to plan and carry out the move. We do not sell your details or use them for unrelated marketing.`,
        'Reviews are used to show other visitors what customers think of our work. We may publish your name, title, rating and review on this website.',
      ],
    },
    {
      id: 'where-it-goes',
      heading: 'Where your details are stored',
      paragraphs: [
        'When you submit a form, your details go to our own lead intake service, which stores them securely before confirming that the form was received. The intake service then passes them to our customer-management system, which our sales and support staff use to handle your move.',
        'Only staff who need your details to serve you can see them, and the login for our customer-management system never leaves our own servers.',
      ],
    },
    {
      id: 'analytics-and-cookies',
      heading: 'Analytics and cookies',
      paragraphs: [
        'We use analytics to understand which pages help visitors and how many enquiries the site brings in. Analytics tools never receive your name, e-mail address or phone number in readable form: we send only a one-way hash of each, along with the locations and service you chose.',
        'Analytics may set cookies to count visits. You can block or delete cookies in your browser settings, and the site will still work.',
      ],
    },
    {
      id: 'how-long-we-keep-it',
      heading: 'How long we keep it',
      paragraphs: [
        `Our intake service deletes every enquiry and review ${retentionDays} days after it was sent, once it has reached our customer-management system. Records of completed moves, including invoices, are kept for as long as Indian tax and accounting rules require.`,
        'Published reviews stay on the site until you ask us to remove them.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Seeing, correcting or deleting your details',
      paragraphs: [
        `Under the Digital Personal Data Protection Act, 2023 you can ask us for a summary of the details we hold about you and what we did with them, have them corrected or completed, have them erased, and name someone to act for you if you cannot. ${requestsTo} from the address you used, or tell us the phone number you gave us, and say what you would like done.`,
        `We acknowledge requests within ${hours} hours on working days and complete them within 30 days. If we must keep an invoice for legal reasons, we will tell you and delete everything else.`,
        'If you are not satisfied with our answer, you can complain to the Data Protection Board of India.',
      ],
    },
    {
      id: 'security',
      heading: 'Keeping your details safe',
      paragraphs: [
        'The site is served over an encrypted connection, and our forms send your details only to our own intake service. Stored leads are protected by access controls and are not shared with other moving companies.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        'This website and its forms are not meant for children under 13, and we do not knowingly collect their details. The DPDP Act treats everyone under 18 as a child: if you are under 18, please ask a parent or guardian to contact us for you. If you believe a child has sent us information, write to us and we will delete it.',
      ],
    },
    {
      id: 'contact-and-changes',
      heading: 'Contact and changes to this policy',
      paragraphs: [
        `Write to ${company.email} or call ${company.phoneDisplay} (${company.hours}) with any question about your data. When we change this policy, we update the date at the top of this page.`,
        ...grievanceParagraphs,
      ],
    },
  ],
});
