import { type CityReasonsWords, cityReasonsWordsSchema } from '../city-reasons';
import { parseContent } from '../parse';

/** The Hindi city page's why-choose points and ten cost factors: the twin of content/city-reasons.ts. */
export const cityReasonsWordsHi: CityReasonsWords = parseContent('content/hi/city-reasons.ts', cityReasonsWordsSchema, {
  whyTitle: '{city} से हमारे साथ शिफ्ट क्यों करें',
  planned: {
    title: '{city} के हिसाब से प्लानिंग',
    text: 'हमारा सर्वे वह सब ध्यान में रखता है जो यहाँ की शिफ्टिंग में आता है: {list}।',
  },
  routes: {
    title: '{city} से लोग कहाँ शिफ्ट होते हैं',
    text: '{list}: हर रूट की दूरी, लगने वाला समय और कीमत ऊपर की टेबल में है।',
  },
  packed: {
    title: '{far} तक के सफ़र के लिए पैकिंग',
    text: 'करीब {km} किमी, दरवाज़े से दरवाज़े तक {transit}: नाज़ुक सामान लपेटा जाता है, कार्टन में रखा जाता है और ज़रूरत हो तो क्रेट में।',
  },
  and: ' और ',
  quoted: '“{heading}”',
  factorsTitle: '{city} से शिफ्टिंग की कीमत तय करने वाली दस बातें',
  factorsIntro:
    'तुरंत अनुमान से निकाला गया, {city} से {to} तक 2 BHK के लिए, दोनों तरफ़ ग्राउंड फ़्लोर और स्टैंडर्ड पैकिंग के साथ: कुल रकम और जुड़ने वाली रकम GST समेत और अनुमानित हैं।',
  factors: {
    distance: { title: 'दूरी', text: '{near}, करीब {nearKm} किमी: {nearBand}। {far}, करीब {farKm} किमी: {farBand}।' },
    volume: { title: 'सामान कितना है', text: '{to} तक 1 BHK {one}, 2 BHK {two}, 3 BHK {three}।' },
    floors: { title: 'मंज़िल और लिफ्ट', text: 'पिकअप पर बिना लिफ्ट की तीसरी मंज़िल से {floors} जुड़ते हैं।' },
    packing: { title: 'पैकिंग मटीरियल', text: 'स्टैंडर्ड की जगह प्रीमियम पैकिंग से {premium} जुड़ते हैं।' },
    vehicle: { title: 'गाड़ी का प्रकार', text: '{to} तक कार कैरियर पर एक कार से {car} जुड़ते हैं, बाइक से {bike}।' },
    labour: { title: 'लेबर', text: 'भारी अलमारी, पियानो और तिजोरी के लिए ज़्यादा हाथ चाहिए, जो सर्वे में गिने जाते हैं।' },
    season: { title: 'मौसम और तारीख़', text: 'महीने के आख़िर, वीकेंड और त्योहार की तारीख़ें सबसे पहले भरती हैं: इन्हें जल्दी बुक करें।' },
    insurance: { title: 'बीमा', text: '₹5,00,000 के सामान की घोषित कीमत पर {insurance} जुड़ते हैं।' },
    storage: { title: 'स्टोरेज के दिन', text: 'डिलीवरी से पहले 30 दिन स्टोरेज में रखने पर {storage} जुड़ते हैं।' },
    addOns: { title: 'दूसरी सेवाएँ', text: 'AC और TV लगाना, फ़र्नीचर जोड़ना और सामान खोलना अलग से चार्ज होता है।' },
  },
});
