import { serviceCards as serviceCardsHi, services as servicesHi, serviceTagsHi } from '../hi/services';
import { servicesPage as servicesPageHi } from '../hi/story';
import { type Service, serviceCards as serviceCardsEn, services as servicesEn } from '../services';
import { type SimplePage, servicesPage as servicesPageEn } from '../story';
import { twin } from './twin';

/** The services page's and the service tiles' content in the page's language (docs/i18n.md#the-hindi-services-service-and-storage-pages). */

/** The 14 services in tile order, with the same ids, tags, links and icons in both languages. */
export const services = twin<Service[]>(servicesEn, servicesHi);

/** The four cards under the selected service: what every service includes. */
export const serviceCards = twin<typeof serviceCardsEn>(serviceCardsEn, serviceCardsHi);

/** A tile's tag as the language says it (the English tag is also the key that names its icon). */
export const serviceTag = twin<(tag: Service['tag']) => string>(
  (tag) => tag,
  (tag) => serviceTagsHi[tag],
);

/** The services page's title, description, heading and intro. */
export const servicesPage = twin<SimplePage>(servicesPageEn, servicesPageHi);

/**
 * A service's name inside a sentence ("Read more about house shifting"): English lowers the
 * capitals of a title's words and keeps abbreviations (AC); Hindi has no capitals to lower.
 */
export const serviceInSentence = twin(
  (title: string) => title.replace(/\b([A-Z])(?=[a-z])/g, (letter) => letter.toLowerCase()),
  (title: string) => title,
);
