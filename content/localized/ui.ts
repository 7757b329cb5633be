import type { Locale } from '@/lib/shared/i18n';
import { uiWordsHi } from '../hi/ui-words';
import { dictionaryProblems, type UiWords } from '../ui';
import { estimatorWordsEn } from '../estimator-words';
import { surveyWordsEn } from '../survey-words';
import { uiWordsEn } from '../ui-words';

/** The English dictionary: its slices, and the estimator's and the survey's words from their own modules. */
const en: UiWords = { ...uiWordsEn, estimator: estimatorWordsEn, survey: surveyWordsEn };

const problems = [
  ...dictionaryProblems('content/ui-words.ts', en, en),
  ...dictionaryProblems('content/hi/ui-words.ts', uiWordsHi, en),
];
if (problems.length) throw new Error(`Invalid words:\n  ${problems.join('\n  ')}`);

/** The interface words of a language (docs/i18n.md#the-dictionary). */
export const uiWords: Record<Locale, UiWords> = { en, hi: uiWordsHi };
