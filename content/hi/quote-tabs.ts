import { z } from 'zod';
import { parseContent } from '../parse';
import { type QuoteTab, quoteTabSchema } from '../quote-tabs';

/** The home page quote form's tabs in Hindi: content/quote-tabs.ts, the same seven in the same order. */
const tabs = parseContent('content/hi/quote-tabs.ts', z.array(quoteTabSchema).length(7), [
  {
    name: 'घरेलू शिफ्टिंग',
    from: 'कहाँ से',
    to: 'कहाँ तक',
    detail: 'सामान का प्रकार (जैसे घर का सामान, फ़र्नीचर)',
  },
  { name: 'कार शिफ्टिंग', from: 'कहाँ से', to: 'कहाँ तक', detail: 'कार का प्रकार (जैसे हैचबैक, सेडान, SUV)' },
  {
    name: 'स्टोरेज',
    from: 'सामान कहाँ से उठाना है',
    to: 'किस शहर में रखना है',
    detail: 'सामान और कितने समय के लिए (जैसे 2 BHK, 3 महीने)',
  },
  {
    name: 'हवाई कार्गो',
    from: 'किस एयरपोर्ट वाले शहर से',
    to: 'किस एयरपोर्ट वाले शहर तक',
    detail: 'कार्गो की जानकारी (जैसे 8 कार्टन, 150 किलो)',
  },
  {
    name: 'विदेश शिफ्टिंग',
    from: 'कहाँ से (शहर, देश)',
    to: 'कहाँ तक (शहर, देश)',
    detail: 'सामान का प्रकार (जैसे घर का सामान, निजी सामान)',
  },
  { name: 'ऑफ़िस शिफ्टिंग', from: 'कहाँ से', to: 'कहाँ तक', detail: 'ऑफ़िस का साइज़ (जैसे 25 वर्कस्टेशन)' },
  {
    name: 'कमर्शियल शिफ्टिंग',
    from: 'कहाँ से',
    to: 'कहाँ तक',
    detail: 'सामान का प्रकार (जैसे मशीनें, दुकान की फ़िटिंग)',
  },
]);

/** Heading shown for a tab: "{tab} का मुफ़्त कोटेशन पाएँ" (content/quote-tabs.ts `quoteHeading` in Hindi). */
export function quoteHeading(tab: Pick<QuoteTab, 'name'>): string {
  return `${tab.name} का मुफ़्त कोटेशन पाएँ`;
}

export const quoteTabs: QuoteTab[] = tabs.map((tab) => ({ ...tab, heading: quoteHeading(tab) }));
