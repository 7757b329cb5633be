import { company } from '../company';
import type { AfterSendWords, ThankYouKind, ThankYou, thankYouFrame as thankYouFrameEn } from '../thank-you';
import { hoursHi } from './company-words';

/**
 * The thank-you pages in Hindi (app/(hi)/hi/thank-you/[kind]/): where a Hindi page's form lands
 * when the browser sent it itself (docs/i18n.md#forms-and-leads), and the steps the visitor's
 * acknowledgement e-mail repeats (server/notify/messages.ts). Key for key as content/thank-you.ts.
 */

const { callbackMinutes, quoteMinutes } = company.promises;
const { support } = company;

export const thankYouPages: Record<ThankYouKind, ThankYou> = {
  enquiry: {
    title: 'धन्यवाद, आपकी पूछताछ हमें मिल गई है',
    intro: 'आपकी पूछताछ हमारे पास सुरक्षित है और हमारी शिफ्टिंग टीम तक पहुँच रही है।',
    nextSteps: [
      `ऑफ़िस के समय (${hoursHi(company.hours)}) में हम ${callbackMinutes} मिनट के अंदर आपके दिए फ़ोन नंबर पर कॉल करते हैं। ऑफ़िस बंद होने पर भेजी गई पूछताछ पर ऑफ़िस खुलने के ${callbackMinutes} मिनट के अंदर कॉल करते हैं।`,
      `उस कॉल में आपके सामान की जानकारी लेकर, ${quoteMinutes} मिनट के अंदर हम आपको लिखित कोटेशन भेजते हैं।`,
      `शिफ्टिंग से पहले, उसके दौरान और बाद में हमें कॉल करें (${hoursHi(support.phone)}) या WhatsApp पर मैसेज करें (${hoursHi(support.whatsapp)}); ई-मेल का जवाब काम के दिनों में ${support.replyHours} घंटे के अंदर मिलता है।`,
    ],
  },
  review: {
    title: 'आपके रिव्यू के लिए धन्यवाद',
    intro: 'आपका रिव्यू हमारे पास सुरक्षित है।',
    nextSteps: [
      'हमारा ऑफ़िस हर रिव्यू पढ़ता है, ताकि पता चले कि हमारा काम कैसा रहा। यहाँ भेजे गए रिव्यू इस वेबसाइट पर नहीं छपते।',
      `बाद में इसे बदलना या हटाना चाहें, तो ${company.email} पर लिखें, हम कर देंगे।`,
    ],
  },
};

export const thankYouFrame: typeof thankYouFrameEn = {
  call: 'कॉल करें {phone}',
  home: 'मुख्य पेज पर जाएँ',
  next: 'आगे क्या होगा',
};

/** content/thank-you.ts `afterSendWords` in Hindi, key for key. */
export const afterSendWords: AfterSendWords = {
  reference: 'आपका रेफ़रेंस नंबर {ref} है। कॉल या मैसेज करते समय यह नंबर बताएँ।',
  quote: 'आपका लिखित कोटेशन {quote}: इसे खोलें, प्रिंट करें या लिंक सँभाल कर रखें। आपकी सहमति के बिना कीमत इससे ऊपर नहीं जा सकती।',
  referenceReview: 'आपका रेफ़रेंस नंबर {ref} है। रिव्यू बदलने या हटाने के लिए लिखें, तो यह नंबर बताएँ।',
  callSoon: 'हम {minutes} मिनट के अंदर आपके दिए फ़ोन नंबर पर कॉल करेंगे।',
  opensAt: 'हमारा ऑफ़िस {open} खुलता है',
  closesAt: 'हमारा ऑफ़िस {close} बंद होता है',
  closedNow: 'अभी ऑफ़िस बंद है ({hours})',
  byToday: '{reason}: हम आज {time} तक आपको कॉल करेंगे।',
  byTomorrow: '{reason}: हम कल {time} तक आपको कॉल करेंगे।',
  byDay: '{reason}: हम {day} को {time} तक आपको कॉल करेंगे।',
  days: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
  call: thankYouFrame.call,
  whatsapp: 'WhatsApp पर मैसेज करें',
  failWhatsapp: 'इसके बजाय अपनी शिफ्टिंग की जानकारी WhatsApp पर भेजें',
  failMessage: 'नमस्ते {company}, आपकी वेबसाइट का पूछताछ फ़ॉर्म नहीं जा सका। मुझे अपनी शिफ्टिंग का कोटेशन चाहिए।',
  from: 'कहाँ से: {from}',
  to: 'कहाँ तक: {to}',
  size: 'घर का साइज़: {size}',
  date: 'शिफ्टिंग की तारीख़: {date}',
};
