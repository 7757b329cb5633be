import { serviceTagsHi, services as servicesHi } from '../hi/services';
import { type Service, services as servicesEn } from '../services';
import { twin } from './twin';

/** The services in each language (content/services.ts, content/hi/services.ts). */
export const services = twin(servicesEn, servicesHi);

/** A tile's tag as the page's language shows it: `tag` is the English key, which also names the icon. */
export const serviceTag = twin(
  (tag: Service['tag']): string => tag,
  (tag: Service['tag']): string => serviceTagsHi[tag],
);

/**
 * A service's name inside a sentence ("Read more about house shifting"): English lowers the
 * capitals of a title's words and keeps abbreviations (AC); Hindi has no capitals to lower.
 */
export const serviceInSentence = twin(
  (title: string) => title.replace(/\b([A-Z])(?=[a-z])/g, (letter) => letter.toLowerCase()),
  (title: string) => title,
);
