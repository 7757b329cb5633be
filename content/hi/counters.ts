import { z } from 'zod';
import { type Counter, counterSchema } from '../counters';
import { parseContent } from '../parse';

/** The Awards & Certifications counters in Hindi: content/counters.ts, the same figures in the same order. */
export const counters: Counter[] = parseContent('content/hi/counters.ts', z.array(counterSchema).length(4), [
  { value: 10000, suffix: '+', label: 'शिफ्टिंग' },
  { value: 99, suffix: '%', label: 'ग्राहक संतुष्टि', detail: 'रेटिंग 4.9/5' },
  { value: 180, suffix: '+', label: 'शहर' },
  { value: 25, suffix: '+', label: 'अवॉर्ड' },
]);
