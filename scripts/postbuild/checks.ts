/**
 * The post-build pass checks its own result: each rewritten page is parsed again, as the browser
 * will parse it, and must have what the steps that ran should have given it. The same parse gives
 * the inline code the page's Content-Security-Policy allows by hash.
 */
import { compileHint, isPageData, loaderScript } from '../../lib/server/after-load-scripts';
import { inlineCodeOf, isExecutable, type InlineCode } from '../site-headers';
import { attr, type Element, elements, parsePage, startTagText, textOf } from './html';
import { PageProblems } from './problems';
import { runs, type PassOptions } from './transforms';

/** The files of the export a page refers to, by address (`/_next/static/…`). */
export type SiteFiles = {
  exists(src: string): boolean;
  read(src: string): string;
};

type PageParts = { problems: PageProblems; all: Element[]; html: string; options: PassOptions; files: SiteFiles };

/** Checks one processed page; returns its inline code, or throws naming the page, step and marker. */
export function checkPage(page: string, html: string, options: PassOptions, files: SiteFiles): InlineCode {
  const problems = new PageProblems(page);
  const document = parsePage(html);
  const parts: PageParts = { problems, all: elements(document), html, options, files };
  if (runs('defer-scripts', options)) {
    checkNoEagerScripts(parts);
    checkLoader(parts);
    if (runs('page-data', options)) checkNoInlineFlightData(parts);
  }
  if (runs('trim-stylesheet', options)) checkTrimmedStylesheet(parts);
  problems.throwIfAny();
  return inlineCodeOf(document);
}

/** No framework script or script preload is left for the browser to fetch before the page shows. */
function checkNoEagerScripts({ problems, all, html }: PageParts) {
  const scriptsWithSrc = all.filter((e) => e.tagName === 'script' && attr(e, 'src') !== undefined);
  for (const script of scriptsWithSrc) {
    problems.add('defer-scripts', 'frameworkScripts', `left behind: ${startTagText(html, script)}`);
  }
  for (const link of all.filter((e) => e.tagName === 'link' && attr(e, 'href')?.startsWith('/_next/'))) {
    const rel = attr(link, 'rel');
    if (rel === 'modulepreload' || (rel === 'preload' && attr(link, 'as') === 'script')) {
      problems.add('defer-scripts', 'scriptPreloads', `left behind: ${startTagText(html, link)}`);
    }
  }
}

/** One loader with the page's script list: each listed file in out/, compile-hinted, the page's data first. */
function checkLoader({ problems, all, options, files }: PageParts) {
  const loaders = all.filter((e) => e.tagName === 'script' && attr(e, 'data-scripts') !== undefined);
  if (loaders.length !== 1) {
    problems.add('defer-scripts', 'headScript', `the page has ${loaders.length} loaders with a script list, not 1`);
  } else {
    const loader = loaders[0]!;
    const list = attr(loader, 'data-scripts')!.split(' ').filter(Boolean);
    if (!textOf(loader).startsWith(loaderScript)) {
      problems.add('defer-scripts', 'headScript', 'the script with the list does not start with the loader');
    }
    if (!list.length) problems.add('defer-scripts', 'frameworkScripts', 'the loader has an empty script list');
    for (const src of list) {
      if (!files.exists(src))
        problems.add('defer-scripts', 'frameworkScripts', `the loader lists ${src}, which is not in out/`);
    }
    const code = list.filter((src) => !isPageData(src));
    if (!code.length) problems.add('defer-scripts', 'frameworkScripts', 'the loader lists no framework script');
    if (runs('compile-hint', options)) {
      for (const src of code) {
        if (files.exists(src) && !files.read(src).startsWith(compileHint)) {
          problems.add('compile-hint', 'frameworkScripts', `${src} does not start with the compile hint`);
        }
      }
    }
    if (runs('page-data', options)) {
      if (!list[0] || !isPageData(list[0])) {
        problems.add('page-data', 'flightData', "the loader's list does not start with the page's data file");
      }
      if (list.filter(isPageData).length > 1)
        problems.add('page-data', 'flightData', 'the loader lists two data files');
    }
  }
}

/** Next's inline flight data has moved to the page's data file. */
function checkNoInlineFlightData({ problems, all }: PageParts) {
  const inlineScripts = all.filter(
    (e) =>
      e.tagName === 'script' &&
      attr(e, 'src') === undefined &&
      isExecutable(new Map(e.attrs.map((a) => [a.name, a.value]))),
  );
  for (const script of inlineScripts) {
    const code = textOf(script);
    if (/__next_f|TURBOPACK/.test(code)) {
      problems.add('page-data', 'flightData', `left behind: <script>${code.trim().slice(0, 60)}…`);
    }
  }
}

/** One inline stylesheet, shorter than the full one it came from, whose rest is in out/. */
function checkTrimmedStylesheet({ problems, all, files }: PageParts) {
  const styles = all.filter((e) => e.tagName === 'style' && attr(e, 'data-href') !== undefined);
  if (styles.length !== 1) {
    problems.add('trim-stylesheet', 'inlineStylesheet', `the page has ${styles.length} inline stylesheets, not 1`);
  } else {
    const href = attr(styles[0]!, 'data-href')!;
    if (!files.exists(href)) {
      problems.add('trim-stylesheet', 'inlineStylesheet', `its full stylesheet ${href} is not in out/`);
    } else if (textOf(styles[0]!).length >= files.read(href).length) {
      problems.add('trim-stylesheet', 'inlineStylesheet', `the inline stylesheet is as long as ${href}: not trimmed`);
    }
    const rest = attr(styles[0]!, 'data-rest');
    if (rest === undefined || !rest.startsWith('/_next/static/') || !files.exists(rest)) {
      problems.add(
        'trim-stylesheet',
        'inlineStylesheet',
        `the rest of its stylesheet (data-rest="${rest}") is not in out/`,
      );
    }
  }
}
