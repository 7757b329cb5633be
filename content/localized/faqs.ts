import { faqGroups as faqGroupsEn } from '../faqs';
import { faqGroups as faqGroupsHi } from '../hi/faqs';
import { twin } from './twin';

/** The site's frequently asked questions in each language (content/faqs.ts, content/hi/faqs.ts). */
export const faqGroups = twin(faqGroupsEn, faqGroupsHi);
