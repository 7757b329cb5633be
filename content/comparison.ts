import { z } from 'zod';
import { parseContent, text } from './parse';

/** A row of the about page's comparison table (docs/product.md#content-data). */
export const comparisonRowSchema = z.object({
  /** What is compared. */
  feature: text,
  /** Whether typical movers offer it (tick or cross). */
  typical: z.boolean(),
  /** Whether this company offers it. */
  ours: z.boolean(),
});

export type ComparisonRow = z.infer<typeof comparisonRowSchema>;

/** The 12 features (docs/product.md#other-content-pages). */
export const comparisonRows: ComparisonRow[] = parseContent(
  'content/comparison.ts',
  z.array(comparisonRowSchema).length(12),
  [
    { feature: 'Free pre-move survey', typical: false, ours: true },
    { feature: 'Written quote with no hidden charges', typical: false, ours: true },
    { feature: 'Multi-layer packing material', typical: false, ours: true },
    { feature: 'Trained, in-house packers', typical: false, ours: true },
    { feature: 'GPS-tracked vehicles', typical: false, ours: true },
    { feature: 'Transit insurance on request', typical: true, ours: true },
    { feature: 'One coordinator for your whole move', typical: false, ours: true },
    { feature: 'Valid GST invoice', typical: false, ours: true },
    { feature: 'Written damage-claim process', typical: false, ours: true },
    { feature: 'Storage facility for short and long stays', typical: false, ours: true },
    { feature: 'Unpacking and furniture placement', typical: false, ours: true },
    { feature: 'Support seven days a week', typical: false, ours: true },
  ],
);
