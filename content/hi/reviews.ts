import { z } from 'zod';
import { parseContent, text } from '../parse';
import { type Review, reviewSchema } from '../reviews';

/**
 * The sample reviews in Hindi: content/reviews.ts, the same eight in the same order, with the same
 * stars. They are placeholders like the English ones, so a Hindi page says so too
 * (`sampleReviewsNote`); whether they are samples is the English file's `reviewsAreSamples`.
 */

const FILE = 'content/hi/reviews.ts';

/** Said wherever the sample reviews are shown on a Hindi page. */
export const sampleReviewsNote: string = parseContent(
  FILE,
  text,
  'ये सैंपल रिव्यू हैं: असली ग्राहकों के शब्द आने तक ये उनकी जगह दिखाए गए हैं।',
);

export const reviews: Review[] = parseContent(FILE, z.array(reviewSchema).min(6), [
  {
    name: 'प्रिया एस.',
    city: 'नवी मुंबई',
    move: '2 BHK, वाशी से पुणे',
    rating: 5,
    text: 'सर्वे करने वाले समय पर आए और शिफ्टिंग के दिन कोटेशन ज़रा भी नहीं बदला। एक भी गिलास नहीं टूटा, और टीम जाने से पहले पलंग भी लगा गई।',
  },
  {
    name: 'राहुल के.',
    city: 'हैदराबाद',
    move: '3 BHK, हैदराबाद से चेन्नई',
    rating: 5,
    text: 'हर कार्टन पर कमरे का नाम लिखा था, इसलिए सामान खोलने में हफ़्ता नहीं, एक शाम लगी। ट्रक बताए गए दिन से एक दिन पहले ही चेन्नई पहुँच गया।',
  },
  {
    name: 'अंजलि एम.',
    city: 'लखनऊ',
    move: 'कार और घर का सामान, लखनऊ से दिल्ली',
    rating: 4,
    text: 'मेरी कार बंद कैरियर में आई, एक खरोंच तक नहीं। जब मैं परेशान थी, तब कोऑर्डिनेटर ने हर कॉल और हर WhatsApp मैसेज का जवाब दिया।',
  },
  {
    name: 'फ़रहान ए.',
    city: 'भिवंडी',
    move: 'गोदाम का स्टॉक उनके वेयरहाउस में',
    rating: 5,
    text: 'उन्होंने एक ही वीकेंड में हमारा स्टॉक अपने वेयरहाउस में पहुँचा दिया और पूरी लिस्ट दी। कम समय में माल वापस मँगवाना भी हर बार आसानी से हुआ है।',
  },
  {
    name: 'दीपा आर.',
    city: 'कोच्चि',
    move: '1 BHK और पालतू कुत्ता, कोच्चि से बेंगलुरु',
    rating: 5,
    text: 'उन्होंने मेरे कुत्ते के सफ़र के कागज़ात में मदद की और रास्ते भर उसका ध्यान रखा। पैकिंग साफ़-सुथरी थी और कीमत ठीक उतनी ही रही जितनी कोटेशन में थी।',
  },
  {
    name: 'विक्रम जे.',
    city: 'अहमदाबाद',
    move: 'ऑफ़िस, 40 वर्कस्टेशन',
    rating: 5,
    text: 'हमने शनिवार की रात अपना ऑफ़िस शिफ्ट किया। सोमवार को हर डेस्क, कंप्यूटर और फ़ाइल वहीं थी जहाँ फ़्लोर प्लान में लिखा था।',
  },
  {
    name: 'सुनीता पी.',
    city: 'इंदौर',
    move: 'थोड़ा सामान, इंदौर से भोपाल',
    rating: 4,
    text: 'मेरे पास बस एक फ़्रिज, एक पलंग और कुछ कार्टन थे। पार्ट-लोड से खर्च कम रहा और सामान दो दिन में पहुँच गया।',
  },
  {
    name: 'अर्जुन एन.',
    city: 'कोलकाता',
    move: '2 BHK, कोलकाता से गुवाहाटी',
    rating: 5,
    text: 'साफ़ GST बिल, WhatsApp पर ट्रैकिंग लिंक और विनम्र टीम। अगले ट्रांसफ़र पर भी मैं इन्हीं को बुलाऊँगा।',
  },
]);
