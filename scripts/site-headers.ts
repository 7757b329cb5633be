/**
 * What the post-build pass (scripts/postbuild.ts) writes into out/_headers: the security headers of the site in the
 * format Netlify and Cloudflare Pages read, which the intake service sends too
 * (server/http/security-headers.ts).
 *
 * One `/*` block carries the headers every response gets. The pages get their Content-Security-Policy
 * from blocks of their own: Next writes a few inline scripts into every page (its flight data, the
 * preloader), and the policy allows exactly those by their SHA-256 hashes, without 'unsafe-inline'.
 * JSON-LD and other data blocks are not run, so they need no hash. The pages under a folder that is
 * no page itself (`/city/…`, one template) share one `/city/*` block when their policies are the
 * same, so the file stays within what every documented host reads (`hostLimits`, docs/security.md).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import { env } from '../lib/server/env';
import { emailConfigured } from '../lib/shared/email-settings';
import { compilePattern, type HeaderRule } from '../server/http/headers-file';
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

/** The `_headers` rules for an exported site: the global block, then the pages' policies. */
export function headerRules(outDir: string, settings: SiteSettings): HeaderRule[] {
  return headerRulesFor(exportedPages(outDir), settings);
}

/** Every page of an exported site, by address, with its inline code. */
export function exportedPages(outDir: string): { route: string; code: InlineCode }[] {
  return htmlFiles(outDir).map((file) => ({
    route: routeOf(relative(outDir, file)),
    code: inlineCode(readFileSync(file, 'utf8')),
  }));
}

/**
 * What every documented static host reads of a `_headers` file: Cloudflare Pages reads at most 100
 * rules and lines of at most 2,000 characters (Netlify reads the same format, with no lower limit).
 */
export const hostLimits = { rules: 100, lineLength: 2000 };

/** The rules (blocks) of a `_headers` file and its longest line. */
export function headersFileSize(text: string): { rules: number; longestLine: number } {
  const lines = text.split(/\r?\n/);
  return {
    rules: lines.filter((line) => line.trim() && !/^\s/.test(line) && !line.startsWith('#')).length,
    longestLine: Math.max(0, ...lines.map((line) => line.length)),
  };
}

/** Why a `_headers` file is more than every documented host reads, or null when it is not. */
export function overHostLimits(text: string): string | null {
  const { rules, longestLine } = headersFileSize(text);
  if (rules <= hostLimits.rules && longestLine <= hostLimits.lineLength) return null;
  return (
    `out/_headers has ${rules} rules and lines of up to ${longestLine} characters; ` +
    `Cloudflare Pages reads at most ${hostLimits.rules} rules and ${hostLimits.lineLength} characters a line, ` +
    'and would drop the rest of the file or the long lines'
  );
}

/**
 * The pattern of the rule that may carry each page's policy: `/city/*` for every page under a
 * folder that is no page itself (the first such folder from the top: `/hi/city/*`, since `/hi/` is
 * a page), when that folder holds two pages or more; otherwise the page's own address. So no page
 * is matched by two rules that set a policy, and no splat covers a page with a rule of its own.
 */
export function policyPatterns(routes: readonly string[]): Map<string, string> {
  const pages = new Set(routes);
  const folderOf = (route: string) => {
    for (let at = route.indexOf('/', 1); at > 0 && at < route.length - 1; at = route.indexOf('/', at + 1)) {
      const folder = route.slice(0, at + 1);
      if (!pages.has(folder)) return folder;
    }
    return null;
  };
  const folders = routes.map(folderOf);
  const counts = new Map<string, number>();
  for (const folder of folders) if (folder) counts.set(folder, (counts.get(folder) ?? 0) + 1);
  return new Map(
    routes.map((route, i) => {
      const folder = folders[i];
      return [route, folder && counts.get(folder)! > 1 ? `${folder}*` : route];
    }),
  );
}

/** The hash sources a page's inline code needs, by directive. */
function hashesOf(code: InlineCode) {
  return {
    scriptHashes: code.scripts.map(sha256Source),
    styleHashes: code.styles.map(sha256Source),
    styleAttrHashes: code.styleAttrs.map(sha256Source),
  };
}

/** The same text for pages whose inline code needs the same hashes, whatever their order. */
const hashKey = (code: InlineCode) =>
  JSON.stringify(Object.values(hashesOf(code)).map((hashes) => [...new Set(hashes)].sort()));

/**
 * The `_headers` rules for pages whose inline code is known, in the order of their addresses.
 *
 * The pages `policyPatterns` puts under one splat get one rule when their inline code needs the
 * same hashes, and their own rules otherwise. A splat also matches addresses with no page, which a
 * static host answers with out/404.html under the splat's headers: so its policy allows the 404
 * page's inline code too.
 */
export function headerRulesFor(pages: { route: string; code: InlineCode }[], settings: SiteSettings): HeaderRule[] {
  const problems: string[] = [];
  const sorted = [...pages].sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  const patterns = policyPatterns(sorted.map((p) => p.route));
  const notFound = sorted.find((p) => p.route === '/404.html');
  const policy = (codes: InlineCode[]) => {
    const hashes = codes.map(hashesOf);
    return pageCsp({
      scriptHashes: hashes.flatMap((h) => h.scriptHashes),
      styleHashes: hashes.flatMap((h) => h.styleHashes),
      styleAttrHashes: hashes.flatMap((h) => h.styleAttrHashes),
      connectOrigins: settings.connectOrigins,
      formOrigins: settings.formOrigins,
      upgradeInsecureRequests: settings.https,
    });
  };
  const groups = new Map<string, { route: string; code: InlineCode }[]>();
  for (const page of sorted) {
    problems.push(...page.code.problems.map((p) => `${page.route}: ${p}`));
    const pattern = patterns.get(page.route)!;
    groups.set(pattern, [...(groups.get(pattern) ?? []), page]);
  }
  const rules: HeaderRule[] = [{ pattern: '/*', headers: globalHeaders }];
  for (const [pattern, members] of groups) {
    const shared = members.length > 1 && new Set(members.map((m) => hashKey(m.code))).size === 1;
    if (shared) {
      const codes = [members[0]!.code, ...(notFound ? [notFound.code] : [])];
      rules.push({ pattern, headers: [['Content-Security-Policy', policy(codes)]] });
    } else {
      for (const { route, code } of members) {
        rules.push({ pattern: route, headers: [['Content-Security-Policy', policy([code])]] });
      }
    }
  }
  if (problems.length) {
    throw new Error(`Inline code that no hash-based Content-Security-Policy allows:\n  ${problems.join('\n  ')}`);
  }
  return rules;
}

/** The sources of each directive of one policy. */
export function cspDirectives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/**
 * What a page's inline code needs that the headers a static host sends it do not allow, one line
 * each. The host applies every rule whose pattern matches the address and joins a header set twice
 * with ", ", which a browser reads as two policies that must both allow everything: so a page needs
 * exactly one policy, and that policy must name the hash of each inline script, `<style>` element
 * and `style` attribute.
 */
export function policyGaps(rules: readonly HeaderRule[], route: string, code: InlineCode): string[] {
  const policies = rules.flatMap((rule) =>
    compilePattern(rule.pattern)?.(route)
      ? rule.headers.filter(([name]) => name.toLowerCase() === 'content-security-policy').map(([, v]) => v)
      : [],
  );
  if (policies.length !== 1) {
    return [`out/_headers gives it ${policies.length} policies, not 1`];
  }
  const directives = cspDirectives(policies[0]!);
  const sourcesOf = (...names: string[]) => directives.get(names.find((n) => directives.has(n)) ?? '') ?? [];
  const gaps: string[] = [];
  const needs = [
    ['script-src', code.scripts, sourcesOf('script-src-elem', 'script-src', 'default-src')],
    ['style-src', code.styles, sourcesOf('style-src-elem', 'style-src', 'default-src')],
    ['style-src-attr', code.styleAttrs, sourcesOf('style-src-attr', 'style-src', 'default-src')],
  ] as const;
  for (const [directive, texts, allowed] of needs) {
    for (const text of new Set(texts)) {
      if (!allowed.includes(sha256Source(text))) gaps.push(`its ${directive} lacks ${sha256Source(text)}`);
    }
  }
  // A hash allows an attribute's value only beside 'unsafe-hashes'.
  if (code.styleAttrs.length && !needs[2][2].includes("'unsafe-hashes'"))
    gaps.push("its style-src-attr lacks 'unsafe-hashes'");
  return gaps;
}

/** The origin of an absolute URL, or null for a path on the site itself (e.g. `/api`). */
export function originOf(url: string): string | null {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  return new URL(url).origin;
}

/** The origins the build's public settings send browser requests and form posts to (lib/server/env.ts). */
export function buildSettings(): SiteSettings {
  const connectOrigins = [
    originOf(env.NEXT_PUBLIC_LEADS_API),
    emailConfigured({
      emailServiceId: env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
      emailTemplateId: env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
      emailPublicKey: env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
    })
      ? originOf(env.NEXT_PUBLIC_EMAILJS_API)
      : null,
  ];
  return {
    connectOrigins: connectOrigins.filter((o): o is string => o !== null),
    // Without scripts the forms post themselves: the lead forms to the lead API, the feedback
    // form to the e-mail API (components/forms/).
    formOrigins: connectOrigins.filter((o): o is string => o !== null),
    https: env.SITE_URL.startsWith('https:'),
  };
}
