import { company } from '../company';
import { parseContent } from '../parse';
import { type Promises, promisesSchema } from '../promises';

/** The company's promises about a quote in Hindi: content/promises.ts, said the same way. */

const { quoteMinutes } = company.promises;

export const promises: Promises = parseContent('content/hi/promises.ts', promisesSchema, {
  pricePromise: {
    heading: 'कीमत का हमारा वादा:',
    text: 'आपके बताए सामान और पतों के लिए, अनुमान में दी गई कीमत की रेंज से ज़्यादा कीमत नहीं होगी; सर्वे के बाद कीमत इसी रेंज के अंदर पक्की होती है या हम लिखकर बताते हैं कि क्या बदला है, और रेंज से ज़्यादा कीमत सिर्फ़ आपकी मंज़ूरी से लगती है।',
  },
  quoteTime: {
    within: `हमारी कॉल के ${quoteMinutes} मिनट के अंदर`,
  },
});

/** The price promise as one line, as content/promises.ts `pricePromiseLine`. */
export const pricePromiseLine = `${promises.pricePromise.heading} ${promises.pricePromise.text}`;
