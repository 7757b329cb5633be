import { company } from '../company';
import type { fraudNotice as fraudNoticeEn } from '../fraud-notice';
import type { Widened } from '../localized/twin';

/**
 * "Beware of fraud" in Hindi (components/sections/fraud-notice.tsx on the Hindi pages): the same
 * warning as content/fraud-notice.ts, with the company's ways to take payment
 * (content/company.ts `payments.methods`) said in Hindi. A payment method without its Hindi words
 * stops the build rather than show an English line on a Hindi page (docs/i18n.md#content-twins).
 */

/** The Hindi of each official way to pay, by its English words in content/company.ts. */
const methodsHi: Record<string, string> = {
  'Bank transfer (NEFT, RTGS or IMPS) to the current account in the company’s name printed on your quotation and invoice':
    'कोटेशन और इनवॉइस पर छपे कंपनी के नाम वाले करंट अकाउंट में बैंक ट्रांसफ़र (NEFT, RTGS या IMPS)',
  'UPI to the company’s business UPI ID printed on your quotation and invoice':
    'कोटेशन और इनवॉइस पर छपी कंपनी की बिज़नेस UPI ID पर UPI से',
  'Cheque or demand draft in the company’s name': 'कंपनी के नाम का चेक या डिमांड ड्राफ़्ट',
};

function methodHi(method: string): string {
  const hi = methodsHi[method];
  if (!hi) throw new Error(`content/hi/fraud-notice.ts: no Hindi words for the payment method "${method}"; add them`);
  return hi;
}

/** The notice's words, key for key as content/fraud-notice.ts. */
export const fraudNotice: Widened<typeof fraudNoticeEn> = {
  heading: 'धोखाधड़ी से सावधान',
  never: `${company.name} कभी भी किसी की निजी UPI ID, निजी बैंक खाते या किसी व्यक्ति के फ़ोन नंबर पर पैसे भेजने को नहीं कहती, और न ही कभी OTP, कार्ड का PIN या आपका UPI PIN माँगती है। हम पेमेंट सिर्फ़ इन तरीकों से लेते हैं:`,
  methods: company.payments.methods.map(methodHi),
  checkFirst: 'अगर कोई हमारे नाम पर किसी और तरीके से पैसे माँगे, तो पेमेंट न करें: पहले हमें ',
  checkAfter: ' पर कॉल करके पूछ लें।',
  verify: 'नंबर या UPI ID जाँचें',
};
