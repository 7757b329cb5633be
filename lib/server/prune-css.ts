import postcss from 'postcss';

/**
 * Each page's inline stylesheet keeps only the rules that page can use (docs/performance.md).
 *
 * Next inlines the whole site's stylesheet into every page: 24 KB, 5.5 KB with Brotli, the
 * largest part of most pages' HTML. A page and its headers that fit in a new connection's first
 * round trip (about 14.6 KB) reach the browser a whole round trip sooner, and a smaller stylesheet
 * is also less for a slow phone to match against the page before its first paint.
 *
 * A rule goes only when a class or id name it requires appears nowhere in the page's HTML
 * (including its inline script, so the `js`, `loaded` and `web-font` states stay). Rules for
 * elements and attributes alone stay; names inside `:not()`, `:is()`, `:where()` and `:has()`
 * never count against a rule. So everything the page shows before its scripts run, and without
 * JavaScript, is styled.
 *
 * States that the framework's scripts switch on (`is-ready`, `is-moving`, the enquiry dialog, …)
 * and the pages it can move to without a reload need the rest: the loader links the full
 * stylesheet (the same file, cached for a year) after `load`, before it adds the scripts
 * (lib/server/after-load-scripts.ts).
 */

/** The words of a text that can be class or id names. */
export function namesIn(text: string): Set<string> {
  return new Set(text.match(/[\w-]+/g) ?? []);
}

/**
 * The class and id names a page's HTML uses: its `class` and `id` attributes, and every word of
 * its inline scripts (which add classes such as `js` and `web-font` before the first paint).
 */
export function pageNames(html: string): Set<string> {
  const attributes = [...html.matchAll(/\s(?:class|id)="([^"]*)"/g)].map((match) => match[1]);
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return namesIn([...attributes, ...scripts].join(' '));
}

/** The class and id names a selector requires, outside functional pseudo-classes and attributes. */
export function requiredNames(selector: string): string[] {
  let plain = selector.replace(/\[[^\]]*\]/g, '').replace(/"[^"]*"|'[^']*'/g, '');
  // Innermost first, until no functional pseudo-class is left.
  for (let previous = ''; previous !== plain;) {
    previous = plain;
    plain = plain.replace(/:(?:not|is|where|has|nth-[a-z-]+)\([^()]*\)/g, '');
  }
  return [...plain.matchAll(/[.#](-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
}

/**
 * The stylesheet without the rules whose selectors all require a name `used` rejects. At-rules
 * left empty go too; `@font-face`, `@keyframes` and the like stay as they are.
 */
export function pruneCss(css: string, used: (name: string) => boolean): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => requiredNames(selector).every(used));
    if (!kept.length) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

/**
 * What the loader links after `load` (lib/server/after-load-scripts.ts): the stylesheet without what every
 * page already has inline, so only rules that require a name some page lacks (`common` holds the
 * names every page has). Linking the whole stylesheet instead made the browser match every rule
 * against the whole page again once it arrived, its element rules (`body`, `h2`, `:root`) included:
 * on the home page about 70 ms of a phone's main thread (docs/performance.md#the-rest-of-the-stylesheet).
 * Inline rules and this file together are the whole stylesheet, so a page reached without a reload
 * is styled in full. `@font-face`, `@keyframes` and the like are inline on every page already.
 */
export function restCss(css: string, common: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const rest = rule.selectors.filter((selector) => !requiredNames(selector).every((name) => common.has(name)));
    if (!rest.length) rule.remove();
    else if (rest.length < rule.selectors.length) rule.selectors = rest;
  });
  // At-rules of their own (`@font-face`, `@keyframes`) and those left with no rules go, innermost first.
  for (let removed = true; removed;) {
    removed = false;
    root.walkAtRules((atRule) => {
      const rules = atRule.nodes?.some((node) => node.type === 'rule' || node.type === 'atrule');
      if (rules && !/keyframes$/i.test(atRule.name)) return;
      atRule.remove();
      removed = true;
    });
  }
  return root.toString();
}
