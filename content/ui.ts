import { pages } from './pages';
import type { estimatorWordsEn } from './estimator-words';
import type { surveyWordsEn } from './survey-words';
import type { uiWordsEn } from './ui-words';

/**
 * The shape of the site's interface words (docs/i18n.md#the-dictionary), taken from the English
 * words in content/ui-words.ts: that file is the one key list. The Hindi file is typed `UiWords`,
 * so TypeScript names a key it lacks or adds; `dictionaryProblems` finds what types cannot see.
 */
type Words<T> = {
  -readonly [K in keyof T]: T[K] extends string ? string : T[K] extends readonly string[] ? Texts<T[K]> : Words<T[K]>;
};
/** A list of texts, as long as the English one: each language says as many things (the survey's `ready`). */
type Texts<A extends readonly string[]> = { readonly [I in keyof A]: string };

/** Link texts are looked up by a page's path, so they are a record; `dictionaryProblems` holds their keys to content/pages.ts. */
export type UiWords = Omit<Words<typeof uiWordsEn>, 'pages'> & {
  pages: Record<string, string>;
  /** The estimator's words, a module of their own (content/estimator-words.ts) so pages load them only with the estimator. */
  estimator: Words<typeof estimatorWordsEn>;
  /** The free survey's words, a module of their own (content/survey-words.ts) for the same reason. */
  survey: Words<typeof surveyWordsEn>;
};
export type FormWords = UiWords['form'];
export type DialogWords = UiWords['dialog'];
export type EstimatorWords = UiWords['estimator'];
export type FeedbackWords = UiWords['servicePages']['feedback'];
export type ReviewFormWords = UiWords['reviewForm'];
export type SurveyFormWords = UiWords['survey']['form'];
export type VerifyFormWords = UiWords['verify']['form'];

/** Texts that may be empty: what is said after a link to an English-only page, in English. */
const mayBeEmpty = new Set(['footer.inEnglish']);

/** The `{names}` a text fills in. */
const slotsOf = (value: string) => [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
const slots = (value: string) => [...new Set(slotsOf(value))].sort().join(',');

/**
 * Where a language's words differ in shape from the English, by key path: a key missing or added
 * (TypeScript says so first), or a text that leaves out a `{value}` its English fills in, or fills
 * in one that neither its English nor the English texts beside it fill in (`offered`): a text may
 * say a value its English leaves out only where the code gives that value to the whole group.
 */
export function shapeMismatches(en: unknown, words: unknown, path = '', offered: string[] = []): string[] {
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (typeof en === 'string') {
    if (typeof words !== 'string') return [`${path}: missing`];
    const mine = slotsOf(words);
    const fits =
      slotsOf(en).every((s) => mine.includes(s)) && mine.every((s) => slotsOf(en).includes(s) || offered.includes(s));
    return fits ? [] : [`${path}: fills in {${slots(words)}}, the English {${slots(en)}}`];
  }
  if (!en || typeof en !== 'object') return [];
  if (!words || typeof words !== 'object') return [`${path}: missing`];
  const added = Object.keys(words).filter((key) => !(key in en));
  const siblings = Object.values(en).flatMap((value) => (typeof value === 'string' ? slotsOf(value) : []));
  return [
    ...Object.entries(en).flatMap(([key, value]) =>
      shapeMismatches(value, (words as Record<string, unknown>)[key], at(key), siblings),
    ),
    ...added.map((key) => `${at(key)}: not in the English`),
  ];
}

/** Texts of one language that are empty or padded with spaces, by key path. */
function blankTexts(words: unknown, path = ''): string[] {
  if (typeof words === 'string') {
    return (words.trim() === words && words !== '') || (words === '' && mayBeEmpty.has(path))
      ? []
      : [`${path}: empty, or spaces around the words`];
  }
  if (!words || typeof words !== 'object') return [`${path}: not a text`];
  return Object.entries(words).flatMap(([key, value]) => blankTexts(value, path ? `${path}.${key}` : key));
}

/**
 * What stops the build in a language's words beside its English: blank texts, keys missing or
 * added, other `{values}` than the English fills in, and link texts for other pages than content/pages.ts lists.
 */
export function dictionaryProblems(file: string, words: UiWords, en: UiWords): string[] {
  const pagePaths = pages.map((page) => page.path).sort();
  const linked = Object.keys(words.pages).sort();
  const problems = [
    ...blankTexts(words),
    ...(words === en ? [] : shapeMismatches(en, words)),
    ...(linked.join() === pagePaths.join()
      ? []
      : [`pages: link texts for ${linked.join(' ')}, the pages are ${pagePaths.join(' ')}`]),
  ];
  return problems.map((problem) => `${file}: ${problem}`);
}
