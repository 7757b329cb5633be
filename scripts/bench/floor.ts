/**
 * Floor pages for `npm run bench`: for each audited page, the plainest HTML page that shows the same
 * thing, so Lighthouse has a reference measured in the same run on the same machine.
 *
 * A floor page is generated from the exported page itself (out/<route>/index.html), so it can never
 * drift from the content:
 *
 * - kept: the page's title, meta description, canonical link, icons and `lang`; the header, main
 *   content and footer as plain semantic HTML (headings, paragraphs, lists, tables, links); the
 *   header's priority logo, the hero (main's `fetchpriority="high"` image, shown behind the
 *   headline as on the site) and main's other images (a gallery's photos, video posters), the same
 *   files with the same `width`, `height`, `alt`, `loading`, `fetchpriority` and `decoding`;
 * - dropped: every script (inline or not), the framework's CSS and fonts, forms and their controls,
 *   dialogs, video embeds, inline SVG, hidden and `aria-hidden` parts (the preloader), images
 *   outside main other than the logo, and all classes, styles, ARIA and data attributes;
 * - added: one small hand-written stylesheet, inline.
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { JSDOM } from 'jsdom';
import { htmlFile } from './js-sizes';

/** How the floor pages are made, for the report. */
export const floorDescription =
  'Generated from each exported page (scripts/bench/floor.ts): same title, meta description, ' +
  'canonical link and icons; the header, main content and footer as plain HTML (headings, text, ' +
  'lists, tables, links); the header logo, the hero (shown behind the headline, as on the site) and ' +
  "main's other images (gallery photos, video posters): same files, `width`/`height`, `alt`, " +
  '`loading`, `fetchpriority`, `decoding`. No scripts, framework CSS, web font, forms, dialogs or ' +
  'embeds; one small inline hand-written stylesheet. Served by a second instance of the intake ' +
  'service (server/main.ts: same static file serving, caching headers and brotli/gzip compression).';

const floorCss = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1b;background:#fff}
header,main,footer{display:block;max-width:72rem;margin:0 auto;padding:0 1rem}
img{max-width:100%;height:auto}
img.hero{display:block;width:100%}
.hero{position:relative;margin:0 -1rem;padding:3rem 1rem;background:#0b2545;color:#fff}
.hero>img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;opacity:.5}
.hero>:not(img){position:relative}
.hero a{color:#fff}
a{color:#0b4f9c}
a{display:inline-block;min-width:24px;min-height:24px;margin:0 .75rem .25rem 0}
header{font-size:.9rem}
header ul{display:flex;flex-wrap:wrap;margin:.25rem 0;padding:0;list-style:none}
a[href="#main"]{position:absolute;left:-999px}
a[href="#main"]:focus{left:0}
ul,ol{padding-left:1.25rem}
table{display:block;overflow-x:auto;border-collapse:collapse}
th,td{border:1px solid #c8c8c8;padding:.25rem .5rem;text-align:left}
footer{margin-top:2rem;border-top:1px solid #c8c8c8}`;

/** Elements that carry no plain-page content. */
const dropped = [
  'script',
  'style',
  'link',
  'meta',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'video',
  'audio',
  'canvas',
  'svg',
  'form',
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'dialog',
  '[hidden]',
  '[aria-hidden="true"]',
].join(',');

/** Attributes kept, per element (`*` for all elements). */
const keptAttributes: Record<string, string[]> = {
  '*': ['id'],
  a: ['href'],
  img: ['src', 'alt', 'width', 'height', 'loading', 'fetchpriority', 'decoding', 'srcset', 'sizes'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  time: ['datetime'],
  ol: ['start'],
};

/** Elements kept even when they hold no text. */
const voidOk = new Set(['IMG', 'BR', 'HR', 'TD', 'TH']);

/** The floor page for one exported page's HTML. */
export function floorPage(html: string): string {
  const { document } = new JSDOM(html).window;
  const lang = document.documentElement.getAttribute('lang') ?? 'en';
  const head: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
  ];
  head.push(`<title>${escapeHtml(document.title)}</title>`);
  for (const el of document.head.querySelectorAll(
    'meta[name="description"], meta[name="robots"], link[rel="canonical"], link[rel="icon"], link[rel="apple-touch-icon"]',
  )) {
    head.push(el.outerHTML);
  }
  head.push(`<style>${floorCss}</style>`);

  const body = document.body;
  // The hero: the page's priority image in main, shown behind the headline as the site does, in
  // the nearest block that holds both.
  const hero = body.querySelector('main img[fetchpriority="high"]');
  const h1 = body.querySelector('main h1');
  let heroBox = hero?.parentElement ?? null;
  while (heroBox && h1 && !heroBox.contains(h1)) heroBox = heroBox.parentElement;
  if (hero && heroBox && h1 && heroBox.localName !== 'main') {
    heroBox.prepend(hero);
    heroBox.setAttribute('data-floor-hero-box', '');
  } else {
    hero?.setAttribute('data-floor-hero', '');
  }
  body.querySelectorAll(dropped).forEach((el) => el.remove());
  // Images in main are content (a gallery's photos, video posters): kept as they are. Outside
  // main only the priority ones (the header logo).
  body.querySelectorAll('img:not([fetchpriority="high"])').forEach((el) => {
    if (!el.closest('main')) el.remove();
  });

  for (const el of body.querySelectorAll('*')) {
    const keep = new Set([...keptAttributes['*']!, ...(keptAttributes[el.localName] ?? [])]);
    const isHero = el.hasAttribute('data-floor-hero') || el.hasAttribute('data-floor-hero-box');
    for (const name of el.getAttributeNames()) if (!keep.has(name)) el.removeAttribute(name);
    if (isHero) el.setAttribute('class', 'hero');
  }
  // Empty wrappers left behind (carousel controls, icon-only links…), innermost first.
  for (const el of [...body.querySelectorAll('*')].reverse()) {
    if (!voidOk.has(el.tagName) && !el.textContent?.trim() && !el.querySelector('img')) el.remove();
  }
  // Comments React leaves between text parts.
  const walker = document.createTreeWalker(body, 128 /* NodeFilter.SHOW_COMMENT */);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  comments.forEach((c) => c.parentNode?.removeChild(c));

  return `<!DOCTYPE html>\n<html lang="${escapeHtml(lang)}">\n<head>\n${head.join('\n')}\n</head>\n<body>\n${body.innerHTML.trim()}\n</body>\n</html>\n`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Writes a static site to floorDir holding the floor page of each route (at the same path) and the
 * exported site's images, icons, robots.txt and 404 page, so the floor pages' requests resolve
 * exactly as the real pages' do.
 */
export function writeFloorSite(outDir: string, floorDir: string, routes: string[]): void {
  mkdirSync(floorDir, { recursive: true });
  cpSync(join(outDir, 'images'), join(floorDir, 'images'), { recursive: true });
  for (const file of ['favicon.ico', 'icon.svg', 'apple-icon.png', 'robots.txt', '404.html']) {
    if (existsSync(join(outDir, file))) copyFileSync(join(outDir, file), join(floorDir, file));
  }
  for (const route of routes) {
    const target = htmlFile(floorDir, route);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, floorPage(readFileSync(htmlFile(outDir, route), 'utf8')));
  }
}
