import { z } from 'zod';
import { addressLine, company } from './company';
import { appliedGstBand } from './estimate-rates';
import { parseContent, text } from './parse';
import { pricePromiseLine } from './promises';
import { reviewsAreSamples } from './reviews';

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
  /** Where the section asks for money: the "Beware of fraud" notice follows it (docs/product.md#service-storage-and-safety-pages). */
  fraudNotice: z.literal(true).optional(),
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

const updated = '2026-11-27';
/** The GST rate every instant estimate adds (content/estimate-rates.ts). */
const estimateGst = appliedGstBand.ratePercent;
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
        pricePromiseLine,
        'A quotation is based on the goods, addresses, floors, access and dates you declare or that our surveyor records. If the goods, the addresses or the access on moving day differ from them, we explain the revised charge in writing before we load, and a charge above your estimate’s band needs your approval.',
      ],
    },
    {
      id: 'payment-terms',
      heading: 'Booking and payment',
      paragraphs: [
        'A booking is confirmed only when the advance is paid. The balance is due as set out below and is shown on your invoice.',
      ],
      fraudNotice: true,
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
        `GST is added to the charges on your quotation and invoice, at the rate for your kind of bill (our bills and claims page lists them); the band of an instant estimate already includes it at ${estimateGst}%, the highest rate a moving bill carries.`,
        'Quoted prices and an estimate’s band do not include the following, which are charged at actual cost or as stated on the quotation:',
      ],
      bullets: [
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
    'What our forms collect, why we need it, who receives it, how long we keep it and how to ask us to see, correct or delete your personal details.',
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
        'We collect what you type into our forms, and a few facts about how you sent it. Browsing the site does not require you to give us any personal details.',
      ],
      bullets: [
        'Enquiry and quote forms: your name, e-mail address and phone number; where you are moving from and to; what you are moving, or your message; the moving date and the home size, if you give them; the instant estimate, if you send one with your enquiry (the cities, home size, items, floors, packing, vehicles, storage days and declared value you chose, and its price band); the kind of move, on the home page’s quote form; and the offer of the city page you sent it from, if it has one.',
        'Free survey booking: your name and phone number, and your e-mail address if you give it; your area and city, the floor and whether there is a working lift; a home visit or a video call, and the day and time you choose; and the instant estimate, if you came from one. Moving or cancelling the survey changes only its day and time.',
        'Review form: your name, a review title, your star rating and your written review.',
        'The check on “Is this really us?” (/verify/): what you type is compared with our own numbers, IDs and addresses only to answer you; it is not saved or logged.',
        'With every enquiry and review: the language of the form, the address of the page you sent it from and the time it arrived; with an enquiry, also which form it was.',
        'Feedback form on the service pages: your name, e-mail address and message, sent to us as an e-mail.',
        'Your device’s internet (IP) address, which every visit sends: our service uses it to limit how many forms one address can send in a short time. It holds it in memory for at most a day (an hour with our usual settings) and never stores it with your enquiry or review. Our server’s request log records it too, with the page asked for and the time but never what you typed, to trace abuse.',
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Why we use it',
      paragraphs: [
        `We use your enquiry to call you back (within ${company.promises.callbackMinutes} minutes during office hours), in the language of the form, to prepare your quotation and, if you book, to plan and carry out the move. We do not sell your details or use them for unrelated marketing.`,
        `Our office reads every review to learn what we did well and what we must do better. A review sent here is not published on this website.${reviewsAreSamples ? ' The reviews the site shows are samples, and say so.' : ''}`,
      ],
    },
    {
      id: 'where-it-goes',
      heading: 'Where your details go',
      paragraphs: [
        'When you send a form, your details go to our own lead intake service, which stores them before it confirms that the form was received. Our office staff see them there. Only staff who need your details to serve you can see them, and the logins of the services below never leave our own servers.',
        'The intake service also passes your details on to each of these, but only to those we have set up:',
      ],
      bullets: [
        'Our customer-management system (CRM), where our sales and support staff handle your move: every detail of your enquiry or review.',
        'Our e-mail provider: it sends our office an e-mail with the details of each new enquiry or review and, when we have turned confirmations on, sends you an e-mail confirming your enquiry.',
        'WhatsApp, run by Meta: a message to our office’s WhatsApp number with your name and phone number, the move, its date, the home size, the estimate and the page.',
        'A webhook: every detail of your enquiry or review, signed, sent to a business tool of ours, such as our team’s chat.',
        'The feedback form on the service pages sends your name, e-mail address and message through an e-mail sending service to our office.',
      ],
    },
    {
      id: 'analytics-and-cookies',
      heading: 'Analytics and cookies',
      paragraphs: [
        'This site loads no analytics or advertising tools and sets no cookies of its own. After you send an enquiry, the page records a summary of it for analytics in the page itself: the locations and service you chose, with your name, e-mail address and phone number only as one-way hashes. No analytics tool reads it today; before we add one, we will say so here.',
        'Your browser keeps a few notes for the site, none of them about you: whether you closed the enquiry form or already sent one (so it does not open again), whether the web font has loaded, and the pages you have seen, so that they work offline.',
        'The office map and the videos come from Google Maps and YouTube only when you choose to open them; those services may then set cookies of their own.',
      ],
    },
    {
      id: 'how-long-we-keep-it',
      heading: 'How long we keep it',
      paragraphs: [
        `Our intake service deletes every enquiry and review ${retentionDays} days after it was sent, with its delivery record and our office’s notes on it. It does so whether or not the form ever reached our customer-management system. A form held back by our spam and flood checks is kept with the internet (IP) address it came from, so that our office can review a flood, and is deleted after ${company.heldRetentionDays} days unless the office finds it genuine and sends it on.`,
        'Copies passed on to the services above are deleted there too when you ask us to erase your details. Records of completed moves, including invoices, are kept for as long as Indian tax and accounting rules require.',
        'Server logs hold IP addresses but nothing you typed, and are kept only as long as our hosting keeps them.',
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
