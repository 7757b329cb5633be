import { z } from 'zod';
import { parseContent, text } from './parse';
import { pricePromiseLine, promises } from './promises';

/** One question and its answer. */
export const faqSchema = z.object({
  /** The question, as a visitor would ask it. */
  question: text,
  /** The answer, one to three sentences. */
  answer: text,
});

/** The FAQ: five questions shown at first and five revealed by "Show More FAQs" (docs/product.md#shared-sections). */
export const faqGroupsSchema = z.object({
  /** Shown when the page loads. */
  initial: z.array(faqSchema).length(5),
  /** Revealed by "Show More FAQs" and kept visible afterwards. */
  more: z.array(faqSchema).length(5),
});

export type Faq = z.infer<typeof faqSchema>;
export type FaqGroups = z.infer<typeof faqGroupsSchema>;

export const faqGroups: FaqGroups = parseContent('content/faqs.ts', faqGroupsSchema, {
  initial: [
    {
      question: 'How long does a move take?',
      answer:
        'A local move within the same city usually takes 1 day, including packing, loading and unloading. Intercity moves usually take 2 to 5 days, depending on the distance and whether your goods travel in a separate or shared vehicle.',
    },
    {
      question: 'How is the price of my move calculated?',
      answer: `The price depends on the volume of goods, the distance, the packing material needed, floor and lift access, and whether you choose a separate or shared vehicle. As a guide, a local 1 BHK move costs about ₹500 to ₹1,000 for packing material and ₹2,500 to ₹3,000 for moving, and we call you back during office hours and send a written quote ${promises.quoteTime.within}. ${pricePromiseLine}`,
    },
    {
      question: 'How do I pay, and how much advance is needed?',
      answer:
        'An advance of ₹1,000 to ₹5,000 is required at booking and is adjusted against your final bill. For a separate vehicle you pay 90% in advance and 10% at delivery, while shared or part-load moves are paid in full in advance; GST is shown on your quotation at the rate for your kind of bill (an instant estimate’s band already includes it); tolls, parking, demurrage and customs are extra. Pay only to the company’s own account or business UPI ID printed on your quotation, never to a personal UPI ID.',
    },
    {
      question: 'Can I reschedule or cancel my move?',
      answer:
        'Yes, you can reschedule by telling us at least 24 hours before the planned pickup. If you cancel a confirmed booking, the advance is not refunded because the vehicle and crew have been reserved for you.',
    },
    {
      question: 'Is insurance available for my goods?',
      answer:
        'Yes, we arrange transit insurance on request, based on the value you declare for your goods. Without insurance, our liability is limited to the declared value or the amount in your contract.',
    },
  ],
  more: [
    {
      question: 'Which items can’t you move?',
      answer:
        'We do not carry explosives, hazardous chemicals, perishables or illegal goods. Cash, currency and jewellery travel only if they are declared in writing and insured, and we recommend you keep them with you.',
    },
    {
      question: 'Do you move cars and bikes?',
      answer:
        'Yes, we transport cars and bikes between cities in closed carriers or containers, with padding and secure tie-downs. Keep the registration and insurance papers handy, as they travel with the vehicle.',
    },
    {
      question: 'Do you provide storage?',
      answer:
        'Yes, we store household goods, office assets and business stock in secure warehouses with 24x7 CCTV, for a few days or several months. Charges depend on the duration, volume, type of goods and packing.',
    },
    {
      question: 'How do I claim for damaged goods?',
      answer:
        'Report visible damage in writing within 7 days of delivery, and concealed damage within 30 days of unpacking. Send photos, the delivery receipt and supporting papers, and our claims team will verify and settle approved claims.',
    },
    {
      question: 'Do you handle international moves?',
      answer:
        'Yes, our international desk handles packing, customs documentation, air or sea shipping with tracking, and delivery at the destination. Customs duty and port charges are billed separately.',
    },
  ],
});
