import { z } from 'zod';
import { type ComparisonRow, comparisonRowSchema, comparisonRows as comparisonRowsEn } from '../comparison';
import { parseContent, text } from '../parse';

/**
 * The about page's comparison table in Hindi: content/comparison.ts row for row. Only the features
 * are written here; the ticks and crosses are the English rows' own, so the two tables can never
 * claim different things.
 */

const FILE = 'content/hi/comparison.ts';

/** The 12 features in Hindi, in the order of content/comparison.ts. */
const features = parseContent(FILE, z.array(text).length(comparisonRowsEn.length), [
  'शिफ्टिंग से पहले मुफ़्त सर्वे',
  'लिखित कोटेशन, कोई छिपा हुआ चार्ज नहीं',
  'कई परतों वाला पैकिंग मटीरियल',
  'कंपनी के अपने, ट्रेनिंग पाए हुए पैकर',
  'GPS से ट्रैक होने वाली गाड़ियाँ',
  'माँगने पर ट्रांज़िट बीमा',
  'पूरी शिफ्टिंग के लिए एक ही कोऑर्डिनेटर',
  'सही और वैध GST बिल',
  'नुकसान के क्लेम का लिखित तरीका',
  'कम या ज़्यादा दिनों के लिए स्टोरेज की सुविधा',
  'सामान खोलना और फ़र्नीचर उसकी जगह पर रखना',
  'हफ़्ते के सातों दिन मदद',
]);

export const comparisonRows: ComparisonRow[] = parseContent(
  FILE,
  z.array(comparisonRowSchema).length(comparisonRowsEn.length),
  comparisonRowsEn.map((row, i) => ({ ...row, feature: features[i] })),
);
