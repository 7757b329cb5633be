import { z } from 'zod';
import { estimateRates, appliedGstBand } from './estimate-rates';
import { parseContent, text } from './parse';
import { pricePromiseLine, promises } from './promises';

/** The words around the instant estimate (docs/estimate.md): what it includes, what not, and the promise. */
export const estimateCopySchema = z.object({
  /** The estimator's heading. */
  title: text,
  /** One line under the heading. */
  intro: text,
  /** Shown instead of the estimator when JavaScript does not run. */
  noScript: text,
  /** Shown when the estimator's code could not be fetched (the connection dropped). */
  unreachable: text,
  /** What every estimate includes. */
  included: z.array(text).min(1),
  /** What no estimate includes. */
  notIncluded: z.array(text).min(1),
  /** The price promise (content/promises.ts), word for word. */
  promise: text,
  /** Under the estimate: the rates and distances are indicative and approximate, and why it adds the GST it adds. */
  indicative: text,
  /** The link after it to the GST table on /bill-claim/ (which rate goes with which bill). */
  gstRates: text,
});

export type EstimateCopy = z.infer<typeof estimateCopySchema>;

const gst = appliedGstBand;

/** The estimator's words. */
export const estimateCopy: EstimateCopy = parseContent('content/estimate-copy.ts', estimateCopySchema, {
  title: 'Your instant estimate',
  intro: 'No phone number needed: choose your cities and what you are moving, and see the price band at once.',
  noScript: `The instant estimate needs JavaScript, which is not running in this browser. Send us the details of your move instead: we call you back during office hours and send a written quote ${promises.quoteTime.within}.`,
  unreachable:
    'The estimate could not load: the connection may have dropped. Reload the page to try again, or send us the details of your move instead.',
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
  promise: pricePromiseLine,
  indicative: `Indicative rates. Distances between cities are approximate: by road for the routes on our city pages, otherwise the straight line between city centres × ${estimateRates.roadFactor}. GST ${gst.ratePercent}% is the rate for ${gst.appliesTo.toLowerCase()}, which is what the estimate prices, and the highest rate a moving bill carries: a bill at a lower rate only lowers your price. Your written quote names the rate.`,
  gstRates: 'Which GST rate goes with which bill',
});

/**
 * The service pages that carry the estimate (docs/estimate.md#where-it-appears): where a fresh
 * estimate starts on each, and the line under its heading.
 */
export const serviceEstimates: Record<string, { preset: { cars?: number; storageDays?: number }; intro: string }> = {
  'home-shifting': {
    preset: {},
    intro:
      'Choose your cities, your home size and the floors: the price band and what it is made of appear at once, no phone number needed.',
  },
  'office-relocation': {
    preset: {},
    intro:
      'For a small office, choose the home size closest to its furniture and files (a 10-desk office is about a 2 BHK); larger offices get a quote after a survey.',
  },
  'car-bike-transport': {
    preset: { cars: 1 },
    intro:
      'Price your car or bike with your household goods on one booking. Carrying only a vehicle? Choose "A few items" with a carton or two, or ask us for a vehicle-only quote.',
  },
  'home-storage': {
    preset: { storageDays: 30 },
    intro: 'Storing your goods between two homes? Set the days of storage along with the move; the band includes both.',
  },
};
