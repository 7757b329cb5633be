/**
 * The named transforms of the post-build pass, applied to one exported page parsed once
 * (docs/performance.md says what each buys and which markup it relies on):
 *
 * - `inline-boundaries`: the content React outlined out of Suspense boundaries goes back in place
 *   (./boundaries.ts), so the page is whole without scripts.
 * - `tune-head`: no early socket for the font; the page's lead picture preloaded before anything else.
 * - `defer-scripts`: the framework's script tags and script preloads go; the page's head script
 *   (which starts with the loader, lib/server/after-load-scripts.ts) gets their list, to add after `load`.
 * - `page-data`: Next's inline flight data and its two bootstrap scripts move, in order and
 *   unchanged, into one file the loader runs first.
 * - `trim-stylesheet`: the inline stylesheet keeps only the rules the page's HTML can use
 *   (lib/server/prune-css.ts), or the pages that share its policy's rule can use (./pass.ts); the loader
 *   links the rest after `load`.
 *
 * A transform that cannot find what it relies on reports the page, the step and the marker
 * (./problems.ts) instead of leaving the page as it was.
 */
import { createHash } from 'node:crypto';
import { loaderScript, pageDataDir } from '../../lib/server/after-load-scripts';
import { pageNames } from '../../lib/server/prune-css';
import { isExecutable } from '../site-headers';
import {
  applyEdits,
  attr,
  contentRangeOf,
  elements,
  inHead,
  parsePage,
  rangeOf,
  startTagText,
  textOf,
  type Edit,
  type Element,
} from './html';
import { inlineBoundaries } from './boundaries';
import { PageProblems, type Step } from './problems';

/** Which steps run: all but those in `skip` (measuring a step's worth; docs/performance.md). */
export type PassOptions = { skip: ReadonlySet<Step> };
export const allSteps: PassOptions = { skip: new Set() };

/** The inline stylesheet's attribute that gives the loader the rest of the stylesheet. */
export const restAttribute = 'data-rest';
/** Stands in for the rest's address until every page is trimmed (./pass.ts). */
export const restPlaceholder = '(rest of the stylesheet)';
/** Stands in for the trimmed stylesheet until the names of every page sharing its policy are known (./pass.ts). */
export const trimmedPlaceholder = '/*(trimmed stylesheet)*/';

export type PageOutput = {
  html: string;
  /** The page's data file (`page-data`): its address and text. */
  data?: { src: string; text: string };
  /** The scripts the loader starts, data file excluded, in order. */
  startScripts: string[];
  /**
   * `trim-stylesheet`: the inline stylesheet (`full`), the class and id names the page uses, and
   * what it keeps (`kept`, set by ./pass.ts with the names of every page sharing its policy).
   */
  stylesheet?: { href: string; full: string; names: Set<string>; kept: string };
};

/** Whether a step runs: `page-data` needs `defer-scripts` (only the loader runs the data file first). */
export function runs(step: Step, options: PassOptions): boolean {
  if (step === 'page-data' && options.skip.has('defer-scripts')) return false;
  return !options.skip.has(step);
}

const isFrameworkAddress = (url: string | undefined) => url?.startsWith('/_next/') ?? false;
const attrs = (element: Element) => new Map(element.attrs.map((a) => [a.name, a.value]));
const isInlineScript = (element: Element) =>
  element.tagName === 'script' && attr(element, 'src') === undefined && isExecutable(attrs(element));
const isHeadScript = (element: Element) => isInlineScript(element) && textOf(element).startsWith(loaderScript);

/** What one of Next's inline scripts is, by its code. */
function inlineKind(code: string): 'flight-queue' | 'flight-data' | 'chunk-list' | 'unknown' {
  const text = code.trim();
  if (/^\(self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\)\.push\(\[0\]\);?$/.test(text)) return 'flight-queue';
  if (/^self\.__next_f\.push\(\[/.test(text)) return 'flight-data';
  if (/^\(globalThis\["TURBOPACK"\]/.test(text)) return 'chunk-list';
  return 'unknown';
}

/** A statement for the data file: the script's code with one closing semicolon. */
const statement = (code: string) => `${code.trim().replace(/;$/, '')};`;

/** The address of a page's data file, named by its content so a page and its data come from one build. */
export const dataFileFor = (text: string) =>
  `${pageDataDir}${createHash('sha256').update(text).digest('hex').slice(0, 16)}.js`;

/** What every step works on: one parsed page, the edits made so far, and its problems. */
type PageWork = {
  html: string;
  all: Element[];
  edits: Edit[];
  removed: Set<Element>;
  remove: (element: Element) => void;
  problems: PageProblems;
};

/**
 * tune-head. Its edits come first: the lead picture goes where the first preload was, which
 * defer-scripts may remove (a removal at the same place then follows the insertion).
 */
function tuneHead({ html, all, edits, remove }: PageWork) {
  const headLinks = all.filter((e) => e.tagName === 'link' && inHead(e));
  for (const link of headLinks) {
    if (attr(link, 'rel') === 'preconnect' && attr(link, 'href') === '/') remove(link);
  }
  const preloads = headLinks.filter((e) => attr(e, 'rel') === 'preload');
  const lead = preloads.find((e) => attr(e, 'as') === 'image' && attr(e, 'fetchpriority') === 'high');
  if (lead && lead !== preloads[0]) {
    const range = rangeOf(html, lead);
    edits.push({ ...range, text: '' });
    const first = rangeOf(html, preloads[0]!).start;
    edits.unshift({ start: first, end: first, text: html.slice(range.start, range.end) });
  }
}

/**
 * defer-scripts (and page-data): the framework's script tags and preloads go, and the page's head
 * script (the loader) gets the list to start after load, its data file first.
 */
function deferScripts(work: PageWork, options: PassOptions): Pick<PageOutput, 'data' | 'startScripts'> {
  const { html, all, edits, remove, problems } = work;
  const startScripts: string[] = [];
  for (const element of all) {
    if (element.tagName === 'script' && isFrameworkAddress(attr(element, 'src'))) {
      remove(element);
      // Next's polyfills for browsers without modules: the loader never ran them first anyway.
      if (attr(element, 'nomodule') !== undefined) continue;
      const type = attr(element, 'type');
      if (type !== undefined && !isExecutable(new Map([['type', type]]))) {
        problems.add('defer-scripts', 'frameworkScripts', `${startTagText(html, element)} is not a classic script`);
      } else if (type?.trim().toLowerCase() === 'module') {
        problems.add(
          'defer-scripts',
          'frameworkScripts',
          `${startTagText(html, element)} is a module; the loader adds classic scripts`,
        );
      }
      const src = attr(element, 'src')!;
      if (!startScripts.includes(src)) startScripts.push(src);
    } else if (
      element.tagName === 'link' &&
      attr(element, 'rel') === 'preload' &&
      attr(element, 'as') === 'script' &&
      isFrameworkAddress(attr(element, 'href'))
    ) {
      remove(element);
    }
  }
  if (!startScripts.length) {
    problems.add('defer-scripts', 'frameworkScripts', 'the page has no framework script tag to start after load');
  }

  const data = runs('page-data', options) ? takePageData(all, problems, remove) : undefined;

  const loaders = all.filter(isHeadScript);
  if (loaders.length !== 1) {
    problems.add(
      'defer-scripts',
      'headScript',
      `the page has ${loaders.length} scripts that start with the loader, not 1`,
    );
  } else if (attr(loaders[0]!, 'data-scripts') !== undefined) {
    problems.add(
      'defer-scripts',
      'headScript',
      'the loader already has a script list: was this page processed before?',
    );
  } else {
    const list = [...(data ? [data.src] : []), ...startScripts].join(' ');
    const at = rangeOf(html, loaders[0]!).start + '<script'.length;
    edits.push({ start: at, end: at, text: ` data-scripts="${list}"` });
  }
  return { data, startScripts };
}

/** trim-stylesheet: the names the page's elements use, and a placeholder for the trimmed stylesheet (./pass.ts fills it). */
function trimStylesheet(work: PageWork): PageOutput['stylesheet'] {
  const { all, edits, removed, problems } = work;
  const styles = all.filter((e) => e.tagName === 'style' && attr(e, 'data-href') !== undefined);
  const href = styles.length === 1 ? attr(styles[0]!, 'data-href')! : '';
  if (styles.length !== 1) {
    problems.add(
      'trim-stylesheet',
      'inlineStylesheet',
      `the page has ${styles.length} inline stylesheets with a data-href, not 1`,
    );
  } else if (!href.startsWith('/_next/static/') || !href.endsWith('.css')) {
    problems.add(
      'trim-stylesheet',
      'inlineStylesheet',
      `its data-href is ${href}, not a stylesheet under /_next/static/`,
    );
  } else {
    const style = styles[0]!;
    const css = textOf(style);
    const names = namesOf(all, removed, style);
    // Trimmed in ./pass.ts: pages whose policy shares one rule must keep one and the same text.
    edits.push({ ...contentRangeOf(style), text: trimmedPlaceholder });
    // The rest of the stylesheet for the loader to link: its address is known once every page's
    // names are (./pass.ts, `restStylesheets`).
    const at = rangeOf(work.html, style).start + '<style'.length;
    edits.push({ start: at, end: at, text: ` ${restAttribute}="${restPlaceholder}"` });
    return { href, full: css, names, kept: '' };
  }
  return undefined;
}

/** Applies the steps to one page; throws a PostbuildError naming the page, step and marker. */
export function transformPage(page: string, exported: string, options: PassOptions = allSteps): PageOutput {
  const problems = new PageProblems(page);
  // Text-level, before the one parse the other steps share: it moves whole blocks of the page.
  const html = runs('inline-boundaries', options) ? inlineBoundaries(exported, problems) : exported;
  const all = elements(parsePage(html));
  const edits: Edit[] = [];
  const removed = new Set<Element>();
  const remove = (element: Element) => {
    removed.add(element);
    edits.push({ ...rangeOf(html, element), text: '' });
  };
  const work: PageWork = { html, all, edits, removed, remove, problems };

  if (runs('tune-head', options)) tuneHead(work);
  const { data, startScripts } = runs('defer-scripts', options)
    ? deferScripts(work, options)
    : { data: undefined, startScripts: [] };
  const stylesheet = runs('trim-stylesheet', options) ? trimStylesheet(work) : undefined;

  problems.throwIfAny();
  return { html: applyEdits(html, edits), data, startScripts, stylesheet };
}

/** Takes the flight data and its bootstrap scripts out of the page, for a file of its own. */
function takePageData(all: Element[], problems: PageProblems, remove: (element: Element) => void): PageOutput['data'] {
  const queue: string[] = [];
  const chunkList: string[] = [];
  const pushes: string[] = [];
  const unknown: string[] = [];
  for (const element of all) {
    if (!isInlineScript(element) || isHeadScript(element)) continue;
    const code = textOf(element);
    if (!code) continue;
    const kind = inlineKind(code);
    if (kind === 'unknown') {
      unknown.push(code.trim().slice(0, 60));
      continue;
    }
    ({ 'flight-queue': queue, 'chunk-list': chunkList, 'flight-data': pushes })[kind].push(statement(code));
    remove(element);
  }
  if (unknown.length) {
    const which = unknown.length === 1 ? 'an inline script' : `${unknown.length} inline scripts`;
    problems.add('page-data', 'inlineScripts', `${which} this step does not know, such as <script>${unknown[0]}…`);
  }
  if (queue.length !== 1) problems.add('page-data', 'flightBootstrap', `found ${queue.length}, not 1`);
  if (chunkList.length > 1) problems.add('page-data', 'turbopackBootstrap', `found ${chunkList.length}, not 0 or 1`);
  if (!pushes.length) problems.add('page-data', 'flightData', 'the page has none to move');
  if (queue.length !== 1 || !pushes.length) return undefined;
  // The queue first, then the chunk list, then the data in page order: as the page ran them.
  const text = [...queue, ...chunkList, ...pushes].join('\n') + '\n';
  return { src: dataFileFor(text), text };
}

/**
 * The class and id names the trimmed stylesheet must keep: every `class` and `id` attribute the
 * page keeps, and every word of its own inline scripts and `<noscript>` markup (lib/server/prune-css.ts).
 */
function namesOf(all: Element[], removed: Set<Element>, stylesheet: Element): Set<string> {
  const texts: string[] = [];
  for (const element of all) {
    if (removed.has(element) || element === stylesheet) continue;
    const names = [attr(element, 'class'), attr(element, 'id')].filter((v) => v !== undefined);
    texts.push(...names);
    // Next's flight data repeats the whole stylesheet (React hoists it), so its words would keep
    // every rule; it only renders what the HTML already holds, and adds no class before paint.
    const code = element.tagName === 'script' && attr(element, 'src') === undefined ? textOf(element) : undefined;
    if (code !== undefined && (!isInlineScript(element) || inlineKind(code) === 'unknown')) texts.push(code);
    // With scripting on (as the browser parses), <noscript> holds its markup as text.
    if (element.tagName === 'noscript') texts.push(...pageNames(textOf(element)));
  }
  return new Set(texts.join(' ').match(/[\w-]+/g) ?? []);
}
