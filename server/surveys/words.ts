import { uiWords } from '../../content/localized/ui';
import type { Locale } from '../../lib/shared/i18n';

/**
 * What the intake says about a survey booking (docs/surveys.md), in English and Hindi. The words the
 * booking page says too (the kinds, the fields, what to have ready, the booking's page) are the
 * site's own (`site`: `uiWords[locale].survey`, content/survey-words.ts); here only what the intake
 * alone says: the problems it finds, a time gone, the calendar file and the acknowledgement's lines.
 */
const en = {
  htmlLang: 'en-IN',
  problems: {
    kind: 'Please choose a home visit or a video call.',
    slot: 'Please choose a day and a time from the ones listed.',
    locality: 'Please enter your area and city, for example Kothrud, Pune.',
    floor: 'Please enter the floor as a number: 0 for the ground floor.',
    lift: 'Please say whether there is a working lift.',
  },
  slotGone: 'That time has just been booked by someone else, or the office is not taking surveys then.',
  otherTime: 'Or choose another day and time:',
  cancelNote: 'The time is freed for someone else. You can book again whenever you like.',
  full: 'That time was taken meanwhile: please choose another.',
  otherLanguage: 'हिंदी में देखें',
  calendarSummary: 'Free survey by {company} ({kind})',
  calendarDescription: 'Reference {reference}. Change or cancel: {link}',
  ackBooked: 'Your free survey is booked: {when}',
  ackChange: 'To move it, cancel it or add it to your calendar:',
};

type OwnWords = typeof en;

const hi: OwnWords = {
  htmlLang: 'hi',
  problems: {
    kind: 'कृपया घर पर सर्वे या वीडियो कॉल चुनें।',
    slot: 'कृपया दिए गए दिनों और समय में से एक चुनें।',
    locality: 'कृपया अपना इलाक़ा और शहर लिखें, जैसे कोथरुड, पुणे।',
    floor: 'कृपया मंज़िल अंकों में लिखें: ग्राउंड फ़्लोर के लिए 0।',
    lift: 'कृपया बताएँ कि चालू लिफ़्ट है या नहीं।',
  },
  slotGone: 'यह समय अभी-अभी किसी और ने बुक कर लिया, या ऑफ़िस उस समय सर्वे नहीं ले रहा।',
  otherTime: 'या कोई दूसरा दिन और समय चुनें:',
  cancelNote: 'यह समय किसी और के लिए ख़ाली हो जाएगा। आप जब चाहें फिर से बुक कर सकते हैं।',
  full: 'इस बीच वह समय किसी और ने ले लिया: कृपया दूसरा समय चुनें।',
  otherLanguage: 'View in English',
  calendarSummary: '{company} का मुफ़्त सर्वे ({kind})',
  calendarDescription: 'रेफ़रेंस {reference}। बदलने या रद्द करने के लिए: {link}',
  ackBooked: 'आपका मुफ़्त सर्वे बुक है: {when}',
  ackChange: 'इसे बदलने, रद्द करने या कैलेंडर में जोड़ने के लिए:',
};

export type SurveyWords = OwnWords & { site: (typeof uiWords)['en']['survey'] };

export const surveyWords: Record<Locale, SurveyWords> = {
  en: { ...en, site: uiWords.en.survey },
  hi: { ...hi, site: uiWords.hi.survey },
};
