import { z } from 'zod';
import { company } from '../company';
import { tracking } from '../claims';
import { parseContent } from '../parse';
import {
  type AboutPage,
  aboutPageSchema,
  type Card,
  cardSchema,
  type ProseBlock,
  proseBlockSchema,
  type SharedSections,
  sharedSectionsSchema,
  type SimplePage,
  simplePageSchema,
  type WhyChoosePage,
  whyChoosePageSchema,
} from '../story';
import { hoursHi, networkSentence, yearsHi } from './company-words';
import { pricePromiseLine, promises } from './promises';

/**
 * The story pages' copy in Hindi: content/story.ts for the pages that have a Hindi twin, checked
 * by the same schemas. Where the English schema fixes English words (the five strength titles,
 * the shared section headings), the Hindi schema fixes their Hindi twins instead.
 */

const FILE = 'content/hi/story.ts';

/** Search-result description, 120-160 characters, as in content/story.ts. */
const metaDescription = simplePageSchema.shape.metaDescription;

/** The five strengths of the why-choose page in Hindi, in the order of content/story.ts `strengthTitles`. */
export const strengthTitles = [
  'सुरक्षित पैकिंग',
  'समय पर डिलीवरी',
  'पूरे भारत में नेटवर्क',
  'साफ़-साफ़ कीमत',
  'अनुभवी टीम',
] as const;

const whyChoosePageSchemaHi = whyChoosePageSchema.extend({
  /** The five strengths, in `strengthTitles` order. */
  strengths: z
    .array(cardSchema)
    .length(strengthTitles.length)
    .refine(
      (cards) => cards.every((card, i) => card.title === strengthTitles[i]),
      'strengths must follow strengthTitles',
    ),
});

const sharedSectionsSchemaHi = sharedSectionsSchema.extend({
  /** Heading of the office-location block ("Our Office Location"). */
  officeHeading: z.literal('हमारे ऑफ़िस का पता'),
  /** Heading of the trust cards block ("Trust Us With Confidence"). */
  trustHeading: z.literal('बेझिझक हम पर भरोसा करें'),
  /** Heading of the awards counters block ("Awards & Certifications"). */
  awardsHeading: z.literal('अवॉर्ड और सर्टिफ़िकेट'),
  /** Heading of the customer videos block ("What Our Customers Say"). */
  videosHeading: z.literal('हमारे ग्राहक क्या कहते हैं'),
});

const { callbackMinutes } = company.promises;
const { quoteTime } = promises;

/** Company description on the home page. */
export const homeIntro: ProseBlock = parseContent(FILE, proseBlockSchema, {
  heading: `${company.name}: पूरे भारत में भरोसेमंद पैकर्स एंड मूवर्स`,
  paragraphs: [
    `${company.name} पूरे भारत में और विदेश तक घर, ऑफ़िस, गाड़ियाँ और कारोबार शिफ्ट करती है, और हर काम के पीछे ${yearsHi(company.experienceClaims.home)} का अनुभव है। हमारी प्रशिक्षित टीम पैकिंग, लोडिंग, ढुलाई, अनलोडिंग और अनपैकिंग सब करती है, आपको बस इतना बताना है कि जाना कहाँ है।`,
    `अपनी शिफ्टिंग की जानकारी भेजिए, ऑफ़िस के समय में हम ${callbackMinutes} मिनट के अंदर आपको वापस कॉल करेंगे और ${quoteTime.within} लिखित कोटेशन भेज देंगे। कोटेशन में हर चार्ज अलग-अलग लिखा होता है।`,
    'एक ही शहर में एक कमरे के सामान से लेकर देश के दूसरे कोने में पूरे घर की शिफ्टिंग तक, हम हर शिफ्टिंग आपकी तारीख़ों, आपके सामान और आपके बजट के हिसाब से प्लान करते हैं।',
  ],
});

/** The four-step "how to hire us" guide on the home page. */
export const hiringGuide: Card[] = parseContent(FILE, z.array(cardSchema).length(4), [
  {
    title: 'अपनी शिफ्टिंग की जानकारी दीजिए',
    description: 'कोटेशन फ़ॉर्म, फ़ोन कॉल या चैट से बताइए कि आप कहाँ से कहाँ जा रहे हैं, कब जा रहे हैं, और मोटे तौर पर कितना सामान है।',
  },
  {
    title: 'सर्वे और कोटेशन लीजिए',
    description: `ऑफ़िस के समय में हम ${callbackMinutes} मिनट के अंदर वापस कॉल करते हैं और ${quoteTime.within} लिखित कोटेशन भेजते हैं। फिर घर आकर या वीडियो कॉल पर सर्वे से आपकी कीमत पक्की होती है।`,
  },
  {
    title: 'बुकिंग पक्की कीजिए',
    description: 'अपनी तारीख़, गाड़ी और टीम पक्की करने के लिए थोड़ा एडवांस दीजिए। यह एडवांस आपके फ़ाइनल बिल में एडजस्ट हो जाता है।',
  },
  {
    title: 'हम पैक करके शिफ्ट करते हैं',
    description:
      'हमारी टीम आपका सामान पैक करती है, लोड करती है और ले जाती है, रास्ते में आपको जानकारी देती रहती है, फिर नए घर में सामान उतारकर हर चीज़ उसकी जगह रखती है।',
  },
]);

export const aboutPage: AboutPage = parseContent(FILE, aboutPageSchema, {
  title: 'हमारे बारे में',
  metaDescription: `${company.founded} से पैकर्स एंड मूवर्स, पूरे भारत में नेटवर्क के साथ: घर और ऑफ़िस की शिफ्टिंग, गाड़ियों की ढुलाई, स्टोरेज और विदेश शिफ्टिंग, सुरक्षित और समय पर।`,
  heading: `${company.name} के बारे में`,
  paragraphs: [
    `${company.founded} से ${company.name} पूरे भारत में परिवारों और कारोबारों को ध्यान से शिफ्ट करने में मदद करती आ रही है। शिफ्टिंग के काम में ${yearsHi(company.experienceClaims.about)} के अनुभव से हम जानते हैं कि हर कार्टन में कितना कुछ बंद होता है।`,
    'हम घर की शिफ्टिंग, ऑफ़िस और कमर्शियल शिफ्टिंग, कार और बाइक की ढुलाई, पालतू जानवरों की शिफ्टिंग, स्टोरेज और विदेश शिफ्टिंग करते हैं। सर्वे से लेकर फ़र्नीचर का आख़िरी टुकड़ा जगह पर रखने तक, पूरा काम एक ही टीम सँभालती है।',
    'हमारे कोटेशन लिखित होते हैं और उनमें हर चार्ज अलग-अलग लिखा होता है, हमारी टीम को हर तरह का सामान सँभालने की ट्रेनिंग मिली है, और हमारी सपोर्ट टीम शिफ्टिंग पूरी होने तक आपके साथ रहती है।',
  ],
  whyChoose: [
    {
      title: 'ट्रेनिंग पाई हुई, जाँची-परखी टीम',
      description:
        'हमारे पैकर और ड्राइवर पैकिंग, लोडिंग और नाज़ुक सामान सँभालने की ट्रेनिंग पाए हुए हैं, और एक तय टीम लीडर की देखरेख में काम करते हैं।',
    },
    {
      title: 'अच्छा पैकिंग मटीरियल',
      description: 'बबल रैप, कोरुगेटेड शीट, मज़बूत कार्टन और लकड़ी के क्रेट, हर चीज़ के हिसाब से चुने हुए।',
    },
    {
      title: 'लिखित कोटेशन, हर चार्ज अलग',
      description: `${quoteTime.within} लिखित कोटेशन, जिसमें पैकिंग, ढुलाई, टैक्स और एक्स्ट्रा चार्ज अलग-अलग लिखे होते हैं।`,
    },
    {
      // लाइव सिर्फ़ तब, जब सेटिंग में लाइव ट्रैकिंग हो (content/claims.ts)।
      title: tracking.live ? 'शिपमेंट की लाइव अपडेट' : 'रास्ते में शिपमेंट की अपडेट',
      description: 'GPS वाली गाड़ियाँ और एक सपोर्ट टीम, जो आपको बताती है कि आपका सामान कहाँ है।',
    },
    {
      title: 'माँगने पर बीमा',
      description: 'रास्ते के लिए आपके सामान का ट्रांज़िट बीमा, ताकि कीमती चीज़ें उतनी कीमत तक कवर रहें जितनी आपने बताई है।',
    },
    {
      title: 'हर कदम पर साथ',
      description: 'बुकिंग से पहले, रास्ते में और डिलीवरी के बाद भी मदद, और अगर कुछ गड़बड़ हो जाए तो क्लेम में भी।',
    },
  ],
});

export const whyChoosePage: WhyChoosePage = parseContent(FILE, whyChoosePageSchemaHi, {
  title: `${company.name} को क्यों चुनें`,
  metaDescription:
    'सुरक्षित पैकिंग, समय पर डिलीवरी, पूरे भारत में नेटवर्क, साफ़-साफ़ कीमत और अनुभवी टीम: परिवार और कारोबार अपनी शिफ्टिंग के लिए हम पर भरोसा क्यों करते हैं।',
  heading: `${company.name} को क्यों चुनें`,
  paragraphs: [
    'शिफ्टिंग ज़िंदगी के सबसे तनाव भरे कामों में से एक है, और आप कौन सा मूवर चुनते हैं, इसी से तय होता है कि सब कैसे निपटेगा। अच्छे मूवर का पता ही नहीं चलता: आपका सामान समय पर निकलता है, समय पर पहुँचता है, और कार्टन से वैसा ही निकलता है जैसा उसमें गया था।',
    `${company.name} में हर शिफ्टिंग सर्वे से शुरू होती है, घर आकर या वीडियो कॉल पर। हम देखते हैं कि आपके पास क्या-क्या है, नाज़ुक या भारी चीज़ें नोट करते हैं, और शिफ्टिंग के दिन के लिए पैकिंग मटीरियल, गाड़ी और टीम तय कर लेते हैं।`,
    `${quoteTime.within} आपको लिखित कोटेशन मिलता है, जिसमें पैकिंग, ढुलाई, टैक्स और कोई भी एक्स्ट्रा चार्ज अलग-अलग लिखा होता है। ${pricePromiseLine}`,
    'हमारे पैकर काँच के बर्तन और आर्टवर्क से लेकर फ़्रिज और पियानो तक, हर चीज़ सँभालने की ट्रेनिंग पाए हुए हैं। नाज़ुक चीज़ों के लिए बबल रैप, कोरुगेटेड शीट और, ज़रूरत हो तो, नाप से बना लकड़ी का क्रेट लगाया जाता है।',
    'रास्ते में हमारी GPS वाली गाड़ियाँ और सपोर्ट टीम आपको तब तक जानकारी देती रहती हैं, जब तक आपका सामान नए पते पर न पहुँच जाए। शहर के अंदर की शिफ्टिंग आम तौर पर एक दिन में हो जाती है, और एक शहर से दूसरे शहर की शिफ्टिंग में आम तौर पर 2 से 5 दिन लगते हैं।',
    'डिलीवरी के बाद हमारी टीम सामान उतारती है, फ़र्नीचर वहीं रखती है जहाँ आप चाहें, और अगर आपने बुक किया है तो सामान खोलती है और फ़र्नीचर फिर से जोड़ती है। अगर कुछ टूट-फूट हुई है, तो हमारा क्लेम का तरीका आसान है और साफ़-साफ़ लिखा हुआ है।',
  ],
  strengths: [
    {
      title: 'सुरक्षित पैकिंग',
      description: 'अच्छे मटीरियल से कई परतों वाली पैकिंग, और नाज़ुक व कीमती चीज़ों के लिए नाप से बने लकड़ी के क्रेट।',
    },
    {
      title: 'समय पर डिलीवरी',
      description:
        'पहले से तय रास्ते, ट्रैक होने वाली गाड़ियाँ, और एक टीम लीडर जो पिकअप और डिलीवरी की तय तारीख़ों पर टिका रहता है।',
    },
    {
      title: 'पूरे भारत में नेटवर्क',
      description: networkSentence,
    },
    {
      title: 'साफ़-साफ़ कीमत',
      description: 'लिखित कोटेशन जिसमें हर चार्ज अलग हो, टैक्स और एक्स्ट्रा चार्ज पहले से दिखाए जाएँ, और हर काम का GST बिल।',
    },
    {
      title: 'अनुभवी टीम',
      description: 'सर्वे करने वाले, पैकर, ड्राइवर और सपोर्ट स्टाफ़, जो रोज़ यही काम करते हैं और अचानक आई मुश्किल को सँभालना जानते हैं।',
    },
  ],
});

export const servicesPage: SimplePage = parseContent(FILE, simplePageSchema, {
  title: 'हमारी सेवाएँ',
  metaDescription:
    'घर, ऑफ़िस और कमर्शियल शिफ्टिंग, कार और बाइक की ढुलाई, पालतू जानवरों की शिफ्टिंग, स्टोरेज, कोल्ड-चेन और विदेश शिफ्टिंग, अनुमानित चार्ज के साथ।',
  heading: 'हमारी सेवाएँ',
  intro:
    'कोई सेवा चुनिए और देखिए कि उसमें क्या-क्या शामिल है, हम उसे कैसे करते हैं और आम तौर पर उसका खर्च कितना आता है। बुकिंग से पहले हर काम का लिखित कोटेशन मिलता है।',
});

export const faqsPage: SimplePage = parseContent(FILE, simplePageSchema, {
  title: 'अक्सर पूछे जाने वाले सवाल',
  metaDescription:
    'शिफ्टिंग में लगने वाला समय, कीमत, एडवांस पेमेंट, तारीख़ बदलना, बीमा, कौन सा सामान नहीं जाता, गाड़ी की ढुलाई, स्टोरेज और टूट-फूट के क्लेम पर जवाब।',
  heading: 'अक्सर पूछे जाने वाले सवाल',
  intro:
    'शिफ्टिंग की तैयारी में बहुत से सवाल उठते हैं। हमारे ग्राहक जो सवाल सबसे ज़्यादा पूछते हैं, उनके सीधे जवाब यहाँ हैं, और बाकी किसी भी बात के लिए हमारी टीम बस एक कॉल दूर है।',
});

export const contactPage: SimplePage = parseContent(FILE, simplePageSchema, {
  title: 'संपर्क करें',
  metaDescription: `फ़ोन, ई-मेल या चैट पर हमारी शिफ्टिंग टीम से बात करें, या अपनी शिफ्टिंग की जानकारी भेजें: ${callbackMinutes} मिनट में वापस कॉल, फिर ${quoteTime.within} लिखित कोटेशन।`,
  heading: 'संपर्क करें',
  intro: `अपनी शिफ्टिंग के बारे में बताइए, हम ${callbackMinutes} मिनट के अंदर आपको वापस कॉल करेंगे। हमारा ऑफ़िस ${hoursHi(company.hours)} खुला रहता है।`,
});

export const reviewPage: SimplePage = parseContent(FILE, simplePageSchema, {
  title: 'ग्राहकों के रिव्यू',
  metaDescription:
    'पढ़िए कि ग्राहक हमारे साथ अपने घर, ऑफ़िस और गाड़ी की शिफ्टिंग के बारे में क्या कहते हैं, और लिखित रिव्यू और स्टार रेटिंग देकर अपना अनुभव भी बताइए।',
  heading: 'ग्राहकों के रिव्यू',
  intro:
    'हमारे बारे में सबसे अच्छा हमारे ग्राहक बताते हैं। उनके अनुभव पढ़िए, और अगर हमने आपकी शिफ्टिंग की है, तो बताइए कि हमारा काम कैसा रहा।',
});

export const homePage: { metaDescription: string } = parseContent(FILE, z.object({ metaDescription }), {
  metaDescription: `पूरे भारत में घर, ऑफ़िस, गाड़ी और विदेश शिफ्टिंग के लिए पैकर्स एंड मूवर्स। ${callbackMinutes} मिनट में वापस कॉल, ${quoteTime.within} लिखित कोटेशन।`,
});

/**
 * Headings and intro text of the shared sections in Hindi. The English type fixes the English
 * headings, so this one has the same keys with Hindi strings.
 */
export const sharedSections: { [K in keyof SharedSections]: string } = parseContent(FILE, sharedSectionsSchemaHi, {
  getInTouchIntro: `शिफ्टिंग आने वाली है या उसके बारे में कोई सवाल है? हमें फ़ोन, ई-मेल या चैट कीजिए, ऑफ़िस के समय में हम ${callbackMinutes} मिनट के अंदर आपको वापस कॉल करेंगे।`,
  officeHeading: 'हमारे ऑफ़िस का पता',
  trustHeading: 'बेझिझक हम पर भरोसा करें',
  awardsHeading: 'अवॉर्ड और सर्टिफ़िकेट',
  videosHeading: 'हमारे ग्राहक क्या कहते हैं',
});
