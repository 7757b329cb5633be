import type { notFoundPage as notFoundPageEn } from '../not-found';

/**
 * The 404 page in Hindi, for an address under /hi/ that no page answers
 * (app/(hi)/hi/404/, served by the intake service: server/not-found.ts). Key for key as
 * content/not-found.ts; its popular pages all have Hindi twins.
 */
export const notFoundPage: typeof notFoundPageEn = {
  title: 'माफ़ कीजिए, यह पेज नहीं मिला',
  metaTitle: 'पेज नहीं मिला',
  intro:
    'हो सकता है लिंक पुराना हो या उसमें कुछ ग़लत टाइप हो गया हो। नीचे वे पेज हैं जो ज़्यादातर लोग देखते हैं, या हमें कॉल करें, हम तुरंत मदद करेंगे।',
  home: 'मुख्य पेज पर जाएँ',
  call: 'कॉल करें {phone}',
  popular: 'लोकप्रिय पेज',
  byCity: 'अपने शहर में पैकर्स और मूवर्स खोजें',
  popularPages: ['/services/', '/home-shifting/', '/car-bike-transport/', '/faqs/', '/contact-us/'],
};
