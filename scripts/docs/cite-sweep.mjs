#!/usr/bin/env node
/**
 * Citation sweep: comments (and test titles) cite the documents in docs/, never the product
 * specification, the decisions page or the house style that lived outside the repository, and
 * never an issue number.
 *
 *   node scripts/docs/cite-sweep.mjs           rewrites every citation it has a rule for, then
 *                                              lists what is left for a hand edit (exit 1 if any)
 *   node scripts/docs/cite-sweep.mjs --check   changes nothing; exit 1 listing file:line of every
 *                                              outside citation left and every docs/ link whose
 *                                              file or heading does not exist
 *
 * Re-run it after merging a branch that still cites the old documents. No dependencies: plain
 * Node (or tsx). The mapping below is the one place that says which docs section answers which
 * old section; a docs heading that changes must change here too (--check catches it).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const root = join(dirname(new URL(import.meta.url).pathname), '..', '..');

const product = (anchor) => `docs/product.md#${anchor}`;
const leadFlow = (anchor) => `docs/lead-flow.md#${anchor}`;
const conventions = (anchor) => `docs/conventions.md#${anchor}`;

/**
 * Where each old section is answered, when no rule below says better. Keys are the section as the
 * code writes it: `SPEC §7.1`, `DECISIONS §3.5`, `HOUSE_STYLE §9`.
 */
export const sectionMap = {
  'SPEC §1': product('the-company-and-its-claims'),
  'SPEC §2': product('pages'),
  'SPEC §3': product('content-data'),
  'SPEC §4': product('interactive-parts'),
  'SPEC §5': product('enquiry-forms'),
  'SPEC §6': 'docs/lead-flow.md',
  'SPEC §7': leadFlow('crm-delivery'),
  'SPEC §7.1': leadFlow('crm-delivery'),
  'SPEC §7.2': leadFlow('crm-delivery'),
  'SPEC §7.3': product('the-feedback-form'),
  'SPEC §8': product('what-a-form-says'),
  'SPEC §9': product('business-facts'),
  'DECISIONS §1': 'docs/lead-flow.md',
  'DECISIONS §2': product('the-company-and-its-claims'),
  'DECISIONS §3': 'docs/lead-flow.md',
  'DECISIONS §3.1': leadFlow('in-the-browser'),
  'DECISIONS §3.2': leadFlow('the-intake-api'),
  'DECISIONS §3.3': leadFlow('crm-delivery'),
  'DECISIONS §3.4': leadFlow('crm-delivery'),
  'DECISIONS §3.5': leadFlow('honeypot'),
  'DECISIONS §4': product('what-a-form-says'),
  'DECISIONS §5': product('analytics-copy'),
  'DECISIONS §6': product('the-feedback-form'),
  'DECISIONS §7': product('the-enquiry-dialog'),
  'HOUSE_STYLE §5': conventions('one-wrapper-per-library'),
  'HOUSE_STYLE §6': conventions('one-settings-module-per-side'),
  'HOUSE_STYLE §9': conventions('forms-share-one-schema'),
};

/**
 * Better targets by file (`files`, a path pattern) and by what the line is about (`line`); the
 * first rule that matches the file, the line and the section wins.
 */
export const rules = [
  // Lines whose subject names the section better than their file does.
  { line: /fixed routes|route table|header navigation/i, cite: { 'SPEC §2': product('pages') } },
  { line: /What Our Customers Say/, cite: { 'SPEC §2': product('shared-sections') } },
  { files: /^lib\/lead-schemas/, line: /sent from/, cite: { 'SPEC §7.1': product('enquiry-forms') } },
  { line: /messages/i, cite: { 'DECISIONS §4': product('what-a-form-says') } },
  {
    line: /\bcit(y|ies)\b|\bslugs?\b|\/city\//i,
    cite: {
      'SPEC §2': product('city-pages'),
      'SPEC §3': product('content-data'),
      'SPEC §9': product('prices-and-offers'),
    },
  },
  { line: /\bprice|charges/i, cite: { 'SPEC §9': product('prices-and-offers') } },
  {
    line: /payment|GST|claim|damage|prohibited|not moved|booking/i,
    cite: {
      'SPEC §2': product('service-storage-and-safety-pages'),
      'SPEC §4': product('booking-payment-and-claims'),
      'SPEC §9': product('booking-payment-and-claims'),
    },
  },
  { line: /video-gallery|\/video-gallery|videos of/i, cite: { 'SPEC §2': product('other-content-pages') } },
  {
    line: /counts? |counter|figures|awards/i,
    cite: { 'SPEC §2': product('shared-sections'), 'SPEC §9': product('shared-sections') },
  },
  { line: /timings|response-time|support desk/i, cite: { 'SPEC §9': product('timings-and-figures') } },
  {
    line: /rating|review submission/i,
    cite: { 'SPEC §3': product('the-review-form'), 'DECISIONS §4': product('the-review-form') },
  },
  { line: /analytics/i, cite: { 'SPEC §3': product('analytics-copy'), 'SPEC §7.1': product('analytics-copy') } },
  {
    line: /quote form|quote tab|tabbed/i,
    cite: {
      'SPEC §2': product('the-quote-form'),
      'SPEC §3': product('the-quote-form'),
      'SPEC §4': product('the-quote-form'),
    },
  },
  {
    line: /side anchors|comparison|presence|about page/i,
    cite: { 'SPEC §2': product('other-content-pages'), 'SPEC §9': product('other-content-pages') },
  },
  {
    line: /preloader/i,
    cite: {
      'SPEC §2': product('preloader-and-offline-support'),
      'DECISIONS §7': product('preloader-and-offline-support'),
    },
  },
  // Files.
  {
    files: /^components\/sections\/|^app\/globals\.css$/,
    cite: {
      'SPEC §2': product('shared-sections'),
      'SPEC §7.1': product('enquiry-forms'),
      'SPEC §9': product('timings-and-figures'),
    },
  },
  { files: /^components\/interactive\/(video|map)-facade/, cite: { 'DECISIONS §7': product('maps-and-videos') } },
  {
    files: /^components\/interactive\/(carousel|faq-more|counter)/,
    cite: {
      'SPEC §2': product('shared-sections'),
      'SPEC §4': product('shared-sections'),
      'SPEC §9': product('shared-sections'),
    },
  },
  {
    files: /^components\/interactive\//,
    cite: { 'SPEC §2': product('other-content-pages'), 'SPEC §4': product('interactive-parts') },
  },
  { files: /^components\/layout\/floating-bar/, cite: { 'SPEC §2': product('header-footer-and-floating-bar') } },
  {
    files: /^components\/layout\/|^worker\/|^lib\/after-load-scripts/,
    cite: {
      'SPEC §2': product('preloader-and-offline-support'),
      'SPEC §8': product('preloader-and-offline-support'),
      'DECISIONS §7': product('preloader-and-offline-support'),
    },
  },
  {
    files: /enquiry-dialog|enquiry-sent/,
    cite: {
      'SPEC §2': product('the-enquiry-dialog'),
      'SPEC §4': product('the-enquiry-dialog'),
      'SPEC §9': product('the-enquiry-dialog'),
    },
  },
  {
    files: /feedback-dialog|email-client/,
    cite: {
      'SPEC §2': product('the-feedback-form'),
      'SPEC §3': product('the-feedback-form'),
      'SPEC §8': product('the-feedback-form'),
    },
  },
  { files: /quote-(form|tabs)/, cite: { 'SPEC §2': product('the-quote-form'), 'SPEC §4': product('the-quote-form') } },
  { files: /review-form/, cite: { 'SPEC §3': product('the-review-form'), 'SPEC §5': product('the-review-form') } },
  { files: /^components\/forms\/fields/, cite: { 'DECISIONS §4': product('what-a-form-says') } },
  {
    files: /^components\/forms\/|^lib\/lead-schemas|^tests\/unit\/lead-schemas/,
    cite: {
      'SPEC §3': product('enquiry-forms'),
      'SPEC §4': product('what-a-form-says'),
      'SPEC §7.1': product('enquiry-forms'),
      'SPEC §7.3': product('what-a-form-says'),
      'DECISIONS §4': product('enquiry-forms'),
    },
  },
  { files: /^server\/crm/, cite: { 'SPEC §3': product('the-quote-form') } },
  { files: /cit(y|ies)/, cite: { 'SPEC §2': product('city-pages') } },
  {
    files: /storage-pages|service-pages|safety|content-services/,
    cite: { 'SPEC §2': product('service-storage-and-safety-pages'), 'SPEC §4': product('booking-payment-and-claims') },
  },
  {
    files: /^content\/(story|media|moving-guide)|^scripts\/make-checklist-pdf/,
    cite: { 'SPEC §2': product('other-content-pages'), 'DECISIONS §7': product('other-content-pages') },
  },
  { files: /^content\/(comparison|presence)/, cite: { 'SPEC §9': product('other-content-pages') } },
  {
    files: /^content\/(faqs|counters)/,
    cite: { 'SPEC §2': product('shared-sections'), 'SPEC §9': product('shared-sections') },
  },
  { files: /^content\/(support|policies)/, cite: { 'SPEC §9': product('timings-and-figures') } },
  { files: /^content\/claims/, cite: { 'SPEC §4': product('booking-payment-and-claims') } },
  { files: /^tests\/unit\/clients/, cite: { 'DECISIONS §7': product('the-enquiry-dialog') } },
];

/** Issue numbers the code cited, and what answers them now. */
export const issueMap = {
  6: 'docs/performance.md',
};

/** Issues cited by topic ("the performance issue"). */
export const issueTopics = {
  performance: 'docs/performance.md',
};

/** Docs other branches write: while missing here, citing them is a warning, not a failure. */
const pendingDocs = new Set(['docs/performance.md']);

const textExtensions = /\.(?:[cm]?[jt]sx?|mts|cts|css|md|json|ya?ml)$/;
const self = 'scripts/docs/cite-sweep.mjs';
/** Files never rewritten (docs/ is written by hand and only checked). */
const noRewrite = (file) => file.startsWith('docs/') || file === self;

function repoFiles() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split('\0'))]
    .filter((f) => f && textExtensions.test(f) && !f.startsWith('public/') && !f.endsWith('package-lock.json'))
    .filter((f) => existsSync(join(root, f)))
    .sort();
}

// ---------------------------------------------------------------------------------------------
// Rewriting

const docName = String.raw`(?:SPEC|DECISIONS|HOUSE_STYLE)`;
const num = String.raw`\d+(?:\.\d+)?`;
/** `SPEC §7.1-7.2, §9`: one document, one or more sections. */
const specCite = String.raw`${docName} ?§ ?${num}(?:-${num})?(?:,? ?§ ?${num}(?:-${num})?)*`;
const issueCite = String.raw`(?:[Ii]ssues? #?\d+|the (?:${Object.keys(issueTopics).join('|')}) issue)`;
const oneCite = String.raw`(?:${specCite}|${issueCite})`;
/** Several citations joined by `,` `;` or `and`. */
const citeList = String.raw`${oneCite}(?:\s*(?:[,;]|and)\s*${oneCite})*`;

/** The sections one citation names, e.g. `SPEC §7.1-7.2, §9` → SPEC §7.1, SPEC §7.2, SPEC §9. */
function sectionsOf(cite) {
  const doc = /^(SPEC|DECISIONS|HOUSE_STYLE)/.exec(cite)[1];
  const out = [];
  for (const [, from, to] of cite.matchAll(/§ ?(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))?/g)) {
    out.push(`${doc} §${from}`);
    if (to) out.push(`${doc} §${to}`);
  }
  return out;
}

/** Docs targets for one section, given the file and the line it is cited on; undefined if unknown. */
function targetFor(section, file, line) {
  for (const rule of rules) {
    if (rule.files && !rule.files.test(file)) continue;
    if (rule.line && !rule.line.test(line)) continue;
    if (rule.cite[section]) return rule.cite[section];
  }
  // `SPEC §7.4` falls back to `SPEC §7` when only the section is mapped.
  return sectionMap[section] ?? sectionMap[section.replace(/\.\d+$/, '')];
}

/** Docs targets for a list of citations, in order, without repeats; undefined if any is unknown. */
function targetsFor(list, file, line) {
  const targets = [];
  for (const [cite] of list.matchAll(new RegExp(oneCite, 'g'))) {
    let found;
    const issue = /#?(\d+)$/.exec(cite);
    const topic = /^the (\S+) issue$/.exec(cite);
    if (topic) found = [issueTopics[topic[1]]];
    else if (/^[Ii]ssue/.test(cite)) found = [issueMap[Number(issue?.[1])]];
    else found = sectionsOf(cite).map((s) => targetFor(s, file, line));
    if (found.some((t) => !t)) return undefined;
    for (const t of found) if (!targets.includes(t)) targets.push(t);
  }
  return targets;
}

/** Replaces each match of `pattern` (citation list in group `list`) whose citations all map. */
function replaceCites(line, file, pattern, build) {
  return line.replace(pattern, (...args) => {
    const groups = args.at(-1);
    const targets = targetsFor(groups.list, file, line);
    return targets ? build(targets.join(', '), groups) : args[0];
  });
}

const verbs = { lists: 'listed', names: 'named', states: 'stated' };

/**
 * Rewrites the citations of one line, so the sentence still reads:
 * - a parenthesis of citations (perhaps with the quoted name of what is cited) → `(docs/…)`;
 * - `the SPEC §9 figures` → `the figures (docs/…)`;
 * - `SPEC §2 lists it` → `listed in docs/…`;
 * - `SPEC §2's order` → `the order of docs/…`;
 * - `the slugs of SPEC §2` → `the slugs (docs/…)`;
 * - any other citation → its docs path in place.
 */
export function rewriteLine(line, file) {
  const out = rewriteCites(line, file);
  return out === line ? line : wrapComment(out);
}

/** A line of a block comment's paragraph: ` * text`, but not a list item, a tag or a code fence. */
const blockLine = /^(\s*)\* (?![-@`*]|\d+\. )(\S.*)$/;

/**
 * Rewrites a whole file. A block-comment line the sweep made wider than the comment width is
 * re-wrapped together with the rest of its paragraph, so the comment keeps its shape.
 */
export function rewriteText(text, file) {
  const lines = text.split('\n');
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const rewritten = rewriteCites(line, file);
    const block = blockLine.exec(rewritten);
    if (rewritten === line) {
      out.push(line);
    } else if (block && rewritten.length > wrapWidth) {
      const [, indent] = block;
      const words = [block[2]];
      while (i + 1 < lines.length) {
        const next = blockLine.exec(lines[i + 1]);
        if (!next || next[1] !== indent || /\*\/\s*$/.test(lines[i + 1])) break;
        words.push(rewriteCites(next[2], file));
        i++;
      }
      for (const l of wrapWords(words.join(' '), wrapWidth - indent.length - 2)) out.push(`${indent}* ${l}`);
    } else {
      out.push(wrapComment(rewritten));
    }
  }
  return out.join('\n');
}

/** Comments are wrapped at this width; a rewritten comment line longer than the print width is re-wrapped. */
const wrapWidth = 100;
const printWidth = 120;

/** Words of `text` in lines of at most `width` characters (a longer word gets a line of its own). */
function wrapWords(text, width) {
  const lines = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * A comment line the sweep made longer than the print width, wrapped: a one-line `/** … *\/`
 * becomes a block, a block line or `//` line continues on the lines below. Code is left to Prettier.
 */
export function wrapComment(line) {
  if (line.length <= printWidth) return line;
  const oneLine = /^(\s*)\/\*\* (.*) \*\/$/.exec(line);
  if (oneLine) {
    const [, indent, text] = oneLine;
    const body = wrapWords(text, wrapWidth - indent.length - 3).map((l) => `${indent} * ${l}`);
    return [`${indent}/**`, ...body, `${indent} */`].join('\n');
  }
  const continued = /^(\s*)(\* |\/\/ )(.*)$/.exec(line);
  if (continued) {
    const [, indent, mark, text] = continued;
    return wrapWords(text, wrapWidth - indent.length - mark.length)
      .map((l) => `${indent}${mark}${l}`)
      .join('\n');
  }
  return line;
}

function rewriteCites(line, file) {
  const list = String.raw`(?<list>${citeList})`;
  let out = line;
  out = replaceCites(
    out,
    file,
    new RegExp(String.raw`\(${list}(?:\s+(?:"[^"]*"|[a-z][a-z ]*?|\/[\w{}/ -]*?))?\)`, 'g'),
    (docs) => `(${docs})`,
  );
  out = replaceCites(
    out,
    file,
    new RegExp(String.raw`\bthe ${list} (?<noun>[a-z]+)`, 'g'),
    (docs, g) => `the ${g.noun} (${docs})`,
  );
  out = replaceCites(
    out,
    file,
    new RegExp(String.raw`${list} (?<verb>${Object.keys(verbs).join('|')})(?: it| them)?\b`, 'g'),
    (docs, g) => `${verbs[g.verb]} in ${docs}`,
  );
  out = replaceCites(
    out,
    file,
    new RegExp(String.raw`${list}'s (?<noun>\w+)`, 'g'),
    (docs, g) => `the ${g.noun} of ${docs}`,
  );
  // Inside a parenthesis already: `(…, amounts of SPEC §9)` → `(…, amounts in docs/…)`.
  out = replaceCites(out, file, new RegExp(String.raw` of ${list}(?=\))`, 'g'), (docs) => ` in ${docs}`);
  out = replaceCites(out, file, new RegExp(String.raw` of ${list}`, 'g'), (docs) => ` (${docs})`);
  out = replaceCites(out, file, new RegExp(list, 'g'), (docs) => docs);
  // Whatever is left, one citation at a time, so one unknown issue number does not hold up the rest.
  out = replaceCites(out, file, new RegExp(String.raw`(?<list>${oneCite})`, 'g'), (docs) => docs);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Checking

/** Citations of documents and issues outside the repository still present on a line. */
const outsidePatterns = [
  { name: 'old document', re: /\b(?:SPEC|DECISIONS|HOUSE_STYLE)\b|TOOLCHAIN\.md|shared\/(?:spec|notes)\b/ },
  { name: 'the spec', re: /\b(?:the|a) spec(?:'s)?\b(?![ -]?files?\b)/i },
  { name: 'issue number', re: /\b(?:issues?|PR|pull request)\s*#?\d+\b/i },
  { name: 'issue by topic', re: new RegExp(String.raw`\bthe (?:${Object.keys(issueTopics).join('|')}) issue\b`, 'i') },
  { name: 'issue number', re: /(?:^|[\s([,])#\d{1,4}(?![\w-])/ },
];

/** The part of a CSS line inside comments (colours such as #123 are not issue numbers). */
function cssComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\/|[^\n]/g, (m) => (m.startsWith('/*') ? m : m === '\n' ? '\n' : ' '));
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function slugsOf(markdown) {
  const seen = new Map();
  const slugs = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    slugs.add(n === 0 ? base : `${base}-${n}`);
  }
  return slugs;
}

const slugCache = new Map();
/** Whether `docFile#anchor` exists: 'ok', 'pending' (written on another branch) or a problem. */
function resolveLink(docFile, anchor) {
  const path = normalize(docFile);
  if (!existsSync(join(root, path))) return pendingDocs.has(path) ? 'pending' : `${path} does not exist`;
  if (!anchor) return 'ok';
  if (!slugCache.has(path)) slugCache.set(path, slugsOf(readFileSync(join(root, path), 'utf8')));
  return slugCache.get(path).has(anchor) ? 'ok' : `${path} has no heading #${anchor}`;
}

/** docs/ links on a line: `docs/x.md#y` anywhere, and in Markdown files relative `](x.md#y)` and `](#y)`. */
function docLinks(line, file) {
  const links = [];
  for (const m of line.matchAll(/(?<![\w/.-])docs\/([\w./-]+\.md)(?:#([\w-]+))?/g)) {
    links.push({ doc: `docs/${m[1]}`, anchor: m[2] });
  }
  if (file.endsWith('.md')) {
    for (const m of line.matchAll(/\]\((?!https?:|mailto:)([^)#\s]*)(?:#([^)\s]+))?\)/g)) {
      const target = m[1] ? normalize(join(dirname(file), m[1])) : file;
      if (target.endsWith('.md') && !links.some((l) => l.doc === target && l.anchor === m[2])) {
        links.push({ doc: target, anchor: m[2] });
      }
    }
  }
  return links;
}

function check(files) {
  const problems = [];
  const pending = new Set();
  for (const target of [
    ...Object.values(sectionMap),
    ...Object.values(issueMap),
    ...Object.values(issueTopics),
    ...rules.flatMap((r) => Object.values(r.cite)),
  ]) {
    const [doc, anchor] = target.split('#');
    const result = resolveLink(doc, anchor);
    if (result === 'pending') pending.add(doc);
    else if (result !== 'ok') problems.push(`${self}: mapping target ${target}: ${result}`);
  }
  for (const file of files) {
    if (file === self) continue;
    const raw = readFileSync(join(root, file), 'utf8');
    const scanned = file.endsWith('.css') ? cssComments(raw) : raw;
    const rawLines = raw.split('\n');
    scanned.split('\n').forEach((line, i) => {
      for (const { name, re } of outsidePatterns) {
        if (re.test(line)) {
          problems.push(`${file}:${i + 1}: ${name}: ${line.trim().slice(0, 140)}`);
          break;
        }
      }
      for (const { doc, anchor } of docLinks(rawLines[i] ?? '', file)) {
        const result = resolveLink(doc, anchor);
        if (result === 'pending') pending.add(doc);
        else if (result !== 'ok') problems.push(`${file}:${i + 1}: broken docs link: ${result}`);
      }
    });
  }
  return { problems, pending };
}

// ---------------------------------------------------------------------------------------------

function main() {
  const checkOnly = process.argv.includes('--check');
  const files = repoFiles();
  if (!checkOnly) {
    let changed = 0;
    for (const file of files) {
      if (noRewrite(file)) continue;
      const before = readFileSync(join(root, file), 'utf8');
      const after = rewriteText(before, file);
      if (after !== before) {
        writeFileSync(join(root, file), after);
        changed++;
        console.log(`rewrote ${file}`);
      }
    }
    console.log(`${changed} file(s) rewritten.`);
  }
  const { problems, pending } = check(files);
  for (const doc of pending) {
    console.warn(
      `warning: ${doc} is cited but not in this tree yet (written on another branch); its anchors are not checked`,
    );
  }
  if (problems.length > 0) {
    console.error(`${problems.length} citation(s) to fix by hand:`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log('Citations: all cite docs/, and every docs link resolves.');
}

if (process.argv[1] && relative(process.argv[1], new URL(import.meta.url).pathname) === '') main();
