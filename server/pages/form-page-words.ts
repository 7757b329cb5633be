import { uiWords } from '../../content/localized/ui';
import { dataUse, enquiryFieldLooks, type FieldLook, reviewFieldLooks } from '../../lib/shared/lead-fields';
import type { FormLanguage } from '../../lib/shared/lead-schemas';
import type { LeadKind } from '../store/types';

const { form: formWordsHi, reviewForm: reviewFormWordsHi } = uiWords.hi;

/**
 * What the intake's own form page (server/pages/form-page.ts) says, in the language of the form that was
 * posted (docs/i18n.md#forms-and-leads): a Hindi page's form comes back in Hindi. `{n}`, `{noun}`,
 * `{days}` are filled in.
 */
export type FormPageWords = {
  htmlLang: string;
  noun: Record<LeadKind, string>;
  submit: Record<LeadKind, string>;
  notSent: string;
  check: string;
  oneField: string;
  fields: string;
  partLost: string;
  stillHere: string;
  honeypot: string;
  dataUse: Record<LeadKind, string>;
  keepFor: string;
  yourChoices: string;
  privacyPolicy: string;
  talk: string;
  chooseOptional: string;
  movingDate: string;
  homeSize: string;
  homeSizes: Record<string, string>;
  estimateDropped: string;
  estimateAgain: string;
  estimateToConfirm: string;
  goodsOrDetails: string;
  rating: string;
  star: string;
  stars: string;
  enquiryLooks: Record<keyof typeof enquiryFieldLooks, FieldLook>;
  reviewLooks: Record<keyof typeof reviewFieldLooks, FieldLook>;
  notices: { rate_limited: string; busy: string; unavailable: string; conflict: string };
};

/** A look with its label and placeholder in other words. */
const worded = (look: FieldLook, words: { label: string; placeholder?: string }): FieldLook => ({
  ...look,
  label: words.label,
  ...(words.placeholder ? { placeholder: words.placeholder } : {}),
});

export const formPageWords: Record<FormLanguage, FormPageWords> = {
  en: {
    htmlLang: 'en-IN',
    noun: { enquiry: 'enquiry', review: 'review' },
    submit: { enquiry: 'Request a callback', review: 'Submit review' },
    notSent: 'Your {noun} was not sent',
    check: 'Please check your {noun}',
    oneField: 'One field needs a change before we can take your {noun}.',
    fields: '{n} fields need a change before we can take your {noun}.',
    partLost: 'Part of the form did not arrive as the page sent it; please send it again.',
    stillHere: 'Everything you typed is still here.',
    honeypot: 'Leave this empty',
    dataUse,
    keepFor: 'We keep them for {days} days, then delete them.',
    yourChoices: 'See, correct or erase your details',
    privacyPolicy: 'Privacy policy',
    talk: 'Rather talk to us? Call',
    chooseOptional: 'Choose (optional)',
    movingDate: 'Moving date (optional)',
    homeSize: 'Home size (optional)',
    homeSizes: {},
    estimateDropped: 'Sending this form sends your enquiry without it; or',
    estimateAgain: 'work out your estimate again',
    estimateToConfirm: 'Instant estimate to confirm:',
    goodsOrDetails: 'Goods or details',
    rating: 'Your rating',
    star: 'star',
    stars: 'stars',
    enquiryLooks: enquiryFieldLooks,
    reviewLooks: reviewFieldLooks,
    notices: {
      rate_limited:
        'We have received many messages from your connection in a short time, so this one was not saved. Please wait a minute and send it again; everything you typed is still here.',
      busy: 'We are receiving a great many messages just now, and yours was not saved. Please send it again in a minute; everything you typed is still here.',
      unavailable:
        'We could not save your message just now. Please send it again in a minute; everything you typed is still here.',
      // The page's key was used for other details (the visitor went back and changed them): this page has a new one.
      conflict:
        'Your earlier message from this form was saved. To send these details as a new message, please send the form again.',
    },
  },
  hi: {
    htmlLang: 'hi',
    noun: { enquiry: 'पूछताछ', review: 'रिव्यू' },
    submit: { enquiry: formWordsHi.submit, review: reviewFormWordsHi.submit },
    notSent: 'आपकी {noun} नहीं भेजी जा सकी',
    check: 'कृपया अपनी {noun} जाँच लें',
    oneField: 'आपकी {noun} लेने से पहले एक जगह बदलाव ज़रूरी है।',
    fields: 'आपकी {noun} लेने से पहले {n} जगह बदलाव ज़रूरी है।',
    partLost: 'फ़ॉर्म का कुछ हिस्सा पेज से ठीक से नहीं आया; कृपया इसे फिर से भेजें।',
    stillHere: 'आपने जो भी लिखा है, वह सब यहीं है।',
    honeypot: formWordsHi.honeypot,
    dataUse: {
      enquiry: formWordsHi.dataUse,
      review: reviewFormWordsHi.dataUse,
    },
    keepFor: formWordsHi.keepFor,
    yourChoices: formWordsHi.yourChoices,
    privacyPolicy: formWordsHi.privacyPolicy,
    talk: 'बात करना चाहते हैं? कॉल करें',
    chooseOptional: 'चुनें (चाहें तो)',
    movingDate: `${formWordsHi.movingDate} ${formWordsHi.optional}`,
    homeSize: `${formWordsHi.homeSize} ${formWordsHi.optional}`,
    homeSizes: formWordsHi.homeSizes,
    estimateDropped: 'यह फ़ॉर्म भेजने पर आपकी पूछताछ अनुमान के बिना जाएगी; या',
    estimateAgain: 'अपना अनुमान फिर से निकालें',
    estimateToConfirm: 'पक्का करवाने के लिए अनुमान:',
    goodsOrDetails: 'सामान या जानकारी',
    rating: reviewFormWordsHi.rating,
    star: 'स्टार',
    stars: 'स्टार',
    enquiryLooks: {
      pickup: worded(enquiryFieldLooks.pickup, formWordsHi.pickup),
      drop: worded(enquiryFieldLooks.drop, formWordsHi.drop),
      detail: worded(enquiryFieldLooks.detail, formWordsHi.detail),
      name: worded(enquiryFieldLooks.name, formWordsHi.name),
      phone: worded(enquiryFieldLooks.phone, formWordsHi.phone),
      email: worded(enquiryFieldLooks.email, formWordsHi.email),
    },
    reviewLooks: {
      name: worded(reviewFieldLooks.name, reviewFormWordsHi.name),
      title: worded(reviewFieldLooks.title, reviewFormWordsHi.title),
      description: worded(reviewFieldLooks.description, reviewFormWordsHi.description),
    },
    notices: {
      rate_limited:
        'आपके कनेक्शन से थोड़े समय में बहुत सारे संदेश आए हैं, इसलिए यह सेव नहीं हुआ। एक मिनट रुककर फिर से भेजें; आपने जो लिखा है, वह सब यहीं है।',
      busy: 'इस समय बहुत सारे संदेश आ रहे हैं, और आपका संदेश सेव नहीं हुआ। एक मिनट बाद फिर से भेजें; आपने जो लिखा है, वह सब यहीं है।',
      unavailable: 'अभी आपका संदेश सेव नहीं हो सका। एक मिनट बाद फिर से भेजें; आपने जो लिखा है, वह सब यहीं है।',
      conflict: 'इस फ़ॉर्म से आपका पिछला संदेश सेव हो चुका है। ये जानकारी नए संदेश के रूप में भेजने के लिए फ़ॉर्म फिर से भेजें।',
    },
  },
};
