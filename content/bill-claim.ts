import { z } from 'zod';
import { addressLine, company, contactLinks } from './company';
import { appliedGstBand } from './estimate-rates';
import { parseContent, text } from './parse';

/** The GST band the instant estimate applies (content/estimate-rates.ts), named on the GST table. */
const estimateGst = appliedGstBand;

/** One step of the damage-claim process. */
export const claimStepSchema = z.object({
  /** Short step name, e.g. "Photograph the damage". */
  title: text,
  /** What the customer does or what happens in this step. */
  description: text,
});

/** A reporting time limit for one kind of damage (docs/product.md#booking-payment-and-claims). */
export const claimDeadlineSchema = z.object({
  /** Kind of damage, e.g. "Visible damage". */
  kind: text,
  /** The limit as shown in the table, e.g. "Within 7 days of delivery". */
  deadline: text,
  /** How and what to report. */
  detail: text,
});

/** A practical check for spotting a forged GST invoice. */
export const forgedInvoiceSignSchema = z.object({
  /** What to check. */
  title: text,
  /** How to check it and what a forgery looks like. */
  description: text,
});

/** A row of the head-office contact table. */
export const headOfficeRowSchema = z.object({
  /** Row label, e.g. "Phone". */
  label: text,
  /** Value shown, read from the company config. */
  value: text,
  /** Optional link for the value (tel: or mailto:). */
  href: z
    .string()
    .regex(/^(tel:|mailto:)/)
    .optional(),
});

/**
 * A GST rate band and the kind of moving bill it goes with (docs/product.md#booking-payment-and-claims).
 * The rates are India's, as the GST Council set them (the 12% option for transport with input tax
 * credit became 18% on 22 September 2025); the owner confirms them with their tax adviser and keeps
 * them current, with the estimate's own rate (content/estimate-rates.ts).
 */
export const gstBandSchema = z.object({
  /** GST rate in per cent. */
  rate: z.literal([0, 5, 12, 18, 28]),
  /** Which kind of job the rate applies to. */
  applies: text,
  /** A short explanation for the customer. */
  note: text,
});

/** One part of a proper GST bill. */
export const gstBillFieldSchema = z.object({
  /** Name of the part, e.g. "Place of supply". */
  field: text,
  /** What it should show. */
  description: text,
});

/** Everything the /bill-claim page shows. */
export const billClaimPageSchema = z.object({
  /** Page title (the metadata helper adds the company name). */
  title: text,
  /** Search-result description, 120-160 characters. */
  metaDescription: text.min(120).max(160),
  /** Opening paragraphs. */
  intro: z.array(text).min(1),
  /** The six claim steps, in order (docs/product.md#booking-payment-and-claims). */
  claimSteps: z.array(claimStepSchema).length(6),
  /** Reporting limits for visible and concealed damage. */
  claimDeadlines: z.array(claimDeadlineSchema).length(2),
  /** How to spot a forged GST invoice. */
  forgedInvoiceSigns: z.array(forgedInvoiceSignSchema).min(6).max(8),
  /** Head-office contact table rows: company, address, phone, e-mail, hours. */
  headOffice: z.array(headOfficeRowSchema).length(5),
  /** Documents to send with a claim. */
  requiredDocuments: z.array(text).min(4),
  /** Above the GST table: what decides the rate, and which rate the instant estimate adds and why. */
  gstIntro: z.array(text).min(1),
  /** GST rate bands, in ascending order of rate. */
  gstBands: z.array(gstBandSchema).length(5),
  /** Under the GST table: what to do when a bill's rate does not match. */
  gstNote: text,
  /** The parts of a proper GST bill, in the order they usually appear. */
  gstBillStructure: z.array(gstBillFieldSchema).min(8),
  /** The liability limit, in one or two sentences. */
  liability: text,
});

export type ClaimStep = z.infer<typeof claimStepSchema>;
export type ClaimDeadline = z.infer<typeof claimDeadlineSchema>;
export type ForgedInvoiceSign = z.infer<typeof forgedInvoiceSignSchema>;
export type HeadOfficeRow = z.infer<typeof headOfficeRowSchema>;
export type GstBand = z.infer<typeof gstBandSchema>;
export type GstBillField = z.infer<typeof gstBillFieldSchema>;
export type BillClaimPage = z.infer<typeof billClaimPageSchema>;

export const billClaimPage: BillClaimPage = parseContent('content/bill-claim.ts', billClaimPageSchema, {
  title: 'Bill Verification and Damage Claims',
  metaDescription:
    'How to claim for goods damaged in a move, the 7-day and 30-day limits, documents to send, GST rates on moving bills and how to spot a forged GST invoice.',
  intro: [
    `If something was damaged during your move, this page explains how to claim and what to send so we can settle it quickly. It also shows what a genuine ${company.name} GST bill looks like, so you can check any invoice that carries our name.`,
    `Fake bills are sometimes used to claim reimbursement from employers or insurers. If an invoice looks wrong, call us on ${company.phoneDisplay} before you pay or submit it.`,
  ],
  claimSteps: [
    {
      title: 'Photograph the damage',
      description:
        'Take clear photos of each damaged item and its packing before you move or repair anything. Include a wide shot that shows the carton label or item number.',
    },
    {
      title: 'Contact our support team',
      description: `Call ${company.phoneDisplay} or e-mail ${company.email} with your booking number and a short description of the damage.`,
    },
    {
      title: 'Submit the claim form',
      description:
        'Fill in the claim form our support team sends you, listing each item, the damage and the amount you are claiming. Sign and return it within the time limits below.',
    },
    {
      title: 'Attach invoices and documents',
      description:
        'Add the delivery receipt, the purchase invoice or a repair estimate for each item, and your insurance papers if the goods were insured.',
    },
    {
      title: 'Our team verifies the claim',
      description:
        'A claims officer checks the photos and documents against the packing list and delivery receipt. We may visit to inspect the items or ask for more details.',
    },
    {
      title: 'Approved claims are settled',
      description:
        'Once a claim is approved, we settle it by repair, replacement or payment, up to the declared value of the goods or the amount in your contract.',
    },
  ],
  claimDeadlines: [
    {
      kind: 'Visible damage',
      deadline: 'Within 7 days of delivery',
      detail:
        'Broken, dented or scratched items you can see when the goods arrive. Note it on the delivery receipt, then report it in writing.',
    },
    {
      kind: 'Concealed damage',
      deadline: 'Within 30 days of unpacking',
      detail:
        'Damage inside sealed cartons that you find only when unpacking. Report it in writing with photos of the item and the carton.',
    },
  ],
  forgedInvoiceSigns: [
    {
      title: 'Check the GSTIN format',
      description:
        'A GSTIN has exactly 15 characters: a 2-digit state code, the 10-character PAN of the business, an entity number, the letter Z and a check character. A number of any other length or pattern is fake.',
    },
    {
      title: 'Verify the GSTIN on the GST portal',
      description:
        'Use the "Search Taxpayer" option on the official GST portal to confirm the number is active. The legal name and address it shows must match the bill.',
    },
    {
      title: 'Look for the right SAC code',
      description:
        'Goods transport is billed under SAC 9965, and supporting services such as packing and warehousing under SAC 9967. A moving bill with no code, or a code for unrelated goods, needs a closer look.',
    },
    {
      title: 'Match the company name and address',
      description: `Our bills show the name ${company.name} and our registered address. A different spelling, a missing address or only a mobile number is a warning sign.`,
    },
    {
      title: 'Check the tax split',
      description:
        'A move within one state is billed with CGST and SGST in equal halves; a move between states is billed with IGST. A bill that shows both, or the wrong one for your route, is suspect.',
    },
    {
      title: 'Check the invoice number and date',
      description:
        'Genuine invoice numbers follow one running series for the financial year, and the date should match your move. A handwritten, repeated or out-of-sequence number is a common sign of forgery.',
    },
    {
      title: 'Look for a signature and stamp',
      description:
        'Every bill we issue is signed by an authorised person, or digitally signed, and carries the company stamp. Unsigned printouts are not valid bills.',
    },
    {
      title: 'Add up the amounts',
      description:
        'The taxable value plus the tax must equal the total, and the total in words must match the figure. Forged bills often get the arithmetic or the words wrong.',
    },
  ],
  headOffice: [
    { label: 'Company', value: company.name },
    { label: 'Address', value: addressLine },
    { label: 'Phone', value: company.phoneDisplay, href: contactLinks.tel },
    { label: 'E-mail', value: company.email, href: contactLinks.mailto },
    { label: 'Hours', value: company.hours },
  ],
  requiredDocuments: [
    'Clear photographs of each damaged item and its packing',
    'The signed delivery receipt or lorry receipt (LR) copy',
    'The original purchase invoice, or a repair estimate, for each item claimed',
    'The packing list (inventory) given to you at pickup',
    'Declared-value form or transit insurance papers, if the goods were insured',
    'A copy of your photo ID proof',
  ],
  gstIntro: [
    'The GST on a moving bill depends on what the bill is for and whom it is billed to. Your quotation and your invoice name the rate and the SAC code that apply to your move; the table shows which rate goes with which kind of bill.',
    `The instant estimate on our pages adds GST at ${estimateGst.ratePercent}%: it prices a full move (packing, loading, transport and unloading billed as one job), and ${estimateGst.ratePercent}% is the highest rate a moving bill carries. If your move is billed at a lower rate, for example transport only, or to a registered business under reverse charge, the tax on your bill is lower than the estimate's, never higher.`,
  ],
  gstBands: [
    {
      rate: 0,
      applies: 'Goods transport for a GST-registered business, under reverse charge',
      note: 'When a transport agency carries goods for a registered business, a firm or a factory, the law usually makes that business pay the GST (5%) to the government itself. The bill then charges no GST and says that the tax is payable on reverse charge.',
    },
    {
      rate: 5,
      applies: 'Goods transport by a transport agency that does not claim input tax credit',
      note: 'Carrying goods, household goods included, by road under a consignment note (lorry receipt). The loading and unloading that go with the transport are billed at the same rate.',
    },
    {
      rate: 12,
      applies: 'Goods transport with input tax credit, on bills dated before 22 September 2025',
      note: 'The rate a transport agency charged when it claimed input tax credit, until the GST Council replaced it with 18% from 22 September 2025. A later bill should not show 12% for this service.',
    },
    {
      rate: 18,
      applies: 'Full-service packing and moving with input tax credit, and packing or storage billed on their own',
      note: `A complete move (packing, loading, transport, unloading and unpacking) billed as one job by a mover that claims input tax credit, and services such as packing, unpacking or warehousing billed separately.`,
    },
    {
      rate: 28,
      applies: 'Not a rate for moving services',
      note: '28% has been a GST rate on certain goods themselves, such as luxury goods, never on packing or carrying them. A moving bill that charges 28% GST is wrong: call us before you pay it.',
    },
  ],
  gstNote:
    'If the rate on a bill in our name does not match its kind in this table, ask us before you pay it or submit it anywhere.',
  gstBillStructure: [
    { field: 'Supplier name and GSTIN', description: 'Our registered company name, address and 15-character GSTIN.' },
    {
      field: 'Invoice number and date',
      description: 'A unique number from the running series for the financial year, and the date of issue.',
    },
    {
      field: 'Customer details and GSTIN',
      description: 'Your name and billing address, and your GSTIN if you are a registered business.',
    },
    {
      field: 'Place of supply',
      description: 'The state where the service is supplied, which decides whether CGST and SGST or IGST applies.',
    },
    { field: 'HSN/SAC code', description: 'SAC 9965 for goods transport or SAC 9967 for supporting services.' },
    {
      field: 'Description of service',
      description: 'What was done, for example packing and transport of household goods, with the route.',
    },
    { field: 'Taxable value', description: 'The charge for the service before tax, after any discount.' },
    {
      field: 'CGST and SGST, or IGST',
      description: 'The rate and amount of each tax, shown separately.',
    },
    {
      field: 'Total in figures and words',
      description: 'The amount payable, written both ways, and the two must match.',
    },
    {
      field: 'Signature',
      description: 'The signature or digital signature of an authorised person, with the company stamp.',
    },
  ],
  liability:
    'Our liability for loss or damage is limited to the declared value of the goods or the amount set in your contract. Transit insurance is recommended for high-value items.',
});

if (!billClaimPage.gstBands.some((band) => band.rate === estimateGst.ratePercent)) {
  throw new Error(
    `Invalid content in content/bill-claim.ts: gstBands has no ${estimateGst.ratePercent}% row, the rate the instant estimate adds (content/estimate-rates.ts)`,
  );
}
