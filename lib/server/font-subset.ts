/**
 * What the site's web font keeps (scripts/make-font-subset.ts cuts it from Inter's Latin file
 * before each build): the weights the stylesheet uses and the characters Indian English copy
 * needs. Inter's Latin file is 48 KB; this subset about 29 KB, the first thing a phone on a
 * slow connection saves.
 */

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/** Basic Latin, Latin-1 (accented names), dashes, quotes and bullets, ₹, € and a few signs. */
export const fontCharacters =
  range(0x20, 0x7e) + range(0xa0, 0xff) + range(0x2010, 0x2027) + range(0x2030, 0x203a) + '₹€™←↑→↓✓';

/** The weight axis kept: body text (400) to the heaviest heading (800). */
export const fontWeights = { min: 400, max: 800 };

/**
 * Symbols the pages use that Inter does not draw at all (the review stars, a cross): the
 * browser draws them from a system font whether or not the subset keeps them.
 */
export const symbolsOutsideInter = '★☆✗';

/** Where the subset is written (git-ignored; app/fonts.ts loads it through next/font/local). */
export const fontSubsetFile = '.generated/inter-latin-400-800.woff2';
