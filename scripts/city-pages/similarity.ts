/**
 * How alike the city pages are (docs/city-pages.md#the-measurement): the visible words of each
 * page's `<main>`, compared as runs of five words. Pure functions over HTML strings, so the
 * contract test and the command-line report (./measure.ts) measure the same way.
 */
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';

/** Length of the word runs compared. */
export const RUN = 5;

/** The most two pages may share: shared distinct runs over the smaller page's distinct runs. */
export const maxShare = 1 / 3;

/** The fewest words of its own a page must have (words no run of which is on another city page). */
export const minOwnWords = 400;

/**
 * Marks a notice the site repeats word for word wherever its subject comes up (the price promise
 * under prices, "Beware of fraud" where money is asked for): the same on every page by design, so
 * it says nothing about how a city page is written and is measured apart (`sitewideNotices`; the
 * contract test holds them identical on every city page and short).
 */
export const SITEWIDE = 'data-sitewide';

/** Elements whose text a visitor never reads on the page. */
const unread = new Set(['script', 'style', 'template', 'head']);

/** The text of the visible nodes under `node`, `hidden` and site-wide (`SITEWIDE`) subtrees left out. */
function visibleText(node: T.ChildNode | T.ParentNode): string {
  if (node.nodeName === '#text') return ` ${(node as T.TextNode).value} `;
  if (!('childNodes' in node)) return '';
  if ('tagName' in node) {
    if (unread.has(node.tagName)) return '';
    if (node.attrs.some((a) => a.name === 'hidden' || a.name === SITEWIDE)) return '';
  }
  // Block boundaries and inline ones alike separate words: "2 BHK</td><td>₹9,000" is two cells.
  return node.childNodes.map(visibleText).join(' ');
}

function findMain(node: T.ParentNode): T.Element | undefined {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    if (child.tagName === 'main') return child;
    const inner = findMain(child);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The words of a text, normalised: lower case, digit groups joined ("₹1,40,000" → "140000"),
 * apostrophes dropped ("people's" → "peoples"), anything that is not a letter or a digit a break.
 */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/(\d)[,.](?=\d)/g, '$1')
    .replace(/['’‘]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The visible words of a page's `<main>`. `<noscript>` is parsed as markup and counted, as a
 * visitor without scripts reads it; elements with `hidden` are not shown and not counted.
 */
export function mainWords(html: string): string[] {
  const document = parse(html, { scriptingEnabled: false });
  const main = findMain(document);
  if (!main) throw new Error('the page has no <main>');
  return words(visibleText(main));
}

/** The site-wide notices on a page (`SITEWIDE`), by their attribute's value: their visible words. */
export function sitewideNotices(html: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const walk = (node: T.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const mark = child.attrs.find((a) => a.name === SITEWIDE);
      if (mark) {
        const text = child.childNodes.map(visibleText).join(' ');
        found.set(mark.value, [...(found.get(mark.value) ?? []), ...words(text)]);
      } else walk(child);
    }
  };
  const main = findMain(parse(html, { scriptingEnabled: false }));
  if (main) walk(main);
  return found;
}

/** The runs of `RUN` words, in page order (a page shorter than a run has none). */
export function runs(list: readonly string[]): string[] {
  const found: string[] = [];
  for (let i = 0; i + RUN <= list.length; i++) found.push(list.slice(i, i + RUN).join(' '));
  return found;
}

/** One page's measure. */
export type PageMeasure = {
  name: string;
  words: number;
  distinctRuns: number;
  /** Words of its own: see `ownWords`. */
  ownWords: number;
};

/** Two pages' shared runs, as a share of the smaller page's distinct runs. */
export type PairMeasure = { a: string; b: string; shared: number; share: number };

export type Report = { pages: PageMeasure[]; pairs: PairMeasure[] };

/**
 * The words of a page no other page shares: a word counts when every run of `RUN` words that
 * covers it appears on no other page (so a city's name dropped into a shared sentence is one word
 * of its own, not nine), counted once where the page repeats a passage.
 */
function ownWords(list: readonly string[], pageRuns: readonly string[], elsewhere: (run: string) => boolean): number {
  const first = new Map<string, number>();
  pageRuns.forEach((run, j) => {
    if (!first.has(run)) first.set(run, j);
  });
  let own = 0;
  for (let i = 0; i < list.length; i++) {
    const covering: number[] = [];
    for (let j = Math.max(0, i - RUN + 1); j <= Math.min(i, pageRuns.length - 1); j++) covering.push(j);
    if (covering.length === 0) continue;
    if (covering.some((j) => elsewhere(pageRuns[j]!))) continue;
    if (covering.some((j) => first.get(pageRuns[j]!) === j)) own++;
  }
  return own;
}

/** Measures every page against every other: the pairs' shares and each page's own words. */
export function measure(pages: readonly { name: string; html: string }[]): Report {
  const parsed = pages.map((page) => {
    const list = mainWords(page.html);
    const pageRuns = runs(list);
    return { name: page.name, list, pageRuns, distinct: new Set(pageRuns) };
  });
  // On how many pages each run appears.
  const pagesWith = new Map<string, number>();
  for (const page of parsed) for (const run of page.distinct) pagesWith.set(run, (pagesWith.get(run) ?? 0) + 1);

  const pairs: PairMeasure[] = [];
  for (let x = 0; x < parsed.length; x++) {
    for (let y = x + 1; y < parsed.length; y++) {
      const [a, b] = [parsed[x]!, parsed[y]!];
      const [small, large] = a.distinct.size <= b.distinct.size ? [a, b] : [b, a];
      let shared = 0;
      for (const run of small.distinct) if (large.distinct.has(run)) shared++;
      pairs.push({ a: a.name, b: b.name, shared, share: small.distinct.size ? shared / small.distinct.size : 1 });
    }
  }
  return {
    pages: parsed.map((page) => ({
      name: page.name,
      words: page.list.length,
      distinctRuns: page.distinct.size,
      ownWords: ownWords(page.list, page.pageRuns, (run) => pagesWith.get(run)! > 1),
    })),
    pairs,
  };
}

/** A share as a percentage with one decimal. */
export const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** A short summary: the closest pair, the mean share, the page with the fewest words of its own. */
export function summary(report: Report): string {
  const top = report.pairs.reduce((best, pair) => (pair.share > best.share ? pair : best));
  const mean = report.pairs.reduce((sum, pair) => sum + pair.share, 0) / report.pairs.length;
  const fewest = report.pages.reduce((low, page) => (page.ownWords < low.ownWords ? page : low));
  const meanWords = report.pages.reduce((sum, page) => sum + page.words, 0) / report.pages.length;
  return [
    `${report.pages.length} city pages, about ${Math.round(meanWords)} words of main content each`,
    `closest pair: ${top.a} and ${top.b} share ${percent(top.share)} of their five-word runs (limit ${percent(maxShare)}); mean over all pairs ${percent(mean)}`,
    `fewest words of its own: ${fewest.name}, ${fewest.ownWords} (at least ${minOwnWords})`,
  ].join('\n');
}

/** What breaks the rules, one line each, worst first. */
export function failures(report: Report): string[] {
  const close = report.pairs
    .filter((pair) => pair.share > maxShare)
    .sort((p, q) => q.share - p.share)
    .map((pair) => `${pair.a} and ${pair.b} share ${percent(pair.share)} of their five-word runs`);
  const thin = report.pages
    .filter((page) => page.ownWords < minOwnWords)
    .sort((p, q) => p.ownWords - q.ownWords)
    .map((page) => `${page.name} has ${page.ownWords} words of its own`);
  return [...close, ...thin];
}
