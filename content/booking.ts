import { z } from 'zod';
import { formatRupees } from '../lib/shared/format';
import { parseContent, text } from './parse';
import { tracking } from './claims';

/** One step of a booking flow. */
export const bookingStepSchema = z.object({
  /** Short step name shown as the step's heading, e.g. "Get a Free Quote". */
  title: text,
  /** One or two plain sentences on what happens in this step. */
  description: text,
});

export type BookingStep = z.infer<typeof bookingStepSchema>;

/**
 * The amounts and splits behind the payment terms (docs/product.md#booking-payment-and-claims),
 * kept as numbers so copy and tests agree.
 */
export const paymentRulesSchema = z
  .object({
    /** Smallest advance taken at booking, in rupees. */
    advanceMin: z.number().int().positive(),
    /** Largest advance taken at booking, in rupees. */
    advanceMax: z.number().int().positive(),
    /** Share of the charges paid before the move when the customer books a separate vehicle, in per cent. */
    separateVehicleAdvancePercent: z.number().int().min(0).max(100),
    /** Share of the charges paid at delivery when the customer books a separate vehicle, in per cent. */
    separateVehicleDeliveryPercent: z.number().int().min(0).max(100),
  })
  .refine((rules) => rules.advanceMin <= rules.advanceMax, {
    message: 'advanceMin must not exceed advanceMax',
    path: ['advanceMin'],
  })
  .refine((rules) => rules.separateVehicleAdvancePercent + rules.separateVehicleDeliveryPercent === 100, {
    message: 'the separate-vehicle split must add up to 100%',
    path: ['separateVehicleDeliveryPercent'],
  });

export type PaymentRules = z.infer<typeof paymentRulesSchema>;

export const paymentRules: PaymentRules = parseContent('content/booking.ts', paymentRulesSchema, {
  advanceMin: 1000,
  advanceMax: 5000,
  separateVehicleAdvancePercent: 90,
  separateVehicleDeliveryPercent: 10,
});

/** The booking advance as copy reads it, e.g. "₹1,000 to ₹5,000". */
export const advanceRange = `${formatRupees(paymentRules.advanceMin)} to ${formatRupees(paymentRules.advanceMax)}`;

/** The two stated booking flows (docs/product.md#booking-payment-and-claims), six steps each. */
export const bookingFlowsSchema = z.object({
  /** Moves within India: quote, advance, packing and pickup, invoice and balance, tracked transport, delivery and feedback. */
  domestic: z.array(bookingStepSchema).length(6),
  /** Moves abroad: quote, booking, packing, customs documentation, tracked air or sea shipping, delivery. */
  international: z.array(bookingStepSchema).length(6),
});

export type BookingFlows = z.infer<typeof bookingFlowsSchema>;

export const bookingFlows: BookingFlows = parseContent('content/booking.ts', bookingFlowsSchema, {
  domestic: [
    {
      title: 'Get a Free Quote',
      description:
        'Tell us what you are moving, from where and to where. We survey your goods in person or on a video call and send a written quote.',
    },
    {
      title: 'Pay an Advance to Confirm',
      description: `A small advance of ${advanceRange} confirms your date and crew. It is adjusted in your final bill.`,
    },
    {
      title: 'Packing and Pickup',
      description:
        'Our crew packs your goods room by room, labels every carton and loads the vehicle on the agreed day.',
    },
    {
      title: 'Invoice and Balance Payment',
      description:
        'You receive a GST invoice listing every charge. You pay the balance as per the payment terms, less the advance already paid.',
    },
    {
      title: tracking.transportStep,
      description: tracking.sentence,
    },
    {
      title: 'Delivery and Feedback',
      description: 'We unload, place furniture where you want it and unpack on request. Then we ask how the move went.',
    },
  ],
  international: [
    {
      title: 'Get a Quote',
      description:
        'Share your destination country and what you plan to ship. After a survey we quote for sea or air shipping, with destination charges shown separately.',
    },
    {
      title: 'Booking',
      description: `Confirm your move with an advance of ${advanceRange}. We fix the packing date and give you a list of the documents needed.`,
    },
    {
      title: 'Export Packing',
      description:
        'Goods are packed in export-grade cartons and crates, and every package is numbered on a detailed inventory.',
    },
    {
      title: 'Customs Documentation',
      description:
        'We prepare the export paperwork with you, including the packing list, passport and visa copies, and forms your destination asks for.',
    },
    {
      title: 'Air or Sea Shipping',
      description:
        "Your shipment leaves by air or sea, and we pass on the airline's or shipping line's updates until it reaches the destination port or airport.",
    },
    {
      title: 'Delivery',
      description:
        'After destination customs clearance, your goods are delivered to your new address and unpacked on request.',
    },
  ],
});

/** One payment term as stated on the site. */
export const paymentTermSchema = z.object({
  /** Short name of the term, e.g. "Advance at Booking". */
  title: text,
  /** The term itself in one or two plain sentences. */
  detail: text,
});

export type PaymentTerm = z.infer<typeof paymentTermSchema>;

/** Payment terms in the order stated in docs/product.md#booking-payment-and-claims. */
export const paymentTerms: PaymentTerm[] = parseContent('content/booking.ts', z.array(paymentTermSchema).length(5), [
  {
    title: 'Advance at Booking',
    detail: `An advance of ${advanceRange} is mandatory to confirm a booking. It is adjusted in your final bill.`,
  },
  {
    title: 'Separate Vehicle',
    detail: `When your goods travel in a vehicle booked only for you, ${paymentRules.separateVehicleAdvancePercent}% of the charges are paid in advance and ${paymentRules.separateVehicleDeliveryPercent}% at delivery.`,
  },
  {
    title: 'Sharing or Part-Load',
    detail: 'When your goods share a vehicle with other consignments, the full charges are paid in advance.',
  },
  {
    title: 'Charges Not Included',
    detail:
      'Taxes, tolls, parking, demurrage (charges for a vehicle kept waiting beyond the agreed time) and customs duties are extra.',
  },
  {
    title: 'Cancellation',
    detail: 'If you cancel a confirmed booking, the advance is not refunded.',
  },
]);
