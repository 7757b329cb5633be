import type { Locale } from '../../lib/shared/i18n';
import type { SurveyKind } from '../../lib/shared/survey';

/**
 * What the intake says about a survey booking (docs/surveys.md), in English and Hindi: the field
 * problems it finds, its own pages (the booking's page, the form again without JavaScript), the
 * calendar file and the lead's lines for the office and the CRM (always English there).
 */
const en = {
  htmlLang: 'en-IN',
  kinds: { home: 'Home visit', video: 'Video call' } satisfies Record<SurveyKind, string>,
  problems: {
    kind: 'Please choose a home visit or a video call.',
    slot: 'Please choose a day and a time from the ones listed.',
    locality: 'Please enter your area and city, for example Kothrud, Pune.',
    floor: 'Please enter the floor as a number: 0 for the ground floor.',
    lift: 'Please say whether there is a working lift.',
  },
  slotGone: 'That time has just been booked by someone else, or the office is not taking surveys then.',
  nearest: 'These times are free, nearest to the one you chose:',
  otherTime: 'Or choose another day and time:',
  title: 'Your free survey',
  booked: 'Your free survey is booked.',
  reference: 'Reference {reference}',
  when: '{kind} on {date}, between {start} and {end}',
  ready: 'What to have ready',
  readyList: {
    home: [
      'Someone at home for about 30 to 45 minutes who knows what is moving.',
      'Every room, cupboard, loft and store open to see.',
      'A word about parking and the lift, so the surveyor can come up.',
    ],
    video: [
      'A phone with charge and mobile data or Wi-Fi: we call you on WhatsApp video at the time.',
      'Every room, cupboard, loft and store open to show.',
      'A list of anything fragile or valuable, so we plan its packing.',
    ],
  } satisfies Record<SurveyKind, string[]>,
  calendar: 'Add to calendar',
  quote: 'Your written quote {quote}',
  moveHeading: 'Choose another time',
  move: 'Move my survey to this time',
  cancelHeading: 'Cancel',
  cancel: 'Cancel my survey',
  cancelNote: 'The time is freed for someone else. You can book again whenever you like.',
  moved: 'Your survey is moved to the new time.',
  full: 'That time was taken meanwhile: please choose another.',
  cancelled: 'This survey is cancelled.',
  bookAgain: 'Book a free survey again',
  passed:
    'The time of this survey has passed, so it can no longer be changed here. Call us on {phone} if you need anything.',
  noFree: 'No time is free in the next two weeks. Please call us on {phone}.',
  call: 'Call {phone}',
  whatsapp: 'Message us on WhatsApp',
  whatsappText: 'Hello, about my survey {reference} on {date}, {start}–{end}.',
  otherLanguage: 'हिंदी में देखें',
  calendarSummary: 'Free survey by {company} ({kind})',
  calendarDescription: 'Reference {reference}. Change or cancel: {link}',
  bookSubmit: 'Book my free survey',
  fix: 'Please check the highlighted fields. Everything you typed is still here.',
  dateLabel: 'Day',
  bandLabel: 'Time',
  kindLabel: 'Kind of survey',
};

export type SurveyWords = typeof en;

const hi: SurveyWords = {
  htmlLang: 'hi',
  kinds: { home: 'घर पर सर्वे', video: 'वीडियो कॉल' },
  problems: {
    kind: 'कृपया घर पर सर्वे या वीडियो कॉल चुनें।',
    slot: 'कृपया दिए गए दिनों और समय में से एक चुनें।',
    locality: 'कृपया अपना इलाक़ा और शहर लिखें, जैसे कोथरुड, पुणे।',
    floor: 'कृपया मंज़िल अंकों में लिखें: ग्राउंड फ़्लोर के लिए 0।',
    lift: 'कृपया बताएँ कि चालू लिफ़्ट है या नहीं।',
  },
  slotGone: 'यह समय अभी-अभी किसी और ने बुक कर लिया, या ऑफ़िस उस समय सर्वे नहीं ले रहा।',
  nearest: 'आपके चुने समय के सबसे पास ये समय ख़ाली हैं:',
  otherTime: 'या कोई दूसरा दिन और समय चुनें:',
  title: 'आपका मुफ़्त सर्वे',
  booked: 'आपका मुफ़्त सर्वे बुक हो गया है।',
  reference: 'रेफ़रेंस {reference}',
  when: '{date} को {start} से {end} के बीच {kind}',
  ready: 'क्या तैयार रखें',
  readyList: {
    home: [
      'लगभग 30 से 45 मिनट के लिए घर पर कोई हो, जिसे पता हो कि क्या-क्या शिफ़्ट होना है।',
      'हर कमरा, अलमारी, लॉफ़्ट और स्टोर देखने के लिए खुला हो।',
      'पार्किंग और लिफ़्ट के बारे में बता दें, ताकि सर्वेयर ऊपर आ सके।',
    ],
    video: [
      'चार्ज और मोबाइल डेटा या वाई-फ़ाई वाला फ़ोन: तय समय पर हम आपको WhatsApp वीडियो कॉल करेंगे।',
      'हर कमरा, अलमारी, लॉफ़्ट और स्टोर दिखाने के लिए खुला हो।',
      'नाज़ुक या क़ीमती सामान की सूची, ताकि हम उसकी पैकिंग की योजना बना सकें।',
    ],
  },
  calendar: 'कैलेंडर में जोड़ें',
  quote: 'आपका लिखित कोटेशन {quote}',
  moveHeading: 'दूसरा समय चुनें',
  move: 'मेरा सर्वे इस समय पर करें',
  cancelHeading: 'रद्द करें',
  cancel: 'मेरा सर्वे रद्द करें',
  cancelNote: 'यह समय किसी और के लिए ख़ाली हो जाएगा। आप जब चाहें फिर से बुक कर सकते हैं।',
  moved: 'आपका सर्वे नए समय पर कर दिया गया है।',
  full: 'इस बीच वह समय किसी और ने ले लिया: कृपया दूसरा समय चुनें।',
  cancelled: 'यह सर्वे रद्द है।',
  bookAgain: 'फिर से मुफ़्त सर्वे बुक करें',
  passed: 'इस सर्वे का समय निकल चुका है, इसलिए अब इसे यहाँ बदला नहीं जा सकता। कुछ चाहिए तो हमें {phone} पर कॉल करें।',
  noFree: 'अगले दो हफ़्तों में कोई समय ख़ाली नहीं है। कृपया हमें {phone} पर कॉल करें।',
  call: '{phone} पर कॉल करें',
  whatsapp: 'WhatsApp पर मैसेज करें',
  whatsappText: 'नमस्ते, मेरे सर्वे {reference} के बारे में, {date}, {start}–{end}।',
  otherLanguage: 'View in English',
  calendarSummary: '{company} का मुफ़्त सर्वे ({kind})',
  calendarDescription: 'रेफ़रेंस {reference}। बदलने या रद्द करने के लिए: {link}',
  bookSubmit: 'मेरा मुफ़्त सर्वे बुक करें',
  fix: 'कृपया चिह्नित जगहें देखें। आपने जो लिखा था, वह सब यहीं है।',
  dateLabel: 'दिन',
  bandLabel: 'समय',
  kindLabel: 'सर्वे का तरीका',
};

export const surveyWords: Record<Locale, SurveyWords> = { en, hi };
