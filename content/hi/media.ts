import { z } from 'zod';
import { parseContent, text } from '../parse';
import {
  type GalleryCategory,
  type GalleryImage,
  galleryCategories,
  galleryImageSchema,
  galleryImages as galleryImagesEn,
  homeVideos as homeVideosEn,
  type Video,
  videoSchema,
} from '../media';

/**
 * The pictures' alt text and the customer videos' titles in Hindi: content/media.ts, the same
 * files in the same order. Whether the pictures are drawings and the videos samples is the
 * English file's setting (`picturesAreIllustrations`, `videosArePlaceholders`).
 */

const FILE = 'content/hi/media.ts';

/** What each gallery picture shows, by category, in the order of content/media.ts. */
const altText: Record<GalleryCategory, string[]> = {
  bike: [
    'ट्रक के अंदर पट्टों से बँधी मोटरसाइकिल, पास में पट्टा कसता पैकर',
    'रैंप पर मोटरसाइकिल धकेलकर ट्रक में चढ़ाता पैकर',
    'ट्रक के अंदर सीधी खड़ी करके बाँधी गई, बबल रैप में लिपटी मोटरसाइकिल',
    'लकड़ी के खुले क्रेट में बबल रैप में लिपटी मोटरसाइकिल, पास में हथौड़ा लिए पैकर',
  ],
  household: [
    'स्ट्रेच फ़िल्म में लिपटा सोफ़ा, एक के ऊपर एक रखे कार्टन और लिपटा फ़्रिज, डिब्बा उठाए पैकर',
    'शिफ्टिंग के लिए तैयार लिविंग रूम: लिपटा सोफ़ा, कार्टन, फ़्रिज, एक पौधा और रैप के रोल',
    'बबल रैप में लिपटे टीवी और कार्टन के पास फ़र्नीचर लपेटता पैकर',
    'लिपटा हुआ सोफ़ा दरवाज़े की ओर ले जाते दो पैकर',
  ],
  storage: [
    'गोदाम में कार्टन, लिपटे सामान और क्रेट से भरे पैलेट रैक, और एक फ़ोर्कलिफ़्ट',
    'रखे हुए कार्टन के ऊँचे रैक के सामने खड़ा पैकर',
    'रैक की दो कतारों के बीच पैलेट जैक खींचता पैकर',
    'शटर वाले स्टोरेज यूनिट, जिनमें से एक खुला और कार्टन से भरा',
  ],
  car: [
    'हाईवे पर छह कारें लादे कार कैरियर ट्रक',
    'शाम के समय फ़्लैटबेड ट्रक पर एक कार',
    'रैंप पर चढ़कर कैरियर पर जाती कार',
    'ट्रेलर पर पहियों से बाँधी गई कार',
  ],
  wooden: [
    'पैलेट पर रखा, एक मशीन को बचाता लकड़ी की पट्टियों का क्रेट',
    'एक के ऊपर एक रखे क्रेट के पास लकड़ी का क्रेट उठाती फ़ोर्कलिफ़्ट',
    'फ़्रेम वाली तस्वीर रखे ऊँचे क्रेट के पास हथौड़ा लिए पैकर',
    'लिपटी हुई मूर्ति के चारों ओर आधा बना लकड़ी का क्रेट, पास में खुले तख़्ते',
  ],
};

/** The gallery pictures with Hindi alt text: the same files, categories and order as the English. */
export const galleryImages: GalleryImage[] = parseContent(
  FILE,
  z.array(galleryImageSchema).length(galleryImagesEn.length),
  galleryCategories.flatMap(({ id }) =>
    altText[id].map((alt, i) => ({ category: id, src: `/images/gallery/${id}-${i + 1}.webp`, alt })),
  ),
);

/** The home page's three customer videos, titled in Hindi, in the order of content/media.ts. */
const homeVideoTitles = ['काम करते हुए हमारे पैकर', 'हैदराबाद में सामान खोलने का दिन', 'रिटायर्ड दंपति की आराम से हुई शिफ्टिंग'];

export const homeVideos: Video[] = parseContent(
  FILE,
  z.array(videoSchema).length(homeVideosEn.length),
  homeVideosEn.map((video, i) => ({ ...video, title: homeVideoTitles[i] })),
);

/** Said wherever placeholder videos are shown on a Hindi page. */
export const placeholderVideosNote: string = parseContent(
  FILE,
  text,
  'ये सैंपल वीडियो हैं और इनके पोस्टर बनाए हुए चित्र हैं: कंपनी के अपने ग्राहकों के वीडियो आने तक ये उनकी जगह दिखाए गए हैं।',
);
