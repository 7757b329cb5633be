import { z } from 'zod';
import { company } from './company';
import { estimateRates } from './estimate-rates';
import { parseContent, text } from './parse';

/** The words around the instant estimate (docs/estimate.md): what it includes, what not, and the promise. */
export const estimateCopySchema = z.object({
  /** The estimator's heading. */
  title: text,
  /** One line under the heading. */
  intro: text,
  /** Shown instead of the estimator when JavaScript does not run. */
  noScript: text,
  /** What every estimate includes. */
  included: z.array(text).min(1),
  /** What no estimate includes. */
  notIncluded: z.array(text).min(1),
  /** The promise, in plain words. */
  promise: text,
  /** Under the estimate: the rates and distances are indicative and approximate. */
  indicative: text,
});

export type EstimateCopy = z.infer<typeof estimateCopySchema>;

const gst = estimateRates.gstBands.find((b) => b.id === estimateRates.appliedGst)!;

/** The estimator's words. */
export const estimateCopy: EstimateCopy = parseContent('content/estimate-copy.ts', estimateCopySchema, {
  title: 'Your instant estimate',
  intro: 'No phone number needed: choose your cities and what you are moving, and see the price band at once.',
  noScript: `The instant estimate needs JavaScript. The charges above are a guide; send the enquiry form below and we send a quote within ${company.promises.quoteMinutes} minutes.`,
  included: [
    'Packing material and packing of your goods',
    'Loading, transport and unloading',
    'Stairs, car or bike carriage, storage and transit insurance when you add them',
    `GST at ${gst.ratePercent}%`,
  ],
  notIncluded: [
    'Tolls, parking and waiting charges (demurrage), paid as they arise',
    'Goods not listed here; we do not carry explosives, hazardous chemicals, perishables or illegal goods',
    'Cash, currency and jewellery, unless declared in writing and insured',
  ],
  promise:
    'After a survey of your goods, the final quote stays within this band unless the goods or the addresses change.',
  indicative: `Indicative rates. Distances between cities are approximate (straight line between city centres × ${estimateRates.roadFactor}, for the road). GST ${gst.ratePercent}% applies to ${gst.appliesTo.toLowerCase()}; your written quote names the rate again.`,
});
