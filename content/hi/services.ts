import { z } from 'zod';
import { parseContent } from '../parse';
import { tracking } from '../claims';
import { type Service, serviceSchema, type serviceCards as serviceCardsEn } from '../services';

/**
 * The services in Hindi: content/services.ts written again for a Hindi reader, with the same ids,
 * tags, links and icons in the same order.
 */

/** The 14 services in tile order, as in content/services.ts. */
export const services: Service[] = parseContent(
  'content/hi/services.ts',
  z.array(serviceSchema).length(14),
  [
    {
      id: 'house-shifting',
      tag: 'House',
      title: 'घर की शिफ्टिंग',
      href: '/home-shifting/',
      description:
        'एक कमरे से लेकर 4 BHK तक, पूरे घर की शिफ्टिंग। हम हर सामान को कई परतों में पैक करते हैं, हर कार्टन पर कमरे का नाम लिखते हैं, और नए घर में सामान खोलकर फ़र्नीचर उसकी जगह पर लगाते हैं।',
    },
    {
      id: 'ac-shifting',
      tag: 'AC',
      title: 'AC शिफ्टिंग और दोबारा फ़िटिंग',
      description:
        'स्प्लिट और विंडो AC को ट्रेनिंग पाया टेक्नीशियन उतारता है, गैस पाइप के सिरे बंद किए जाते हैं, रास्ते के लिए यूनिट पर पैडिंग होती है, और नए पते पर AC लगाकर लीकेज की जाँच की जाती है।',
    },
    {
      id: 'bike-transport',
      tag: 'Bike',
      title: 'बाइक ट्रांसपोर्ट',
      href: '/car-bike-transport/',
      description:
        'मोटरसाइकिल और स्कूटर फ़ोम और कोरुगेटेड शीट में लपेटे जाते हैं, टंकी का तेल सुरक्षित मात्रा तक कम किया जाता है, और गाड़ी ट्रक में सीधी खड़ी करके बाँधी जाती है; उठाते समय और पहुँचाते समय फ़ोटो ली जाती हैं।',
    },
    {
      id: 'car-transport',
      tag: 'Car',
      title: 'कार ट्रांसपोर्ट',
      href: '/car-bike-transport/',
      description:
        'बंद या खुले कैरियर में घर से घर तक कार ट्रांसपोर्ट: कार उठाते समय उसकी हालत की रिपोर्ट, आप चाहें तो ट्रांज़िट बीमा, और चाबी वापस आपके हाथ में आने तक अपडेट।',
    },
    {
      id: 'pet-relocation',
      tag: 'Pet',
      title: 'पालतू जानवरों की शिफ्टिंग',
      href: '/pet-relocation/',
      description:
        'कुत्ते, बिल्ली और पक्षी हवादार क्रेट में, पानी और आराम के लिए रुकते हुए ले जाए जाते हैं; ट्रेन, फ़्लाइट और दूसरे देश के बॉर्डर पर माँगे जाने वाले टीकाकरण रिकॉर्ड और हेल्थ सर्टिफ़िकेट में भी हम मदद करते हैं।',
    },
    {
      id: 'office-relocation',
      tag: 'Office',
      title: 'ऑफ़िस शिफ्टिंग',
      href: '/office-relocation/',
      description:
        'वर्कस्टेशन, सर्वर, फ़ाइलें और फ़र्नीचर वीकेंड पर या रात में शिफ्ट होते हैं, नए ऑफ़िस के फ़्लोर प्लान के हिसाब से, ताकि सोमवार सुबह आपकी टीम फिर से काम पर हो।',
    },
    {
      id: 'commercial-shifting',
      tag: 'Commercial',
      title: 'कमर्शियल शिफ्टिंग',
      href: '/commercial-shifting/',
      description:
        'दुकान, शोरूम, क्लिनिक और फ़ैक्टरी: मशीनें, फ़िटिंग और स्टॉक सही गाड़ी, क्रेन या फ़ोर्कलिफ़्ट से शिफ्ट होते हैं, और सामान की लिस्ट पर दोनों तरफ़ दस्तख़त होते हैं।',
    },
    {
      id: 'luggage-shifting',
      tag: 'Luggage',
      title: 'लगेज और पार्ट-लोड',
      description:
        'कुछ कार्टन, एक बेड या किसी स्टूडेंट का कमरा: आपका सामान शेयरिंग वाले ट्रक में पार्ट-लोड के दाम पर जाता है, और उसकी पैकिंग और लेबलिंग बिल्कुल पूरी शिफ्टिंग जैसी होती है।',
    },
    {
      id: 'domestic-relocation',
      tag: 'Domestic',
      title: 'देश के अंदर शिफ्टिंग',
      description:
        'भारत में एक शहर से दूसरे शहर तक शिफ्टिंग, सिर्फ़ आपके लिए बुक की गई गाड़ी में या शेयरिंग वाली गाड़ी में। शहर के अंदर की शिफ्टिंग एक दिन में हो जाती है; दूसरे शहर तक सामान दूरी के हिसाब से आम तौर पर 2 से 5 दिन में पहुँचता है।',
    },
    {
      id: 'international-relocation',
      tag: 'International',
      title: 'विदेश शिफ्टिंग',
      href: '/international-moves/',
      description:
        'हवाई जहाज़ या समुद्री जहाज़ से विदेश शिफ्टिंग: एक्सपोर्ट पैकिंग, कस्टम्स के कागज़, कंटेनर की बुकिंग, और हमारे विदेशी पार्टनरों के ज़रिए वहाँ पहुँचने पर डिलीवरी।',
    },
    {
      id: 'tempo-hire',
      tag: 'Tempo',
      title: 'टेम्पो और मिनी-ट्रक किराए पर',
      description:
        'शहर के अंदर छोटी शिफ्टिंग के लिए ड्राइवर और लोडरों के साथ टेम्पो या मिनी-ट्रक, हर ट्रिप के हिसाब से दाम, और ज़रूरत हो तो पैकिंग का सामान भी मिल जाता है।',
    },
    {
      id: 'warehouse',
      tag: 'Warehouse',
      title: 'गोदाम में स्टोरेज',
      href: '/warehouse/',
      description:
        'बिज़नेस के स्टॉक, उपकरणों और रिकॉर्ड के लिए सुरक्षित गोदाम, जिस पर CCTV की नज़र रहती है, एक हफ़्ते के लिए हो या एक साल के लिए; सामान हम ही उठाते हैं, और जब भी आप मँगवाएँ, पहुँचा देते हैं।',
    },
    {
      id: 'home-storage',
      tag: 'Storage',
      title: 'घर के सामान की स्टोरेज',
      href: '/home-storage/',
      description:
        'दो शिफ्टिंग के बीच, घर की मरम्मत के दौरान या जब आप विदेश में हों, घर का सामान पैक करके और उसकी लिस्ट बनाकर रखा जाता है, और आप जब तैयार हों, आपके दरवाज़े तक वापस पहुँचाया जाता है।',
    },
    {
      id: 'cold-chain',
      tag: 'Cold',
      title: 'कोल्ड-चेन ट्रांसपोर्ट',
      description:
        'जिन चीज़ों को ठंडा रखना ज़रूरी है, जैसे दवाइयाँ, पौधे और कुछ खाने-पीने का सामान, उनके लिए ऐसी गाड़ियाँ जिनमें तापमान कंट्रोल रहता है, और पूरे सफ़र का तापमान दर्ज होता रहता है।',
    },
  ].map((s) => ({ ...s, icon: `/images/icons/${s.tag.toLowerCase()}.svg` })),
);

/**
 * The tile tags in Hindi, by the English tag: `tag` itself stays the English key (it also names
 * the icon), so a Hindi tile shows this word instead.
 */
export const serviceTagsHi = {
  House: 'घर',
  AC: 'AC',
  Bike: 'बाइक',
  Car: 'कार',
  Pet: 'पालतू',
  Office: 'ऑफ़िस',
  Commercial: 'कमर्शियल',
  Luggage: 'लगेज',
  Domestic: 'देश में',
  International: 'विदेश',
  Tempo: 'टेम्पो',
  Warehouse: 'गोदाम',
  Storage: 'स्टोरेज',
  Cold: 'कोल्ड-चेन',
} satisfies Record<Service['tag'], string>;

/** The four cards shown under the selected service on /hi/services/: what every service includes. */
export const serviceCards = [
  {
    title: 'मुफ़्त सर्वे और कोटेशन',
    icon: '/images/icons/quote.svg',
    description:
      'सर्वेयर घर आकर या वीडियो कॉल पर आपके सामान की लिस्ट बनाता है, और आपको लिखित कोटेशन मिलता है, कोई छिपा चार्ज नहीं।',
  },
  {
    title: 'सावधानी से पैकिंग',
    icon: '/images/icons/packing.svg',
    description: 'हर सामान के हिसाब से चुने गए बबल रैप, कोरुगेटेड शीट, स्ट्रेच फ़िल्म और कार्टन, कमरे के नाम के लेबल के साथ।',
  },
  {
    title: tracking.live ? 'ट्रैकिंग के साथ ट्रांसपोर्ट' : 'रास्ते में अपडेट',
    icon: '/images/icons/tracking.svg',
    description: 'GPS लगी गाड़ियाँ, और एक कोऑर्डिनेटर जो सामान पहुँचने तक आपको बताता रहता है।',
  },
  {
    title: 'सामान उतारना और जमाना',
    icon: '/images/icons/check.svg',
    description: 'हम सामान उतारते हैं, खोलते हैं, फ़र्नीचर वहीं रखते हैं जहाँ आप चाहें, और पैकिंग का कचरा साथ ले जाते हैं।',
  },
] satisfies typeof serviceCardsEn;
