/**
 * The HTML side of the post-build pass: a page parsed once by parse5 (the parser browsers follow),
 * with every element's place in the source, and edits made as splices of that source. Next's bytes
 * stay exactly as they were except where a transform changes something, so a page that needs no
 * change comes out identical, and the parser (not a pattern for one spelling of a tag) finds the
 * elements.
 */
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';

export type Element = T.Element;
export type Document = T.Document;

/** Parses a page, keeping each node's position in `html`. */
export function parsePage(html: string): Document {
  return parse(html, { sourceCodeLocationInfo: true });
}

/** Every element of a tree in document order, the contents of `<template>` included. */
export function elements(root: T.ParentNode): Element[] {
  const found: Element[] = [];
  const visit = (node: T.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      found.push(child);
      visit(child);
      if (child.tagName === 'template') visit((child as T.Template).content);
    }
  };
  visit(root);
  return found;
}

/** An attribute's value (names are lower case, as the parser gives them), or undefined. */
export const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

/** The text inside an element (a script's code, a stylesheet's rules), as the browser reads it. */
export const textOf = (element: Element) =>
  element.childNodes.map((child) => (child.nodeName === '#text' ? (child as T.TextNode).value : '')).join('');

/** Whether an element lies inside `<head>` (where Next writes its scripts, preloads and stylesheet). */
export function inHead(element: Element): boolean {
  for (let node: T.ParentNode | null = element.parentNode; node; node = 'parentNode' in node ? node.parentNode : null) {
    if ('tagName' in node && node.tagName === 'head') return true;
  }
  return false;
}

/** A short view of an element's start tag, for messages: `<script src="/_next/…" async="">`. */
export function startTagText(html: string, element: Element): string {
  const location = element.sourceCodeLocation?.startTag;
  const text = location ? html.slice(location.startOffset, location.endOffset) : `<${element.tagName}>`;
  return text.length > 140 ? `${text.slice(0, 137)}…` : text;
}

/** One change to a page's source: `text` replaces the characters from `start` up to `end`. */
export type Edit = { start: number; end: number; text: string };

/** The source range of an element, from `<` of its start tag to the end of its end tag. */
export function rangeOf(html: string, element: Element): { start: number; end: number } {
  const location = element.sourceCodeLocation;
  if (!location || !html.startsWith(`<${element.tagName}`, location.startOffset)) {
    throw new Error(`the parser gave no usable source position for a <${element.tagName}>`);
  }
  return { start: location.startOffset, end: location.endOffset };
}

/** The source range of an element's content: between its start and end tags. */
export function contentRangeOf(element: Element): { start: number; end: number } {
  const location = element.sourceCodeLocation;
  if (!location?.startTag || !location.endTag) {
    throw new Error(`a <${element.tagName}> has no end tag in the source`);
  }
  return { start: location.startTag.endOffset, end: location.endTag.startOffset };
}

/** Applies non-overlapping edits; insertions at one place keep the order they were made in. */
export function applyEdits(html: string, edits: Edit[]): string {
  const ordered = edits
    .map((edit, index) => ({ ...edit, index }))
    .sort((a, b) => a.start - b.start || a.index - b.index);
  let result = '';
  let at = 0;
  for (const edit of ordered) {
    if (edit.start < at) throw new Error(`two edits overlap at character ${edit.start}`);
    result += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return result + html.slice(at);
}
