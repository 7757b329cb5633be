import { z } from 'zod';
import {
  type CityPageWords,
  cityPageWordsSchema,
  cityServiceIds,
  type CityServiceLink,
  cityServiceLinkSchema,
  cityServiceLinks,
} from '../city-copy';
import { tracking } from '../claims';
import { parseContent, text } from '../parse';

/**
 * What the 48 Hindi city pages share (/hi/city/{slug}/, docs/i18n.md#the-hindi-city-pages): the
 * twin of content/city-copy.ts, and the page's fixed lines around the city's Hindi guide
 * (content/hi/city-guides/). `{city}`, `{to}`, `{km}`, `{offer}`, `{minutes}` are filled in.
 */

const FILE = 'content/hi/city-copy.ts';

/** The seven services of a Hindi city page, linked to the same pages as the English ones. */
export const cityServiceLinksHi: CityServiceLink[] = parseContent(
  FILE,
  z.array(cityServiceLinkSchema).length(cityServiceIds.length),
  (
    [
      ['local-moves', 'शहर के अंदर शिफ्टिंग'],
      ['domestic-moves', 'दूसरे शहर में शिफ्टिंग'],
      ['international-moves', 'विदेश शिफ्टिंग'],
      ['vehicle-transport', 'कार और बाइक ट्रांसपोर्ट'],
      ['storage', 'स्टोरेज'],
      ['packing', 'पैकिंग'],
      ['corporate-relocation', 'ऑफ़िस और कॉर्पोरेट शिफ्टिंग'],
    ] as const
  ).map(([id, title]) => ({ id, title, href: cityServiceLinks.find((link) => link.id === id)!.href })),
);

/** The four booking steps, as content/city-copy.ts `cityProcess`. */
export const cityProcessHi: { title: string }[] = parseContent(FILE, z.array(z.object({ title: text })).length(4), [
  { title: 'अपनी ज़रूरत बताइए' },
  { title: 'सर्वे के बाद कोटेशन पाइए' },
  { title: 'थोड़ी-सी टोकन राशि देकर बुकिंग पक्की कीजिए' },
  { title: tracking.live ? 'आराम कीजिए और अपना सामान लाइव ट्रैक कीजिए' : 'आराम कीजिए: पैकिंग, शिफ्टिंग और डिलीवरी हमारी' },
]);

/** The Hindi city page's own lines: the twin of `cityPageWords` in content/city-copy.ts. */
export const cityPageWordsHi: CityPageWords = parseContent(FILE, cityPageWordsSchema, {
  title: '{city} में पैकर्स और मूवर्स',
  metaTitle: '{city} में पैकर्स और मूवर्स',
  metaTitleOffer: '{city} में पैकर्स और मूवर्स | {offer} की छूट',
  metaDescription: '{city} में पैकर्स और मूवर्स: घर, ऑफ़िस, कार और बाइक की शिफ्टिंग, शहर के अंदर, {to} या भारत में कहीं भी। {offer}',
  metaOffer: 'शिफ्टिंग पर {offer} की छूट पाएँ।',
  metaNoOffer: 'मुफ़्त सर्वे और लिखित कोटेशन।',
  breadcrumb: '{city} में पैकर्स और मूवर्स',
  offerLine: 'अपनी अगली शिफ्टिंग पर {offer} की छूट पाएँ',
  quoteButton: '{city} में मुफ़्त कोटेशन पाएँ',
  areas: '{city} और आसपास जहाँ हम शिफ्टिंग करते हैं',
  nearby: 'पास के शहरों के पेज:',
  commonMoves: '{city} से आम शिफ्टिंग',
  tableCaption: '{city} से सड़क की अनुमानित दूरी, आम तौर पर लगने वाला समय और कीमत',
  tableTo: 'कहाँ तक',
  within: '{city} के अंदर',
  localMove: 'शहर के अंदर',
  aboutKm: 'करीब {km} किमी',
  sameDay: 'उसी दिन',
  tableNote:
    'अनुमानित: दूरी शहरों के बीच की है; कीमतें GST समेत कुल रकम हैं, स्टैंडर्ड पैकिंग, दोनों तरफ़ ग्राउंड फ़्लोर या लिफ्ट, और बिना कार, स्टोरेज या बीमा के।',
  ownMove: '{city} से अपनी शिफ्टिंग का अनुमान खुद निकालें',
  routeEstimate: '{city} से {to} की शिफ्टिंग का अनुमान देखें',
  estimateTitle: '{city} से अपनी शिफ्टिंग की कीमत खुद देखें',
  estimateIntro: '{city} से: चुनिए कि कहाँ जाना है और घर कितना बड़ा है, और कीमत की रेंज तुरंत देखिए।',
  estimateNoScript: 'अनुमान के लिए जावास्क्रिप्ट चाहिए; ऊपर की टेबल में {city} से आम शिफ्टिंग की कीमतें हैं।',
  routeHeading: '{city} से {to}',
  movingHere: '{city} में शिफ्टिंग',
  questions: '{city} के लोग ये सवाल पूछते हैं',
  services: '{city} में हमारी सेवाएँ',
  servicesEyebrow: 'हम क्या शिफ्ट करते हैं',
  process: 'चार कदमों में शिफ्टिंग बुक करें',
  enquiryTitle: '{city} में शिफ्टिंग का मुफ़्त कोटेशन पाएँ',
  offerTerms:
    'छूट पैकिंग और शिफ्टिंग के चार्ज पर है (टोल, पार्किंग या दूसरे एक्स्ट्रा खर्च पर नहीं), उस शहर से शिफ्टिंग पर जिसके पेज पर ऑफ़र दिखता है, उसी दर पर, जब आप पूछताछ उसी पेज से भेजें। यह किसी दूसरे ऑफ़र के साथ नहीं मिलती।',
  whatsappAbout: '{city} से शिफ्टिंग',
  serviceName: '{city} में पैकर्स और मूवर्स',
  offerWithin: '{city} के अंदर घर की शिफ्टिंग',
  offerRoute: '{city} से {to} घर की शिफ्टिंग',
  offerSize: '{size}, GST समेत',
  fullStop: '।',
  transitDay: '{days} दिन',
  transitDays: '{days} दिन',
});
