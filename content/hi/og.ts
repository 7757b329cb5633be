import { company, contactLinks } from '../company';
import { type OgWords, ogHeadlinesSchema, ogWordsSchema } from '../og';
import { parseContent } from '../parse';
import { uiWordsHi } from './ui-words';
import { servicePages } from './service-pages';
import { storagePages } from './storage-pages';
import { aboutPage, contactPage, faqsPage, reviewPage, servicesPage, whyChoosePage } from './story';
import { surveyWordsHi } from './ui-words';

/**
 * The social preview images of the Hindi pages (docs/i18n.md#discovery): the twin of
 * content/og.ts, and the headline of every fixed page that has or gets a Hindi twin, by its
 * English path, taken from the page's own Hindi content. A city page's headline and offer line
 * come from content/hi/city-copy.ts and content/hi/city-names.ts (lib/server/og-cards.ts).
 */

const FILE = 'content/hi/og.ts';

/** Headline of a service or storage page: its Hindi title; the build stops if one is missing. */
function serviceTitle(slug: string): string {
  const page = [...servicePages, ...storagePages].find((p) => p.slug === slug);
  if (!page) throw new Error(`${FILE}: content/hi has no service or storage page "${slug}"`);
  return page.title;
}

/** Each Hindi page's preview headline, by its English path: the page's own heading or title. */
export const ogHeadlinesHi: Record<string, string> = parseContent(FILE, ogHeadlinesSchema, {
  '/': 'पूरे भारत में पैकर्स एंड मूवर्स',
  '/services/': servicesPage.heading,
  '/faqs/': faqsPage.heading,
  '/contact-us/': contactPage.heading,
  '/review/': reviewPage.heading,
  '/about/': aboutPage.title,
  [contactLinks.whyRoute]: whyChoosePage.title,
  '/book-survey/': surveyWordsHi.heading,
  '/verify/': uiWordsHi.verify.heading,
  ...Object.fromEntries(
    [
      'home-shifting',
      'pet-relocation',
      'office-relocation',
      'car-bike-transport',
      'commercial-shifting',
      'international-moves',
      'warehouse',
      'home-storage',
    ].map((slug) => [`/${slug}/`, serviceTitle(slug)]),
  ),
});

const { callbackMinutes, quoteMinutes } = company.promises;

/** The words around the headline, as content/og.ts. */
export const ogWords: OgWords = parseContent(FILE, ogWordsSchema, {
  homeBadge: `शिफ्टिंग पर ${company.titleOffer} की छूट`,
  homeTagline: `${callbackMinutes} मिनट में वापस कॉल · ${quoteMinutes} मिनट में कोटेशन`,
  cityTagline: '{city} के अंदर, {to} और पूरे भारत में शिफ्टिंग',
  quoteBadge: `मुफ़्त सर्वे · ${quoteMinutes} मिनट में कोटेशन`,
  call: `कॉल करें ${company.phoneDisplay}`,
  taglines: {
    company: `${company.founded} से पूरे भारत में सुरक्षित और समय पर शिफ्टिंग`,
    services: 'घर, ऑफ़िस, गाड़ी, स्टोरेज और विदेश शिफ्टिंग',
    help: 'शिफ्टिंग से पहले, उसके दौरान और बाद में मदद और जवाब',
    legal: 'हर शिफ्टिंग के लिए साफ़ शर्तें और सही क्लेम',
  },
});
