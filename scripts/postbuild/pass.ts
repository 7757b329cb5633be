/**
 * The post-build pass over the whole export: every page through the transforms (./transforms.ts),
 * the compile hint on the scripts the pages start with, every result checked (./checks.ts), and
 * the pages' policies for out/_headers. Nothing is written unless every page passes, so a failed
 * pass leaves out/ as `next build` wrote it (and without the build-complete marker).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { compileHint, pageDataDir, withCompileHint } from '../../lib/server/after-load-scripts';
import { formatHeadersFile, parseHeadersFile } from '../../server/http/headers-file';
import { htmlFiles } from '../html-files';
import {
  headerRulesFor,
  overHostLimits,
  policyGaps,
  policyPatterns,
  routeOf,
  type InlineCode,
  type SiteSettings,
} from '../site-headers';
import { checkPage, type SiteFiles } from './checks';
import { PostbuildError, type Problem } from './problems';
import { createHash } from 'node:crypto';
import { pruneCss, restCss } from '../../lib/server/prune-css';
import {
  allSteps,
  restAttribute,
  restPlaceholder,
  runs,
  trimmedPlaceholder,
  transformPage,
  type PageOutput,
  type PassOptions,
} from './transforms';

/** One exported page as `next build` wrote it. */
export type ExportedPage = {
  /** Path under out/, e.g. `city/pune/index.html`. */
  path: string;
  /** Its address, e.g. `/city/pune/`. */
  route: string;
  html: string;
};

/** Where the pass keeps the pages as `next build` wrote them (for re-runs and the contract test). */
export const keptExportDir = (root: string) => join(root, '.next', 'export-html');

/** The build id `next build` wrote, or null before any build. */
function buildIdOf(root: string): string | null {
  const file = join(root, '.next', 'BUILD_ID');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/** The kept copy of the export's pages, when it belongs to the current `next build`. */
export function keptExport(root: string): ExportedPage[] | null {
  const dir = keptExportDir(root);
  const stamp = join(dir, 'BUILD_ID');
  const buildId = buildIdOf(root);
  if (!buildId || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== buildId) return null;
  return htmlFiles(dir).map((file) => {
    const path = relative(dir, file);
    return { path, route: routeOf(path), html: readFileSync(file, 'utf8') };
  });
}

/**
 * The export's pages as `next build` wrote them. The first run after a build copies them out of
 * out/ before changing anything; later runs (a step switched off to measure it, a fix to the
 * pass) start from that copy, so the pass never reads its own output.
 */
export function readExport(root: string, outDir: string): ExportedPage[] {
  const buildId = buildIdOf(root);
  if (!buildId) throw new Error('no .next/BUILD_ID: run `next build` before the post-build pass');
  let pages = keptExport(root);
  if (!pages) {
    const dir = keptExportDir(root);
    rmSync(dir, { recursive: true, force: true });
    for (const file of htmlFiles(outDir)) {
      const target = join(dir, relative(outDir, file));
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(file, target);
    }
    writeFileSync(join(dir, 'BUILD_ID'), buildId);
    pages = keptExport(root)!;
  }
  const inOut = new Set(htmlFiles(outDir).map((file) => relative(outDir, file)));
  const kept = new Set(pages.map((p) => p.path));
  const differ = [...inOut].filter((p) => !kept.has(p)).concat([...kept].filter((p) => !inOut.has(p)));
  if (differ.length) {
    throw new Error(
      `out/ and the pages of build ${buildId} differ (${differ.slice(0, 5).join(', ')}): run \`next build\` again`,
    );
  }
  return pages;
}

export type PassResult = {
  pages: { route: string; output: PageOutput; code: InlineCode }[];
  /** Every file the pass writes, by path under out/ (pages, data files, hinted scripts, _headers). */
  files: Map<string, string>;
  /** out/_headers as written. */
  headers: string;
};

const headersComment =
  'Written by scripts/postbuild.ts after the build: do not edit.\n' +
  'Read by static hosts (Netlify, Cloudflare Pages) and by the intake service (server/http/security-headers.ts).';

/**
 * Runs every step on every page in memory and checks the result; throws a PostbuildError listing
 * each page, step and marker that failed. `outDir` is read for the files pages refer to.
 */
export function runPass(
  pages: ExportedPage[],
  outDir: string,
  settings: SiteSettings,
  options: PassOptions = allSteps,
): PassResult {
  const problems: Problem[] = [];
  const written = new Map<string, string>();
  const fromOut = (src: string) => join(outDir, src);
  const files: SiteFiles = {
    exists: (src) => written.has(src.slice(1)) || existsSync(fromOut(src)),
    read: (src) => written.get(src.slice(1)) ?? readFileSync(fromOut(src), 'utf8'),
  };
  const collect = <T>(run: () => T): T | undefined => {
    try {
      return run();
    } catch (error) {
      if (!(error instanceof PostbuildError)) throw error;
      problems.push(...error.problems);
      return undefined;
    }
  };

  const outputs: { page: ExportedPage; output: PageOutput }[] = [];
  for (const page of pages) {
    const output = collect(() => transformPage(page.route, page.html, options));
    if (output) outputs.push({ page, output });
  }
  trimStylesheets(outputs);
  for (const [href, rest] of restStylesheets(
    outputs.map(({ output }) => output),
    files,
  )) {
    written.set(rest.src.slice(1), rest.text);
    for (const { output } of outputs) {
      if (output.stylesheet?.href !== href) continue;
      output.html = output.html.replace(`${restAttribute}="${restPlaceholder}"`, `${restAttribute}="${rest.src}"`);
    }
  }
  for (const { page, output } of outputs) {
    written.set(page.path, output.html);
    if (output.data) written.set(output.data.src.slice(1), output.data.text);
  }
  // The compile hint, on each script a page starts with (taken off again when the step is off).
  for (const src of new Set(outputs.flatMap(({ output }) => output.startScripts))) {
    if (!existsSync(fromOut(src))) continue; // checkPage names the missing file
    const source = readFileSync(fromOut(src), 'utf8');
    const plain = source.startsWith(compileHint) ? source.slice(compileHint.length) : source;
    const wanted = runs('compile-hint', options) ? withCompileHint(plain) : plain;
    if (wanted !== source) written.set(src.slice(1), wanted);
  }

  const checked: PassResult['pages'] = [];
  for (const { page, output } of outputs) {
    const code = collect(() => checkPage(page.route, output.html, options, files));
    if (code) checked.push({ route: page.route, output, code });
  }
  if (problems.length) throw new PostbuildError(problems);

  const headers = formatHeadersFile(headerRulesFor(checked, settings), headersComment);
  problems.push(...checkHeadersFile(headers, checked, options));
  if (problems.length) throw new PostbuildError(problems);
  written.set('_headers', headers);
  return { pages: checked, files: written, headers };
}

/**
 * For each full stylesheet, the rest the loader links after `load`: its rules that some page does
 * not have inline (lib/server/prune-css.ts, `restCss`), in a file named by its content, beside the full
 * one, so it is cached for a year like the rest of /_next/static/.
 */
function restStylesheets(outputs: PageOutput[], files: SiteFiles): Map<string, { src: string; text: string }> {
  const common = new Map<string, Set<string>>();
  for (const { stylesheet } of outputs) {
    if (!stylesheet) continue;
    const names = common.get(stylesheet.href);
    common.set(
      stylesheet.href,
      names ? new Set([...names].filter((name) => stylesheet.names.has(name))) : new Set(stylesheet.names),
    );
  }
  const rests = new Map<string, { src: string; text: string }>();
  for (const [href, names] of common) {
    if (!files.exists(href)) continue; // checkPage names the missing file
    const text = restCss(files.read(href), names);
    const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
    rests.set(href, { src: `${href.slice(0, href.lastIndexOf('/') + 1)}rest-${hash}.css`, text });
  }
  return rests;
}

/**
 * out/_headers is read whole by every documented static host, and gives each page exactly one
 * policy, which allows each of its inline scripts, styles and style attributes (as a host matches
 * the rules: site-headers.ts, `policyGaps`). A build with a step left out, only ever measured
 * behind the intake service (which reads the whole file), may exceed the hosts' limits: without
 * `page-data` every page has inline scripts of its own, and so a rule of its own.
 */
function checkHeadersFile(headers: string, pages: PassResult['pages'], options: PassOptions): Problem[] {
  const problems: Problem[] = [];
  const over = overHostLimits(headers);
  if (over && !options.skip.size) {
    problems.push({ page: 'out/_headers', step: 'policy', marker: 'hostLimits', detail: over });
  }
  const rules = parseHeadersFile(headers);
  for (const { route, code } of pages) {
    for (const detail of policyGaps(rules, route, code)) {
      problems.push({ page: route, step: 'policy', marker: 'policy', detail });
    }
  }
  return problems;
}

/**
 * trim-stylesheet, over the whole export: each inline stylesheet keeps the rules its page's names
 * can use. Pages whose policies may share one rule (site-headers.ts, `policyPatterns`: the city
 * pages under `/city/*`) keep the rules any of them can use, so their stylesheets are one text with
 * one hash, and one rule covers them all instead of one rule each.
 */
function trimStylesheets(outputs: { page: ExportedPage; output: PageOutput }[]) {
  const patterns = policyPatterns(outputs.map(({ page }) => page.route));
  const groups = new Map<string, PageOutput[]>();
  for (const { page, output } of outputs) {
    if (!output.stylesheet) continue;
    const key = `${patterns.get(page.route)}\n${output.stylesheet.full}`;
    groups.set(key, [...(groups.get(key) ?? []), output]);
  }
  for (const members of groups.values()) {
    const names = new Set(members.flatMap((output) => [...output.stylesheet!.names]));
    const kept = pruneCss(members[0]!.stylesheet!.full, (name) => names.has(name));
    for (const output of members) {
      if (!output.html.includes(trimmedPlaceholder)) throw new Error('trim-stylesheet: the placeholder went missing');
      output.html = output.html.replace(trimmedPlaceholder, () => kept);
      output.stylesheet = { ...output.stylesheet!, names, kept };
    }
  }
}

/** Writes what a successful pass produced into out/ (the data files' folder starts empty). */
export function writeResult(outDir: string, result: PassResult) {
  rmSync(join(outDir, pageDataDir), { recursive: true, force: true });
  for (const [path, text] of result.files) {
    mkdirSync(dirname(join(outDir, path)), { recursive: true });
    writeFileSync(join(outDir, path), text);
  }
}
