/**
 * inline-boundaries: puts the content of each Suspense boundary React outlined back in its place,
 * as React's own inline scripts would once they ran.
 *
 * The islands that wake when near the screen (components/interactive/wake.tsx) sit in Suspense
 * boundaries. `next build` writes such a boundary's content at the end of `<body>`, in
 * `<div hidden id="S:n">`, with a placeholder `<!--$?--><template id="B:n"></template><!--/$-->`
 * where it belongs and an inline script (`$RC("B:n","S:n")`) that moves it there. Without
 * JavaScript the content would stay hidden, and the scripts would need hashes in every page's
 * policy. React reads `<!--$-->content<!--/$-->` as a boundary that arrived complete and hydrates
 * it the same way, so the pass writes that: the page is whole without scripts, and identical to
 * what the browser would have built.
 */
import { attr, contentRangeOf, elements, parsePage, rangeOf, textOf, type Edit, applyEdits } from './html';
import type { PageProblems } from './problems';

/** React's reveal runtime: the timing script and the script that defines `$RC` (and may call it). */
const timingScript = /^requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);?$/;
const runtimeScript = /^\$RB=\[\];\$RV=function/;
/** One boundary's reveal, alone or at the end of the runtime script. */
const revealCall = /\$RC\("(B:\d+)","(S:\d+)"\)/g;
const placeholder = (id: string) => `<!--$?--><template id="${id}"></template><!--/$-->`;

/** Whether an inline script is one of React's reveal scripts (the step removes them). */
export function isRevealScript(script: string): boolean {
  const code = script.trim();
  const calls = code.replace(revealCall, '').replace(/;+$/, '');
  return timingScript.test(code) || runtimeScript.test(code) || (code.startsWith('$RC(') && calls === '');
}

/** The page with every outlined boundary inlined; problems name what did not match. */
export function inlineBoundaries(html: string, problems: PageProblems): string {
  if (!html.includes('<template id="B:')) return html;
  const all = elements(parsePage(html));
  const edits: Edit[] = [];
  const segments = new Map<string, string>();
  for (const element of all) {
    const id = attr(element, 'id');
    if (element.tagName === 'div' && attr(element, 'hidden') !== undefined && id && /^S:\d+$/.test(id)) {
      const { start, end } = contentRangeOf(element);
      segments.set(id, html.slice(start, end));
      edits.push({ ...rangeOf(html, element), text: '' });
    }
  }
  const reveals: [string, string][] = [];
  for (const element of all) {
    if (element.tagName !== 'script' || attr(element, 'src') !== undefined) continue;
    const code = textOf(element);
    if (!isRevealScript(code)) continue;
    reveals.push(...[...code.matchAll(revealCall)].map((m) => [m[1]!, m[2]!] as [string, string]));
    edits.push({ ...rangeOf(html, element), text: '' });
  }

  // A segment may hold another boundary's placeholder: resolve from the inside out.
  const resolved = new Map<string, string>();
  const contentOf = (boundary: string, segment: string, depth = 0): string => {
    const known = resolved.get(boundary);
    if (known !== undefined) return known;
    let content = segments.get(segment);
    if (content === undefined) {
      problems.add('inline-boundaries', 'suspenseBoundaries', `no <div hidden id="${segment}"> for ${boundary}`);
      return '';
    }
    for (const [inner, innerSegment] of reveals) {
      if (depth < 20 && content.includes(placeholder(inner)))
        content = content.replace(placeholder(inner), `<!--$-->${contentOf(inner, innerSegment, depth + 1)}<!--/$-->`);
    }
    resolved.set(boundary, content);
    return content;
  };

  let page = applyEdits(html, edits);
  for (const [boundary, segment] of reveals) {
    if (page.includes(placeholder(boundary)))
      page = page.replace(placeholder(boundary), `<!--$-->${contentOf(boundary, segment)}<!--/$-->`);
  }
  // A placeholder with a fallback in it (never written here: Wake's fallback is empty), a reveal
  // without its segment, or a script of React's this step does not know.
  const left = /<template id="B:\d+">|\$RC\(/.exec(page);
  if (left) {
    problems.add('inline-boundaries', 'suspenseBoundaries', `left behind: ${page.slice(left.index, left.index + 60)}…`);
  }
  return page;
}
