import { ogHeadlinesHi, ogWords as ogWordsHi } from '../hi/og';
import { ogHeadline as ogHeadlineEn, ogWords as ogWordsEn } from '../og';
import { twin } from './twin';

/** The social previews' words in each language (content/og.ts, content/hi/og.ts). */
export const ogWords = twin(ogWordsEn, ogWordsHi);

/** A fixed page's preview headline by its English path, in each language; `undefined` where it has none. */
export const ogHeadline = twin<(path: string) => string | undefined>(ogHeadlineEn, (path) => ogHeadlinesHi[path]);
