/**
 * out/_headers as the last build wrote it, read as Cloudflare Pages and Netlify read it
 * (docs/deploying.md#a-static-host-and-the-intake-service), against the pages in out/: the hosts
 * must read the whole file, and every page must get one policy that allows all of its inline code.
 * The hashes are computed here, apart from the build's own code.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFiles } from '../../scripts/html-files';
import { inlineCode, routeOf } from '../../scripts/site-headers';
import { HeadersTable, parseHeadersFile } from '../../server/http/headers-file';

const outDir = resolve('out');
if (!existsSync(join(outDir, '_headers'))) {
  throw new Error('no out/_headers: run `npm run build` (or build:e2e) first');
}
const text = readFileSync(join(outDir, '_headers'), 'utf8');
const rules = parseHeadersFile(text);
const table = new HeadersTable(rules);
const pages = htmlFiles(outDir).map((file) => ({
  route: routeOf(relative(outDir, file)),
  code: inlineCode(readFileSync(file, 'utf8')),
}));
const notFound = pages.find((p) => p.route === '/404.html')!;

/** The hash source a browser computes for an inline text. */
const hashOf = (code: string) => `'sha256-${createHash('sha256').update(Buffer.from(code, 'utf8')).digest('base64')}'`;

/**
 * The policies a browser enforces for an address. A host applies every rule that matches it and
 * joins a header set twice with ", ", which a browser reads as two policies, both enforced.
 */
function policiesFor(path: string) {
  const header = table.headersFor(path).get('content-security-policy') ?? '';
  return header
    .split(',')
    .filter((policy) => policy.trim())
    .map(
      (policy) =>
        new Map(
          policy
            .split(';')
            .map((directive) => directive.trim().split(/\s+/))
            .map(([name, ...sources]) => [name!, sources]),
        ),
    );
}

/** What one page's inline code needs that the policy given to `path` does not allow. */
function notAllowed(path: string, code: (typeof pages)[number]['code']): string[] {
  const policies = policiesFor(path);
  if (policies.length !== 1) return [`${path}: ${policies.length} policies`];
  const policy = policies[0]!;
  const missing = (directive: string, texts: string[]) =>
    texts
      .filter((t) => !policy.get(directive)?.includes(hashOf(t)))
      .map((t) => `${path}: ${directive} lacks ${hashOf(t)}`);
  return [
    ...missing('script-src', code.scripts),
    ...missing('style-src', code.styles),
    ...missing('style-src-attr', code.styleAttrs),
  ];
}

describe('out/_headers', () => {
  it('is read whole by every documented static host: at most 100 rules, no line over 2,000 characters', () => {
    const lines = text.split('\n');
    const longest = lines.reduce((a, b) => (b.length > a.length ? b : a));
    expect(rules.length, 'rules (Cloudflare Pages reads 100)').toBeLessThanOrEqual(100);
    expect(longest.length, `longest line: ${longest.slice(0, 60)}…`).toBeLessThanOrEqual(2000);
  });

  it('gives every page exactly one policy, which allows each of its inline scripts, styles and style attributes', () => {
    expect(pages.length).toBeGreaterThan(100);
    expect(pages.flatMap(({ route, code }) => notAllowed(route, code))).toEqual([]);
  });

  it('lets the pages of one template share one rule: the city pages, English and Hindi', () => {
    expect(rules.map((r) => r.pattern)).toEqual(expect.arrayContaining(['/city/*', '/hi/city/*']));
    expect(rules.length).toBeLessThan(pages.length / 2);
  });

  it('allows out/404.html where a splat rule answers an address that has no page, as a static host does', () => {
    const splats = rules.map((r) => r.pattern).filter((p) => p.includes('*') && p !== '/*');
    expect(splats.length).toBeGreaterThan(0);
    expect(splats.flatMap((p) => notAllowed(p.replace('*', 'no-such-page/'), notFound.code))).toEqual([]);
  });

  it("allows no page more than its own inline code and the 404 page's, and never 'unsafe-inline'", () => {
    const extra = pages.flatMap(({ route, code }) => {
      const texts = [code, notFound.code].flatMap((c) => [...c.scripts, ...c.styles, ...c.styleAttrs]);
      const allowed = new Set(texts.map(hashOf));
      const [policy] = policiesFor(route);
      return [...policy!.entries()].flatMap(([directive, sources]) =>
        sources
          .filter((s) => (s.startsWith("'sha256-") && !allowed.has(s)) || s === "'unsafe-inline'")
          .map((s) => `${route}: ${directive} ${s}`),
      );
    });
    expect(extra).toEqual([]);
  });
});
