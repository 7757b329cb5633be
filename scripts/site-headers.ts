/**
 * What the post-build pass (scripts/postbuild.ts) writes into out/_headers: the security headers of the site in the
 * format Netlify and Cloudflare Pages read, which the intake service sends too
 * (server/http/security-headers.ts).
 *
 * One `/*` block carries the headers every response gets. Each exported page gets its own block
 * with its Content-Security-Policy: Next writes a few inline scripts into every page (its flight
 * data, the preloader), and the policy allows exactly those by their SHA-256 hashes, without
 * 'unsafe-inline'. JSON-LD and other data blocks are not run, so they need no hash.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import { emailConfigured, env } from '../lib/env';
import type { HeaderRule } from '../server/http/headers-file';
import { globalHeaders, pageCsp } from '../server/http/security-policy';
import { htmlFiles } from './html-files';

/** The inline code of one page, as the browser parses it. */
export type InlineCode = {
  /** Text of each inline script the browser runs. */
  scripts: string[];
  /** Text of each `<style>` element. */
  styles: string[];
  /** Each distinct `style` attribute value. */
  styleAttrs: string[];
  /** Things a hash-based policy can never allow: `on…=` handlers, `javascript:` URLs. */
  problems: string[];
};

/** MIME types the browser runs as classic scripts (HTML's "JavaScript MIME type" list). */
const javascriptTypes = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** Whether a `<script>` with these attributes is run (and so checked by script-src) rather than a data block. */
export function isExecutable(attrs: Map<string, string>): boolean {
  let type = attrs.get('type');
  if (type === undefined) {
    const language = attrs.get('language');
    type = language ? `text/${language}` : '';
  }
  type = type.trim().toLowerCase();
  if (type === '') return true;
  // The essence only: "text/javascript; charset=utf-8" is not run either, but hashing it does no harm.
  const essence = type.split(';')[0]!.trim();
  return javascriptTypes.has(essence) || ['module', 'importmap', 'speculationrules'].includes(essence);
}

const textOf = (node: T.Element) =>
  node.childNodes.map((child) => (child.nodeName === '#text' ? (child as T.TextNode).value : '')).join('');

/** Finds the inline scripts, styles and style attributes of an HTML document. */
export function inlineCode(html: string): InlineCode {
  return inlineCodeOf(parse(html));
}

/** Finds the inline scripts, styles and style attributes of a parsed document. */
export function inlineCodeOf(document: T.Document): InlineCode {
  const found: InlineCode = { scripts: [], styles: [], styleAttrs: [], problems: [] };
  const styleAttrs = new Set<string>();
  const visit = (node: T.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const attrs = new Map(child.attrs.map((a) => [a.name, a.value]));
      if (attrs.has('style')) styleAttrs.add(attrs.get('style')!);
      for (const [name, value] of attrs) {
        if (/^on[a-z]+$/.test(name)) found.problems.push(`<${child.tagName} ${name}="…">`);
        if (['href', 'src', 'action', 'formaction'].includes(name) && /^\s*javascript:/i.test(value)) {
          found.problems.push(`<${child.tagName} ${name}="javascript:…">`);
        }
      }
      if (child.tagName === 'script' && !attrs.has('src') && isExecutable(attrs)) {
        const text = textOf(child);
        // An empty inline script is never run, so the policy is never asked about it.
        if (text) found.scripts.push(text);
      } else if (child.tagName === 'style') {
        found.styles.push(textOf(child));
      }
      visit(child);
      if (child.tagName === 'template') visit((child as T.Template).content);
    }
  };
  visit(document);
  found.styleAttrs = [...styleAttrs];
  return found;
}

/** A CSP hash source for a text, e.g. `'sha256-…'`. */
export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The address a file of the export answers at: `index.html` → `/`, `about/index.html` → `/about/`, `404.html` → `/404.html`. */
export function routeOf(relativePath: string): string {
  const path = `/${relativePath.split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

export type SiteSettings = {
  /** Origins the pages' scripts send requests to besides their own. */
  connectOrigins: string[];
  /** Origins the pages' forms post to besides their own (none when the lead API is on the site's origin). */
  formOrigins?: string[];
  /** The site is served over https: add `upgrade-insecure-requests`. */
  https: boolean;
};

/** The `_headers` rules for an exported site: the global block, then one block per page. */
export function headerRules(outDir: string, settings: SiteSettings): HeaderRule[] {
  const pages = htmlFiles(outDir).map((file) => ({
    route: routeOf(relative(outDir, file)),
    code: inlineCode(readFileSync(file, 'utf8')),
  }));
  return headerRulesFor(pages, settings);
}

/** The `_headers` rules for pages whose inline code is known, in the order of their addresses. */
export function headerRulesFor(pages: { route: string; code: InlineCode }[], settings: SiteSettings): HeaderRule[] {
  const problems: string[] = [];
  const sorted = [...pages].sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  const rules: HeaderRule[] = [{ pattern: '/*', headers: globalHeaders }];
  for (const { route, code } of sorted) {
    problems.push(...code.problems.map((p) => `${route}: ${p}`));
    const csp = pageCsp({
      scriptHashes: code.scripts.map(sha256Source),
      styleHashes: code.styles.map(sha256Source),
      styleAttrHashes: code.styleAttrs.map(sha256Source),
      connectOrigins: settings.connectOrigins,
      formOrigins: settings.formOrigins,
      upgradeInsecureRequests: settings.https,
    });
    rules.push({ pattern: route, headers: [['Content-Security-Policy', csp]] });
  }
  if (problems.length) {
    throw new Error(`Inline code that no hash-based Content-Security-Policy allows:\n  ${problems.join('\n  ')}`);
  }
  return rules;
}

/** The origin of an absolute URL, or null for a path on the site itself (e.g. `/api`). */
export function originOf(url: string): string | null {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  return new URL(url).origin;
}

/** The origins the build's public settings send browser requests and form posts to (lib/env.ts). */
export function buildSettings(): SiteSettings {
  const connectOrigins = [
    originOf(env.NEXT_PUBLIC_LEADS_API),
    emailConfigured ? originOf(env.NEXT_PUBLIC_EMAILJS_API) : null,
  ];
  return {
    connectOrigins: connectOrigins.filter((o): o is string => o !== null),
    // Without scripts the forms post themselves: the lead forms to the lead API, the feedback
    // form to the e-mail API (components/forms/).
    formOrigins: connectOrigins.filter((o): o is string => o !== null),
    https: env.SITE_URL.startsWith('https:'),
  };
}
