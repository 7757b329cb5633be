import type { Locale } from '@/lib/i18n';
import { uiWordsHi } from '../hi/ui-words';
import { dictionaryProblems, type UiWords } from '../ui';
import { uiWordsEn } from '../ui-words';

const problems = [
  ...dictionaryProblems('content/ui-words.ts', uiWordsEn, uiWordsEn),
  ...dictionaryProblems('content/hi/ui-words.ts', uiWordsHi, uiWordsEn),
];
if (problems.length) throw new Error(`Invalid words:\n  ${problems.join('\n  ')}`);

/** The interface words of a language (docs/i18n.md#the-dictionary). */
export const uiWords: Record<Locale, UiWords> = { en: uiWordsEn, hi: uiWordsHi };
