/**
 * What a visitor and a crawler meet on every page, before and after a change that should not
 * change it (docs/i18n.md#checking-a-refactor): `tsx scripts/compare-pages.ts <before-out> <after-out>`.
 *
 * Each exported page becomes a plain outline: its head (title, description, canonical, alternates,
 * robots, structured data) and, in document order, its landmarks, headings, paragraphs, list items,
 * links with their targets, buttons, form fields, pictures with their alt text and table cells, each
 * with its words. Class names, hashed script and style names and inline scripts are left out: they
 * change with every build. The outlines are written beside each folder (`<folder>.outline/`) and
 * `git diff --no-index` lists every difference, page by page; the exit code is 1 when any page
 * differs or exists on one side only.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { htmlFiles } from './html-files';

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document'];
type Element = DefaultTreeAdapterMap['element'];

const outlined = new Set([
  'header',
  'nav',
  'main',
  'footer',
  'section',
  'article',
  'aside',
  'dialog',
  'form',
  'fieldset',
  'legend',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'li',
  'dt',
  'dd',
  'blockquote',
  'figcaption',
  'caption',
  'th',
  'td',
  'summary',
  'label',
  'button',
  'a',
  'img',
  'input',
  'select',
  'option',
  'textarea',
  'iframe',
]);
const kept = [
  'id',
  'href',
  'hreflang',
  'lang',
  'name',
  'type',
  'alt',
  'aria-label',
  'role',
  'action',
  'method',
  'value',
  'placeholder',
  'required',
  'src',
];
const skipped = new Set(['script', 'style', 'template', 'noscript-style', 'svg']);

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Hashed build file names (`/_next/static/chunks/ab12….js`, `?v=…`) say nothing a visitor sees. */
const unhashed = (value: string) =>
  value.replace(/\/_next\/static\/[^"' ]+/g, '/_next/static/…').replace(/([?&]v=)[\w-]+/g, '$1…');

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (isElement(node) && skipped.has(node.tagName)) return '';
  const children = 'childNodes' in node ? node.childNodes : [];
  const inner = isElement(node) && node.tagName === 'template' ? [] : children;
  return inner.map((child) => textOf(child as Node)).join(' ');
}

function outline(node: Node, depth: number, lines: string[]) {
  if (isElement(node)) {
    if (skipped.has(node.tagName)) return;
    if (outlined.has(node.tagName)) {
      const attrs = kept
        .map((name) => [name, attr(node, name)] as const)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => `${name}="${unhashed(value!)}"`);
      const words =
        [
          'a',
          'button',
          'label',
          'summary',
          'option',
          'li',
          'p',
          'td',
          'th',
          'dt',
          'dd',
          'legend',
          'caption',
          'figcaption',
          'blockquote',
        ].includes(node.tagName) || /^h\d$/.test(node.tagName)
          ? squash(textOf(node))
          : '';
      lines.push(
        `${'  '.repeat(depth)}${node.tagName}${attrs.length ? ` ${attrs.join(' ')}` : ''}${words ? `: ${words}` : ''}`,
      );
      depth += 1;
    }
  }
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) outline(child as Node, depth, lines);
}

function head(document: Node): string[] {
  const lines: string[] = [];
  const visit = (node: Node) => {
    if (isElement(node)) {
      if (node.tagName === 'title') lines.push(`title: ${squash(textOf(node))}`);
      if (node.tagName === 'meta' && (attr(node, 'name') || attr(node, 'property'))) {
        const key = attr(node, 'name') ?? attr(node, 'property');
        if (!/^(next-size-adjust)$/.test(key!)) lines.push(`meta ${key}: ${unhashed(attr(node, 'content') ?? '')}`);
      }
      if (node.tagName === 'link' && /canonical|alternate/.test(attr(node, 'rel') ?? '')) {
        lines.push(`link ${attr(node, 'rel')} ${attr(node, 'hreflang') ?? ''} ${attr(node, 'href')}`);
      }
      if (node.tagName === 'script' && attr(node, 'type') === 'application/ld+json') {
        const json = node.childNodes.map((c) => textOf(c as Node)).join('');
        lines.push(`ld+json: ${JSON.stringify(JSON.parse(json))}`);
      }
      if (node.tagName === 'html') lines.push(`html lang="${attr(node, 'lang')}"`);
    }
    for (const child of 'childNodes' in node ? node.childNodes : []) visit(child as Node);
  };
  visit(document);
  return lines;
}

function outlineFolder(folder: string): string {
  const target = `${folder.replace(/\/$/, '')}.outline`;
  rmSync(target, { recursive: true, force: true });
  for (const file of htmlFiles(folder).map((path) => relative(folder, path))) {
    const document = parse(readFileSync(join(folder, file), 'utf8')) as Node;
    const body: string[] = [];
    outline(document, 0, body);
    const path = join(target, `${file}.txt`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, [...head(document), '', ...body, ''].join('\n'));
  }
  return target;
}

const [before, after] = process.argv.slice(2).map((folder) => resolve(folder));
if (!before || !after) {
  console.error('usage: tsx scripts/compare-pages.ts <before-out> <after-out>');
  process.exit(2);
}
const diff = spawnSync('git', ['diff', '--no-index', '--stat=200', '--', outlineFolder(before), outlineFolder(after)], {
  encoding: 'utf8',
});
process.stdout.write(diff.stdout || 'compare-pages: every page is the same.\n');
if (diff.status === 1) {
  spawnSync('git', ['diff', '--no-index', '--', `${before}.outline`, `${after}.outline`], { stdio: 'inherit' });
}
process.exit(diff.status === 0 ? 0 : 1);
