import { type FaqGroups, faqGroups as faqGroupsEn } from '../faqs';
import { faqGroups as faqGroupsHi } from '../hi/faqs';
import { faqsPage as faqsPageHi } from '../hi/story';
import { faqsPage as faqsPageEn, type SimplePage } from '../story';
import { twin } from './twin';

/** The FAQ page's content in the page's language (docs/i18n.md#content-twins). */

/** The site's questions and answers: those shown first, and the rest. */
export const faqGroups = twin<FaqGroups>(faqGroupsEn, faqGroupsHi);

/** The FAQ page's title, description, heading and intro. */
export const faqsPage = twin<SimplePage>(faqsPageEn, faqsPageHi);
