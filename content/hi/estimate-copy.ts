import { type EstimateCopy, estimateCopySchema, serviceEstimates as serviceEstimatesEn } from '../estimate-copy';
import { estimateRates, appliedGstBand } from '../estimate-rates';
import { parseContent } from '../parse';
import { pricePromiseLine, promises } from './promises';

type GstBandId = (typeof estimateRates.gstBands)[number]['id'];

/** When each GST band applies (content/estimate-rates.ts `appliesTo`), worded to follow "GST n% … लगता है". */
const gstAppliesTo: Record<GstBandId, string> = {
  'transport-only': 'बिना पैकिंग या लोडिंग के, सिर्फ़ सामान की ढुलाई पर',
  'full-service': 'पैकिंग, लोडिंग, ढुलाई और अनलोडिंग के एक ही सेवा के रूप में बने बिल पर',
};

const gst = appliedGstBand;

/** The estimator's words in Hindi: content/estimate-copy.ts, with the same figures from the same settings. */
export const estimateCopy: EstimateCopy = parseContent('content/hi/estimate-copy.ts', estimateCopySchema, {
  title: 'आपकी शिफ्टिंग का तुरंत अनुमान',
  intro: 'फ़ोन नंबर देने की ज़रूरत नहीं: अपने शहर और सामान चुनिए, और कीमत की रेंज तुरंत देखिए।',
  unreachable:
    'अनुमान लोड नहीं हो पाया: शायद कनेक्शन टूट गया। दोबारा कोशिश करने के लिए पेज रीलोड कीजिए, या अपनी शिफ्टिंग की जानकारी हमें भेज दीजिए।',
  noScript: `तुरंत अनुमान के लिए जावास्क्रिप्ट चाहिए, जो इस ब्राउज़र में नहीं चल रहा। इसके बजाय अपनी शिफ्टिंग की जानकारी हमें भेजिए, हम आपको कॉल करेंगे और ${promises.quoteTime.within} लिखित कोटेशन भेज देंगे।`,
  included: [
    'पैकिंग मटीरियल और आपके सामान की पैकिंग',
    'लोडिंग, ढुलाई और अनलोडिंग',
    'सीढ़ियों से सामान चढ़ाना-उतारना, कार या बाइक की ढुलाई, स्टोरेज और ट्रांज़िट बीमा, जब आप इन्हें जोड़ें',
    `${gst.ratePercent}% GST`,
  ],
  notIncluded: [
    'टोल, पार्किंग और इंतज़ार का चार्ज (डेमरेज), जो जब लगें तब देने होते हैं',
    'यहाँ न गिनाया गया सामान; हम विस्फोटक, खतरनाक केमिकल, जल्दी खराब होने वाला सामान या गैरकानूनी सामान नहीं ले जाते',
    'नकद, करेंसी और गहने, जब तक उन्हें लिखित में बताया न गया हो और उनका बीमा न हो',
  ],
  promise: pricePromiseLine,
  indicative: `ये रेट अनुमानित हैं। शहरों के बीच की दूरी अंदाज़न है: हमारे शहर वाले पेजों के रास्तों के लिए सड़क की दूरी, बाकी के लिए दोनों शहरों के केंद्रों के बीच सीधी लाइन की दूरी × ${estimateRates.roadFactor}। GST ${gst.ratePercent}% ${gstAppliesTo[gst.id]} लगता है, और अनुमान इसी का है; यह शिफ्टिंग के बिल पर लगने वाली सबसे ऊँची दर है, इसलिए कम दर वाला बिल आपकी कीमत कम ही करता है। आपके लिखित कोटेशन में दर लिखी होगी।`,
  gstRates: 'किस बिल पर GST की कौन सी दर लगती है (अंग्रेज़ी में)',
});

/**
 * The service pages that carry the estimate, in Hindi: the same pages and presets as
 * content/estimate-copy.ts `serviceEstimates`, with the line under the heading in Hindi.
 */
export const serviceEstimates: typeof serviceEstimatesEn = {
  'home-shifting': {
    preset: {},
    intro: 'अपने शहर, घर का साइज़ और मंज़िलें चुनिए: कीमत की रेंज और उसमें क्या-क्या जुड़ा है, तुरंत दिख जाता है, फ़ोन नंबर देने की ज़रूरत नहीं।',
  },
  'office-relocation': {
    preset: {},
    intro:
      'छोटे ऑफ़िस के लिए वह घर का साइज़ चुनिए जो उसके फ़र्नीचर और फ़ाइलों के सबसे करीब हो (10 डेस्क वाला ऑफ़िस करीब 2 BHK जितना होता है); बड़े ऑफ़िस को सर्वे के बाद कोटेशन मिलता है।',
  },
  'car-bike-transport': {
    preset: { cars: 1 },
    intro:
      'अपनी कार या बाइक की कीमत घर के सामान के साथ एक ही बुकिंग में देखिए। सिर्फ़ गाड़ी भेजनी है? एक-दो कार्टन के साथ "कुछ सामान" चुनिए, या हमसे सिर्फ़ गाड़ी का कोटेशन माँगिए।',
  },
  'home-storage': {
    preset: { storageDays: 30 },
    intro: 'पुराना घर छोड़ने और नए घर में जाने के बीच सामान रखना है? शिफ्टिंग के साथ स्टोरेज के दिन भी चुनिए; रेंज में दोनों शामिल हैं।',
  },
};
