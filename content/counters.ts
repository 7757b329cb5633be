import { z } from 'zod';
import { parseContent, text } from './parse';

/** An animated figure of the Awards & Certifications section (docs/product.md#shared-sections). */
export const counterSchema = z.object({
  /** Final number the counter reaches. */
  value: z.number().int().positive(),
  /** Text after the number, e.g. "+" or "%". */
  suffix: z.string(),
  /** What the number counts. */
  label: text,
  /** Optional second line, e.g. the rating. */
  detail: z.string().optional(),
});

export type Counter = z.infer<typeof counterSchema>;

/** How long each counter runs, in milliseconds (docs/product.md#shared-sections). */
export const counterDurationMs = 2000;

export const counters: Counter[] = parseContent('content/counters.ts', z.array(counterSchema).length(4), [
  { value: 10000, suffix: '+', label: 'Moves' },
  { value: 99, suffix: '%', label: 'Satisfaction', detail: 'Rated 4.9/5' },
  { value: 180, suffix: '+', label: 'Cities' },
  { value: 25, suffix: '+', label: 'Awards' },
]);
