/**
 * Build step after `next build`, before the headers are hashed: every exported page keeps its data
 * (the framework's payload) in a file of its own rather than in its HTML, starts the framework's
 * scripts after the window's `load` event instead of holding it back, and those scripts carry V8's
 * compile hint (lib/after-load-scripts.ts explains all three). Its head also gets two corrections
 * (lib/page-head.ts): no early socket for the font, and the page's main picture preloaded first.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  deferScripts,
  extractPageData,
  isPageData,
  loaderSources,
  pageDataDir,
  withCompileHint,
} from '../lib/after-load-scripts';
import { tunePageHead } from '../lib/page-head';
import { htmlFiles } from './html-files';

const outDir = process.argv[2] ?? 'out';

/** Writes a page's data file (named by its content) and returns its address. */
function writePageData(data: string): string {
  const src = `${pageDataDir}${createHash('sha256').update(data).digest('hex').slice(0, 16)}.js`;
  mkdirSync(join(outDir, pageDataDir), { recursive: true });
  writeFileSync(join(outDir, src), data);
  return src;
}

let pages = 0;
let rewritten = 0;
let moved = 0;
const startScripts = new Set<string>();
for (const file of htmlFiles(outDir)) {
  pages += 1;
  const original = readFileSync(file, 'utf8');
  const html = tunePageHead(original);
  const extracted = extractPageData(html);
  if (extracted) moved += 1;
  const next = extracted ? deferScripts(extracted.html, [writePageData(extracted.data)]) : deferScripts(html);
  if (next !== html) rewritten += 1;
  if (next !== original) writeFileSync(file, next);
  for (const src of loaderSources(next)) if (!isPageData(src)) startScripts.add(src);
}
for (const src of startScripts) {
  const file = join(outDir, src);
  const source = readFileSync(file, 'utf8');
  const hinted = withCompileHint(source);
  if (hinted !== source) writeFileSync(file, hinted);
}
if (!rewritten) {
  console.error(`defer-scripts: no page in ${outDir}/ had the framework's script tags; has Next's output changed?`);
  process.exit(1);
}
console.log(
  `defer-scripts: ${rewritten} of ${pages} pages start their scripts after load, ${moved} with their data in a file; ` +
    `${startScripts.size} scripts carry the compile hint`,
);
