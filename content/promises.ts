import { z } from 'zod';
import { company } from './company';
import { parseContent, text } from './parse';

/**
 * The company's two promises about a quote, worded once (docs/product.md#the-company-and-its-claims):
 * what an estimate's price band means (the price promise) and when the written quote comes. Every
 * page that states either takes these words (the estimate, the city pages, the FAQ, the terms, the
 * home and company pages); content/hi/promises.ts says the same in Hindi.
 */

const FILE = 'content/promises.ts';

export const promisesSchema = z.object({
  /** The price promise (docs/product.md#the-price-promise): the band is a not-to-exceed price for the goods and addresses declared. */
  pricePromise: z.object({
    /** Its name, shown in bold before it, e.g. "Our price promise:". */
    heading: text,
    /** The promise itself, one sentence. */
    text: text,
  }),
  /** When the written quote comes: within `quoteMinutes` of the office's call back, in office hours. */
  quoteTime: z.object({
    /** To follow "a written quote", e.g. "within 30 minutes of our call". */
    within: text,
    /** On its own, as in the home page's list of promises. */
  }),
});

export type Promises = z.infer<typeof promisesSchema>;

const { quoteMinutes } = company.promises;

export const promises: Promises = parseContent(FILE, promisesSchema, {
  pricePromise: {
    heading: 'Our price promise:',
    text: 'your estimate’s price band is a not-to-exceed price for the goods and addresses you declared; the survey confirms your price within the band or explains in writing what changed, and a price above the band needs your approval.',
  },
  quoteTime: {
    within: `within ${quoteMinutes} minutes of our call`,
  },
});

/** The price promise as one line: its name, then the promise. */
export const pricePromiseLine = `${promises.pricePromise.heading} ${promises.pricePromise.text}`;
