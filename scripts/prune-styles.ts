/**
 * Build step after scripts/defer-scripts.ts, before the headers are hashed: each exported page's
 * inline stylesheet keeps only the rules its HTML can use (lib/prune-css.ts); the page's loader
 * links the full stylesheet after `load` (lib/after-load-scripts.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pageNames, pruneCss } from '../lib/prune-css';
import { htmlFiles } from './html-files';

const outDir = process.argv[2] ?? 'out';
const inlineStylesheet = /<style data-precedence="next" data-href="\/_next\/static\/[^"]+\.css">([\s\S]*?)<\/style>/;

let pages = 0;
let pruned = 0;
let before = 0;
let after = 0;
for (const file of htmlFiles(outDir)) {
  pages += 1;
  const html = readFileSync(file, 'utf8');
  const match = inlineStylesheet.exec(html);
  if (!match) continue;
  const [tag, css] = match as unknown as [string, string];
  const names = pageNames(html.replace(tag, ''));
  const kept = pruneCss(css, (name) => names.has(name));
  writeFileSync(
    file,
    html.replace(tag, () => tag.replace(css, () => kept)),
  );
  pruned += 1;
  before += css.length;
  after += kept.length;
}
if (!pruned) {
  console.error(`prune-styles: no page in ${outDir}/ had Next's inline stylesheet; has Next's output changed?`);
  process.exit(1);
}
console.log(
  `prune-styles: ${pruned} of ${pages} pages keep ${Math.round((after / before) * 100)}% of the stylesheet overall`,
);
